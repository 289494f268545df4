// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { concretePage } from '../described/concrete-page.js';

export const calculator: CalculatorShape = {
  "slug": "concrete",
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
        "1": "Metric (m, cm)",
        "2": "US (ft, in)"
      },
      "uiDefault": 1,
      "help": "Set by the metric/US switch above the form."
    },
    {
      "name": "shape",
      "label": "Shape",
      "type": "select",
      "required": true,
      "options": [
        1,
        2,
        3
      ],
      "optionLabels": {
        "1": "Slab / footing / wall",
        "2": "Round column or hole",
        "3": "Tube / ring"
      },
      "uiDefault": 1,
      "help": "A wall is a slab stood on its edge: its height is the width, its thickness the thickness."
    },
    {
      "type": "number",
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "unit": "m",
      "usUnit": "ft",
      "measure": "distance",
      "name": "length",
      "label": "Length",
      "required": true,
      "visibleWhen": {
        "input": "shape",
        "equals": [
          1
        ]
      },
      "max": 100000,
      "step": 0.01,
      "uiDefault": 3,
      "placeholder": "e.g. 3 m or 10 ft",
      "help": "The longer side of the slab, footing or wall."
    },
    {
      "type": "number",
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "unit": "m",
      "usUnit": "ft",
      "measure": "distance",
      "name": "width",
      "label": "Width",
      "required": true,
      "visibleWhen": {
        "input": "shape",
        "equals": [
          1
        ]
      },
      "max": 100000,
      "step": 0.01,
      "uiDefault": 3,
      "placeholder": "e.g. 3 m or 10 ft",
      "help": "The shorter side; for a wall, its height."
    },
    {
      "type": "number",
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "unit": "cm",
      "usUnit": "in",
      "measure": "length",
      "name": "thickness",
      "label": "Thickness",
      "required": true,
      "visibleWhen": {
        "input": "shape",
        "equals": [
          1
        ]
      },
      "max": 1000000,
      "step": 0.1,
      "uiDefault": 10,
      "placeholder": "e.g. 10 cm or 4 in",
      "help": "How deep the concrete is poured: about 10 cm (4 in) for a patio."
    },
    {
      "type": "number",
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "unit": "cm",
      "usUnit": "in",
      "measure": "length",
      "name": "diameter",
      "label": "Diameter",
      "required": true,
      "visibleWhen": {
        "input": "shape",
        "equals": [
          2
        ]
      },
      "max": 1000000,
      "step": 0.1,
      "uiDefault": 30,
      "placeholder": "e.g. 30 cm or 12 in",
      "help": "Across the column, the post hole or the tube form."
    },
    {
      "type": "number",
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "unit": "cm",
      "usUnit": "in",
      "measure": "length",
      "name": "outerDiameter",
      "label": "Outer Diameter",
      "required": true,
      "visibleWhen": {
        "input": "shape",
        "equals": [
          3
        ]
      },
      "max": 1000000,
      "step": 0.1,
      "placeholder": "e.g. 60 cm or 24 in",
      "help": "Across the outside of the ring."
    },
    {
      "type": "number",
      "checked": true,
      "min": 0,
      "minExclusive": false,
      "unit": "cm",
      "usUnit": "in",
      "measure": "length",
      "name": "innerDiameter",
      "label": "Inner Diameter",
      "required": true,
      "visibleWhen": {
        "input": "shape",
        "equals": [
          3
        ]
      },
      "max": 1000000,
      "step": 0.1,
      "placeholder": "e.g. 40 cm or 16 in",
      "help": "Across the hollow inside; it must be less than the outer diameter."
    },
    {
      "type": "number",
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "unit": "m",
      "usUnit": "ft",
      "measure": "distance",
      "name": "height",
      "label": "Height / Depth",
      "required": true,
      "visibleWhen": {
        "input": "shape",
        "equals": [
          2,
          3
        ]
      },
      "max": 100000,
      "step": 0.01,
      "uiDefault": 1,
      "placeholder": "e.g. 1 m or 4 ft",
      "help": "How tall the column is, or how deep the hole."
    },
    {
      "name": "quantity",
      "label": "Quantity",
      "type": "number",
      "required": false,
      "default": 1,
      "checked": true,
      "integer": true,
      "min": 1,
      "max": 1000,
      "step": 1,
      "uiDefault": 1,
      "placeholder": "e.g. 1",
      "help": "How many of the same piece: eight post holes are 8."
    },
    {
      "name": "wastePercent",
      "label": "Extra for Waste",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 100,
      "step": 1,
      "uiDefault": 10,
      "placeholder": "e.g. 10",
      "help": "Spillage, an uneven base and forms that bow: 5% to 10% is usual. Empty means none."
    }
  ],
  "outputs": [
    {
      "name": "volume",
      "type": "number",
      "label": "Concrete needed",
      "words": "the concrete needed"
    },
    {
      "name": "volumeCubicYards",
      "type": "number",
      "unit": "yd³",
      "label": "Cubic yards"
    },
    {
      "name": "volumeCubicFeet",
      "type": "number",
      "unit": "ft³",
      "label": "Cubic feet"
    },
    {
      "name": "volumeCubicMeters",
      "type": "number",
      "unit": "m³",
      "label": "Cubic meters"
    },
    {
      "name": "bags40lb",
      "type": "number",
      "unit": "bags",
      "label": "40 lb bags of premix",
      "decimals": 0,
      "words": "the 40 lb bags needed"
    },
    {
      "name": "bags60lb",
      "type": "number",
      "unit": "bags",
      "label": "60 lb bags of premix",
      "decimals": 0,
      "words": "the 60 lb bags needed"
    },
    {
      "name": "bags80lb",
      "type": "number",
      "unit": "bags",
      "label": "80 lb bags of premix",
      "decimals": 0,
      "words": "the 80 lb bags needed"
    }
  ],
  "primary": "volume"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, concretePage);
export const loadCode = () => import('../calculator-code/concrete.js');
