// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { meanMedianModeRangePage } from '../described/mean-median-mode-range-page.js';

export const calculator: CalculatorShape = {
  "slug": "mean-median-mode-range",
  "inputs": [
    {
      "name": "data",
      "label": "Numbers",
      "type": "numberList",
      "required": true,
      "uiDefault": "10, 2, 38, 23, 38, 23, 21",
      "placeholder": "e.g. 10, 2, 38, 23, 38",
      "help": "Separate the numbers with commas, spaces or new lines."
    }
  ],
  "outputs": [
    {
      "name": "mean",
      "type": "number",
      "label": "Mean (average)",
      "decimals": 4,
      "words": "the mean"
    },
    {
      "name": "median",
      "type": "number",
      "label": "Median",
      "decimals": 4
    },
    {
      "name": "mode",
      "type": "string",
      "label": "Mode"
    },
    {
      "name": "range",
      "type": "number",
      "label": "Range",
      "decimals": 4
    },
    {
      "name": "minimum",
      "type": "number",
      "label": "Smallest number",
      "decimals": 4
    },
    {
      "name": "maximum",
      "type": "number",
      "label": "Largest number",
      "decimals": 4
    },
    {
      "name": "count",
      "type": "number",
      "label": "Count",
      "decimals": 0,
      "words": "the count of numbers"
    },
    {
      "name": "sum",
      "type": "number",
      "label": "Sum",
      "decimals": 4
    },
    {
      "name": "firstQuartile",
      "type": "number",
      "label": "First quartile (Q1)",
      "decimals": 4
    },
    {
      "name": "thirdQuartile",
      "type": "number",
      "label": "Third quartile (Q3)",
      "decimals": 4
    },
    {
      "name": "interquartileRange",
      "type": "number",
      "label": "Interquartile range (IQR)",
      "decimals": 4
    },
    {
      "name": "geometricMean",
      "type": "number",
      "label": "Geometric mean",
      "decimals": 4
    }
  ],
  "primary": "mean"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, meanMedianModeRangePage);
export const loadCode = () => import('../calculator-code/mean-median-mode-range.js');
