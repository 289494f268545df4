// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { bacPage } from '../described/bac-page.js';

export const calculator: CalculatorShape = {
  "slug": "bac",
  "inputs": [
    {
      "name": "sex",
      "label": "Sex",
      "type": "select",
      "required": true,
      "options": [
        1,
        2
      ],
      "uiDefault": 1,
      "optionLabels": {
        "1": "Male",
        "2": "Female"
      },
      "help": "Women have less body water for the same weight, so the same drinks give a higher BAC."
    },
    {
      "name": "weight",
      "label": "Body Weight",
      "type": "number",
      "unit": "kg",
      "measure": "mass",
      "required": true,
      "checked": true,
      "min": 20,
      "max": 300,
      "step": 0.1,
      "decimals": 1,
      "uiDefault": 80,
      "placeholder": "e.g. 80",
      "help": "Your weight now, in everyday clothes."
    },
    {
      "name": "drinkInput",
      "label": "Count Drinks as",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "uiDefault": 1,
      "optionLabels": {
        "1": "Standard drinks",
        "2": "Size and strength"
      },
      "help": "A US standard drink is 12 fl oz of 5% beer, 5 fl oz of 12% wine or 1.5 fl oz of 40% spirits."
    },
    {
      "name": "standardDrinks",
      "label": "Standard Drinks",
      "type": "number",
      "required": true,
      "checked": true,
      "min": 0,
      "max": 50,
      "step": 0.5,
      "decimals": 1,
      "uiDefault": 3,
      "placeholder": "e.g. 3",
      "visibleWhen": {
        "input": "drinkInput",
        "equals": [
          1
        ]
      },
      "help": "Each holds 14 g of pure alcohol; a large glass of wine or a strong beer counts as more than one."
    },
    {
      "name": "numberOfDrinks",
      "label": "Number of Drinks",
      "type": "number",
      "required": true,
      "checked": true,
      "min": 0,
      "max": 50,
      "step": 0.5,
      "decimals": 1,
      "uiDefault": 2,
      "placeholder": "e.g. 2",
      "visibleWhen": {
        "input": "drinkInput",
        "equals": [
          2
        ]
      },
      "help": "Drinks of the size and strength below."
    },
    {
      "name": "drinkVolume",
      "label": "Drink Size",
      "type": "number",
      "unit": "mL",
      "measure": "drinkVolume",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 2000,
      "step": 1,
      "decimals": 0,
      "uiDefault": 355,
      "placeholder": "e.g. 355",
      "visibleWhen": {
        "input": "drinkInput",
        "equals": [
          2
        ]
      },
      "help": "The volume of one drink: a can of beer is 355 mL (12 fl oz), a pint 473 mL (16 fl oz)."
    },
    {
      "name": "alcoholPercent",
      "label": "Alcohol by Volume",
      "type": "number",
      "unit": "%",
      "required": true,
      "checked": true,
      "min": 0,
      "max": 100,
      "step": 0.1,
      "decimals": 1,
      "uiDefault": 5,
      "placeholder": "e.g. 5",
      "visibleWhen": {
        "input": "drinkInput",
        "equals": [
          2
        ]
      },
      "help": "The ABV on the label: about 5% for beer, 12% for wine, 40% for spirits."
    },
    {
      "name": "hoursSinceFirstDrink",
      "label": "Hours Since the First Drink",
      "type": "number",
      "unit": "h",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 48,
      "step": 0.5,
      "decimals": 1,
      "uiDefault": 0,
      "placeholder": "e.g. 2",
      "help": "How long ago you started drinking; 0 gives the peak as if every drink were absorbed at once."
    }
  ],
  "outputs": [
    {
      "name": "bac",
      "type": "number",
      "unit": "%",
      "label": "Estimated BAC now",
      "decimals": 3,
      "words": "the estimated BAC"
    },
    {
      "name": "peakBac",
      "type": "number",
      "unit": "%",
      "label": "Peak BAC (all alcohol absorbed)",
      "decimals": 3,
      "words": "the peak BAC"
    },
    {
      "name": "alcoholGrams",
      "type": "number",
      "unit": "g",
      "label": "Pure alcohol drunk",
      "decimals": 1,
      "words": "the alcohol drunk"
    },
    {
      "name": "hoursUntilSober",
      "type": "number",
      "unit": "h",
      "label": "Hours until BAC reaches 0",
      "decimals": 1,
      "words": "the time to sober up"
    },
    {
      "name": "hoursUntilBelowLimit",
      "type": "number",
      "unit": "h",
      "label": "Hours until below 0.08%",
      "decimals": 1,
      "words": "the time to fall below the legal limit"
    }
  ],
  "primary": "bac"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, bacPage);
export const loadCode = () => import('../calculator-code/bac.js');
