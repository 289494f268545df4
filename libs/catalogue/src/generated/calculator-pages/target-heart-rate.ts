// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { targetHeartRatePage } from '../described/target-heart-rate-page.js';

export const calculator: CalculatorShape = {
  "slug": "target-heart-rate",
  "inputs": [
    {
      "name": "method",
      "label": "Method",
      "type": "select",
      "required": true,
      "options": [
        1,
        2
      ],
      "uiDefault": 1,
      "optionLabels": {
        "1": "Karvonen (heart-rate reserve; uses your resting heart rate)",
        "2": "Percentage of maximum heart rate"
      }
    },
    {
      "name": "age",
      "label": "Age",
      "type": "number",
      "unit": "years",
      "required": true,
      "min": 10,
      "max": 100,
      "step": 1,
      "uiDefault": 30,
      "placeholder": "e.g. 30"
    },
    {
      "name": "restingHeartRate",
      "label": "Resting Heart Rate",
      "type": "number",
      "unit": "bpm",
      "required": true,
      "min": 30,
      "max": 120,
      "step": 1,
      "uiDefault": 70,
      "placeholder": "e.g. 70",
      "help": "Count your pulse for 60 seconds after waking, before you get up.",
      "visibleWhen": {
        "input": "method",
        "equals": [
          1
        ]
      }
    },
    {
      "name": "intensity",
      "label": "Target Intensity",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 70,
      "min": 30,
      "max": 100,
      "step": 1,
      "uiDefault": 70,
      "placeholder": "e.g. 70",
      "help": "Moderate exercise is 50–70%; vigorous exercise is 70–85%."
    }
  ],
  "outputs": [
    {
      "name": "targetHeartRate",
      "type": "number",
      "unit": "bpm",
      "label": "Target heart rate"
    },
    {
      "name": "maxHeartRate",
      "type": "number",
      "unit": "bpm",
      "label": "Maximum heart rate (220 − age)",
      "words": "the maximum heart rate"
    },
    {
      "name": "heartRateReserve",
      "type": "number",
      "unit": "bpm",
      "label": "Heart-rate reserve"
    },
    {
      "name": "moderateZoneLow",
      "type": "number",
      "unit": "bpm",
      "label": "Moderate zone from (50%)"
    },
    {
      "name": "moderateZoneHigh",
      "type": "number",
      "unit": "bpm",
      "label": "Moderate zone up to (70%)"
    },
    {
      "name": "vigorousZoneLow",
      "type": "number",
      "unit": "bpm",
      "label": "Vigorous zone from (70%)"
    },
    {
      "name": "vigorousZoneHigh",
      "type": "number",
      "unit": "bpm",
      "label": "Vigorous zone up to (85%)"
    }
  ],
  "primary": "targetHeartRate"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, targetHeartRatePage);
export const loadCode = () => import('../calculator-code/target-heart-rate.js');
