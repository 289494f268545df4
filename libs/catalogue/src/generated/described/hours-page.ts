// Generated from libs/calc-engine/src/calculators/hours/hours.ts and hours.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const hoursPage: CalculatorPage = {
  "title": "Hours Calculator",
  "description": "Count the hours and minutes between two clock times, overnight shifts included, or two dates and times, less unpaid breaks.",
  "category": "everyday",
  "topic": "dates-and-time",
  "aliases": [
    "hours-calculator",
    "hours-worked",
    "time-between-times",
    "shift-hours"
  ],
  "keywords": [
    "hours calculator",
    "hours worked",
    "hours between two times",
    "how many hours",
    "shift hours",
    "night shift hours",
    "work hours calculator",
    "time between times",
    "hours and minutes",
    "decimal hours",
    "hours calculater",
    "hour calulator",
    "hours wroked",
    "hrs calculator"
  ],
  "related": [
    "age",
    "percentage",
    "pregnancy-due-date",
    "sales-tax",
    "concrete",
    "sleep"
  ],
  "formula": {
    "expression": "worked = end − start − breaks;   hours = worked ÷ 60",
    "symbols": [
      {
        "symbol": "start",
        "meaning": "the start time, or date and time"
      },
      {
        "symbol": "end",
        "meaning": "the end time (earlier than the start means the next day), or date and time"
      },
      {
        "symbol": "breaks",
        "meaning": "unpaid breaks, in minutes"
      },
      {
        "symbol": "worked",
        "meaning": "minutes between start and end, less the breaks"
      }
    ],
    "text": "The minutes from start to end, less the breaks, divided by 60 give decimal hours. Between two clock times, an end earlier than the start wraps past midnight to the next day."
  },
  "examples": [
    {
      "description": "A nine-to-five day with a half-hour unpaid lunch",
      "inputs": {
        "mode": 1,
        "startTime": "09:00",
        "endTime": "17:00",
        "breakMinutes": 30
      }
    },
    {
      "description": "A night shift from 22:00 to 06:30 with a 30-minute break",
      "inputs": {
        "mode": 1,
        "startTime": "22:00",
        "endTime": "06:30",
        "breakMinutes": 30
      }
    },
    {
      "description": "A weekend job from Saturday 08:00 to Sunday 18:30, less an hour of breaks",
      "inputs": {
        "mode": 2,
        "startDateTime": "2024-03-09T08:00",
        "endDateTime": "2024-03-10T18:30",
        "breakMinutes": 60
      }
    }
  ]
};
