// Generated from libs/calc-engine/src/calculators/time-card/time-card.ts and time-card.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const timeCardPage: CalculatorPage = {
  "title": "Time Card Calculator",
  "description": "Add up a week of clock-in and clock-out times less breaks, with overtime after 40 hours at time and a half, and the week's pay.",
  "category": "everyday",
  "topic": "dates-and-time",
  "aliases": [
    "time-card-calculator",
    "timesheet-calculator",
    "timecard",
    "weekly-hours",
    "overtime-calculator"
  ],
  "keywords": [
    "time card calculator",
    "timesheet calculator",
    "weekly hours calculator",
    "overtime calculator",
    "hours worked this week",
    "time and a half",
    "clock in clock out",
    "punch card calculator",
    "work hours and pay",
    "timecard calculator",
    "time crad calculator",
    "timesheet calulator"
  ],
  "related": [
    "hours",
    "salary",
    "time",
    "sales-tax",
    "tip"
  ],
  "formula": {
    "expression": "dayHours = (out − in − break) ÷ 60;   OT = max(0, Σ dayHours − limit);   pay = (Σ dayHours − OT) × rate + OT × rate × m",
    "symbols": [
      {
        "symbol": "in",
        "meaning": "the clock-in time of a day"
      },
      {
        "symbol": "out",
        "meaning": "the clock-out time (earlier than in means the next day)"
      },
      {
        "symbol": "break",
        "meaning": "the day's unpaid break in minutes"
      },
      {
        "symbol": "OT",
        "meaning": "overtime hours, those above the limit (40 by default)"
      },
      {
        "symbol": "m",
        "meaning": "the overtime multiplier (1.5 by default)"
      }
    ],
    "text": "Each day's hours are the minutes from clock-in to clock-out, less the break, divided by 60. The hours of the week above the limit are overtime, paid at the rate times the multiplier; the rest are paid at the rate."
  },
  "examples": [
    {
      "description": "A standard week of five days from 09:00 to 17:00 with half-hour lunches, at $20 an hour",
      "inputs": {
        "day1Start": "09:00",
        "day1End": "17:00",
        "day1Break": 30,
        "day2Start": "09:00",
        "day2End": "17:00",
        "day2Break": 30,
        "day3Start": "09:00",
        "day3End": "17:00",
        "day3Break": 30,
        "day4Start": "09:00",
        "day4End": "17:00",
        "day4Break": 30,
        "day5Start": "09:00",
        "day5End": "17:00",
        "day5Break": 30,
        "hourlyRate": 20
      }
    },
    {
      "description": "Five nine-hour days at $20, which puts five hours into overtime",
      "inputs": {
        "day1Start": "08:00",
        "day1End": "17:00",
        "day2Start": "08:00",
        "day2End": "17:00",
        "day3Start": "08:00",
        "day3End": "17:00",
        "day4Start": "08:00",
        "day4End": "17:00",
        "day5Start": "08:00",
        "day5End": "17:00",
        "hourlyRate": 20
      }
    },
    {
      "description": "Two night shifts from 22:00 to 06:00 with a 30-minute break, at $18 an hour",
      "inputs": {
        "day5Start": "22:00",
        "day5End": "06:00",
        "day5Break": 30,
        "day6Start": "22:00",
        "day6End": "06:00",
        "day6Break": 30,
        "hourlyRate": 18
      }
    }
  ]
};
