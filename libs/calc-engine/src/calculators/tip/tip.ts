import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec, WhatIf } from '../../types.js';

/** Each share as the bill and tip come to, or rounded up to a whole dollar. */
export const TIP_ROUND_UP = { no: 1, wholeDollar: 2 } as const;

export interface TipInputs {
  /** $, the bill the tip is worked out on. */
  readonly billAmount: number;
  /** %, of the bill. */
  readonly tipPercent: number;
  /** People sharing the bill, a whole number. */
  readonly numberOfPeople: number;
  /** 1 no rounding, 2 each share rounded up to a whole dollar. */
  readonly roundUp: number;
}

export interface TipDetails extends Record<string, number> {
  readonly tipAmount: number;
  readonly totalAmount: number;
  readonly tipPerPerson: number;
  readonly totalPerPerson: number;
  readonly effectiveTipPercent: number;
}

const billAmount = {
  name: 'billAmount', label: 'Bill', type: 'number', unit: '$', required: true, checked: true, min: 0, minExclusive: true,
  max: 1e9, step: 0.01, uiDefault: 50, placeholder: 'e.g. 50', help: 'The amount on the check the tip is worked out on.',
} as const satisfies NumberInputSpec;
const tipPercent = {
  name: 'tipPercent', label: 'Tip', type: 'number', unit: '%', required: false, default: 15, checked: true,
  min: 0, max: 100, step: 0.5, uiDefault: 15, placeholder: 'e.g. 15', help: 'A share of the bill: 15% to 20% is usual for table service in the US. Empty means 15%.',
} as const satisfies NumberInputSpec;
const numberOfPeople = {
  name: 'numberOfPeople', label: 'People', type: 'number', required: false, default: 1, checked: true, integer: true,
  min: 1, max: 100, step: 1, uiDefault: 1, placeholder: 'e.g. 4', help: 'How many share the bill equally. Empty means 1.',
} as const satisfies NumberInputSpec;
const roundUp = {
  name: 'roundUp', label: 'Round Up', type: 'select', required: false, default: TIP_ROUND_UP.no,
  options: [TIP_ROUND_UP.no, TIP_ROUND_UP.wholeDollar], optionLabels: { 1: 'No', 2: 'Round each share up to a whole dollar' },
  uiDefault: TIP_ROUND_UP.no, help: 'Rounding up makes each share easy to pay in cash; the extra goes to the tip.',
} as const satisfies SelectInputSpec;

/** The bill with the tip, before any rounding. */
function exactTotal({ billAmount: bill, tipPercent: tip }: TipInputs): number {
  return bill * (1 + tip / 100);
}

const roundsUp = ({ roundUp: round }: TipInputs) => round === TIP_ROUND_UP.wholeDollar;
const splits = ({ numberOfPeople: people }: TipInputs) => people > 1;

