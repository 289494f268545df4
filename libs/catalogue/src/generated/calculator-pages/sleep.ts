// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { sleepPage } from '../described/sleep-page.js';

export const calculator: CalculatorShape = {
  "slug": "sleep",
  "inputs": [
    {
      "name": "mode",
      "label": "I Want to",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "Wake up at…",
        "2": "Go to bed at…"
      },
      "uiDefault": 1,
      "help": "Wake up at a time to get bedtimes; go to bed at a time to get wake-up times."
    },
    {
      "name": "time",
      "label": "Time",
      "type": "time",
      "required": true,
      "uiDefault": "07:00",
      "help": "On a 24-hour clock: 07:00 for 7 am, 23:00 for 11 pm."
    },
    {
      "name": "fallAsleepMinutes",
      "label": "Minutes to Fall Asleep",
      "type": "number",
      "unit": "min",
      "required": false,
      "default": 15,
      "checked": true,
      "min": 0,
      "max": 120,
      "step": 1,
      "uiDefault": 15,
      "placeholder": "e.g. 15",
      "help": "Most adults take 10 to 20 minutes after lights out."
    },
    {
      "name": "cycleMinutes",
      "label": "Sleep Cycle Length",
      "type": "number",
      "unit": "min",
      "required": false,
      "default": 90,
      "checked": true,
      "min": 60,
      "max": 120,
      "step": 1,
      "uiDefault": 90,
      "placeholder": "e.g. 90",
      "help": "About 90 minutes for most people; anywhere from 70 to 120."
    }
  ],
  "outputs": [
    {
      "name": "suggestedTime",
      "type": "string",
      "label": "Suggested time (five cycles)",
      "words": "the suggested time"
    },
    {
      "name": "time6Cycles",
      "type": "string",
      "label": "Six cycles"
    },
    {
      "name": "time5Cycles",
      "type": "string",
      "label": "Five cycles"
    },
    {
      "name": "time4Cycles",
      "type": "string",
      "label": "Four cycles"
    },
    {
      "name": "time3Cycles",
      "type": "string",
      "label": "Three cycles"
    },
    {
      "name": "sleepHoursSuggested",
      "type": "number",
      "unit": "h",
      "label": "Sleep in five cycles",
      "words": "the sleep in five cycles"
    }
  ],
  "primary": "suggestedTime"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, sleepPage);
export const loadCode = () => import('../calculator-code/sleep.js');
