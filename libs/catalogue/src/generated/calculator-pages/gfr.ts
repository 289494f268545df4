// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { gfrPage } from '../described/gfr-page.js';

export const calculator: CalculatorShape = {
  "slug": "gfr",
  "inputs": [
    {
      "name": "creatinine",
      "label": "Serum Creatinine",
      "type": "number",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "step": 0.01,
      "decimals": 2,
      "uiDefault": 1,
      "placeholder": "e.g. 1.0",
      "help": "From your blood test report; in mg/dL in the US (about 0.6 to 1.2), µmol/L elsewhere (about 50 to 110)."
    },
    {
      "name": "creatinineUnit",
      "label": "Unit",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "uiDefault": 1,
      "optionLabels": {
        "1": "mg/dL",
        "2": "µmol/L"
      },
      "help": "The unit printed beside the creatinine on your report."
    },
    {
      "name": "age",
      "label": "Age",
      "type": "number",
      "unit": "years",
      "required": true,
      "checked": true,
      "min": 18,
      "max": 120,
      "step": 1,
      "uiDefault": 50,
      "placeholder": "e.g. 50",
      "domainMessage": "The equation is for adults 18 to 120 years",
      "help": "Your age in years on the day of the blood test."
    },
    {
      "name": "sex",
      "label": "Sex",
      "type": "select",
      "required": true,
      "options": [
        1,
        2
      ],
      "uiDefault": 1,
      "optionLabels": {
        "1": "Male",
        "2": "Female"
      },
      "help": "The equation uses sex because men make more creatinine on average; it does not use race."
    }
  ],
  "outputs": [
    {
      "name": "egfr",
      "type": "number",
      "unit": "mL/min/1.73 m²",
      "label": "eGFR (CKD-EPI 2021)",
      "decimals": 0,
      "words": "the eGFR"
    },
    {
      "name": "ckdStage",
      "type": "string",
      "label": "GFR category (KDIGO)",
      "words": "the GFR category"
    },
    {
      "name": "creatinineMgDl",
      "type": "number",
      "unit": "mg/dL",
      "label": "Creatinine in mg/dL",
      "decimals": 2
    }
  ],
  "primary": "egfr"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, gfrPage);
export const loadCode = () => import('../calculator-code/gfr.js');
