// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { zScorePage } from '../described/z-score-page.js';

export const calculator: CalculatorShape = {
  "slug": "z-score",
  "inputs": [
    {
      "name": "x",
      "label": "Raw Score (x)",
      "type": "number",
      "required": true,
      "min": -1000000000000,
      "max": 1000000000000,
      "decimals": 4,
      "uiDefault": 42,
      "placeholder": "e.g. 42",
      "help": "The value you want to place: a test score, a measurement."
    },
    {
      "name": "mean",
      "label": "Mean (μ)",
      "type": "number",
      "required": true,
      "min": -1000000000000,
      "max": 1000000000000,
      "decimals": 4,
      "uiDefault": 40,
      "placeholder": "e.g. 40",
      "help": "The average of the population or of the data the score belongs to."
    },
    {
      "name": "standardDeviation",
      "label": "Standard Deviation (σ)",
      "type": "number",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "domainMessage": "Standard deviation must be greater than 0",
      "decimals": 4,
      "uiDefault": 1.5,
      "placeholder": "e.g. 1.5",
      "help": "How far values typically lie from the mean; greater than 0."
    }
  ],
  "outputs": [
    {
      "name": "zScore",
      "type": "number",
      "label": "Z-score",
      "decimals": 4,
      "words": "the z-score"
    },
    {
      "name": "probabilityBelow",
      "type": "number",
      "label": "Probability below x, P(X < x)",
      "significantDigits": 6,
      "words": "the probability below"
    },
    {
      "name": "probabilityAbove",
      "type": "number",
      "label": "Probability above x, P(X > x)",
      "significantDigits": 6,
      "words": "the probability above"
    },
    {
      "name": "probabilityBetween",
      "type": "number",
      "label": "Probability within |z| of the mean",
      "significantDigits": 6,
      "words": "the probability within |z| of the mean"
    },
    {
      "name": "probabilityOutside",
      "type": "number",
      "label": "Probability beyond |z| (two-tailed)",
      "significantDigits": 6,
      "words": "the two-tailed probability"
    },
    {
      "name": "percentile",
      "type": "number",
      "unit": "%",
      "label": "Percentile",
      "decimals": 2,
      "words": "the percentile"
    }
  ],
  "primary": "zScore",
  "solvable": {
    "x": {
      "from": [
        "zScore"
      ]
    }
  }
};
export const definition: CalculatorPageDefinition = describedPage(calculator, zScorePage);
export const loadCode = () => import('../calculator-code/z-score.js');
