// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { gdpPage } from '../described/gdp-page.js';

export const calculator: CalculatorShape = {
  "slug": "gdp",
  "inputs": [
    {
      "name": "consumption",
      "label": "Personal Consumption (C)",
      "type": "number",
      "required": true,
      "checked": true,
      "min": 0,
      "max": 1000000000000000,
      "step": 0.1,
      "uiDefault": 14000,
      "placeholder": "e.g. 14,000",
      "help": "What households spend on goods and services. Enter every amount in the same unit, for instance billions of dollars."
    },
    {
      "name": "investment",
      "label": "Gross Private Investment (I)",
      "type": "number",
      "required": true,
      "checked": true,
      "min": -1000000000000000,
      "max": 1000000000000000,
      "step": 0.1,
      "uiDefault": 4000,
      "placeholder": "e.g. 4,000",
      "help": "Business equipment and buildings, new homes and the change in inventories. It can be negative when inventories fall."
    },
    {
      "name": "governmentSpending",
      "label": "Government Spending (G)",
      "type": "number",
      "required": true,
      "checked": true,
      "min": 0,
      "max": 1000000000000000,
      "step": 0.1,
      "uiDefault": 4000,
      "placeholder": "e.g. 4,000",
      "help": "What governments buy and build. Transfers such as pensions and benefits are not counted: they buy nothing themselves."
    },
    {
      "name": "exports",
      "label": "Exports (X)",
      "type": "number",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000000000,
      "step": 0.1,
      "uiDefault": 2500,
      "placeholder": "e.g. 2,500",
      "help": "Goods and services sold abroad. Empty means none."
    },
    {
      "name": "imports",
      "label": "Imports (M)",
      "type": "number",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000000000,
      "step": 0.1,
      "uiDefault": 3200,
      "placeholder": "e.g. 3,200",
      "help": "Goods and services bought from abroad. Empty means none."
    }
  ],
  "outputs": [
    {
      "name": "gdp",
      "type": "number",
      "label": "GDP",
      "decimals": 2,
      "words": "GDP"
    },
    {
      "name": "netExports",
      "type": "number",
      "label": "Net exports (X − M)",
      "decimals": 2,
      "words": "net exports"
    },
    {
      "name": "consumptionShare",
      "type": "number",
      "unit": "%",
      "label": "Consumption share",
      "words": "the consumption share"
    },
    {
      "name": "investmentShare",
      "type": "number",
      "unit": "%",
      "label": "Investment share",
      "words": "the investment share"
    },
    {
      "name": "governmentShare",
      "type": "number",
      "unit": "%",
      "label": "Government share",
      "words": "the government share"
    },
    {
      "name": "netExportsShare",
      "type": "number",
      "unit": "%",
      "label": "Net exports share",
      "words": "the net exports share"
    }
  ],
  "primary": "gdp"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, gdpPage);
export const loadCode = () => import('../calculator-code/gdp.js');
