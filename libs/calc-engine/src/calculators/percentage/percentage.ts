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
  name: 'mode', label: 'Calculation', type: 'select', required: true,
  options: [PERCENTAGE_MODE.percentOf, PERCENTAGE_MODE.whatPercent, PERCENTAGE_MODE.change],
} as const satisfies SelectInputSpec;
const valueX = {
  name: 'valueX', label: 'X', type: 'number', required: true, min: -1e12, max: 1e12,
} as const satisfies NumberInputSpec;
const valueY = {
  name: 'valueY', label: 'Y', type: 'number', required: true, min: -1e12, max: 1e12,
} as const satisfies NumberInputSpec;

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
  outputs: [{ name: 'result', type: 'number' }],
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
