import { assertComputable, assertNotZero } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Codes of the `mode` select. */
export const PERCENTAGE_MODE = { percentOf: 1, whatPercent: 2, change: 3 } as const;

export type PercentageMode = (typeof PERCENTAGE_MODE)[keyof typeof PERCENTAGE_MODE];

export interface PercentageInputs {
  /** 1 "What is X% of Y?", 2 "X is what percent of Y?", 3 "Percentage change from X to Y". */
  readonly mode: PercentageMode;
  readonly valueX: number;
  readonly valueY: number;
}

export interface PercentageDetails extends Record<string, number> {
  readonly result: number;
}

const mode = {
  name: 'mode', label: 'Calculation', type: 'select', required: true, uiDefault: PERCENTAGE_MODE.percentOf,
  options: [PERCENTAGE_MODE.percentOf, PERCENTAGE_MODE.whatPercent, PERCENTAGE_MODE.change],
  optionLabels: { 1: 'What is X% of Y?', 2: 'X is what percent of Y?', 3: 'Percentage change from X to Y' },
} as const satisfies SelectInputSpec;
// Any number may be typed, so a what-if writes X and Y with up to 4 decimals.
const valueX = {
  name: 'valueX', label: 'X', type: 'number', required: true, min: -1e12, max: 1e12, decimals: 4,
  uiDefault: 20, placeholder: 'e.g. 20',
  help: 'The percentage in the first calculation; the part in the second; the starting value in the third.',
} as const satisfies NumberInputSpec;
const valueY = {
  name: 'valueY', label: 'Y', type: 'number', required: true, min: -1e12, max: 1e12, decimals: 4,
  uiDefault: 150, placeholder: 'e.g. 150', help: 'The whole in the first two calculations; the new value in the third.',
} as const satisfies NumberInputSpec;

/** The larger Y of a what-if: a tenth more. */
const Y_FACTOR = 1.1;

function percentageResult({ mode: chosen, valueX: x, valueY: y }: PercentageInputs): number {
  switch (chosen) {
    case PERCENTAGE_MODE.percentOf:
      return (x / 100) * y;
    case PERCENTAGE_MODE.whatPercent:
      assertNotZero(y, valueY);
      return (x / y) * 100;
    case PERCENTAGE_MODE.change:
      assertNotZero(x, valueX);
      // Divided by |X| so that the sign says the direction: −50 → −25 is an increase of 50%.
      return ((y - x) / Math.abs(x)) * 100;
  }
}

/** X from the result and Y: the mode's formula turned round. */
function solvedX({ mode: chosen, valueY: y }: PercentageInputs, result: number): number {
  switch (chosen) {
    case PERCENTAGE_MODE.percentOf:
      return (result * 100) / y;
    case PERCENTAGE_MODE.whatPercent:
      return (result * y) / 100;
    case PERCENTAGE_MODE.change: {
      // The change is over |X|: a positive X gives Y / (1 + c), a negative one Y / (1 − c). Both can hold (Y = 100,
      // +300%: from 25 or from −50); then no one X is the answer.
      const candidates = [y / (1 + result / 100), y / (1 - result / 100)].filter((x, index) => (index === 0 ? x > 0 : x < 0));
      return candidates.length === 1 ? (candidates[0] as number) : Number.NaN;
    }
  }
}

/** Y from the result and X. */
function solvedY({ mode: chosen, valueX: x }: PercentageInputs, result: number): number {
  switch (chosen) {
    case PERCENTAGE_MODE.percentOf:
      return (result * 100) / x;
    case PERCENTAGE_MODE.whatPercent:
      return (x * 100) / result;
    case PERCENTAGE_MODE.change:
      return x + (result * Math.abs(x)) / 100;
  }
}

