import { assertComputable, inconsistent } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import { monthlyRate, payment } from '../../finance/payment.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

export interface HouseAffordabilityInputs {
  /** $ a year before tax. */
  readonly annualIncome: number;
  /** $ a month of other debt payments (car, student loans, card minimums); 0 when empty. */
  readonly monthlyDebts: number;
  /** $ available for the down payment; 0 when empty. */
  readonly downPayment: number;
  /** Annual mortgage rate in percent. */
  readonly interestRate: number;
  /** Whole years; 30 when empty. */
  readonly loanTerm: number;
  /** % of the price a year; 0 when empty. */
  readonly propertyTaxRate: number;
  /** $ a year; 0 when empty. */
  readonly homeInsurance: number;
  /** $ a month; 0 when empty. */
  readonly hoaFees: number;
  /** % of the loan a year, charged while the down payment is below 20% of the price; 0 when empty. */
  readonly pmiRate: number;
  /** % of gross monthly income that housing may take; 28 when empty. */
  readonly frontEndRatio: number;
  /** % of gross monthly income that housing and other debts may take; 36 when empty. */
  readonly backEndRatio: number;
}

export interface HouseAffordabilityDetails extends Record<string, number> {
  readonly maxHomePrice: number;
  readonly loanAmount: number;
  readonly principalAndInterest: number;
  readonly monthlyPropertyTax: number;
  readonly monthlyInsurance: number;
  readonly monthlyPmi: number;
  readonly monthlyHoa: number;
  readonly totalMonthlyPayment: number;
  /** The most housing may cost a month under both limits. */
  readonly maxHousingPayment: number;
  readonly frontEndDti: number;
  readonly backEndDti: number;
}

const annualIncome = {
  name: 'annualIncome', label: 'Gross Annual Income', type: 'number', unit: '$', required: true, checked: true, min: 0, minExclusive: true,
  max: 1e9, step: 1000, uiDefault: 100000, placeholder: 'e.g. 100000', help: 'Household income before tax, of everyone on the mortgage.',
} as const satisfies NumberInputSpec;
const monthlyDebts = {
  name: 'monthlyDebts', label: 'Monthly Debt Payments', type: 'number', unit: '$', required: false, default: 0, checked: true, min: 0,
  max: 1e8, step: 50, uiDefault: 0, placeholder: 'e.g. 500', help: 'Car, student loan and personal loan payments and card minimums; not rent or utilities.',
} as const satisfies NumberInputSpec;
const downPayment = {
  name: 'downPayment', label: 'Down Payment', type: 'number', unit: '$', required: false, default: 0, checked: true, min: 0,
  max: 1e9, step: 1000, uiDefault: 60000, placeholder: 'e.g. 60000', help: 'The cash you will put toward the price, after closing costs.',
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Interest Rate', type: 'number', unit: '%', required: true, checked: true, min: 0, max: 100,
  step: 0.01, uiDefault: 6.5, placeholder: 'e.g. 6.5', help: 'The mortgage rate you expect to be offered.',
} as const satisfies NumberInputSpec;
const loanTerm = {
  name: 'loanTerm', label: 'Loan Term', type: 'number', unit: 'years', required: false, default: 30, checked: true, integer: true,
  min: 1, max: 40, step: 1, uiDefault: 30, placeholder: 'e.g. 30', help: 'Most mortgages run 30 or 15 years.',
} as const satisfies NumberInputSpec;
const propertyTaxRate = {
  name: 'propertyTaxRate', label: 'Property Tax', type: 'number', unit: '% of price / yr', required: false, default: 0, checked: true,
  min: 0, max: 10, step: 0.01, uiDefault: 1.2, placeholder: 'e.g. 1.2', help: 'The yearly tax as a percentage of the home\'s price; about 1% in much of the US.',
} as const satisfies NumberInputSpec;
const homeInsurance = {
  name: 'homeInsurance', label: 'Home Insurance', type: 'number', unit: '$ / yr', required: false, default: 0, checked: true, min: 0,
  max: 1e7, step: 100, uiDefault: 1500, placeholder: 'e.g. 1500', help: 'The yearly homeowners insurance premium.',
} as const satisfies NumberInputSpec;
const hoaFees = {
  name: 'hoaFees', label: 'HOA Fees', type: 'number', unit: '$ / month', required: false, default: 0, checked: true, min: 0,
  max: 1e6, step: 10, uiDefault: 0, placeholder: 'e.g. 250', help: 'Homeowners association dues, if the home has them.',
} as const satisfies NumberInputSpec;
const pmiRate = {
  name: 'pmiRate', label: 'PMI', type: 'number', unit: '% of loan / yr', required: false, default: 0, checked: true, min: 0, max: 5,
  step: 0.05, uiDefault: 0.5, placeholder: 'e.g. 0.5', help: 'Private mortgage insurance, charged while you put down less than 20%.',
} as const satisfies NumberInputSpec;
const frontEndRatio = {
  name: 'frontEndRatio', label: 'Housing Limit', type: 'number', unit: '% of gross', required: false, default: 28, checked: true,
  min: 1, max: 100, step: 1, uiDefault: 28, placeholder: 'e.g. 28', help: 'The share of gross income housing may take: 28% by the usual rule.',
} as const satisfies NumberInputSpec;
const backEndRatio = {
  name: 'backEndRatio', label: 'Total Debt Limit', type: 'number', unit: '% of gross', required: false, default: 36, checked: true,
  min: 1, max: 100, step: 1, uiDefault: 36, placeholder: 'e.g. 36', help: 'The share of gross income housing and all other debts may take: 36% by the usual rule.',
} as const satisfies NumberInputSpec;

