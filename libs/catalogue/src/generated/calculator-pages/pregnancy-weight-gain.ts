// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { pregnancyWeightGainPage } from '../described/pregnancy-weight-gain-page.js';

export const calculator: CalculatorShape = {
  "slug": "pregnancy-weight-gain",
  "inputs": [
    {
      "name": "unitSystem",
      "label": "Units",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "Metric (kg, cm)",
        "2": "US (lb, in)"
      },
      "uiDefault": 1,
      "help": "Set by the metric/US switch above the form."
    },
    {
      "name": "prePregnancyWeight",
      "label": "Weight Before Pregnancy",
      "type": "number",
      "unit": "kg",
      "usUnit": "lb",
      "measure": "mass",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "step": 0.1,
      "decimals": 1,
      "uiDefault": 60,
      "placeholder": "e.g. 60",
      "help": "Your weight just before you became pregnant."
    },
    {
      "name": "height",
      "label": "Height",
      "type": "number",
      "unit": "cm",
      "usUnit": "in",
      "measure": "height",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "step": 0.1,
      "decimals": 1,
      "uiDefault": 165,
      "placeholder": "e.g. 165"
    },
    {
      "name": "currentWeek",
      "label": "Week of Pregnancy",
      "type": "number",
      "required": true,
      "checked": true,
      "min": 0,
      "max": 42,
      "integer": true,
      "step": 1,
      "uiDefault": 20,
      "placeholder": "e.g. 20",
      "help": "Completed weeks, counted from the first day of your last period."
    },
    {
      "name": "twins",
      "label": "Twins",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "uiDefault": 1,
      "optionLabels": {
        "1": "No",
        "2": "Yes"
      }
    },
    {
      "name": "currentWeight",
      "label": "Current Weight",
      "type": "number",
      "unit": "kg",
      "usUnit": "lb",
      "measure": "mass",
      "required": false,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "step": 0.1,
      "decimals": 1,
      "placeholder": "optional",
      "help": "Optional: your weight now, to compare with the range for this week."
    }
  ],
  "outputs": [
    {
      "name": "totalGainMin",
      "type": "number",
      "label": "Recommended total gain from",
      "decimals": 1,
      "words": "the recommended total gain"
    },
    {
      "name": "totalGainMax",
      "type": "number",
      "label": "Recommended total gain up to",
      "decimals": 1,
      "words": "the most recommended gain"
    },
    {
      "name": "prePregnancyBmi",
      "type": "number",
      "unit": "kg/m²",
      "label": "BMI before pregnancy",
      "decimals": 1,
      "words": "the BMI before pregnancy"
    },
    {
      "name": "bmiCategory",
      "type": "string",
      "label": "BMI category"
    },
    {
      "name": "weeklyRateMin",
      "type": "number",
      "label": "Weekly gain after week 13 from",
      "decimals": 2
    },
    {
      "name": "weeklyRateMax",
      "type": "number",
      "label": "Weekly gain after week 13 up to",
      "decimals": 2
    },
    {
      "name": "gainToDateMin",
      "type": "number",
      "label": "Expected gain by this week from",
      "decimals": 2,
      "words": "the expected gain by then"
    },
    {
      "name": "gainToDateMax",
      "type": "number",
      "label": "Expected gain by this week up to",
      "decimals": 2,
      "words": "the most expected gain by then"
    },
    {
      "name": "currentGain",
      "type": "number",
      "label": "Gained so far",
      "decimals": 1,
      "words": "the gain so far"
    },
    {
      "name": "status",
      "type": "string",
      "label": "Gain so far against the range"
    }
  ],
  "primary": "totalGainMin"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, pregnancyWeightGainPage);
export const loadCode = () => import('../calculator-code/pregnancy-weight-gain.js');