export const percentage = defineCalculator<PercentageInputs, PercentageDetails>({
  slug: 'percentage',
  inputs: [mode, valueX, valueY],
  outputs: [{ name: 'result', type: 'number', label: 'Result' }],
  primary: 'result',
  solvable: {
    valueX: { from: ['result'], closedForm: (inputs, _known, result) => solvedX(inputs, result) },
    valueY: { from: ['result'], closedForm: (inputs, _known, result) => solvedY(inputs, result) },
  },
  compute(inputs) {
    const result = percentageResult(inputs);
    // A tiny divisor can overflow a finite quotient: 1e12 / 1e-300.
    assertComputable({ result }, inputs.mode === PERCENTAGE_MODE.change ? valueX : valueY);
    return {
      value: result,
      ...(inputs.mode === PERCENTAGE_MODE.percentOf ? {} : { unit: '%' }),
      details: { result },
    };
  },
  solution: [
    {
      label: '{valueX}% of {valueY}', expression: '{valueX} / 100 × {valueY}', value: 'result',
      when: (inputs) => inputs.mode === PERCENTAGE_MODE.percentOf,
    },
    {
      label: '{valueX} as a percentage of {valueY}', expression: '{valueX} / {valueY} × 100', value: 'result',
      when: (inputs) => inputs.mode === PERCENTAGE_MODE.whatPercent,
    },
    {
      // Divided by |X|, so the sign tells the direction of the change.
      label: 'Percentage change from {valueX} to {valueY}', expression: '({valueY} − {valueX}) / |{valueX}| × 100', value: 'result',
      when: (inputs) => inputs.mode === PERCENTAGE_MODE.change,
    },
  ],
  // The bands of docs/product.md#result-interpretations. A percentage does not say whether it is a share (mode 2) or
  // a change (mode 3), so each sentence reads right for both.
  assessment: {
    of: 'result',
    cases: [
      // Only "X% of Y" answers in the units of Y; the other two answer in percent.
      {
        when: (inputs) => inputs.mode === PERCENTAGE_MODE.percentOf,
        text: 'The answer is {result}, in the same units as Y. To check it, divide it by Y and multiply by 100: you get X back.',
      },
      { when: (_inputs, { result }) => result === 100, text: '100% is all of it: as a share, X equals Y; as a change, the value has doubled.' },
    ],
    bands: [
      {
        below: 0,
        text: '{result} is negative: as a change from X to Y it is a decrease of {|result|}; as a share, one of the two numbers is negative.',
      },
      { below: 25, text: '{result} is a small percentage, less than a quarter.' },
      { below: 50, text: '{result} is a moderate percentage, between a quarter and a half.' },
      { below: 75, text: '{result} is a large percentage, half or more but less than three quarters.' },
      { below: 100, text: '{result} is nearly all of it: three quarters or more.' },
      { text: '{result} is more than the whole: as a share, X is larger than Y; as a change, the value has more than doubled.' },
    ],
  },
  whatIfs: [
    { lead: 'With X at {valueX}', change: ({ valueX: x }) => ({ valueX: x + 1 }), outputs: ['result'] },
    { lead: 'With Y at {valueY}', change: ({ valueY: y }) => ({ valueY: y === 0 ? 1 : y * Y_FACTOR }), outputs: ['result'] },
  ],
  referenceValues: [
    { name: '20% of 150 is 30', source: 'calhub.pro', inputs: { mode: 1, valueX: 20, valueY: 150 }, expected: { result: 30 }, decimals: 10 },
    { name: '15% of 80 is 12', source: 'worldlycalc.com', inputs: { mode: 1, valueX: 15, valueY: 80 }, expected: { result: 12 }, decimals: 10 },
    {
      name: '30 is 20% of 150: X solved from the result', source: 'calhub.pro (20% of 150 is 30, the other way round)',
      inputs: { solve: 'valueX', result: 30, mode: 1, valueY: 150 }, expected: { valueX: 20 }, decimals: 9,
    },
    {
      name: '12 is 15% of 80: Y solved from the result', source: 'worldlycalc.com (15% of 80 is 12, the other way round)',
      inputs: { solve: 'valueY', result: 12, mode: 1, valueX: 15 }, expected: { valueY: 80 }, decimals: 9,
    },
  ],
});

/**
 * The three everyday percentage questions (calculator.net): X% of Y, X as a percentage of Y, and the
 * percentage change from X to Y.
 * @param inputs - `mode` (1 X% of Y, 2 X is what % of Y, 3 % change from X to Y), `valueX`, `valueY`
 * @returns the answer as `value`, with unit "%" in modes 2 and 3 and none in mode 1
 * @example
 * percentageOf({ mode: 1, valueX: 20, valueY: 150 }).value; // 30
 * percentageOf({ mode: 3, valueX: 100, valueY: 150 }).value; // 50 (% increase)
 */
export function percentageOf(inputs: PercentageInputs): CalculationResult<PercentageDetails> {
  return runCalculator(percentage, inputs);
}