/** The down payment that avoids mortgage insurance, as a share of the price. */
const NO_PMI_SHARE = 0.2;
/** The what-ifs' larger down payment: this much more. */
const MORE_DOWN = 20000;
/** The what-if's lower rate, in points. */
const LOWER_RATE = 1;

/** The parts of the monthly housing cost that do not depend on the price. */
const fixedOf = (inputs: HouseAffordabilityInputs) => inputs.homeInsurance / 12 + inputs.hoaFees;
/** The monthly payment of $1 borrowed. */
const factorOf = (inputs: HouseAffordabilityInputs) => payment(1, monthlyRate(inputs.interestRate), 12 * inputs.loanTerm);
/** PMI is charged while the down payment is below 20% of the price (a hair of tolerance for the price D / 0.2). */
const needsPmi = (inputs: HouseAffordabilityInputs, price: number) =>
  inputs.pmiRate > 0 && inputs.downPayment < NO_PMI_SHARE * price * (1 - 1e-12);

/** Every monthly cost of a home at `price`, the down payment as given. */
function costsAt(inputs: HouseAffordabilityInputs, price: number) {
  const loanAmount = Math.max(0, price - inputs.downPayment);
  const principalAndInterest = loanAmount * factorOf(inputs);
  const monthlyPropertyTax = (price * inputs.propertyTaxRate) / 1200;
  const monthlyInsurance = inputs.homeInsurance / 12;
  const monthlyPmi = needsPmi(inputs, price) ? (loanAmount * inputs.pmiRate) / 1200 : 0;
  const totalMonthlyPayment = principalAndInterest + monthlyPropertyTax + monthlyInsurance + monthlyPmi + inputs.hoaFees;
  return { loanAmount, principalAndInterest, monthlyPropertyTax, monthlyInsurance, monthlyPmi, monthlyHoa: inputs.hoaFees, totalMonthlyPayment };
}

const grossMonthly = (inputs: HouseAffordabilityInputs) => inputs.annualIncome / 12;
const housingLimit = (inputs: HouseAffordabilityInputs) => (inputs.frontEndRatio / 100) * grossMonthly(inputs);
const debtLimit = (inputs: HouseAffordabilityInputs) => (inputs.backEndRatio / 100) * grossMonthly(inputs) - inputs.monthlyDebts;

/** The price whose monthly cost is `budget`: without PMI, with it below 20% down, at exactly 20% down between them. */
function priceFor(inputs: HouseAffordabilityInputs, budget: number): number {
  const f = factorOf(inputs);
  const m = inputs.propertyTaxRate / 1200;
  const p = inputs.pmiRate / 1200;
  const d = inputs.downPayment;
  const room = budget - fixedOf(inputs);
  let price = (room + d * f) / (f + m);
  if (needsPmi(inputs, price)) {
    price = (room + d * (f + p)) / (f + p + m);
    if (!needsPmi(inputs, price)) price = d / NO_PMI_SHARE;
  }
  // No loan at all: the down payment buys the home outright, up to the price whose tax fills the budget.
  if (price < d) price = m === 0 ? d : Math.min(d, room / m);
  return price;
}

