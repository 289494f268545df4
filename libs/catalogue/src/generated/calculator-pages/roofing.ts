// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { roofingPage } from '../described/roofing-page.js';

export const calculator: CalculatorShape = {
  "slug": "roofing",
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
        "1": "Metric (m)",
        "2": "US (ft)"
      },
      "uiDefault": 1,
      "help": "Set by the metric/US switch above the form."
    },
    {
      "type": "number",
      "unit": "m",
      "usUnit": "ft",
      "measure": "distance",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 100000,
      "step": 0.01,
      "name": "length",
      "label": "House Length",
      "uiDefault": 12,
      "placeholder": "e.g. 12 m or 40 ft",
      "help": "The longer side of the house, outside wall to outside wall."
    },
    {
      "type": "number",
      "unit": "m",
      "usUnit": "ft",
      "measure": "distance",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 100000,
      "step": 0.01,
      "name": "width",
      "label": "House Width",
      "uiDefault": 9,
      "placeholder": "e.g. 9 m or 30 ft",
      "help": "The shorter side."
    },
    {
      "name": "overhang",
      "label": "Overhang (each side)",
      "type": "number",
      "unit": "m",
      "usUnit": "ft",
      "measure": "distance",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000,
      "step": 0.01,
      "uiDefault": 0,
      "placeholder": "e.g. 0.5 m or 1.5 ft",
      "help": "How far the eaves and gable ends reach beyond the walls, measured flat."
    },
    {
      "name": "pitch",
      "label": "Roof Pitch (rise per 12)",
      "type": "number",
      "required": true,
      "checked": true,
      "min": 0,
      "max": 24,
      "step": 0.5,
      "uiDefault": 6,
      "placeholder": "e.g. 6",
      "help": "Inches the roof rises for every 12 inches across: 6 for a 6/12 roof, 0 for a flat one."
    },
    {
      "name": "wastePercent",
      "label": "Waste",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 10,
      "checked": true,
      "min": 0,
      "max": 100,
      "step": 1,
      "uiDefault": 10,
      "placeholder": "e.g. 10",
      "help": "Extra for cuts, ridge caps and starter rows: about 10% for a gable roof, 15% for a hip roof."
    },
    {
      "name": "bundlesPerSquare",
      "label": "Bundles per Square",
      "type": "number",
      "required": false,
      "default": 3,
      "checked": true,
      "integer": true,
      "min": 1,
      "max": 10,
      "step": 1,
      "uiDefault": 3,
      "placeholder": "e.g. 3",
      "help": "Bundles that cover 100 sq ft: 3 for standard shingles, 4 or 5 for heavy architectural ones (see the wrapper)."
    }
  ],
  "outputs": [
    {
      "name": "roofArea",
      "type": "number",
      "label": "Roof area",
      "words": "the roof area"
    },
    {
      "name": "planArea",
      "type": "number",
      "label": "Plan area with overhangs (m², or ft² in US units)"
    },
    {
      "name": "pitchFactor",
      "type": "number",
      "decimals": 3,
      "label": "Pitch factor"
    },
    {
      "name": "pitchAngle",
      "type": "number",
      "unit": "degrees",
      "decimals": 1,
      "label": "Pitch angle"
    },
    {
      "name": "orderArea",
      "type": "number",
      "label": "Area to order, with waste (m², or ft² in US units)"
    },
    {
      "name": "squares",
      "type": "number",
      "unit": "squares",
      "label": "Roofing squares (100 sq ft each)",
      "words": "the squares to order"
    },
    {
      "name": "bundles",
      "type": "number",
      "unit": "bundles",
      "decimals": 0,
      "label": "Bundles of shingles",
      "words": "the shingles"
    }
  ],
  "primary": "roofArea"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, roofingPage);
export const loadCode = () => import('../calculator-code/roofing.js');
