import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

export interface RentInputs {
  /** $ a year, before tax. */
  readonly annualIncome: number;
  /** $ a month of debt payments other than rent. */
  readonly monthlyDebts: number;
  /** % of gross monthly income that rent may take. */
  readonly rentRatio: number;
  /** % of gross monthly income that rent and debts together may take. */
  readonly debtRatio: number;
}

export interface RentDetails extends Record<string, number> {
  readonly maxRent: number;
  readonly rentByIncomeRule: number;
  readonly rentByDebtRule: number;
  readonly monthlyIncome: number;
}

const annualIncome = {
  name: 'annualIncome', label: 'Gross Annual Income', type: 'number', unit: '$', required: true, checked: true, min: 0, minExclusive: true,
  max: 1e10, step: 1000, uiDefault: 60000, placeholder: 'e.g. 60000',
  help: 'Your yearly pay before tax, with that of anyone who will share the rent.',
} as const satisfies NumberInputSpec;
const monthlyDebts = {
  name: 'monthlyDebts', label: 'Monthly Debt Payments', type: 'number', unit: '$', required: false, default: 0, checked: true, min: 0,
  max: 1e9, step: 10, uiDefault: 0, placeholder: 'e.g. 400',
  help: 'Car loans, student loans, card minimums and other debts each month. Empty means none.',
} as const satisfies NumberInputSpec;
const rentRatio = {
  name: 'rentRatio', label: 'Rent Limit', type: 'number', unit: '%', required: false, default: 30, checked: true, min: 1, max: 100,
  step: 1, uiDefault: 30, placeholder: 'e.g. 30', help: 'The share of gross income rent may take: 30% is the usual rule. Empty means 30%.',
} as const satisfies NumberInputSpec;
const debtRatio = {
  name: 'debtRatio', label: 'Rent + Debt Limit', type: 'number', unit: '%', required: false, default: 36, checked: true, min: 1, max: 100,
  step: 1, uiDefault: 36, placeholder: 'e.g. 36', help: 'The share rent and debts together may take: 36% is the usual guideline. Empty means 36%.',
} as const satisfies NumberInputSpec;

/** Whether the debt rule, not the income rule, sets the rent. */
const debtRuleBinds = (details: Readonly<Record<string, unknown>>) => Number(details['rentByDebtRule']) < Number(details['rentByIncomeRule']);
const hasDebts = ({ monthlyDebts: debts }: RentInputs) => (debts ?? 0) > 0;

