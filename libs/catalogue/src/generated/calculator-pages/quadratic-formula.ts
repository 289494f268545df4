// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { quadraticFormulaPage } from '../described/quadratic-formula-page.js';

export const calculator: CalculatorShape = {
  "slug": "quadratic-formula",
  "inputs": [
    {
      "name": "a",
      "label": "a (x² coefficient)",
      "type": "number",
      "required": true,
      "min": -1000000000000,
      "max": 1000000000000,
      "decimals": 4,
      "uiDefault": 1,
      "placeholder": "e.g. 1",
      "help": "The number in front of x²; not 0."
    },
    {
      "name": "b",
      "label": "b (x coefficient)",
      "type": "number",
      "required": true,
      "min": -1000000000000,
      "max": 1000000000000,
      "decimals": 4,
      "uiDefault": -3,
      "placeholder": "e.g. -3",
      "help": "The number in front of x; 0 when there is no x term."
    },
    {
      "name": "c",
      "label": "c (constant)",
      "type": "number",
      "required": true,
      "min": -1000000000000,
      "max": 1000000000000,
      "decimals": 4,
      "uiDefault": 2,
      "placeholder": "e.g. 2",
      "help": "The number on its own; 0 when there is none."
    }
  ],
  "outputs": [
    {
      "name": "root1",
      "type": "number",
      "label": "Root 1 (x₁)",
      "significantDigits": 10,
      "words": "the first root"
    },
    {
      "name": "root2",
      "type": "number",
      "label": "Root 2 (x₂)",
      "significantDigits": 10,
      "words": "the second root"
    },
    {
      "name": "imaginaryPart",
      "type": "number",
      "label": "Imaginary part",
      "significantDigits": 10
    },
    {
      "name": "discriminant",
      "type": "number",
      "label": "Discriminant (b² − 4ac)",
      "significantDigits": 10,
      "words": "the discriminant"
    },
    {
      "name": "rootType",
      "type": "string",
      "label": "Kind of roots"
    },
    {
      "name": "vertexX",
      "type": "number",
      "label": "Vertex x",
      "significantDigits": 10
    },
    {
      "name": "vertexY",
      "type": "number",
      "label": "Vertex y",
      "significantDigits": 10
    }
  ],
  "primary": "root1"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, quadraticFormulaPage);
export const loadCode = () => import('../calculator-code/quadratic-formula.js');