export const houseAffordability = defineCalculator<HouseAffordabilityInputs, HouseAffordabilityDetails>({
  slug: 'house-affordability',
  inputs: [annualIncome, monthlyDebts, downPayment, interestRate, loanTerm, propertyTaxRate, homeInsurance, hoaFees, pmiRate, frontEndRatio, backEndRatio],
  outputs: [
    { name: 'maxHomePrice', type: 'number', unit: '$', label: 'Home price you can afford', words: 'the home price you can afford' },
    { name: 'loanAmount', type: 'number', unit: '$', label: 'Loan amount' },
    { name: 'principalAndInterest', type: 'number', unit: '$', label: 'Principal and interest' },
    { name: 'monthlyPropertyTax', type: 'number', unit: '$', label: 'Property tax a month', words: 'the property tax' },
    { name: 'monthlyInsurance', type: 'number', unit: '$', label: 'Insurance a month', words: 'the insurance' },
    { name: 'monthlyPmi', type: 'number', unit: '$', label: 'PMI a month', words: 'the PMI' },
    { name: 'monthlyHoa', type: 'number', unit: '$', label: 'HOA fees a month', words: 'the HOA fees' },
    { name: 'totalMonthlyPayment', type: 'number', unit: '$', label: 'Total monthly payment' },
    { name: 'maxHousingPayment', type: 'number', unit: '$', label: 'Most housing may cost a month', words: 'the housing budget' },
    { name: 'frontEndDti', type: 'number', unit: '%', label: 'Housing ratio (front-end DTI)', words: 'the housing ratio' },
    { name: 'backEndDti', type: 'number', unit: '%', label: 'Total debt ratio (back-end DTI)', words: 'the total debt ratio' },
  ],
  primary: 'maxHomePrice',
  compute(inputs) {
    const maxHousingPayment = Math.min(housingLimit(inputs), debtLimit(inputs));
    if (!(maxHousingPayment > fixedOf(inputs))) inconsistent(messages.debtsUseBudget(), monthlyDebts);
    const maxHomePrice = priceFor(inputs, maxHousingPayment);
    const costs = costsAt(inputs, maxHomePrice);
    const gm = grossMonthly(inputs);
    // An income of a fraction of a cent divides the payments into ratios beyond any number.
    assertComputable({ maxHomePrice, front: costs.totalMonthlyPayment / gm, back: inputs.monthlyDebts / gm }, annualIncome);
    return {
      value: maxHomePrice,
      unit: '$',
      details: {
        maxHomePrice,
        ...costs,
        maxHousingPayment,
        frontEndDti: (costs.totalMonthlyPayment / gm) * 100,
        backEndDti: ((costs.totalMonthlyPayment + inputs.monthlyDebts) / gm) * 100,
      },
      chart: {
        type: 'pie',
        data: [
          { role: 'principalAndInterest', value: costs.principalAndInterest },
          { role: 'propertyTax', value: costs.monthlyPropertyTax },
          { role: 'insurance', value: costs.monthlyInsurance },
          { role: 'pmi', value: costs.monthlyPmi },
          { role: 'hoaFees', value: costs.monthlyHoa },
        ],
      },
    };
  },
  solvable: {
    // The income whose limits make the monthly cost of the price the budget: the larger of the two the limits need.
    annualIncome: {
      from: ['maxHomePrice'],
      closedForm: (inputs, _known, price) => {
        const cost = costsAt(inputs, price).totalMonthlyPayment;
        return 12 * Math.max(cost / (inputs.frontEndRatio / 100), (cost + inputs.monthlyDebts) / (inputs.backEndRatio / 100));
      },
    },
  },
  intermediates: {
    grossMonthlyIncome: { unit: '$', value: (inputs) => inputs.annualIncome / 12 },
    housingLimit: { unit: '$', value: (inputs) => ((inputs.frontEndRatio ?? frontEndRatio.default) / 100) * (inputs.annualIncome / 12) },
    debtLimit: {
      unit: '$',
      value: (inputs) => ((inputs.backEndRatio ?? backEndRatio.default) / 100) * (inputs.annualIncome / 12) - (inputs.monthlyDebts ?? 0),
    },
    frontLimit: { unit: '%', value: (inputs) => inputs.frontEndRatio ?? frontEndRatio.default },
    backLimit: { unit: '%', value: (inputs) => inputs.backEndRatio ?? backEndRatio.default },
    paymentFactor: { value: factorOf },
    fixedCosts: { unit: '$', value: fixedOf },
  },
  solution: [
    { label: 'Gross monthly income', expression: '{annualIncome} / 12', value: 'grossMonthlyIncome' },
    { label: 'Housing limit', expression: '{frontEndRatio} / 100 × {grossMonthlyIncome}', value: 'housingLimit' },
    { label: 'Total debt limit, less other debts', expression: '{backEndRatio} / 100 × {grossMonthlyIncome} − {monthlyDebts}', value: 'debtLimit' },
    { label: 'Most housing may cost a month', expression: 'min({housingLimit}, {debtLimit})', value: 'maxHousingPayment' },
    { label: 'Payment per dollar borrowed', expression: 'PMT({interestRate}% / 12, 12 × {loanTerm}, 1)', value: 'paymentFactor', decimals: 6 },
    { label: 'Costs that do not depend on the price', expression: '{homeInsurance} / 12 + {hoaFees}', value: 'fixedCosts' },
    {
      label: 'Home price you can afford',
      expression: '({maxHousingPayment} − {fixedCosts} + {downPayment} × {paymentFactor:6}) / ({paymentFactor:6} + {propertyTaxRate} / 1200)',
      value: 'maxHomePrice', when: (_inputs, details) => details['monthlyPmi'] === 0 && Number(details['loanAmount']) > 0,
    },
    {
      label: 'Home price you can afford',
      expression: '({maxHousingPayment} − {fixedCosts} + {downPayment} × ({paymentFactor:6} + {pmiRate} / 1200)) / ({paymentFactor:6} + {pmiRate} / 1200 + {propertyTaxRate} / 1200)',
      value: 'maxHomePrice', when: (_inputs, details) => Number(details['monthlyPmi']) > 0,
    },
    {
      label: 'Home price you can afford', expression: 'the price your down payment covers outright, at most ({maxHousingPayment} − {fixedCosts}) / ({propertyTaxRate} / 1200)',
      value: 'maxHomePrice', when: (_inputs, details) => details['loanAmount'] === 0,
    },
  ],
  assessment: {
    of: 'backEndDti',
    cases: [
      {
        when: (inputs) => Number(inputs.monthlyDebts ?? 0) > 0 && debtLimitRaw(inputs) < housingLimitRaw(inputs),
        text: 'Your other debts set the limit: with {monthlyDebts} a month of them, the {backLimit} total debt limit leaves {maxHousingPayment} a month for housing, less than the {frontLimit} housing limit would allow. That buys a home of up to {maxHomePrice}.',
      },
    ],
    bands: [
      { text: 'The {frontLimit} housing limit allows {maxHousingPayment} a month for the home, which buys one of up to {maxHomePrice} with {downPayment} down.' },
    ],
    notes: [
      { when: (_inputs, details) => Number(details['loanAmount']) > 0, text: 'The loan would be {loanAmount}, at {principalAndInterest} a month in principal and interest.' },
      { when: (_inputs, details) => Number(details['monthlyPmi']) > 0, text: 'With less than 20% down, mortgage insurance adds {monthlyPmi} a month until you reach 20% equity.' },
      { text: 'Housing would take {frontEndDti} of your gross income, and all your debts {backEndDti}.' },
    ],
  },
  whatIfs: [
    {
      lead: 'At a rate of {interestRate}',
      change: (inputs) => (inputs.interestRate >= LOWER_RATE ? { interestRate: inputs.interestRate - LOWER_RATE } : undefined),
      outputs: ['maxHomePrice'],
    },
    {
      lead: 'Putting {downPayment} down',
      change: (inputs) => ({ downPayment: inputs.downPayment + MORE_DOWN }),
      outputs: ['maxHomePrice'],
    },
    {
      lead: 'Without the other debts',
      change: (inputs) => (inputs.monthlyDebts > 0 ? { monthlyDebts: 0 } : undefined),
      outputs: ['maxHomePrice'],
    },
  ],
  properties: [
    { output: 'maxHomePrice', input: 'annualIncome', direction: 'rises' },
    { output: 'maxHomePrice', input: 'monthlyDebts', direction: 'falls' },
    { output: 'maxHomePrice', input: 'interestRate', direction: 'falls' },
    { output: 'maxHomePrice', input: 'downPayment', direction: 'rises' },
  ],
  // No published example: the 28/36 rule is the published part; prices checked against the same formula in exact decimals.
  referenceValues: [
    {
      name: '$96,000 a year ($8,000 a month) and no debts: housing up to $2,240, a $354,392.24 loan at 6.5% over 30 years',
      source: '28/36 rule as calculator.net, Bankrate and Fannie Mae\'s Selling Guide B3-6-02 state it ($8,000 a month gross → $2,240 for housing); the price computed by hand in exact decimals: 2,240 / PMT(6.5%/12, 360, 1) = 354,392.235763',
      inputs: { annualIncome: 96000, downPayment: 0, interestRate: 6.5 },
      expected: { maxHousingPayment: 2240, maxHomePrice: 354392.24, principalAndInterest: 2240, frontEndDti: 28 }, decimals: 2,
    },
    {
      name: '$100,000 a year, $60,000 down, 6.5%, 1.2% tax, $1,500 insurance, 0.5% PMI: $337,657.62',
      source: 'computed by hand in exact decimals: (2,333.333333 − 125 + 60,000 × (f + p)) / (f + p + m) with f = PMT(6.5%/12, 360, 1), p = 0.5/1200, m = 1.2/1200 = 337,657.620972; PMI 115.690675',
      inputs: { annualIncome: 100000, downPayment: 60000, interestRate: 6.5, propertyTaxRate: 1.2, homeInsurance: 1500, pmiRate: 0.5 },
      expected: { maxHomePrice: 337657.62, loanAmount: 277657.62, principalAndInterest: 1754.99, monthlyPropertyTax: 337.66, monthlyPmi: 115.69, totalMonthlyPayment: 2333.33 },
      decimals: 2,
    },
    {
      name: 'The same with $800 a month of debts: the 36% limit leaves $2,200, a $320,425.19 home',
      source: 'computed by hand in exact decimals: 0.36 × 8,333.333333 − 800 = 2,200 < 2,333.33; price 320,425.185225, back-end ratio 36%',
      inputs: { annualIncome: 100000, monthlyDebts: 800, downPayment: 60000, interestRate: 6.5, propertyTaxRate: 1.2, homeInsurance: 1500, pmiRate: 0.5 },
      expected: { maxHousingPayment: 2200, maxHomePrice: 320425.19, frontEndDti: 26.4, backEndDti: 36 }, decimals: 2,
    },
    {
      name: '$72,000 down sits at exactly 20% of a $360,000 home: no PMI, $2,305.36 a month',
      source: 'computed by hand in exact decimals: with PMI the price would be below 72,000 / 0.2 and without it above, so the price is 360,000 with no mortgage insurance',
      inputs: { annualIncome: 100000, downPayment: 72000, interestRate: 6.5, propertyTaxRate: 1.2, homeInsurance: 1500, pmiRate: 0.5 },
      expected: { maxHomePrice: 360000, monthlyPmi: 0, totalMonthlyPayment: 2305.36 }, decimals: 2,
    },
    {
      name: '$2,000,000 down on a $50,000 income: no loan, a $1,066,666.67 home whose tax fills the budget',
      source: 'computed by hand: (1,166.666667 − 100) / (1.2/1200) = 1,066,666.666667',
      inputs: { annualIncome: 50000, downPayment: 2000000, interestRate: 6, propertyTaxRate: 1.2, homeInsurance: 1200, pmiRate: 0.5 },
      expected: { maxHomePrice: 1066666.67, loanAmount: 0 }, decimals: 2,
    },
  ],
});

