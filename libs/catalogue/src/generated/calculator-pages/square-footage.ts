// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { squareFootagePage } from '../described/square-footage-page.js';

export const calculator: CalculatorShape = {
  "slug": "square-footage",
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
      "name": "shape",
      "label": "Shape",
      "type": "select",
      "required": true,
      "options": [
        1,
        2,
        3,
        4,
        5
      ],
      "optionLabels": {
        "1": "Rectangle",
        "2": "Circle",
        "3": "Triangle",
        "4": "Trapezoid",
        "5": "Rectangular border"
      },
      "uiDefault": 1,
      "help": "Split an L-shaped room into rectangles and add them up."
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
      "max": 1000000,
      "step": 0.01,
      "name": "length",
      "label": "Length",
      "visibleWhen": {
        "input": "shape",
        "equals": [
          1,
          5
        ]
      },
      "uiDefault": 4,
      "placeholder": "e.g. 4 m or 12 ft",
      "help": "The longer side of the room or plot, wall to wall."
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
      "max": 1000000,
      "step": 0.01,
      "name": "width",
      "label": "Width",
      "visibleWhen": {
        "input": "shape",
        "equals": [
          1,
          5
        ]
      },
      "uiDefault": 3,
      "placeholder": "e.g. 3 m or 10 ft",
      "help": "The shorter side."
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
      "max": 1000000,
      "step": 0.01,
      "name": "diameter",
      "label": "Diameter",
      "visibleWhen": {
        "input": "shape",
        "equals": [
          2
        ]
      },
      "placeholder": "e.g. 3 m or 10 ft",
      "help": "Across the circle, through its centre."
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
      "max": 1000000,
      "step": 0.01,
      "name": "base",
      "label": "Base",
      "visibleWhen": {
        "input": "shape",
        "equals": [
          3
        ]
      },
      "placeholder": "e.g. 4 m or 12 ft",
      "help": "Any side of the triangle."
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
      "max": 1000000,
      "step": 0.01,
      "name": "height",
      "label": "Height",
      "visibleWhen": {
        "input": "shape",
        "equals": [
          3,
          4
        ]
      },
      "placeholder": "e.g. 3 m or 10 ft",
      "help": "Straight across from the base, at a right angle to it; for a trapezoid, between its parallel sides."
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
      "max": 1000000,
      "step": 0.01,
      "name": "topWidth",
      "label": "Top Width",
      "visibleWhen": {
        "input": "shape",
        "equals": [
          4
        ]
      },
      "placeholder": "e.g. 3 m or 10 ft",
      "help": "One of the two parallel sides."
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
      "max": 1000000,
      "step": 0.01,
      "name": "bottomWidth",
      "label": "Bottom Width",
      "visibleWhen": {
        "input": "shape",
        "equals": [
          4
        ]
      },
      "placeholder": "e.g. 5 m or 16 ft",
      "help": "The other parallel side."
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
      "max": 1000000,
      "step": 0.01,
      "name": "borderWidth",
      "label": "Border Width",
      "visibleWhen": {
        "input": "shape",
        "equals": [
          5
        ]
      },
      "placeholder": "e.g. 0.5 m or 2 ft",
      "help": "How wide the strip around the edge is: a path round a lawn, tiles round a rug."
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
      "help": "How many of the same area: three bedrooms of one size are 3."
    },
    {
      "name": "pricePerUnit",
      "label": "Price per Unit Area",
      "type": "number",
      "unit": "$/m²",
      "usUnit": "$/ft²",
      "measure": "areaPrice",
      "required": false,
      "checked": true,
      "min": 0,
      "max": 1000000,
      "step": 0.01,
      "placeholder": "e.g. 40 a m² or 4 a ft²",
      "help": "Optional: the price per square metre, or per square foot in US units, for the total cost."
    }
  ],
  "outputs": [
    {
      "name": "area",
      "type": "number",
      "label": "Area",
      "words": "the area"
    },
    {
      "name": "squareFeet",
      "type": "number",
      "unit": "ft²",
      "label": "Square feet"
    },
    {
      "name": "squareMeters",
      "type": "number",
      "unit": "m²",
      "label": "Square meters"
    },
    {
      "name": "squareYards",
      "type": "number",
      "unit": "yd²",
      "label": "Square yards"
    },
    {
      "name": "acres",
      "type": "number",
      "unit": "acres",
      "decimals": 4,
      "label": "Acres"
    },
    {
      "name": "totalCost",
      "type": "number",
      "unit": "$",
      "label": "Total cost",
      "words": "the total cost"
    }
  ],
  "primary": "area"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, squareFootagePage);
export const loadCode = () => import('../calculator-code/square-footage.js');