export const rent = defineCalculator<RentInputs, RentDetails>({
  slug: 'rent',
  inputs: [annualIncome, monthlyDebts, rentRatio, debtRatio],
  outputs: [
    { name: 'maxRent', type: 'number', unit: '$', label: 'Rent you can afford', words: 'the rent you can afford' },
    { name: 'rentByIncomeRule', type: 'number', unit: '$', label: 'Rent by the income rule', words: 'the rent by the income rule' },
    { name: 'rentByDebtRule', type: 'number', unit: '$', label: 'Rent by the debt rule', words: 'the rent by the debt rule' },
    { name: 'monthlyIncome', type: 'number', unit: '$', label: 'Gross monthly income', words: 'the gross monthly income' },
  ],
  primary: 'maxRent',
  compute(inputs) {
    const monthlyIncome = inputs.annualIncome / 12;
    const rentByIncomeRule = (monthlyIncome * inputs.rentRatio) / 100;
    // May be below 0: debts that already take more than the limit leave no rent, which the result says as 0.
    const rentByDebtRule = (monthlyIncome * inputs.debtRatio) / 100 - inputs.monthlyDebts;
    const maxRent = Math.max(0, Math.min(rentByIncomeRule, rentByDebtRule));
    return { value: maxRent, unit: '$', details: { maxRent, rentByIncomeRule, rentByDebtRule, monthlyIncome } };
  },
  solvable: {
    // The income at which the tighter rule gives this rent. A rent of 0 is given by every income too low, so by none.
    annualIncome: {
      from: ['maxRent'],
      closedForm: ({ monthlyDebts: debts, rentRatio: rentShare, debtRatio: debtShare }, _known, value) =>
        (value > 0 ? 12 * Math.max(value / (rentShare / 100), (value + debts) / (debtShare / 100)) : Number.NaN),
    },
  },
  intermediates: {
    // The limits as the assessment writes them; read from the inputs as given, where an empty one is its default.
    rentLimit: { unit: '%', value: (inputs) => inputs.rentRatio ?? rentRatio.default },
    debtLimit: { unit: '%', value: (inputs) => inputs.debtRatio ?? debtRatio.default },
    annualRent: { unit: '$', value: (_inputs, details) => Number(details['maxRent']) * 12 },
    debtShare: { unit: '%', value: (inputs, details) => ((inputs.monthlyDebts ?? 0) / Number(details['monthlyIncome'])) * 100 },
  },
  solution: [
    { label: 'Gross monthly income', expression: '{annualIncome} ÷ 12', value: 'monthlyIncome' },
    { label: 'Rent by the income rule ({rentRatio}%)', expression: '{monthlyIncome} × {rentRatio} / 100', value: 'rentByIncomeRule' },
    { label: 'Rent by the debt rule ({debtRatio}%)', expression: '{monthlyIncome} × {debtRatio} / 100 − {monthlyDebts}', value: 'rentByDebtRule' },
    { label: 'Rent you can afford, the lower of the two', expression: 'max(0, min({rentByIncomeRule}, {rentByDebtRule}))', value: 'maxRent' },
  ],
  assessment: {
    of: 'maxRent',
    cases: [
      {
        when: (_, { maxRent }) => maxRent === 0,
        text: 'Your debt payments of {monthlyDebts} a month already take {debtShare} of your gross income, more than the {debtLimit} limit for rent and debts together: by this rule no rent is affordable until the debts come down.',
      },
    ],
    bands: [
      {
        text: 'On a gross income of {monthlyIncome} a month you can afford up to {maxRent} a month in rent, {annualRent} a year.',
      },
    ],
    notes: [
      {
        when: (_, details) => debtRuleBinds(details),
        text: 'Your debts set the limit: with {monthlyDebts} of debt payments, rent can take only {rentByDebtRule} before the two together pass {debtLimit} of income, less than the {rentByIncomeRule} the {rentLimit} rule alone would allow.',
      },
      {
        when: (inputs, details) => hasDebts(inputs) && !debtRuleBinds(details),
        text: 'Your debt payments of {monthlyDebts} a month leave room: the {rentLimit} rule sets the limit, and rent and debts together stay within {debtLimit} of income.',
      },
      {
        when: (inputs) => (inputs.rentRatio ?? 30) > 30,
        text: 'Spending more than 30% of income on housing is what HUD calls cost-burdened.',
      },
    ],
  },
  whatIfs: [
    {
      lead: 'On a gross income of {annualIncome} a year',
      change: ({ annualIncome: income }) => ({ annualIncome: income * 1.1 }),
      outputs: ['maxRent'],
    },
    {
      lead: 'Without your debt payments',
      change: (inputs) => (hasDebts(inputs) ? { monthlyDebts: 0 } : undefined),
      outputs: ['maxRent'],
    },
    {
      lead: 'With debt payments of {monthlyDebts} a month',
      change: (inputs) => (hasDebts(inputs) ? undefined : { monthlyDebts: 400 }),
      outputs: ['maxRent'],
    },
    {
      lead: 'Keeping rent to {rentRatio} of income',
      change: ({ rentRatio: share }) => (share > 25 ? { rentRatio: 25 } : undefined),
      outputs: ['maxRent'],
    },
  ],
  properties: [
    { output: 'maxRent', input: 'annualIncome', direction: 'rises' },
    { output: 'maxRent', input: 'monthlyDebts', direction: 'falls' },
    { output: 'maxRent', input: 'rentRatio', direction: 'rises' },
    { output: 'maxRent', input: 'debtRatio', direction: 'rises' },
    { output: 'rentByDebtRule', input: 'monthlyDebts', direction: 'falls' },
  ],
  // No published example beyond the rule itself: the arithmetic is checked against values worked by hand.
  referenceValues: [
    {
      name: '30% of $60,000 a year is $1,500 a month',
      source: 'HUD\'s 30% cost-burden threshold; computed by hand: 60,000 ÷ 12 = 5,000; 5,000 × 0.30 = 1,500; debt rule 5,000 × 0.36 = 1,800',
      inputs: { annualIncome: 60000 },
      expected: { maxRent: 1500, rentByIncomeRule: 1500, rentByDebtRule: 1800, monthlyIncome: 5000 }, decimals: 9,
    },
    {
      name: '$500 of debts on $60,000 a year leave $1,300 for rent',
      source: 'computed by hand: 5,000 × 0.36 − 500 = 1,300, below the 1,500 of the 30% rule',
      inputs: { annualIncome: 60000, monthlyDebts: 500 },
      expected: { maxRent: 1300, rentByDebtRule: 1300 }, decimals: 9,
    },
    {
      name: '$2,000 of debts on $60,000 a year leave no rent',
      source: 'computed by hand: 5,000 × 0.36 − 2,000 = −200, so 0',
      inputs: { annualIncome: 60000, monthlyDebts: 2000 },
      expected: { maxRent: 0, rentByDebtRule: -200 }, decimals: 9,
    },
    {
      name: 'A $1,300 rent with $500 of debts needs $60,000 a year',
      source: 'computed by hand: 12 × max(1,300 ÷ 0.30, 1,800 ÷ 0.36) = 12 × 5,000 = 60,000',
      inputs: { solve: 'annualIncome', maxRent: 1300, monthlyDebts: 500 },
      expected: { annualIncome: 60000 }, decimals: 6,
    },
  ],
});

/**
 * The most rent an income supports: a share of gross income, capped so that rent and debts stay within a second share.
 * @param inputs - `annualIncome` ($ a year), `monthlyDebts` ($ a month), `rentRatio` and `debtRatio` (% of gross income)
 * @returns the rent as `value` ($ a month); the rent by each rule and the monthly income in `details`
 * @example
 * affordableRent({ annualIncome: 60000, monthlyDebts: 500 }).value; // 1300
 */
export function affordableRent(inputs: Partial<RentInputs> & Pick<RentInputs, 'annualIncome'>): CalculationResult<RentDetails> {
  return runCalculator(rent, inputs);
}
