// Generated from libs/calc-engine/src/calculators/sleep/sleep.ts and sleep.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const sleepPage: CalculatorPage = {
  "title": "Sleep Calculator",
  "description": "Find when to go to bed for a wake-up time, or when to wake up for a bedtime, in whole 90-minute sleep cycles after you fall asleep.",
  "category": "health",
  "topic": "fitness",
  "aliases": [
    "sleep-calculator",
    "bedtime-calculator",
    "sleep-cycle-calculator",
    "wake-up-time-calculator",
    "when-to-sleep"
  ],
  "keywords": [
    "sleep calculator",
    "bedtime calculator",
    "sleep cycle calculator",
    "what time should i go to bed",
    "when should i wake up",
    "90 minute sleep cycle",
    "sleep cycles",
    "wake up time",
    "how much sleep do i need",
    "best time to sleep",
    "sleep time calculator",
    "sleep calulator",
    "sleep calcualtor",
    "bed time calculator",
    "sleap calculator"
  ],
  "related": [
    "calorie",
    "target-heart-rate",
    "hours",
    "water-intake",
    "pace",
    "bac"
  ],
  "formula": {
    "expression": "bedtime = wake-up time − n × c − f;   wake-up time = bedtime + f + n × c;   n = 6, 5, 4, 3;   suggested n = 5 (5 × c ÷ 60 hours)",
    "symbols": [
      {
        "symbol": "n",
        "meaning": "number of whole sleep cycles"
      },
      {
        "symbol": "c",
        "meaning": "length of one sleep cycle, in minutes (90 by default)"
      },
      {
        "symbol": "f",
        "meaning": "minutes it takes to fall asleep (15 by default)"
      }
    ],
    "text": "Sleep runs in cycles of about 90 minutes, each ending close to light sleep. Counting whole cycles back from a wake-up time, or on from a bedtime, after the time it takes to fall asleep, gives the times at which you would wake at the end of a cycle; five cycles of 90 minutes are 7.5 hours."
  },
  "examples": [
    {
      "description": "Up at 07:00, asleep in 15 minutes",
      "inputs": {
        "mode": 1,
        "time": "07:00"
      }
    },
    {
      "description": "An early shift, up at 05:30, slow to drop off (30 minutes)",
      "inputs": {
        "mode": 1,
        "time": "05:30",
        "fallAsleepMinutes": 30
      }
    },
    {
      "description": "In bed at 23:00, when to set the alarm",
      "inputs": {
        "mode": 2,
        "time": "23:00"
      }
    },
    {
      "description": "In bed at 22:30 with long 100-minute cycles",
      "inputs": {
        "mode": 2,
        "time": "22:30",
        "fallAsleepMinutes": 10,
        "cycleMinutes": 100
      }
    }
  ]
};
