// Generated from libs/calc-engine/src/calculators/pregnancy-due-date/pregnancy-due-date.ts and pregnancy-due-date.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const pregnancyDueDatePage: CalculatorPage = {
  "title": "Pregnancy Due Date Calculator",
  "description": "Estimate your baby's due date from the first day of your last period or the conception date, with your trimesters and weeks pregnant.",
  "category": "health",
  "topic": "pregnancy",
  "aliases": [
    "pregnancy-due-date-calculator",
    "due-date",
    "due-date-calculator",
    "pregnancy-calculator",
    "edd",
    "pregnancy-week-calculator"
  ],
  "keywords": [
    "due date",
    "pregnancy due date",
    "when is my baby due",
    "due date calculator",
    "edd",
    "estimated due date",
    "pregnancy calculator",
    "how far along am i",
    "weeks pregnant",
    "conception date",
    "naegele rule",
    "trimester",
    "pregnacy calculator",
    "pregnancy due date calulator",
    "due date calculater",
    "how many weeks pregnant am i"
  ],
  "related": [
    "pregnancy",
    "conception",
    "ovulation",
    "pregnancy-weight-gain",
    "calorie",
    "water-intake"
  ],
  "formula": {
    "expression": "EDD = LMP + 280 days + (C − 28 days);   from conception: EDD = CD + 266 days",
    "symbols": [
      {
        "symbol": "EDD",
        "meaning": "estimated due date"
      },
      {
        "symbol": "LMP",
        "meaning": "first day of your last menstrual period"
      },
      {
        "symbol": "C",
        "meaning": "your average cycle length in days (28 if you are not sure)"
      },
      {
        "symbol": "CD",
        "meaning": "conception date"
      }
    ],
    "text": "Naegele's rule counts 280 days, or 40 weeks, from the first day of your last period. A cycle longer or shorter than 28 days moves ovulation, and with it the due date, by the difference. Conception usually happens about two weeks after the period starts, so from a known conception date the due date is 266 days later."
  },
  "examples": [
    {
      "description": "Last period January 1, 2023, 28-day cycle, checked on March 1, 2023",
      "inputs": {
        "method": 1,
        "lastPeriodDate": "2023-01-01",
        "cycleLength": 28,
        "asOfDate": "2023-03-01"
      }
    },
    {
      "description": "Last period January 1, 2024 (a leap year), checked on May 1, 2024",
      "inputs": {
        "method": 1,
        "lastPeriodDate": "2024-01-01",
        "asOfDate": "2024-05-01"
      }
    },
    {
      "description": "Last period March 10, 2024, 32-day cycle, checked on June 1, 2024",
      "inputs": {
        "method": 1,
        "lastPeriodDate": "2024-03-10",
        "cycleLength": 32,
        "asOfDate": "2024-06-01"
      }
    },
    {
      "description": "Conception on February 14, 2024, checked on April 15, 2024",
      "inputs": {
        "method": 2,
        "conceptionDate": "2024-02-14",
        "asOfDate": "2024-04-15"
      }
    }
  ]
};
