import type { CalculationResult } from '@calchub/calc-engine';
import { categoryDisclaimers } from '../../disclaimers.js';
import { formatNumber } from '../../format.js';
import type { CalculatorDefinition, InputPresentation } from '../../types.js';
import { money, numberDetail, yearsAndMonths } from '../../result-reading.js';

const YEARS = [1, 2, 3, 4, 5, 6] as const;

function cashFlowYearInput(year: number): [string, InputPresentation] {
  return [
    `cashFlowYear${year}`,
    {
      label: `Year ${year} Cash Flow`,
      placeholder: year === 1 ? 'e.g. 10,000' : 'optional',
      unit: '$',
      step: 100,
      ...(year === 1 ? { help: 'Net cash the investment brings in that year; negative for a year that costs money.' } : {}),
    },
  ];
}

const years = (value: number) => `${formatNumber(value, 2)} ${value === 1 ? 'year' : 'years'}`;

/** "3.25 years (about 3 years 3 months)", or just the years when they are whole. */
function duration(value: number): string {
  return Number.isInteger(value) ? years(value) : `${years(value)} (about ${yearsAndMonths(value * 12)})`;
}

/** Cumulative cash flow at the end of the chart (the last year counted), for the "not recovered" message. */
function stillToRecover(result: CalculationResult): { amount: number; after: number } | undefined {
  const points = result.chart?.data;
  const last = points?.at(-1);
  if (!points || !last || points.length < 2 || last.value >= 0) return undefined;
  return { amount: -last.value, after: points.length - 1 };
}

export const paybackPeriod: CalculatorDefinition = {
  slug: 'payback-period',
  aliases: ['payback-period-calculator', 'payback', 'discounted-payback', 'discounted-payback-period', 'payback-time'],
  title: 'Payback Period Calculator',
  description:
    'Find how many years an investment takes to pay for itself from its cash flows, with the discounted payback and NPV.',
  category: 'business',
  inputs: {
    initialInvestment: {
      label: 'Initial Investment',
      placeholder: 'e.g. 10,000',
      unit: '$',
      step: 100,
      uiDefault: 10000,
      help: 'Everything you pay up front: price, installation, training.',
    },
    cashFlowType: {
      label: 'Cash Flows',
      uiDefault: 1,
      optionLabels: { 1: 'Same every year', 2: 'Different each year' },
    },
    annualCashFlow: {
      label: 'Annual Cash Inflow',
      placeholder: 'e.g. 2,500',
      unit: '$/year',
      step: 100,
      uiDefault: 2500,
      help: 'Extra income or savings each year, after the running costs of the investment.',
    },
    ...Object.fromEntries(YEARS.map(cashFlowYearInput)),
    discountRate: {
      label: 'Discount Rate (for discounted payback)',
      placeholder: 'e.g. 8',
      unit: '%',
      step: 0.1,
      uiDefault: 0,
      help: 'Optional: your cost of capital or the return you could earn elsewhere.',
    },
  },
  formula: {
    expression:
      'even cash flows: payback = I ÷ CF;   uneven: payback = (t − 1) + U ÷ CFₜ;   discounted: the same with each CFₜ ÷ (1 + r)^t',
    symbols: [
      { symbol: 'I', meaning: 'initial investment' },
      { symbol: 'CF', meaning: 'cash inflow each year when it is the same every year' },
      { symbol: 'CFₜ', meaning: 'cash flow of year t' },
      { symbol: 't', meaning: 'the year in which the running total of cash flows turns positive' },
      { symbol: 'U', meaning: 'the part of the investment still unrecovered at the start of year t' },
      { symbol: 'r', meaning: 'discount rate per year, as a fraction (8% = 0.08)' },
    ],
    text: 'The payback period counts the years until the cash an investment brings in adds up to what it cost, assuming the cash of the last year arrives evenly through it. The discounted payback does the same with each year\'s cash flow converted to today\'s money at the discount rate.',
  },
  examples: [
    {
      description: '$10,000 invested returning $2,000 a year',
      inputs: { initialInvestment: 10000, cashFlowType: 1, annualCashFlow: 2000 },
    },
    {
      description: '$100,000 invested returning $30,000 a year',
      inputs: { initialInvestment: 100000, cashFlowType: 1, annualCashFlow: 30000 },
    },
    {
      description: 'A $50,000 project with cash flows of $10k, $15k, $20k, $20k and $10k, discounted at 8%',
      inputs: {
        initialInvestment: 50000, cashFlowType: 2, cashFlowYear1: 10000, cashFlowYear2: 15000, cashFlowYear3: 20000,
        cashFlowYear4: 20000, cashFlowYear5: 10000, discountRate: 8,
      },
    },
    {
      description: 'The same project discounted at 15%',
      inputs: {
        initialInvestment: 50000, cashFlowType: 2, cashFlowYear1: 10000, cashFlowYear2: 15000, cashFlowYear3: 20000,
        cashFlowYear4: 20000, cashFlowYear5: 10000, discountRate: 15,
      },
    },
    {
      description: 'Solar panels: $18,000 saving $1,500 a year, discounted at 5%',
      inputs: { initialInvestment: 18000, cashFlowType: 1, annualCashFlow: 1500, discountRate: 5 },
    },
    {
      description: 'A $100,000 investment returning $10,000 a year for six years',
      inputs: {
        initialInvestment: 100000, cashFlowType: 2, cashFlowYear1: 10000, cashFlowYear2: 10000, cashFlowYear3: 10000,
        cashFlowYear4: 10000, cashFlowYear5: 10000, cashFlowYear6: 10000,
      },
    },
  ],
  disclaimer: categoryDisclaimers.business,
  interpret(result) {
    const sentences: string[] = [];
    if (typeof result.value === 'number') {
      sentences.push(`The investment pays for itself in ${duration(result.value)}.`);
    } else {
      const left = stillToRecover(result);
      sentences.push(
        left
          ? `The cash flows you entered do not pay back the investment: after ${left.after} ${left.after === 1 ? 'year' : 'years'}, ${money(left.amount)} is still to recover.`
          : 'The cash flows you entered do not pay back the investment.',
      );
    }
    const discounted = result.details['discountedPaybackPeriod'];
    if (typeof discounted === 'number') {
      sentences.push(`Counting the time value of money at your discount rate, it takes ${duration(discounted)}.`);
    } else if (typeof discounted === 'string') {
      sentences.push('At your discount rate the investment is never repaid in today\'s money within the years counted.');
    }
    const npv = numberDetail(result, 'npv');
    if (npv !== undefined) {
      sentences.push(
        npv >= 0
          ? `Its net present value is ${money(npv)}: it earns more than your discount rate.`
          : `Its net present value is ${money(npv)}: it earns less than your discount rate.`,
      );
    }
    if (typeof result.value === 'number' && discounted === undefined) {
      sentences.push('Add a discount rate to see how long it takes in today\'s money.');
    }
    return sentences.join(' ');
  },
  keywords: [
    'payback period', 'payback', 'discounted payback period', 'how long to pay back', 'investment payback',
    'payback time', 'break even time', 'npv', 'net present value', 'roi', 'capital budgeting', 'solar payback',
    'pay back period', 'paybak period', 'payback period calulator',
  ],
  related: ['roi', 'break-even', 'depreciation', 'investment', 'compound-interest'],
  outputLabels: {
    paybackPeriod: 'Payback period',
    discountedPaybackPeriod: 'Discounted payback period',
    npv: 'Net present value (NPV)',
  },
};
