import { assertComputable } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

export interface BudgetInputs {
  /** $ a month after tax. */
  readonly monthlyIncome: number;
  /** $ a month on needs; 0 when empty. */
  readonly needs: number;
  /** $ a month on wants; 0 when empty. */
  readonly wants: number;
  /** $ a month saved or paid off debts beyond the minimums; 0 when empty. */
  readonly savings: number;
}

export interface BudgetDetails extends Record<string, number> {
  /** What is left after the three; negative is a deficit. */
  readonly surplus: number;
  readonly totalAllocated: number;
  readonly needsPercent: number;
  readonly wantsPercent: number;
  readonly savingsPercent: number;
  /** 50% of the income. */
  readonly recommendedNeeds: number;
  /** 30% of the income. */
  readonly recommendedWants: number;
  /** 20% of the income. */
  readonly recommendedSavings: number;
}

const monthlyIncome = {
  name: 'monthlyIncome', label: 'Monthly Take-home Pay', type: 'number', unit: '$', required: true, checked: true, min: 0, minExclusive: true,
  max: 1e9, step: 100, uiDefault: 5000, placeholder: 'e.g. 5000', help: 'What reaches your account each month, after tax and payroll deductions.',
} as const satisfies NumberInputSpec;
const needs = {
  name: 'needs', label: 'Needs (housing, utilities, food, insurance, minimum debt payments)', type: 'number', unit: '$', required: false,
  default: 0, checked: true, min: 0, max: 1e9, step: 50, uiDefault: 2500, placeholder: 'e.g. 2500',
  help: 'What you must pay each month: rent or mortgage, utilities, groceries, transport, insurance and the minimum on each debt.',
} as const satisfies NumberInputSpec;
const wants = {
  name: 'wants', label: 'Wants (dining out, entertainment, travel)', type: 'number', unit: '$', required: false, default: 0, checked: true,
  min: 0, max: 1e9, step: 50, uiDefault: 1500, placeholder: 'e.g. 1500', help: 'What you choose to spend on: eating out, streaming, hobbies, shopping, holidays.',
} as const satisfies NumberInputSpec;
const savings = {
  name: 'savings', label: 'Savings and Extra Debt Payments', type: 'number', unit: '$', required: false, default: 0, checked: true, min: 0,
  max: 1e9, step: 50, uiDefault: 1000, placeholder: 'e.g. 1000', help: 'Money saved or invested, and debt payments beyond the minimums.',
} as const satisfies NumberInputSpec;

/** The 50/30/20 guideline's shares, in percent. */
const NEEDS_SHARE = 50;
const WANTS_SHARE = 30;
const SAVINGS_SHARE = 20;
/** The what-ifs move this much a month. */
const SHIFT = 100;

const percentOf = (amount: number, income: number) => (amount / income) * 100;
const amountOf = (value: number | undefined) => value ?? 0;

