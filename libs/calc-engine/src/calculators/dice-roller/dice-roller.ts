import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { uniformDraw } from '../../_lib/uniform-random.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

export interface DiceRollerInputs {
  /** How many dice: 1 to 100. */
  readonly numberOfDice: number;
  /** Faces of each die, numbered 1 to `sides`: 2 to 1,000. */
  readonly sides: number;
  /** Added to the sum of the dice (3d6+2), negative to take away: −1,000 to 1,000. */
  readonly modifier: number;
}

export interface DiceRollerDetails extends Record<string, number | string> {
  /** The sum of the rolls plus the modifier. */
  readonly total: number;
  /** Each die's roll, separated by commas, in the order rolled. */
  readonly rolls: string;
  /** n(s + 1)/2 + modifier: the average total over many rolls. */
  readonly expectedTotal: number;
  readonly minimumTotal: number;
  readonly maximumTotal: number;
}

const numberOfDice = {
  name: 'numberOfDice', label: 'Dice', type: 'number', required: false, checked: true, integer: true, min: 1, max: 100, default: 1,
  uiDefault: 2, placeholder: 'e.g. 2', help: 'How many dice to roll, up to 100; empty rolls one.',
} as const satisfies NumberInputSpec;
const sides = {
  name: 'sides', label: 'Sides', type: 'number', required: false, checked: true, integer: true, min: 2, max: 1000, default: 6,
  uiDefault: 6, placeholder: 'e.g. 6', help: 'Faces of each die: 4, 6, 8, 10, 12, 20 and 100 are the usual ones; a 2 is a coin.',
} as const satisfies NumberInputSpec;
const modifier = {
  name: 'modifier', label: 'Modifier', type: 'number', required: false, checked: true, integer: true, min: -1000, max: 1000, default: 0,
  uiDefault: 0, placeholder: 'e.g. 2', help: 'Added to the sum of the dice, as the +2 of 3d6+2; negative to take away.',
} as const satisfies NumberInputSpec;

export const diceRoller = defineCalculator<DiceRollerInputs, DiceRollerDetails>({
  slug: 'dice-roller',
  inputs: [numberOfDice, sides, modifier],
  outputs: [
    { name: 'total', type: 'number', label: 'Total', decimals: 0, words: 'the total' },
    { name: 'rolls', type: 'string', label: 'Rolls', words: 'the rolls' },
    { name: 'expectedTotal', type: 'number', label: 'Average total', decimals: 1, words: 'the average total' },
    { name: 'minimumTotal', type: 'number', label: 'Lowest possible total', decimals: 0, words: 'the lowest possible total' },
    { name: 'maximumTotal', type: 'number', label: 'Highest possible total', decimals: 0, words: 'the highest possible total' },
  ],
  primary: 'total',
  drawn: { outputs: ['total', 'rolls'], action: 'Roll the dice' },
  compute({ numberOfDice: dice, sides: faces, modifier: added }) {
    const draw = uniformDraw();
    const rolls = Array.from({ length: dice }, () => 1 + draw.below(faces));
    const details: DiceRollerDetails = {
      total: rolls.reduce((sum, roll) => sum + roll, 0) + added,
      rolls: rolls.join(', '),
      expectedTotal: (dice * (faces + 1)) / 2 + added,
      minimumTotal: dice + added,
      maximumTotal: dice * faces + added,
    };
    return { value: details.total, details };
  },
  solution: [
    { label: 'Lowest possible total', expression: '{numberOfDice} × 1 + ({modifier})', value: 'minimumTotal' },
    { label: 'Highest possible total', expression: '{numberOfDice} × {sides} + ({modifier})', value: 'maximumTotal' },
    { label: 'Average total over many rolls', expression: '{numberOfDice} × ({sides} + 1) ÷ 2 + ({modifier})', value: 'expectedTotal' },
  ],
  assessment: {
    of: 'numberOfDice',
    bands: [
      { below: 2, text: 'One die: every total from {minimumTotal} to {maximumTotal} is equally likely, and over many rolls they average {expectedTotal}.' },
      {
        text: 'With {numberOfDice} dice, totals near the average of {expectedTotal} come up far more often than the extremes: {minimumTotal} or {maximumTotal} need every die at its lowest or highest.',
      },
    ],
  },
  whatIfs: [
    { lead: 'With {numberOfDice} dice', change: ({ numberOfDice: dice }) => (dice < 100 ? { numberOfDice: dice + 1 } : undefined), outputs: ['expectedTotal', 'maximumTotal'] },
    { lead: 'With a modifier of {modifier}', change: ({ modifier: added }) => (added + 2 <= 1000 ? { modifier: added + 2 } : undefined), outputs: ['expectedTotal'] },
    { lead: 'With {sides}-sided dice', change: ({ sides: faces }) => (faces * 2 <= 1000 ? { sides: faces * 2 } : undefined), outputs: ['expectedTotal', 'maximumTotal'] },
  ],
  properties: [
    { output: 'expectedTotal', input: 'numberOfDice', direction: 'rises' },
    { output: 'expectedTotal', input: 'sides', direction: 'rises' },
    { output: 'maximumTotal', input: 'modifier', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: '3d6: totals from 3 to 18, averaging 10.5',
      source: 'standard probability: each d6 averages 3.5',
      inputs: { numberOfDice: 3, sides: 6, modifier: 0 }, expected: {}, decimals: 9,
      exact: { expectedTotal: 10.5, minimumTotal: 3, maximumTotal: 18 },
    },
    {
      name: '1d20+5: totals from 6 to 25, averaging 15.5',
      source: 'standard probability: a d20 averages 10.5',
      inputs: { numberOfDice: 1, sides: 20, modifier: 5 }, expected: {}, decimals: 9,
      exact: { expectedTotal: 15.5, minimumTotal: 6, maximumTotal: 25 },
    },
    {
      name: '2d6: totals from 2 to 12, averaging 7',
      source: 'standard probability: two d6 average 7',
      inputs: { numberOfDice: 2, sides: 6 }, expected: {}, decimals: 9,
      exact: { expectedTotal: 7, minimumTotal: 2, maximumTotal: 12 },
    },
  ],
});

/**
 * Rolls dice with the Web Crypto API: `numberOfDice` dice of `sides` faces, plus a modifier.
 * @param inputs - how many dice, their sides and the modifier
 * @returns the total as `value`; each roll, the average, lowest and highest totals in `details`
 * @example
 * rollDice({ numberOfDice: 3, sides: 6, modifier: 0 }).details.expectedTotal; // 10.5
 */
export function rollDice(inputs: DiceRollerInputs): CalculationResult<DiceRollerDetails> {
  return runCalculator(diceRoller, inputs);
}
