// Generated from libs/calc-engine/src/calculators/date/date.ts and date.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const datePage: CalculatorPage = {
  "title": "Date Calculator",
  "description": "Add or subtract years, months, weeks and days, count the days and business days between two dates, or move a date by business days.",
  "category": "everyday",
  "topic": "dates-and-time",
  "aliases": [
    "date-calculator",
    "days-between-dates",
    "add-days-to-date",
    "business-days-calculator",
    "workday-calculator"
  ],
  "keywords": [
    "date calculator",
    "days between dates",
    "add days to a date",
    "subtract days from a date",
    "business days calculator",
    "working days between dates",
    "add months to a date",
    "how many days until",
    "date difference",
    "networkdays",
    "workday calculator",
    "date calulator",
    "days betwen dates"
  ],
  "related": [
    "age",
    "time",
    "hours",
    "pregnancy-due-date",
    "time-card"
  ],
  "formula": {
    "expression": "result = EDATE(start, ±(12·years + months)) ± (7·weeks + days);   days = end − start;   business days = NETWORKDAYS(start, end, holidays)",
    "symbols": [
      {
        "symbol": "EDATE",
        "meaning": "moves a date by whole months, keeping the day and clamping it to the month's last day"
      },
      {
        "symbol": "NETWORKDAYS",
        "meaning": "counts Monday-to-Friday dates from start to end, both included, less the holidays"
      }
    ],
    "text": "Years and months move the date first, keeping the day of the month where it exists and the month's last day where it does not; weeks and days are then added as calendar days. Business days skip Saturdays, Sundays and the holidays you list."
  },
  "examples": [
    {
      "description": "One month after 31 January 2011, which falls on the last day of February",
      "inputs": {
        "mode": 1,
        "startDate": "2011-01-31",
        "operation": 1,
        "months": 1
      }
    },
    {
      "description": "Business days from 1 October 2012 to 1 March 2013, with Thanksgiving, a company day and Martin Luther King Day off",
      "inputs": {
        "mode": 2,
        "startDate": "2012-10-01",
        "endDate": "2013-03-01",
        "holidays": "2012-11-22, 2012-12-04, 2013-01-21"
      }
    },
    {
      "description": "151 business days after 1 October 2008, skipping three holidays",
      "inputs": {
        "mode": 3,
        "startDate": "2008-10-01",
        "businessDays": 151,
        "holidays": "2008-11-26, 2008-12-04, 2009-01-21"
      }
    }
  ]
};
