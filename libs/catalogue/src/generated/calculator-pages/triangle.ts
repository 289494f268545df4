// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { trianglePage } from '../described/triangle-page.js';

export const calculator: CalculatorShape = {
  "slug": "triangle",
  "inputs": [
    {
      "name": "sideA",
      "label": "Side a",
      "type": "number",
      "required": false,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000000,
      "step": 0.01,
      "decimals": 4,
      "uiDefault": 3,
      "placeholder": "e.g. 3",
      "help": "The side opposite angle A, in any unit of length; leave empty to work it out."
    },
    {
      "name": "sideB",
      "label": "Side b",
      "type": "number",
      "required": false,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000000,
      "step": 0.01,
      "decimals": 4,
      "uiDefault": 4,
      "placeholder": "e.g. 3",
      "help": "The side opposite angle B, in any unit of length; leave empty to work it out."
    },
    {
      "name": "sideC",
      "label": "Side c",
      "type": "number",
      "required": false,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000000,
      "step": 0.01,
      "decimals": 4,
      "uiDefault": 5,
      "placeholder": "e.g. 3",
      "help": "The side opposite angle C, in any unit of length; leave empty to work it out."
    },
    {
      "name": "angleA",
      "label": "Angle A",
      "type": "number",
      "unit": "°",
      "required": false,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 180,
      "step": 0.01,
      "decimals": 4,
      "placeholder": "e.g. 90",
      "domainMessage": "Angle A must be greater than 0 and less than 180",
      "help": "The angle at corner A, opposite side a, in degrees; leave empty to work it out."
    },
    {
      "name": "angleB",
      "label": "Angle B",
      "type": "number",
      "unit": "°",
      "required": false,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 180,
      "step": 0.01,
      "decimals": 4,
      "placeholder": "e.g. 90",
      "domainMessage": "Angle B must be greater than 0 and less than 180",
      "help": "The angle at corner B, opposite side b, in degrees; leave empty to work it out."
    },
    {
      "name": "angleC",
      "label": "Angle C",
      "type": "number",
      "unit": "°",
      "required": false,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 180,
      "step": 0.01,
      "decimals": 4,
      "placeholder": "e.g. 90",
      "domainMessage": "Angle C must be greater than 0 and less than 180",
      "help": "The angle at corner C, opposite side c, in degrees; leave empty to work it out."
    }
  ],
  "outputs": [
    {
      "name": "area",
      "type": "number",
      "label": "Area",
      "decimals": 4,
      "words": "the area"
    },
    {
      "name": "sideA",
      "type": "number",
      "label": "Side a",
      "decimals": 4
    },
    {
      "name": "sideB",
      "type": "number",
      "label": "Side b",
      "decimals": 4
    },
    {
      "name": "sideC",
      "type": "number",
      "label": "Side c",
      "decimals": 4
    },
    {
      "name": "angleA",
      "type": "number",
      "unit": "°",
      "label": "Angle A",
      "decimals": 4
    },
    {
      "name": "angleB",
      "type": "number",
      "unit": "°",
      "label": "Angle B",
      "decimals": 4
    },
    {
      "name": "angleC",
      "type": "number",
      "unit": "°",
      "label": "Angle C",
      "decimals": 4
    },
    {
      "name": "perimeter",
      "type": "number",
      "label": "Perimeter",
      "decimals": 4,
      "words": "the perimeter"
    },
    {
      "name": "heightA",
      "type": "number",
      "label": "Height to side a",
      "decimals": 4
    },
    {
      "name": "heightB",
      "type": "number",
      "label": "Height to side b",
      "decimals": 4
    },
    {
      "name": "heightC",
      "type": "number",
      "label": "Height to side c",
      "decimals": 4
    },
    {
      "name": "inradius",
      "type": "number",
      "label": "Inradius",
      "decimals": 4
    },
    {
      "name": "circumradius",
      "type": "number",
      "label": "Circumradius",
      "decimals": 4
    },
    {
      "name": "solutionCount",
      "type": "number",
      "label": "Triangles that fit",
      "decimals": 0
    }
  ],
  "primary": "area"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, trianglePage);
export const loadCode = () => import('../calculator-code/triangle.js');
