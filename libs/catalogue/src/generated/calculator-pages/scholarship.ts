// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { scholarshipPage } from '../described/scholarship-page.js';

export const calculator: CalculatorShape = {
  "slug": "scholarship",
  "inputs": [
    {
      "name": "tuitionAndFees",
      "label": "Tuition & Fees (per year)",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 0,
      "max": 500000,
      "uiDefault": 30000,
      "placeholder": "e.g. 30,000",
      "step": 100
    },
    {
      "name": "roomAndBoard",
      "label": "Room & Board (per year)",
      "type": "number",
      "unit": "$",
      "required": false,
      "min": 0,
      "max": 200000,
      "default": 0,
      "uiDefault": 0,
      "placeholder": "e.g. 12,000",
      "step": 100,
      "help": "Housing and meals, on campus or off; the college's cost of attendance lists an estimate."
    },
    {
      "name": "booksAndSupplies",
      "label": "Books & Supplies (per year)",
      "type": "number",
      "unit": "$",
      "required": false,
      "min": 0,
      "max": 50000,
      "default": 0,
      "uiDefault": 0,
      "placeholder": "e.g. 1,200",
      "step": 50
    },
    {
      "name": "otherExpenses",
      "label": "Transportation & Personal (per year)",
      "type": "number",
      "unit": "$",
      "required": false,
      "min": 0,
      "max": 100000,
      "default": 0,
      "uiDefault": 0,
      "placeholder": "e.g. 2,000",
      "step": 50
    },
    {
      "name": "scholarships",
      "label": "Scholarships (per year)",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 0,
      "max": 500000,
      "uiDefault": 10000,
      "placeholder": "e.g. 10,000",
      "step": 100,
      "help": "Merit and need-based scholarships you do not repay; enter 0 if you have none yet."
    },
    {
      "name": "grants",
      "label": "Grants (per year)",
      "type": "number",
      "unit": "$",
      "required": false,
      "min": 0,
      "max": 500000,
      "default": 0,
      "uiDefault": 0,
      "placeholder": "e.g. 5,000",
      "step": 100,
      "help": "Pell, state and college grants; leave out loans and work-study, which are not gift aid."
    },
    {
      "name": "years",
      "label": "Years of Study",
      "type": "number",
      "unit": "years",
      "required": false,
      "default": 4,
      "min": 1,
      "max": 8,
      "integer": true,
      "step": 1,
      "uiDefault": 4,
      "placeholder": "e.g. 4"
    },
    {
      "name": "annualCostIncrease",
      "label": "Annual Cost Increase",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 0,
      "min": 0,
      "max": 15,
      "step": 0.1,
      "uiDefault": 0,
      "placeholder": "e.g. 3",
      "help": "How much costs rise each year; your aid is assumed to stay the same."
    }
  ],
  "outputs": [
    {
      "name": "netPricePerYear",
      "type": "number",
      "unit": "$/year",
      "label": "Net price (first year)"
    },
    {
      "name": "costOfAttendance",
      "type": "number",
      "unit": "$",
      "label": "Cost of attendance (first year)"
    },
    {
      "name": "totalCostOfAttendance",
      "type": "number",
      "unit": "$",
      "label": "Total cost of attendance"
    },
    {
      "name": "totalAid",
      "type": "number",
      "unit": "$",
      "label": "Total grants and scholarships"
    },
    {
      "name": "totalNetCost",
      "type": "number",
      "unit": "$",
      "label": "Total net price"
    },
    {
      "name": "coveragePercent",
      "type": "number",
      "unit": "%",
      "label": "Share of the cost covered by aid"
    }
  ],
  "primary": "netPricePerYear"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, scholarshipPage);
export const loadCode = () => import('../calculator-code/scholarship.js');