/** The limits from the inputs as given (the assessment's view), where empty ratios and debts are their defaults. */
function housingLimitRaw(inputs: HouseAffordabilityInputs): number {
  return ((inputs.frontEndRatio ?? frontEndRatio.default) / 100) * (inputs.annualIncome / 12);
}
function debtLimitRaw(inputs: HouseAffordabilityInputs): number {
  return ((inputs.backEndRatio ?? backEndRatio.default) / 100) * (inputs.annualIncome / 12) - (inputs.monthlyDebts ?? 0);
}

/**
 * The most expensive home an income supports under the 28/36 rule: the monthly housing budget (at most 28% of gross
 * income, and at most 36% less other debts) turned into a price with the mortgage, property tax, insurance, HOA fees
 * and PMI below 20% down.
 * @param inputs - `annualIncome`, `monthlyDebts`, `downPayment` ($), `interestRate` (%), `loanTerm` (years),
 * `propertyTaxRate` (% a year), `homeInsurance` ($ a year), `hoaFees` ($ a month), `pmiRate` (% a year),
 * `frontEndRatio`, `backEndRatio` (% of gross income)
 * @returns the price as `value`; the loan, each monthly cost and both ratios in `details`
 * @example
 * affordableHomePrice({ annualIncome: 96000, monthlyDebts: 0, downPayment: 0, interestRate: 6.5, loanTerm: 30,
 *   propertyTaxRate: 0, homeInsurance: 0, hoaFees: 0, pmiRate: 0, frontEndRatio: 28, backEndRatio: 36 }).value;
 * // 354392.23... ($2,240 a month, 28% of $8,000)
 */
export function affordableHomePrice(inputs: HouseAffordabilityInputs): CalculationResult<HouseAffordabilityDetails> {
  return runCalculator(houseAffordability, inputs);
}
