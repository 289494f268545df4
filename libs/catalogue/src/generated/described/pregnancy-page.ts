// Generated from libs/calc-engine/src/calculators/pregnancy/pregnancy.ts and pregnancy.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const pregnancyPage: CalculatorPage = {
  "title": "How Far Along Pregnancy Calculator",
  "description": "How many weeks pregnant am I? Count weeks and days, the trimester and the due date from a last period, due date, conception, ultrasound or IVF.",
  "category": "health",
  "topic": "pregnancy",
  "disclaimer": "medical",
  "aliases": [
    "how-far-along-calculator",
    "weeks-pregnant-calculator",
    "gestational-age-calculator",
    "how-many-weeks-pregnant",
    "pregnancy-weeks-calculator",
    "ivf-pregnancy-calculator"
  ],
  "keywords": [
    "how far along am i",
    "how many weeks pregnant am i",
    "weeks pregnant calculator",
    "gestational age calculator",
    "pregnancy week by week",
    "which trimester am i in",
    "ivf due date",
    "day 5 transfer due date",
    "ultrasound dating",
    "pregnancy calculator",
    "how far along calculator",
    "weeks pregant",
    "how far along am i pregnant calulator",
    "gestational age calulator",
    "pregnancy weeks calcualtor"
  ],
  "related": [
    "pregnancy-due-date",
    "conception",
    "pregnancy-weight-gain",
    "ovulation",
    "calorie",
    "water-intake"
  ],
  "formula": {
    "expression": "weeks + days = (as-of date − day 0) ÷ 7;   day 0 = LMP + (C − 28) | due − 280 | conception − 14 | scan − GA at scan | transfer − embryo age − 14",
    "symbols": [
      {
        "symbol": "day 0",
        "meaning": "the first day of the last period of a 28-day cycle that matches your dates"
      },
      {
        "symbol": "LMP",
        "meaning": "first day of your last menstrual period"
      },
      {
        "symbol": "C",
        "meaning": "average cycle length in days"
      },
      {
        "symbol": "GA at scan",
        "meaning": "the gestational age the ultrasound report gave, in days"
      }
    ],
    "text": "Pregnancy is counted from the first day of the last period, about two weeks before conception. Whatever you know, a due date, a conception date, a scan or an embryo transfer, the calculator finds that day 0 and counts whole weeks and days from it to the as-of date."
  },
  "examples": [
    {
      "description": "Last period on January 1, 2024, counted on March 11, 2024",
      "inputs": {
        "method": 1,
        "lastPeriodDate": "2024-01-01",
        "asOfDate": "2024-03-11"
      }
    },
    {
      "description": "Due on June 1, 2025, counted on January 15, 2025",
      "inputs": {
        "method": 2,
        "dueDate": "2025-06-01",
        "asOfDate": "2025-01-15"
      }
    },
    {
      "description": "A scan on March 1, 2024 measured 8 weeks 2 days; counted on June 15, 2024",
      "inputs": {
        "method": 4,
        "ultrasoundDate": "2024-03-01",
        "ultrasoundWeeks": 8,
        "ultrasoundDays": 2,
        "asOfDate": "2024-06-15"
      }
    },
    {
      "description": "A day-5 embryo transferred on February 10, 2024, counted on June 1, 2024",
      "inputs": {
        "method": 5,
        "transferDate": "2024-02-10",
        "embryoAge": 5,
        "asOfDate": "2024-06-01"
      }
    },
    {
      "description": "Conception on May 10, 2024, counted on August 1, 2024",
      "inputs": {
        "method": 3,
        "conceptionDate": "2024-05-10",
        "asOfDate": "2024-08-01"
      }
    }
  ]
};
