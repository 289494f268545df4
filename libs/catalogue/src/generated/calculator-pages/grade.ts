// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { gradePage } from '../described/grade-page.js';

export const calculator: CalculatorShape = {
  "slug": "grade",
  "inputs": [
    {
      "name": "score1",
      "label": "Assignment 1 Grade",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 0,
      "max": 150,
      "step": 0.1,
      "placeholder": "e.g. 93",
      "help": "Your score in percent; above 100 counts extra credit."
    },
    {
      "name": "weight1",
      "label": "Assignment 1 Weight",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 0,
      "max": 100,
      "step": 0.1,
      "placeholder": "e.g. 10",
      "help": "Its share of the course grade, from the syllabus; the weights need not add up to 100."
    },
    {
      "name": "score2",
      "label": "Assignment 2 Grade",
      "type": "number",
      "unit": "%",
      "required": false,
      "min": 0,
      "max": 150,
      "step": 0.1,
      "placeholder": "optional"
    },
    {
      "name": "weight2",
      "label": "Assignment 2 Weight",
      "type": "number",
      "unit": "%",
      "required": false,
      "min": 0,
      "max": 100,
      "step": 0.1,
      "placeholder": "optional"
    },
    {
      "name": "score3",
      "label": "Assignment 3 Grade",
      "type": "number",
      "unit": "%",
      "required": false,
      "min": 0,
      "max": 150,
      "step": 0.1,
      "placeholder": "optional"
    },
    {
      "name": "weight3",
      "label": "Assignment 3 Weight",
      "type": "number",
      "unit": "%",
      "required": false,
      "min": 0,
      "max": 100,
      "step": 0.1,
      "placeholder": "optional"
    },
    {
      "name": "score4",
      "label": "Assignment 4 Grade",
      "type": "number",
      "unit": "%",
      "required": false,
      "min": 0,
      "max": 150,
      "step": 0.1,
      "placeholder": "optional"
    },
    {
      "name": "weight4",
      "label": "Assignment 4 Weight",
      "type": "number",
      "unit": "%",
      "required": false,
      "min": 0,
      "max": 100,
      "step": 0.1,
      "placeholder": "optional"
    },
    {
      "name": "score5",
      "label": "Assignment 5 Grade",
      "type": "number",
      "unit": "%",
      "required": false,
      "min": 0,
      "max": 150,
      "step": 0.1,
      "placeholder": "optional"
    },
    {
      "name": "weight5",
      "label": "Assignment 5 Weight",
      "type": "number",
      "unit": "%",
      "required": false,
      "min": 0,
      "max": 100,
      "step": 0.1,
      "placeholder": "optional"
    },
    {
      "name": "score6",
      "label": "Assignment 6 Grade",
      "type": "number",
      "unit": "%",
      "required": false,
      "min": 0,
      "max": 150,
      "step": 0.1,
      "placeholder": "optional"
    },
    {
      "name": "weight6",
      "label": "Assignment 6 Weight",
      "type": "number",
      "unit": "%",
      "required": false,
      "min": 0,
      "max": 100,
      "step": 0.1,
      "placeholder": "optional"
    },
    {
      "name": "targetGrade",
      "label": "Target Course Grade",
      "type": "number",
      "unit": "%",
      "required": false,
      "min": 0,
      "max": 150,
      "step": 0.1,
      "placeholder": "e.g. 90",
      "help": "Optional: while the weights add up to less than 100, shows the average you need on the rest."
    }
  ],
  "outputs": [
    {
      "name": "weightedGrade",
      "type": "number",
      "unit": "%",
      "label": "Weighted grade"
    },
    {
      "name": "letterGrade",
      "type": "string",
      "label": "Letter grade"
    },
    {
      "name": "totalWeight",
      "type": "number",
      "unit": "%",
      "label": "Weight entered"
    },
    {
      "name": "requiredOnRemaining",
      "type": "number",
      "unit": "%",
      "label": "Average needed on the rest"
    },
    {
      "name": "targetStatus",
      "type": "string",
      "label": "Target"
    }
  ],
  "primary": "weightedGrade"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, gradePage);
export const loadCode = () => import('../calculator-code/grade.js');
