// Generated from libs/calc-engine/src/calculators/conception/conception.ts and conception.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const conceptionPage: CalculatorPage = {
  "title": "Conception Calculator",
  "description": "Work out when you likely conceived, and your fertile window, from your due date or the first day of your last period.",
  "category": "health",
  "topic": "pregnancy",
  "disclaimer": "medical",
  "aliases": [
    "conception-calculator",
    "conception-date-calculator",
    "when-did-i-conceive",
    "conception-date",
    "date-of-conception-calculator"
  ],
  "keywords": [
    "conception calculator",
    "when did i conceive",
    "conception date",
    "date of conception",
    "how many days after my period did i conceive",
    "conception from due date",
    "fertile window",
    "when did i get pregnant",
    "reverse due date calculator",
    "conception calulator",
    "conseption calculator",
    "conception date calcualtor",
    "when was my baby conceived"
  ],
  "related": [
    "pregnancy-due-date",
    "ovulation",
    "pregnancy",
    "pregnancy-weight-gain",
    "age"
  ],
  "formula": {
    "expression": "conception = due date − 266 days   or   LMP + C − 14 days;   fertile window = conception − 5 days … conception",
    "symbols": [
      {
        "symbol": "LMP",
        "meaning": "first day of your last menstrual period"
      },
      {
        "symbol": "C",
        "meaning": "your average cycle length in days (28 if you are not sure)"
      }
    ],
    "text": "A pregnancy lasts about 266 days, or 38 weeks, from conception, so counting back from the due date gives the likely day. From a last period, ovulation comes about 14 days before the next period would start, which is the cycle length less 14 days after the period began."
  },
  "examples": [
    {
      "description": "Due on October 7, 2024",
      "inputs": {
        "method": 1,
        "dueDate": "2024-10-07"
      }
    },
    {
      "description": "Due on March 1, 2025",
      "inputs": {
        "method": 1,
        "dueDate": "2025-03-01"
      }
    },
    {
      "description": "Last period on March 1, 2024, with a 32-day cycle",
      "inputs": {
        "method": 2,
        "lastPeriodDate": "2024-03-01",
        "cycleLength": 32
      }
    }
  ]
};
