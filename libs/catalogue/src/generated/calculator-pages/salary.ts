// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { salaryPage } from '../described/salary-page.js';

export const calculator: CalculatorShape = {
  "slug": "salary",
  "inputs": [
    {
      "name": "amount",
      "label": "Pay",
      "type": "number",
      "unit": "$",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 10000000000,
      "step": 0.01,
      "uiDefault": 25,
      "placeholder": "e.g. 25",
      "help": "Your pay before tax, for the period you choose next."
    },
    {
      "name": "payPeriod",
      "label": "Per",
      "type": "select",
      "required": true,
      "uiDefault": 1,
      "options": [
        1,
        2,
        3,
        4,
        5,
        6,
        7,
        8
      ],
      "optionLabels": {
        "1": "Hour",
        "2": "Day",
        "3": "Week",
        "4": "Two weeks (biweekly)",
        "5": "Half month (semimonthly)",
        "6": "Month",
        "7": "Quarter",
        "8": "Year"
      },
      "help": "How often the pay you entered is earned."
    },
    {
      "name": "hoursPerWeek",
      "label": "Hours per Week",
      "type": "number",
      "unit": "hours",
      "required": false,
      "default": 40,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 168,
      "step": 0.5,
      "uiDefault": 40,
      "placeholder": "e.g. 40",
      "help": "Hours worked in a usual week."
    },
    {
      "name": "daysPerWeek",
      "label": "Days per Week",
      "type": "number",
      "unit": "days",
      "required": false,
      "default": 5,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 7,
      "step": 0.5,
      "uiDefault": 5,
      "placeholder": "e.g. 5",
      "help": "Days worked in a usual week."
    },
    {
      "name": "holidaysPerYear",
      "label": "Holidays per Year",
      "type": "number",
      "unit": "days",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 365,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "e.g. 10",
      "help": "Public holidays you do not work: 11 federal holidays in the US."
    },
    {
      "name": "vacationDaysPerYear",
      "label": "Vacation Days per Year",
      "type": "number",
      "unit": "days",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 365,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "e.g. 15",
      "help": "Days of vacation or paid time off you take."
    }
  ],
  "outputs": [
    {
      "name": "annual",
      "type": "number",
      "unit": "$",
      "label": "Annual pay",
      "words": "the annual pay"
    },
    {
      "name": "quarterly",
      "type": "number",
      "unit": "$",
      "label": "Quarterly pay",
      "words": "the quarterly pay"
    },
    {
      "name": "monthly",
      "type": "number",
      "unit": "$",
      "label": "Monthly pay",
      "words": "the monthly pay"
    },
    {
      "name": "semimonthly",
      "type": "number",
      "unit": "$",
      "label": "Semimonthly pay",
      "words": "the semimonthly pay"
    },
    {
      "name": "biweekly",
      "type": "number",
      "unit": "$",
      "label": "Biweekly pay",
      "words": "the biweekly pay"
    },
    {
      "name": "weekly",
      "type": "number",
      "unit": "$",
      "label": "Weekly pay",
      "words": "the weekly pay"
    },
    {
      "name": "daily",
      "type": "number",
      "unit": "$",
      "label": "Daily pay",
      "words": "the daily pay"
    },
    {
      "name": "hourly",
      "type": "number",
      "unit": "$",
      "label": "Hourly pay",
      "words": "the hourly pay"
    },
    {
      "name": "adjustedAnnual",
      "type": "number",
      "unit": "$",
      "label": "Annual pay with days off",
      "words": "the annual pay with days off"
    },
    {
      "name": "adjustedHourly",
      "type": "number",
      "unit": "$",
      "label": "Hourly pay with days off",
      "words": "the hourly pay with days off"
    },
    {
      "name": "workingDaysPerYear",
      "type": "number",
      "unit": "days",
      "label": "Working days a year",
      "decimals": 1,
      "words": "the working days"
    }
  ],
  "primary": "annual"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, salaryPage);
export const loadCode = () => import('../calculator-code/salary.js');
