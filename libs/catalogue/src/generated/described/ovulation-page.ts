// Generated from libs/calc-engine/src/calculators/ovulation/ovulation.ts and ovulation.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const ovulationPage: CalculatorPage = {
  "title": "Ovulation Calculator",
  "description": "Find your likely ovulation day, your six-day fertile window and your next period from the first day of your last period and your cycle length.",
  "category": "health",
  "topic": "pregnancy",
  "disclaimer": "medical",
  "aliases": [
    "ovulation-calculator",
    "fertility-calculator",
    "fertile-window-calculator",
    "ovulation-date-calculator",
    "ovulation-tracker",
    "when-do-i-ovulate"
  ],
  "keywords": [
    "ovulation calculator",
    "when do i ovulate",
    "fertile window",
    "fertile days",
    "most fertile days",
    "ovulation date",
    "best time to get pregnant",
    "ovulation calendar",
    "luteal phase",
    "trying to conceive",
    "fertility calculator",
    "ovulation calulator",
    "ovualtion calculator",
    "ovulation calcualtor",
    "fertile window calculater"
  ],
  "related": [
    "conception",
    "pregnancy-due-date",
    "pregnancy",
    "bmi",
    "calorie"
  ],
  "formula": {
    "expression": "ovulation = LMP + (C − L) days;   fertile window = ovulation − 5 days … ovulation;   next period = LMP + C",
    "symbols": [
      {
        "symbol": "LMP",
        "meaning": "first day of your last menstrual period"
      },
      {
        "symbol": "C",
        "meaning": "average cycle length in days (28 by default)"
      },
      {
        "symbol": "L",
        "meaning": "luteal phase, the days from ovulation to the next period (14 by default)"
      }
    ],
    "text": "The days from ovulation to the next period stay fairly constant at about 14, while the days before ovulation vary. So ovulation is found by counting back the luteal phase from the next period, and the fertile window is that day and the five before it."
  },
  "examples": [
    {
      "description": "Last period on January 1, 2024, a regular 28-day cycle",
      "inputs": {
        "lastPeriodDate": "2024-01-01"
      }
    },
    {
      "description": "Last period on February 20, 2024, a 32-day cycle with a 12-day luteal phase",
      "inputs": {
        "lastPeriodDate": "2024-02-20",
        "cycleLength": 32,
        "lutealPhase": 12
      }
    },
    {
      "description": "Last period on December 20, 2023, a short 24-day cycle",
      "inputs": {
        "lastPeriodDate": "2023-12-20",
        "cycleLength": 24
      }
    }
  ]
};
