// Generated from libs/calc-engine/src/calculators/salary/salary.ts and salary.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const salaryPage: CalculatorPage = {
  "title": "Salary Calculator",
  "description": "Convert pay between hourly, daily, weekly, biweekly, semimonthly, monthly, quarterly and annual amounts, with and without holidays and vacation days.",
  "category": "finance",
  "topic": "spending",
  "aliases": [
    "salary-calculator",
    "hourly-to-salary",
    "salary-to-hourly",
    "pay-calculator",
    "wage-calculator",
    "annual-salary"
  ],
  "keywords": [
    "salary calculator",
    "hourly to salary",
    "salary to hourly",
    "hourly wage calculator",
    "annual income calculator",
    "biweekly pay calculator",
    "how much is 25 an hour a year",
    "paycheck amount",
    "wage converter",
    "yearly pay",
    "salery calculator",
    "salary calulator",
    "hourly to anual"
  ],
  "related": [
    "debt-to-income",
    "rent",
    "budget",
    "hours",
    "percentage"
  ],
  "formula": {
    "expression": "annual = hourly × hours a week × 52;   hourly = annual ÷ (52 × hours a week)",
    "symbols": [
      {
        "symbol": "annual",
        "meaning": "pay for a year of 52 weeks"
      },
      {
        "symbol": "hourly",
        "meaning": "pay per hour"
      },
      {
        "symbol": "hours a week",
        "meaning": "hours worked in a usual week"
      }
    ],
    "text": "Pay is first turned into a year's pay, by the number of hours, days, weeks, fortnights, half-months, months or quarters in a year of 52 weeks, and then divided back into every other period. Days off reduce the year's pay of someone paid by the hour or the day, and raise the hourly pay of someone on a salary."
  },
  "examples": [
    {
      "description": "$25 an hour, 40 hours a week",
      "inputs": {
        "amount": 25,
        "payPeriod": 1,
        "hoursPerWeek": 40,
        "daysPerWeek": 5,
        "holidaysPerYear": 0,
        "vacationDaysPerYear": 0
      }
    },
    {
      "description": "The same with 10 holidays and 15 vacation days unpaid",
      "inputs": {
        "amount": 25,
        "payPeriod": 1,
        "hoursPerWeek": 40,
        "daysPerWeek": 5,
        "holidaysPerYear": 10,
        "vacationDaysPerYear": 15
      }
    },
    {
      "description": "A $52,000 salary with 25 paid days off",
      "inputs": {
        "amount": 52000,
        "payPeriod": 8,
        "hoursPerWeek": 40,
        "daysPerWeek": 5,
        "holidaysPerYear": 10,
        "vacationDaysPerYear": 15
      }
    },
    {
      "description": "$2,500 paid every two weeks",
      "inputs": {
        "amount": 2500,
        "payPeriod": 4,
        "hoursPerWeek": 40,
        "daysPerWeek": 5,
        "holidaysPerYear": 0,
        "vacationDaysPerYear": 0
      }
    }
  ]
};
