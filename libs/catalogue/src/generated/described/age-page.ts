// Generated from libs/calc-engine/src/calculators/age/age.ts and age.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const agePage: CalculatorPage = {
  "title": "Age Calculator",
  "description": "Your exact age in years, months and days on any date, with your age in months, weeks, days and hours and the days until your next birthday.",
  "category": "everyday",
  "topic": "dates-and-time",
  "aliases": [
    "age-calculator",
    "how-old-am-i",
    "birthday-calculator",
    "date-of-birth-calculator"
  ],
  "keywords": [
    "age calculator",
    "how old am i",
    "exact age",
    "age in years months and days",
    "age in days",
    "age in weeks",
    "date of birth calculator",
    "birthday calculator",
    "next birthday",
    "days until my birthday",
    "what day was i born",
    "chronological age",
    "age calulator",
    "age calcualtor",
    "how old am i today"
  ],
  "related": [
    "hours",
    "pregnancy-due-date",
    "retirement",
    "percentage",
    "conversion",
    "roman-numeral"
  ],
  "formula": {
    "expression": "k = most months with birth + k months ≤ date;   years = ⌊k ÷ 12⌋;   months = k − 12 × years;   days = date − (birth + k months)",
    "symbols": [
      {
        "symbol": "birth",
        "meaning": "the date of birth"
      },
      {
        "symbol": "date",
        "meaning": "the date the age is taken on (today unless you choose another)"
      },
      {
        "symbol": "k",
        "meaning": "whole calendar months lived"
      },
      {
        "symbol": "birth + k months",
        "meaning": "the birth date moved forward by k months, kept on the same day of the month, or the month's last day when that month is shorter"
      }
    ],
    "text": "The calculator counts the whole calendar months from your birth to the date, splits them into years and months, and counts the days left over from the last whole month. Totals in days, weeks and hours count every day between the two dates."
  },
  "examples": [
    {
      "description": "A child born on 1 January 2010, on 21 July 2016",
      "inputs": {
        "birthDate": "2010-01-01",
        "asOfDate": "2016-07-21"
      }
    },
    {
      "description": "Someone born on 15 May 1990, on 26 November 2026",
      "inputs": {
        "birthDate": "1990-05-15",
        "asOfDate": "2026-11-26"
      }
    },
    {
      "description": "A leap-day baby born on 29 February 2000, on 28 February 2001",
      "inputs": {
        "birthDate": "2000-02-29",
        "asOfDate": "2001-02-28"
      }
    },
    {
      "description": "A retiree born on 3 March 1955, on 1 January 2026",
      "inputs": {
        "birthDate": "1955-03-03",
        "asOfDate": "2026-01-01"
      }
    }
  ]
};
