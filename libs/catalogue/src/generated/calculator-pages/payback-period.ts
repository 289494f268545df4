// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
export { paybackPeriod as definition } from '../../calculators/business/payback-period.js';

export const calculator: CalculatorShape = {
  "slug": "payback-period",
  "inputs": [
    {
      "name": "cashFlowType",
      "label": "Cash flows",
      "type": "select",
      "required": true,
      "options": [
        1,
        2
      ]
    },
    {
      "name": "initialInvestment",
      "label": "Initial investment",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 1,
      "max": 1000000000000
    },
    {
      "name": "annualCashFlow",
      "label": "Annual cash inflow",
      "type": "number",
      "unit": "$/yr",
      "required": true,
      "min": 0.01,
      "max": 1000000000000,
      "visibleWhen": {
        "input": "cashFlowType",
        "equals": [
          1
        ]
      }
    },
    {
      "name": "cashFlowYear1",
      "label": "Year 1 cash flow",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": -1000000000000,
      "max": 1000000000000,
      "visibleWhen": {
        "input": "cashFlowType",
        "equals": [
          2
        ]
      }
    },
    {
      "name": "cashFlowYear2",
      "label": "Year 2 cash flow",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": -1000000000000,
      "max": 1000000000000,
      "visibleWhen": {
        "input": "cashFlowType",
        "equals": [
          2
        ]
      }
    },
    {
      "name": "cashFlowYear3",
      "label": "Year 3 cash flow",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": -1000000000000,
      "max": 1000000000000,
      "visibleWhen": {
        "input": "cashFlowType",
        "equals": [
          2
        ]
      }
    },
    {
      "name": "cashFlowYear4",
      "label": "Year 4 cash flow",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": -1000000000000,
      "max": 1000000000000,
      "visibleWhen": {
        "input": "cashFlowType",
        "equals": [
          2
        ]
      }
    },
    {
      "name": "cashFlowYear5",
      "label": "Year 5 cash flow",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": -1000000000000,
      "max": 1000000000000,
      "visibleWhen": {
        "input": "cashFlowType",
        "equals": [
          2
        ]
      }
    },
    {
      "name": "cashFlowYear6",
      "label": "Year 6 cash flow",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "min": -1000000000000,
      "max": 1000000000000,
      "visibleWhen": {
        "input": "cashFlowType",
        "equals": [
          2
        ]
      }
    },
    {
      "name": "discountRate",
      "label": "Discount rate",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 50
    }
  ],
  "outputs": [
    {
      "name": "paybackPeriod",
      "type": "number",
      "unit": "years"
    },
    {
      "name": "discountedPaybackPeriod",
      "type": "number",
      "unit": "years"
    },
    {
      "name": "npv",
      "type": "number",
      "unit": "$"
    }
  ],
  "primary": "paybackPeriod"
};
export const loadCode = () => import('../calculator-code/payback-period.js');
