// Generated from libs/calc-engine/src/calculators/time/time.ts and time.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const timePage: CalculatorPage = {
  "title": "Time Calculator",
  "description": "Add or subtract durations in days, hours, minutes and seconds, or move a date and time forward or back by a duration.",
  "category": "everyday",
  "topic": "dates-and-time",
  "aliases": [
    "time-calculator",
    "add-time",
    "subtract-time",
    "time-duration",
    "duration-calculator"
  ],
  "keywords": [
    "time calculator",
    "add time",
    "subtract time",
    "add hours and minutes",
    "duration calculator",
    "time duration",
    "days hours minutes seconds",
    "add days to a date and time",
    "what time will it be",
    "hours from now",
    "time calulator",
    "time calcualtor",
    "add minutes"
  ],
  "related": [
    "hours",
    "age",
    "sleep",
    "pace",
    "conversion"
  ],
  "formula": {
    "expression": "t₁, t₂ = 86400 × days + 3600 × hours + 60 × minutes + seconds;   total = t₁ ± t₂",
    "symbols": [
      {
        "symbol": "t₁",
        "meaning": "the first duration in seconds"
      },
      {
        "symbol": "t₂",
        "meaning": "the second duration in seconds"
      },
      {
        "symbol": "total",
        "meaning": "the signed result in seconds; divided by 3600 it is hours"
      }
    ],
    "text": "Each duration is turned into seconds, the second is added to or taken from the first, and the total is split back into days, hours, minutes and seconds. To move a date and time, the second duration is added to or taken from the start on the wall clock."
  },
  "examples": [
    {
      "description": "A day, two hours and a half plus three hours and three quarters",
      "inputs": {
        "mode": 1,
        "days1": 1,
        "hours1": 2,
        "minutes1": 30,
        "operation": 1,
        "hours2": 3,
        "minutes2": 45
      }
    },
    {
      "description": "One hour less two and a half hours, which leaves a negative time",
      "inputs": {
        "mode": 1,
        "hours1": 1,
        "operation": 2,
        "hours2": 2,
        "minutes2": 30
      }
    },
    {
      "description": "A flight leaving 28 February 2024 at 22:00 and taking a day and three hours",
      "inputs": {
        "mode": 2,
        "startDateTime": "2024-02-28T22:00",
        "operation": 1,
        "days2": 1,
        "hours2": 3
      }
    }
  ]
};