export const tip = defineCalculator<TipInputs, TipDetails>({
  slug: 'tip',
  inputs: [billAmount, tipPercent, numberOfPeople, roundUp],
  outputs: [
    { name: 'tipAmount', type: 'number', unit: '$', label: 'Tip', words: 'the tip' },
    { name: 'totalAmount', type: 'number', unit: '$', label: 'Total with tip', words: 'the total with tip' },
    { name: 'tipPerPerson', type: 'number', unit: '$', label: 'Tip per person' },
    { name: 'totalPerPerson', type: 'number', unit: '$', label: 'Total per person', words: 'each share' },
    { name: 'effectiveTipPercent', type: 'number', unit: '%', label: 'Tip as a share of the bill' },
  ],
  primary: 'tipAmount',
  compute(inputs) {
    const { billAmount: bill, numberOfPeople: people } = inputs;
    // Without rounding the tip is the bill's share itself (50 × 15 / 100 = 7.5 exactly), not the difference of two
    // totals, which loses the last digits to cancellation.
    let tipAmount = (bill * inputs.tipPercent) / 100;
    let totalAmount = bill + tipAmount;
    let totalPerPerson = totalAmount / people;
    if (roundsUp(inputs)) {
      // ceil(x − 1e-9): a share that is a whole dollar but for a floating-point artefact ($110 at 10% is
      // 121.00000000000001) is not pushed up to the next dollar.
      totalPerPerson = Math.ceil(exactTotal(inputs) / people - 1e-9);
      totalAmount = totalPerPerson * people;
      tipAmount = totalAmount - bill;
    }
    return {
      value: tipAmount,
      unit: '$',
      details: {
        tipAmount,
        totalAmount,
        tipPerPerson: tipAmount / people,
        totalPerPerson,
        effectiveTipPercent: (tipAmount / bill) * 100,
      },
    };
  },
  intermediates: {
    exactTotal: { unit: '$', value: (inputs) => exactTotal(inputs) },
    roundingExtra: { unit: '$', value: (inputs, { totalAmount }) => (totalAmount as number) - exactTotal(inputs) },
  },
  solution: [
    { label: 'Total with tip', expression: '{billAmount} × (1 + {tipPercent} / 100)', value: 'totalAmount', when: (inputs) => !roundsUp(inputs) },
    { label: 'Total before rounding', expression: '{billAmount} × (1 + {tipPercent} / 100)', value: 'exactTotal', when: roundsUp },
    {
      label: 'Each share, rounded up to a whole dollar', expression: '⌈{exactTotal} ÷ {numberOfPeople}⌉', value: 'totalPerPerson',
      when: roundsUp,
    },
    { label: 'Total with tip', expression: '{totalPerPerson} × {numberOfPeople}', value: 'totalAmount', when: roundsUp },
    { label: 'Each share', expression: '{totalAmount} ÷ {numberOfPeople}', value: 'totalPerPerson', when: (inputs) => !roundsUp(inputs) && splits(inputs) },
    { label: 'Tip as a share of the bill', expression: '({totalAmount} − {billAmount}) ÷ {billAmount} × 100', value: 'effectiveTipPercent', when: roundsUp },
    { label: 'Tip', expression: '{totalAmount} − {billAmount}', value: 'tipAmount' },
  ],
  assessment: {
    of: 'effectiveTipPercent',
    cases: [{ when: (_, { tipAmount }) => tipAmount === 0, text: 'No tip: everyone pays the bill alone, {totalPerPerson} each.' }],
    // The usual 15% to 20% for table service in US restaurants (the Emily Post Institute's guide). The limits are those
    // of the rate as the page shows it, to two decimals, so that a rate shown as 15.00% or 20.00% is in the range.
    bands: [
      {
        below: 9.995,
        text: 'A tip of {tipAmount} is {effectiveTipPercent} of the bill, well below the 15% to 20% usual for table service in the US.',
      },
      {
        below: 14.995,
        text: 'A tip of {tipAmount} is {effectiveTipPercent} of the bill, below the 15% to 20% usual for table service in the US, though common for counter service and takeaway orders.',
      },
      {
        below: 20.005,
        text: 'A tip of {tipAmount} is {effectiveTipPercent} of the bill, in the 15% to 20% usual for table service in the US.',
      },
      { text: 'A tip of {tipAmount} is {effectiveTipPercent} of the bill, more than the 15% to 20% usual for table service in the US: a generous tip.' },
    ],
    notes: [
      {
        when: (inputs, { totalAmount }) => roundsUp(inputs) && (totalAmount as number) - exactTotal(inputs) >= 0.005,
        text: 'Rounding each share up to a whole dollar adds {roundingExtra} to the tip.',
      },
      { when: (inputs) => splits(inputs), text: 'Each of {numberOfPeople} people pays {totalPerPerson}, of which {tipPerPerson} is tip.' },
    ],
  },
  // Alone at the table the total is what changes; in a group, each share.
  whatIfs: [false, true].flatMap((group): WhatIf<TipInputs>[] => {
    const applies = ({ numberOfPeople: people }: TipInputs) => (people > 1) === group;
    const outputs = ['tipAmount', group ? 'totalPerPerson' : 'totalAmount'];
    return [
      { lead: 'At {tipPercent}', change: (inputs: TipInputs) => (applies(inputs) && inputs.tipPercent <= 95 ? { tipPercent: inputs.tipPercent + 5 } : undefined), outputs },
      { lead: 'At {tipPercent}', change: (inputs: TipInputs) => (applies(inputs) && inputs.tipPercent >= 5 ? { tipPercent: inputs.tipPercent - 5 } : undefined), outputs },
      {
        lead: group ? 'Rounding each share up to a whole dollar' : 'Rounding the total up to a whole dollar',
        change: (inputs: TipInputs) => (applies(inputs) && !roundsUp(inputs) ? { roundUp: TIP_ROUND_UP.wholeDollar } : undefined),
        outputs,
      },
    ];
  }).concat({
    lead: 'Split {plain.numberOfPeople} ways',
    change: ({ numberOfPeople: people }) => (people < numberOfPeople.max ? { numberOfPeople: people + 1 } : undefined),
    outputs: ['totalPerPerson'],
  }),
  properties: [
    { output: 'tipAmount', input: 'tipPercent', direction: 'rises' },
    { output: 'totalAmount', input: 'tipPercent', direction: 'rises' },
    { output: 'totalAmount', input: 'billAmount', direction: 'rises' },
    { output: 'totalPerPerson', input: 'billAmount', direction: 'rises' },
    { output: 'totalPerPerson', input: 'numberOfPeople', direction: 'falls' },
    { output: 'effectiveTipPercent', input: 'tipPercent', direction: 'rises' },
  ],
  // No published example: the arithmetic is checked against values worked by hand in exact decimals.
  referenceValues: [
    {
      name: '15% on a $50 bill is $7.50, $57.50 in all',
      source: 'computed by hand: 50 × 0.15 = 7.50; 50 + 7.50 = 57.50',
      inputs: { billAmount: 50, tipPercent: 15 },
      expected: { tipAmount: 7.5, totalAmount: 57.5, totalPerPerson: 57.5, effectiveTipPercent: 15 }, decimals: 6,
    },
    {
      name: '20% on $120 split four ways is $36 each, $6 of it tip',
      source: 'computed by hand: 120 × 1.20 = 144; 144 ÷ 4 = 36; tip 144 − 120 = 24, ÷ 4 = 6',
      inputs: { billAmount: 120, tipPercent: 20, numberOfPeople: 4 },
      expected: { tipAmount: 24, totalAmount: 144, tipPerPerson: 6, totalPerPerson: 36, effectiveTipPercent: 20 }, decimals: 6,
    },
    {
      name: '18% on $84.37 split three ways, rounded up, is $34 each and a $17.63 tip',
      source: 'computed by hand: 84.37 × 1.18 = 99.5566; ÷ 3 = 33.1855…, up to 34; 34 × 3 = 102; 102 − 84.37 = 17.63; '
        + '17.63 ÷ 3 = 5.876666…; 17.63 ÷ 84.37 = 20.896053…%',
      inputs: { billAmount: 84.37, tipPercent: 18, numberOfPeople: 3, roundUp: 2 },
      expected: { tipAmount: 17.63, totalAmount: 102, tipPerPerson: 5.876667, totalPerPerson: 34, effectiveTipPercent: 20.896053 },
      decimals: 6,
    },
    {
      name: '10% on $110, rounded up, stays $121: a whole-dollar total is not pushed up',
      source: 'computed by hand: 110 × 1.10 = 121 exactly, already a whole dollar; tip 11',
      inputs: { billAmount: 110, tipPercent: 10, roundUp: 2 },
      expected: { tipAmount: 11, effectiveTipPercent: 10 }, decimals: 9, exact: { totalAmount: 121, totalPerPerson: 121 },
    },
    {
      name: 'No tip on $45.80: the total is the bill',
      source: 'computed by hand: 45.80 × (1 + 0) = 45.80',
      inputs: { billAmount: 45.8, tipPercent: 0, numberOfPeople: 2 },
      expected: { tipAmount: 0, totalAmount: 45.8, totalPerPerson: 22.9, effectiveTipPercent: 0 }, decimals: 9,
    },
  ],
});

/**
 * The tip on a bill, the total and each person's share, optionally rounded up to whole dollars.
 * @param inputs - `billAmount` ($), `tipPercent` (%), `numberOfPeople` and `roundUp` (1 no, 2 each share to a whole dollar)
 * @returns the tip as `value`; the total, the tip and total per person and the tip as a share of the bill in `details`
 * @example
 * tipOnBill({ billAmount: 84.37, tipPercent: 18, numberOfPeople: 3, roundUp: 2 }).details.totalPerPerson; // 34
 */
export function tipOnBill(inputs: Partial<TipInputs> & Pick<TipInputs, 'billAmount'>): CalculationResult<TipDetails> {
  return runCalculator(tip, inputs);
}
