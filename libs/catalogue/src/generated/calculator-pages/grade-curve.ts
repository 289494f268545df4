// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { gradeCurvePage } from '../described/grade-curve-page.js';

export const calculator: CalculatorShape = {
  "slug": "grade-curve",
  "inputs": [
    {
      "name": "method",
      "label": "Curve Method",
      "type": "select",
      "required": true,
      "uiDefault": 1,
      "options": [
        1,
        2,
        3,
        4,
        5
      ],
      "optionLabels": {
        "1": "Flat points",
        "2": "Highest score becomes 100",
        "3": "Shift to target average",
        "4": "Square root",
        "5": "Bell curve (z-score)"
      }
    },
    {
      "name": "rawScore",
      "label": "Your Score",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 0,
      "max": 100,
      "step": 0.1,
      "uiDefault": 68,
      "placeholder": "e.g. 68"
    },
    {
      "name": "flatPoints",
      "label": "Points to Add",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 0,
      "max": 100,
      "step": 0.5,
      "uiDefault": 5,
      "placeholder": "e.g. 5",
      "visibleWhen": {
        "input": "method",
        "equals": [
          1
        ]
      }
    },
    {
      "name": "highestScore",
      "label": "Highest Score in Class",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 1,
      "max": 100,
      "step": 0.1,
      "placeholder": "e.g. 92",
      "visibleWhen": {
        "input": "method",
        "equals": [
          2
        ]
      }
    },
    {
      "name": "classMean",
      "label": "Class Average",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 0,
      "max": 100,
      "step": 0.1,
      "placeholder": "e.g. 65",
      "visibleWhen": {
        "input": "method",
        "equals": [
          3,
          5
        ]
      }
    },
    {
      "name": "classStdDev",
      "label": "Class Standard Deviation",
      "type": "number",
      "unit": "%",
      "required": true,
      "min": 0.1,
      "max": 50,
      "step": 0.1,
      "placeholder": "e.g. 8",
      "help": "How spread out the scores are; instructors often post it with the average.",
      "visibleWhen": {
        "input": "method",
        "equals": [
          5
        ]
      }
    },
    {
      "name": "targetMean",
      "label": "Target Average",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 75,
      "min": 0,
      "max": 100,
      "step": 0.1,
      "uiDefault": 75,
      "placeholder": "e.g. 75",
      "help": "The class average the instructor wants after the curve.",
      "visibleWhen": {
        "input": "method",
        "equals": [
          3,
          5
        ]
      }
    },
    {
      "name": "targetStdDev",
      "label": "Target Standard Deviation",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 10,
      "min": 0.1,
      "max": 50,
      "step": 0.1,
      "uiDefault": 10,
      "placeholder": "e.g. 10",
      "visibleWhen": {
        "input": "method",
        "equals": [
          5
        ]
      }
    }
  ],
  "outputs": [
    {
      "name": "curvedScore",
      "type": "number",
      "unit": "%",
      "label": "Curved score"
    },
    {
      "name": "pointsAdded",
      "type": "number",
      "unit": "%",
      "label": "Points added"
    },
    {
      "name": "letterGrade",
      "type": "string",
      "label": "Letter grade after the curve"
    },
    {
      "name": "zScore",
      "type": "number",
      "label": "z-score (standard deviations from the class average)"
    }
  ],
  "primary": "curvedScore"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, gradeCurvePage);
export const loadCode = () => import('../calculator-code/grade-curve.js');
