// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { paybackPeriodPage } from '../described/payback-period-page.js';

export const calculator: CalculatorShape = {
  "slug": "payback-period",
  "inputs": [
    {
      "name": "cashFlowType",
      "label": "Cash Flows",
      "type": "select",
      "required": true,
      "options": [
        1,
        2
      ],
      "uiDefault": 1,
      "optionLabels": {
        "1": "Same every year",
        "2": "Different each year"
      }
    },
    {
      "name": "initialInvestment",
      "label": "Initial Investment",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 1,
      "max": 1000000000000,
      "step": 100,
      "uiDefault": 10000,
      "placeholder": "e.g. 10,000",
      "help": "Everything you pay up front: price, installation, training."
    },
    {
      "name": "annualCashFlow",
      "label": "Annual Cash Inflow",
      "type": "number",
      "unit": "$/year",
      "required": true,
      "min": 0.01,
      "max": 1000000000000,
      "step": 100,
      "uiDefault": 2500,
      "placeholder": "e.g. 2,500",
      "help": "Extra income or savings each year, after the running costs of the investment.",
      "visibleWhen": {
        "input": "cashFlowType",
        "equals": [
          1
        ]
      }
    },
    {
      "name": "cashFlowYear1",
      "label": "Year 1 Cash Flow",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": -1000000000000,
      "max": 1000000000000,
      "step": 100,
      "placeholder": "e.g. 10,000",
      "help": "Net cash the investment brings in that year; negative for a year that costs money.",
      "visibleWhen": {
        "input": "cashFlowType",
        "equals": [
          2
        ]
      }
    },
    {
      "name": "cashFlowYear2",
      "label": "Year 2 Cash Flow",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": -1000000000000,
      "max": 1000000000000,
      "step": 100,
      "placeholder": "optional",
      "visibleWhen": {
        "input": "cashFlowType",
        "equals": [
          2
        ]
      }
    },
    {
      "name": "cashFlowYear3",
      "label": "Year 3 Cash Flow",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": -1000000000000,
      "max": 1000000000000,
      "step": 100,
      "placeholder": "optional",
      "visibleWhen": {
        "input": "cashFlowType",
        "equals": [
          2
        ]
      }
    },
    {
      "name": "cashFlowYear4",
      "label": "Year 4 Cash Flow",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": -1000000000000,
      "max": 1000000000000,
      "step": 100,
      "placeholder": "optional",
      "visibleWhen": {
        "input": "cashFlowType",
        "equals": [
          2
        ]
      }
    },
    {
      "name": "cashFlowYear5",
      "label": "Year 5 Cash Flow",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": -1000000000000,
      "max": 1000000000000,
      "step": 100,
      "placeholder": "optional",
      "visibleWhen": {
        "input": "cashFlowType",
        "equals": [
          2
        ]
      }
    },
    {
      "name": "cashFlowYear6",
      "label": "Year 6 Cash Flow",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": -1000000000000,
      "max": 1000000000000,
      "step": 100,
      "placeholder": "optional",
      "visibleWhen": {
        "input": "cashFlowType",
        "equals": [
          2
        ]
      }
    },
    {
      "name": "discountRate",
      "label": "Discount Rate (for discounted payback)",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 50,
      "step": 0.1,
      "uiDefault": 0,
      "placeholder": "e.g. 8",
      "help": "Optional: your cost of capital or the return you could earn elsewhere."
    }
  ],
  "outputs": [
    {
      "name": "paybackPeriod",
      "type": "number",
      "unit": "years",
      "label": "Payback period"
    },
    {
      "name": "discountedPaybackPeriod",
      "type": "number",
      "unit": "years",
      "label": "Discounted payback period"
    },
    {
      "name": "npv",
      "type": "number",
      "unit": "$",
      "label": "Net present value (NPV)"
    }
  ],
  "primary": "paybackPeriod"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, paybackPeriodPage);
export const loadCode = () => import('../calculator-code/payback-period.js');
