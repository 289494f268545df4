// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { oneRepMaxPage } from '../described/one-rep-max-page.js';

export const calculator: CalculatorShape = {
  "slug": "one-rep-max",
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
        "1": "Metric (kg)",
        "2": "US (lb)"
      },
      "uiDefault": 1,
      "help": "Set by the metric/US switch above the form."
    },
    {
      "name": "weight",
      "label": "Weight Lifted",
      "type": "number",
      "unit": "kg",
      "usUnit": "lb",
      "measure": "mass",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "step": 0.5,
      "decimals": 1,
      "uiDefault": 100,
      "placeholder": "e.g. 100",
      "help": "The load of your set: bar and plates together."
    },
    {
      "name": "reps",
      "label": "Repetitions",
      "type": "number",
      "required": true,
      "checked": true,
      "integer": true,
      "min": 1,
      "max": 12,
      "step": 1,
      "uiDefault": 5,
      "placeholder": "e.g. 5",
      "help": "Clean repetitions done with that weight, 1 to 12."
    }
  ],
  "outputs": [
    {
      "name": "oneRepMax",
      "type": "number",
      "label": "One-rep max (Epley)",
      "words": "the one-rep max"
    },
    {
      "name": "epley",
      "type": "number",
      "label": "Epley"
    },
    {
      "name": "brzycki",
      "type": "number",
      "label": "Brzycki"
    },
    {
      "name": "lombardi",
      "type": "number",
      "label": "Lombardi"
    },
    {
      "name": "oConner",
      "type": "number",
      "label": "O'Conner"
    },
    {
      "name": "load95",
      "type": "number",
      "label": "95% of the one-rep max"
    },
    {
      "name": "load90",
      "type": "number",
      "label": "90% of the one-rep max"
    },
    {
      "name": "load85",
      "type": "number",
      "label": "85% of the one-rep max"
    },
    {
      "name": "load80",
      "type": "number",
      "label": "80% of the one-rep max"
    },
    {
      "name": "load75",
      "type": "number",
      "label": "75% of the one-rep max"
    },
    {
      "name": "load70",
      "type": "number",
      "label": "70% of the one-rep max"
    },
    {
      "name": "load65",
      "type": "number",
      "label": "65% of the one-rep max"
    },
    {
      "name": "load60",
      "type": "number",
      "label": "60% of the one-rep max"
    },
    {
      "name": "load55",
      "type": "number",
      "label": "55% of the one-rep max"
    },
    {
      "name": "load50",
      "type": "number",
      "label": "50% of the one-rep max"
    }
  ],
  "primary": "oneRepMax",
  "solvable": {
    "weight": {
      "from": [
        "oneRepMax"
      ]
    }
  }
};
export const definition: CalculatorPageDefinition = describedPage(calculator, oneRepMaxPage);
export const loadCode = () => import('../calculator-code/one-rep-max.js');
