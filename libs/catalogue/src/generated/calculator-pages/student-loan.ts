// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { studentLoanPage } from '../described/student-loan-page.js';

export const calculator: CalculatorShape = {
  "slug": "student-loan",
  "inputs": [
    {
      "name": "loanBalance",
      "label": "Loan Balance",
      "type": "number",
      "unit": "$",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000000,
      "step": 100,
      "uiDefault": 30000,
      "placeholder": "e.g. 30000",
      "help": "What you owe today, across the loans you repay together."
    },
    {
      "name": "interestRate",
      "label": "Interest Rate",
      "type": "number",
      "unit": "%",
      "required": true,
      "checked": true,
      "min": 0,
      "max": 100,
      "step": 0.01,
      "uiDefault": 6.53,
      "placeholder": "e.g. 6.53",
      "help": "The loan's fixed annual rate; for several loans, their balance-weighted average."
    },
    {
      "name": "loanTerm",
      "label": "Repayment Term",
      "type": "number",
      "unit": "years",
      "required": false,
      "default": 10,
      "checked": true,
      "integer": true,
      "min": 1,
      "max": 30,
      "step": 1,
      "uiDefault": 10,
      "placeholder": "e.g. 10",
      "help": "The standard federal plan is 10 years."
    },
    {
      "name": "monthsBeforeRepayment",
      "label": "Months Until Repayment Starts",
      "type": "number",
      "unit": "months",
      "required": false,
      "default": 0,
      "checked": true,
      "integer": true,
      "min": 0,
      "max": 120,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "e.g. 6",
      "help": "Months still in school or in the grace period, while interest builds up: 6 after graduation. 0 if repaying now."
    },
    {
      "name": "extraMonthlyPayment",
      "label": "Extra per Month",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 10,
      "uiDefault": 0,
      "placeholder": "e.g. 100",
      "help": "Paid on top of the scheduled payment to clear the loan sooner."
    }
  ],
  "outputs": [
    {
      "name": "monthlyPayment",
      "type": "number",
      "unit": "$",
      "label": "Monthly payment"
    },
    {
      "name": "accruedInterest",
      "type": "number",
      "unit": "$",
      "label": "Interest before repayment",
      "words": "the interest before repayment"
    },
    {
      "name": "balanceAtRepayment",
      "type": "number",
      "unit": "$",
      "label": "Balance when repayment starts",
      "words": "the balance when repayment starts"
    },
    {
      "name": "payoffMonths",
      "type": "number",
      "unit": "months",
      "label": "Months to pay off",
      "decimals": 0,
      "words": "the time to pay off"
    },
    {
      "name": "totalInterest",
      "type": "number",
      "unit": "$",
      "label": "Total interest"
    },
    {
      "name": "totalPaid",
      "type": "number",
      "unit": "$",
      "label": "Total paid"
    },
    {
      "name": "interestSaved",
      "type": "number",
      "unit": "$",
      "label": "Interest saved by extra payments",
      "words": "the interest saved"
    }
  ],
  "primary": "monthlyPayment"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, studentLoanPage);
export const loadCode = () => import('../calculator-code/student-loan.js');