export const budget = defineCalculator<BudgetInputs, BudgetDetails>({
  slug: 'budget',
  inputs: [monthlyIncome, needs, wants, savings],
  outputs: [
    { name: 'surplus', type: 'number', unit: '$', label: 'Left over each month', words: 'what is left over' },
    { name: 'totalAllocated', type: 'number', unit: '$', label: 'Total spent and saved', words: 'the total spent and saved' },
    { name: 'needsPercent', type: 'number', unit: '%', label: 'Needs share', words: 'the needs share' },
    { name: 'wantsPercent', type: 'number', unit: '%', label: 'Wants share', words: 'the wants share' },
    { name: 'savingsPercent', type: 'number', unit: '%', label: 'Savings share', words: 'the savings share' },
    { name: 'recommendedNeeds', type: 'number', unit: '$', label: 'Needs at 50%', words: 'the needs at 50%' },
    { name: 'recommendedWants', type: 'number', unit: '$', label: 'Wants at 30%', words: 'the wants at 30%' },
    { name: 'recommendedSavings', type: 'number', unit: '$', label: 'Savings at 20%', words: 'the savings at 20%' },
  ],
  primary: 'surplus',
  compute(inputs) {
    const income = inputs.monthlyIncome;
    const totalAllocated = inputs.needs + inputs.wants + inputs.savings;
    const details: BudgetDetails = {
      surplus: income - totalAllocated,
      totalAllocated,
      needsPercent: percentOf(inputs.needs, income),
      wantsPercent: percentOf(inputs.wants, income),
      savingsPercent: percentOf(inputs.savings, income),
      recommendedNeeds: (income * NEEDS_SHARE) / 100,
      recommendedWants: (income * WANTS_SHARE) / 100,
      recommendedSavings: (income * SAVINGS_SHARE) / 100,
    };
    // A pay of a fraction of a cent divides the amounts into shares beyond any number.
    assertComputable(details, monthlyIncome);
    return {
      value: details.surplus,
      unit: '$',
      details,
      chart: {
        type: 'bar',
        data: [
          { role: 'needs', value: inputs.needs },
          { role: 'recommendedNeeds', value: details.recommendedNeeds },
          { role: 'wants', value: inputs.wants },
          { role: 'recommendedWants', value: details.recommendedWants },
          { role: 'savings', value: inputs.savings },
          { role: 'recommendedSavings', value: details.recommendedSavings },
        ],
      },
    };
  },
  solution: [
    { label: 'Needs share', expression: '{needs} / {monthlyIncome} × 100', value: 'needsPercent' },
    { label: 'Wants share', expression: '{wants} / {monthlyIncome} × 100', value: 'wantsPercent' },
    { label: 'Savings share', expression: '{savings} / {monthlyIncome} × 100', value: 'savingsPercent' },
    { label: 'Total spent and saved', expression: '{needs} + {wants} + {savings}', value: 'totalAllocated' },
    { label: 'Left over each month', expression: '{monthlyIncome} − {totalAllocated}', value: 'surplus' },
  ],
  assessment: {
    of: 'needsPercent',
    cases: [
      {
        when: (_inputs, details) => Number(details['surplus']) < 0,
        text: 'You plan to spend and save {totalAllocated}, more than the {monthlyIncome} you take home: a deficit of {|surplus|} a month. Trim wants first, then needs.',
      },
    ],
    bands: [
      { below: NEEDS_SHARE + 1e-9, text: 'Needs take {needsPercent} of your take-home pay, within the 50% guideline ({recommendedNeeds}).' },
      { text: 'Needs take {needsPercent} of your take-home pay, above the 50% guideline ({recommendedNeeds}): housing is usually the place to look.' },
    ],
    notes: [
      {
        when: (inputs, details) => amountOf(inputs.wants) > 0 && Number(details['wantsPercent']) > WANTS_SHARE,
        text: 'Wants take {wantsPercent}, more than the 30% ({recommendedWants}) the guideline leaves for them.',
      },
      {
        when: (_inputs, details) => Number(details['savingsPercent']) < SAVINGS_SHARE,
        text: 'Savings are {savingsPercent} of your pay, below the 20% ({recommendedSavings}) the guideline aims for.',
      },
      {
        when: (_inputs, details) => Number(details['savingsPercent']) >= SAVINGS_SHARE,
        text: 'Savings are {savingsPercent} of your pay, meeting the 20% ({recommendedSavings}) the guideline aims for.',
      },
      { when: (_inputs, details) => Number(details['surplus']) > 0, text: '{surplus} a month is not yet given a job: adding it to savings is the simplest use.' },
    ],
  },
  whatIfs: [
    {
      lead: 'Spending {wants} on wants',
      change: (inputs) => (inputs.wants >= SHIFT ? { wants: inputs.wants - SHIFT } : undefined),
      outputs: ['surplus', 'wantsPercent'],
    },
    {
      lead: 'Saving {savings} a month',
      change: (inputs) => ({ savings: inputs.savings + SHIFT }),
      outputs: ['surplus', 'savingsPercent'],
    },
  ],
  properties: [
    { output: 'surplus', input: 'monthlyIncome', direction: 'rises' },
    { output: 'surplus', input: 'needs', direction: 'falls' },
    { output: 'surplus', input: 'wants', direction: 'falls' },
    { output: 'surplus', input: 'savings', direction: 'falls' },
    { output: 'needsPercent', input: 'needs', direction: 'rises' },
  ],
  // The 50/30/20 guideline is the published part (Warren and Tyagi, All Your Worth, 2005); the figures are arithmetic.
  referenceValues: [
    {
      name: '$5,000 split $2,500, $1,500 and $1,000: exactly 50/30/20, nothing left over',
      source: 'Elizabeth Warren and Amelia Warren Tyagi, All Your Worth (2005): needs 50%, wants 30%, savings 20% of take-home pay; 2,500 / 5,000 = 50%',
      inputs: { monthlyIncome: 5000, needs: 2500, wants: 1500, savings: 1000 },
      expected: { surplus: 0, needsPercent: 50, wantsPercent: 30, savingsPercent: 20, recommendedNeeds: 2500, recommendedWants: 1500, recommendedSavings: 1000 },
      decimals: 9,
    },
    {
      name: '$4,000 with $2,400 of needs, $1,000 of wants and $300 saved: $300 left over, needs at 60%',
      source: 'computed by hand: 4,000 − 3,700 = 300; 2,400 / 4,000 = 60%; 1,000 / 4,000 = 25%; 300 / 4,000 = 7.5%',
      inputs: { monthlyIncome: 4000, needs: 2400, wants: 1000, savings: 300 },
      expected: { surplus: 300, totalAllocated: 3700, needsPercent: 60, wantsPercent: 25, savingsPercent: 7.5 }, decimals: 9,
    },
    {
      name: '$3,200 with $2,000, $1,000 and $500: a $300 deficit',
      source: 'computed by hand: 3,200 − 3,500 = −300',
      inputs: { monthlyIncome: 3200, needs: 2000, wants: 1000, savings: 500 },
      expected: { surplus: -300, needsPercent: 62.5, wantsPercent: 31.25, savingsPercent: 15.625 }, decimals: 9,
    },
  ],
});

/**
 * Where take-home pay goes against the 50/30/20 guideline (needs 50%, wants 30%, savings 20%) and what is left over.
 * @param inputs - `monthlyIncome`, `needs`, `wants`, `savings` ($ a month)
 * @returns what is left over as `value` (negative for a deficit); the shares and the guideline's amounts in `details`
 * @example
 * budgetSurplus({ monthlyIncome: 4000, needs: 2400, wants: 1000, savings: 300 }).value; // 300 (needs at 60%)
 */
export function budgetSurplus(inputs: BudgetInputs): CalculationResult<BudgetDetails> {
  return runCalculator(budget, inputs);
}
