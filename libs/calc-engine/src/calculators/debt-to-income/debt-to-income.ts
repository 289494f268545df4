import { outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

export interface DebtToIncomeInputs {
  /** $ a month, before tax. */
  readonly grossMonthlyIncome: number;
  /** $ a month: rent, or the mortgage with its taxes, insurance and HOA fees. */
  readonly housingPayment: number;
  /** $ a month. */
  readonly carPayments: number;
  /** $ a month. */
  readonly studentLoanPayments: number;
  /** $ a month, the minimum payments due. */
  readonly creditCardPayments: number;
  /** $ a month: personal loans, child support, alimony. */
  readonly otherDebtPayments: number;
}

export interface DebtToIncomeDetails extends Record<string, number | string> {
  readonly backEndDti: number;
  readonly frontEndDti: number;
  readonly totalMonthlyDebt: number;
  readonly category: DtiCategory;
}

export type DtiCategory = 'Good' | 'Acceptable' | 'High';

/** A monthly debt payment: optional, empty means none. */
function payment(name: string, label: string, uiDefault: number, help: string) {
  return {
    name, label, type: 'number', unit: '$', required: false, default: 0, checked: true, min: 0, max: 1e9, step: 1, uiDefault,
    placeholder: 'e.g. 0', help,
  } as const satisfies NumberInputSpec;
}

const grossMonthlyIncome = {
  name: 'grossMonthlyIncome', label: 'Gross Monthly Income', type: 'number', unit: '$', required: true, checked: true, min: 0,
  minExclusive: true, max: 1e9, step: 1, uiDefault: 6000, placeholder: 'e.g. 6000',
  help: 'What you earn a month before tax and deductions, with a co-borrower\'s income if you apply together.',
} as const satisfies NumberInputSpec;
const housingPayment = payment(
  'housingPayment', 'Rent or Mortgage (with taxes, insurance, HOA)', 1500,
  'Your rent, or the mortgage payment with property tax, home insurance and HOA fees. Empty means none.',
);
const carPayments = payment('carPayments', 'Car Loans', 0, 'Monthly payments on car loans and leases. Empty means none.');
const studentLoanPayments = payment('studentLoanPayments', 'Student Loans', 0, 'Monthly student loan payments. Empty means none.');
const creditCardPayments = payment(
  'creditCardPayments', 'Credit Card Minimums', 0, 'The minimum payments due on your cards, not what you choose to pay. Empty means none.',
);
const otherDebtPayments = payment(
  'otherDebtPayments', 'Other Debts (personal loans, support)', 0, 'Personal loans, child support, alimony and other monthly debts. Empty means none.',
);

/** A band's `below` for a limit that belongs to the band ("at most 36%"): the next number after the limit. */
const atMost = (limit: number) => limit * (1 + Number.EPSILON);

/**
 * The CFPB's guide: lenders prefer a ratio of 36% or less, and some lend up to 43% (the former Qualified Mortgage
 * limit). Each limit belongs to the band below it: 36% exactly is good.
 */
export function dtiCategory(backEndDti: number): DtiCategory {
  if (backEndDti <= 36) return 'Good';
  if (backEndDti <= 43) return 'Acceptable';
  return 'High';
}

export const debtToIncome = defineCalculator<DebtToIncomeInputs, DebtToIncomeDetails>({
  slug: 'debt-to-income',
  inputs: [grossMonthlyIncome, housingPayment, carPayments, studentLoanPayments, creditCardPayments, otherDebtPayments],
  outputs: [
    { name: 'backEndDti', type: 'number', unit: '%', label: 'Debt-to-income ratio (back-end)', words: 'the debt-to-income ratio' },
    { name: 'frontEndDti', type: 'number', unit: '%', label: 'Housing ratio (front-end)', words: 'the housing ratio' },
    { name: 'totalMonthlyDebt', type: 'number', unit: '$', label: 'Monthly debt payments', words: 'the monthly debt payments' },
    { name: 'category', type: 'string', label: 'Category' },
  ],
  primary: 'backEndDti',
  compute(inputs) {
    const income = inputs.grossMonthlyIncome;
    const totalMonthlyDebt = inputs.housingPayment + inputs.carPayments + inputs.studentLoanPayments + inputs.creditCardPayments
      + inputs.otherDebtPayments;
    const backEndDti = (totalMonthlyDebt / income) * 100;
    const frontEndDti = (inputs.housingPayment / income) * 100;
    // Payments are at most $1e9: only an income of a few atoms of a cent makes the ratios overflow.
    if (!Number.isFinite(backEndDti) || !Number.isFinite(frontEndDti)) outOfDomain(messages.tooSmallFor(grossMonthlyIncome.label, 'debt-to-income ratio'), grossMonthlyIncome);
    const category = dtiCategory(backEndDti);
    return {
      value: backEndDti,
      unit: '%',
      category,
      details: { backEndDti, frontEndDti, totalMonthlyDebt, category },
    };
  },
  intermediates: {
    incomeAt36: { unit: '$', value: (_inputs, details) => Number(details['totalMonthlyDebt']) / 0.36 },
    debtAt36: { unit: '$', value: (inputs) => inputs.grossMonthlyIncome * 0.36 },
  },
  solution: [
    {
      label: 'Monthly debt payments',
      expression: '{housingPayment} + {carPayments} + {studentLoanPayments} + {creditCardPayments} + {otherDebtPayments}',
      value: 'totalMonthlyDebt',
    },
    { label: 'Housing ratio (front-end)', expression: '{housingPayment} ÷ {grossMonthlyIncome} × 100', value: 'frontEndDti' },
    { label: 'Debt-to-income ratio', expression: '{totalMonthlyDebt} ÷ {grossMonthlyIncome} × 100', value: 'backEndDti' },
  ],
  assessment: {
    of: 'backEndDti',
    cases: [{ when: (_, { totalMonthlyDebt }) => totalMonthlyDebt === 0, text: 'With no debt payments your debt-to-income ratio is 0%: nothing stands in the way of a loan on this count.' }],
    bands: [
      {
        below: atMost(36),
        text: 'A debt-to-income ratio of {backEndDti} is good: at or below the 36% most lenders prefer, according to the CFPB. Your debts take {totalMonthlyDebt} of {grossMonthlyIncome} a month.',
      },
      {
        below: atMost(43),
        text: 'A debt-to-income ratio of {backEndDti} is acceptable: above the 36% most lenders prefer, within the 43% some allow for a mortgage. Your debts take {totalMonthlyDebt} of {grossMonthlyIncome} a month; to reach 36% they would have to fall to {debtAt36}.',
      },
      {
        text: 'A debt-to-income ratio of {backEndDti} is high: above the 43% most mortgage lenders allow. Your debts take {totalMonthlyDebt} of {grossMonthlyIncome} a month; to reach 36% they would have to fall to {debtAt36}, or your income rise to {incomeAt36}.',
      },
    ],
    notes: [
      {
        when: (inputs) => (inputs.housingPayment ?? 0) > 0,
        text: 'Housing alone takes {frontEndDti} of your income (the front-end ratio); a common guideline keeps it at 28% or less.',
      },
    ],
  },
  whatIfs: [
    {
      lead: 'Paying off the credit cards',
      change: (inputs) => (inputs.creditCardPayments > 0 ? { creditCardPayments: 0 } : undefined),
      outputs: ['backEndDti'],
    },
    {
      lead: 'Paying off the car loans',
      change: (inputs) => (inputs.carPayments > 0 ? { carPayments: 0 } : undefined),
      outputs: ['backEndDti'],
    },
    {
      lead: 'With a gross monthly income of {grossMonthlyIncome}',
      change: ({ grossMonthlyIncome: income }) => ({ grossMonthlyIncome: income * 1.1 }),
      outputs: ['backEndDti'],
    },
    {
      lead: 'With housing at {housingPayment} a month',
      change: ({ housingPayment: housing }) => (housing >= 200 ? { housingPayment: housing - 200 } : undefined),
      outputs: ['backEndDti', 'frontEndDti'],
    },
  ],
  properties: [
    { output: 'backEndDti', input: 'grossMonthlyIncome', direction: 'falls' },
    { output: 'backEndDti', input: 'housingPayment', direction: 'rises' },
    { output: 'backEndDti', input: 'carPayments', direction: 'rises' },
    { output: 'backEndDti', input: 'studentLoanPayments', direction: 'rises' },
    { output: 'backEndDti', input: 'creditCardPayments', direction: 'rises' },
    { output: 'backEndDti', input: 'otherDebtPayments', direction: 'rises' },
    { output: 'frontEndDti', input: 'housingPayment', direction: 'rises' },
    { output: 'frontEndDti', input: 'grossMonthlyIncome', direction: 'falls' },
  ],
  referenceValues: [
    {
      name: '$2,500 of debts on $5,000 a month is 50%, high',
      source: 'lindaonlending.com, "Debt to income ratio" ($2,500 / $5,000 = 50%)',
      inputs: { grossMonthlyIncome: 5000, housingPayment: 1500, carPayments: 400, creditCardPayments: 300, otherDebtPayments: 300 },
      expected: { backEndDti: 50, frontEndDti: 30, totalMonthlyDebt: 2500 }, decimals: 9, exact: { category: 'High' },
    },
    {
      name: '$2,160 of debts on $6,000 a month is 36% exactly, still good',
      source: 'computed by hand: 1,500 + 400 + 260 = 2,160; 2,160 ÷ 6,000 = 0.36; the CFPB\'s 36% limit belongs to "good"',
      inputs: { grossMonthlyIncome: 6000, housingPayment: 1500, carPayments: 400, studentLoanPayments: 260 },
      expected: { backEndDti: 36, frontEndDti: 25, totalMonthlyDebt: 2160 }, decimals: 9, exact: { category: 'Good' },
    },
    {
      name: '$2,150 of debts on $5,000 a month is 43% exactly, acceptable',
      source: 'computed by hand: 1,600 + 350 + 200 = 2,150; 2,150 ÷ 5,000 = 0.43; the 43% limit belongs to "acceptable"',
      inputs: { grossMonthlyIncome: 5000, housingPayment: 1600, carPayments: 350, creditCardPayments: 200 },
      expected: { backEndDti: 43, frontEndDti: 32 }, decimals: 9, exact: { category: 'Acceptable' },
    },
  ],
});

/**
 * The debt-to-income ratio, as lenders measure it: monthly debt payments over gross monthly income.
 * @param inputs - `grossMonthlyIncome` ($) and the monthly payments: `housingPayment`, `carPayments`,
 * `studentLoanPayments`, `creditCardPayments`, `otherDebtPayments` ($ each)
 * @returns the back-end ratio as `value` (%); the front-end ratio, the total of the payments and the category in `details`
 * @example
 * debtToIncomeRatio({ grossMonthlyIncome: 5000, housingPayment: 1500, carPayments: 400, creditCardPayments: 300, otherDebtPayments: 300 }).details.category; // 'High'
 */
export function debtToIncomeRatio(
  inputs: Partial<DebtToIncomeInputs> & Pick<DebtToIncomeInputs, 'grossMonthlyIncome'>,
): CalculationResult<DebtToIncomeDetails> {
  return runCalculator(debtToIncome, inputs);
}
