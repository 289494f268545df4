// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { agePage } from '../described/age-page.js';

export const calculator: CalculatorShape = {
  "slug": "age",
  "inputs": [
    {
      "name": "birthDate",
      "label": "Date of Birth",
      "type": "date",
      "required": true,
      "help": "The day you were born."
    },
    {
      "name": "asOfDate",
      "label": "Age at the Date of",
      "type": "date",
      "required": false,
      "emptyMeansToday": true,
      "help": "The day to count the age on: today unless you choose another day."
    }
  ],
  "outputs": [
    {
      "name": "years",
      "type": "number",
      "unit": "years",
      "label": "Age in years",
      "decimals": 0,
      "words": "the age"
    },
    {
      "name": "months",
      "type": "number",
      "unit": "months",
      "label": "Months",
      "decimals": 0
    },
    {
      "name": "days",
      "type": "number",
      "unit": "days",
      "label": "Days",
      "decimals": 0
    },
    {
      "name": "totalMonths",
      "type": "number",
      "unit": "months",
      "label": "Age in months",
      "decimals": 0
    },
    {
      "name": "totalWeeks",
      "type": "number",
      "unit": "weeks",
      "label": "Age in weeks",
      "decimals": 0
    },
    {
      "name": "totalDays",
      "type": "number",
      "unit": "days",
      "label": "Age in days",
      "decimals": 0
    },
    {
      "name": "totalHours",
      "type": "number",
      "unit": "h",
      "label": "Age in hours",
      "decimals": 0
    },
    {
      "name": "nextBirthday",
      "type": "string",
      "label": "Next birthday"
    },
    {
      "name": "daysUntilNextBirthday",
      "type": "number",
      "unit": "days",
      "label": "Days until the next birthday",
      "decimals": 0
    },
    {
      "name": "dayOfWeekBorn",
      "type": "string",
      "label": "Born on a"
    }
  ],
  "primary": "years"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, agePage);
export const loadCode = () => import('../calculator-code/age.js');
