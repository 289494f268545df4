// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { bodySurfaceAreaPage } from '../described/body-surface-area-page.js';

export const calculator: CalculatorShape = {
  "slug": "body-surface-area",
  "inputs": [
    {
      "name": "height",
      "label": "Height",
      "type": "number",
      "unit": "cm",
      "required": true,
      "min": 30,
      "max": 250,
      "measure": "height",
      "step": 0.1,
      "decimals": 1,
      "uiDefault": 175,
      "placeholder": "Enter height"
    },
    {
      "name": "weight",
      "label": "Weight",
      "type": "number",
      "unit": "kg",
      "required": true,
      "min": 1,
      "max": 300,
      "measure": "mass",
      "step": 0.1,
      "decimals": 1,
      "uiDefault": 70,
      "placeholder": "Enter weight"
    }
  ],
  "outputs": [
    {
      "name": "bsaMosteller",
      "type": "number",
      "unit": "m²",
      "label": "Body surface area (Mosteller)",
      "words": "the body surface area",
      "decimals": 2
    },
    {
      "name": "bsaDuBois",
      "type": "number",
      "unit": "m²",
      "label": "DuBois & DuBois"
    },
    {
      "name": "bsaHaycock",
      "type": "number",
      "unit": "m²",
      "label": "Haycock"
    },
    {
      "name": "bsaGehanGeorge",
      "type": "number",
      "unit": "m²",
      "label": "Gehan & George"
    }
  ],
  "primary": "bsaMosteller"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, bodySurfaceAreaPage);
export const loadCode = () => import('../calculator-code/body-surface-area.js');
