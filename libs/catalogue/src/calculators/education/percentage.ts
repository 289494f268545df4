import { categoryDisclaimers } from '../../disclaimers.js';
import { formatNumber } from '../../format.js';
import type { CalculatorDefinition } from '../../types.js';
import { percent, primaryNumber } from '../../result-reading.js';

/**
 * The percentage bands of docs/product.md#result-interpretations: under 25 small, under 50 moderate, under 75 large, otherwise nearly all. The result
 * does not say whether it is a share (mode 2) or a change (mode 3), so each sentence reads right for both.
 */
function percentSentence(value: number): string {
  const shown = percent(value);
  if (value < 0) {
    return `${shown} is negative: as a change from X to Y it is a decrease of ${percent(-value)}; as a share, one of the two numbers is negative.`;
  }
  if (value < 25) return `${shown} is a small percentage, less than a quarter.`;
  if (value < 50) return `${shown} is a moderate percentage, between a quarter and a half.`;
  if (value < 75) return `${shown} is a large percentage, half or more but less than three quarters.`;
  if (value < 100) return `${shown} is nearly all of it: three quarters or more.`;
  if (value === 100) return '100% is all of it: as a share, X equals Y; as a change, the value has doubled.';
  return `${shown} is more than the whole: as a share, X is larger than Y; as a change, the value has more than doubled.`;
}

export const percentage: CalculatorDefinition = {
  slug: 'percentage',
  aliases: ['percentage-calculator', 'percent', 'percent-calculator', 'percentage-change', 'percent-change', 'percent-of'],
  title: 'Percentage Calculator',
  description:
    'Find X% of a number, what percent one number is of another, or the percentage increase or decrease from one number to another.',
  category: 'education',
  inputs: {
    mode: {
      label: 'Calculation',
      uiDefault: 1,
      optionLabels: { 1: 'What is X% of Y?', 2: 'X is what percent of Y?', 3: 'Percentage change from X to Y' },
    },
    valueX: {
      label: 'X',
      placeholder: 'e.g. 20',
      uiDefault: 20,
      help: 'The percentage in the first calculation; the part in the second; the starting value in the third.',
    },
    valueY: {
      label: 'Y',
      placeholder: 'e.g. 150',
      uiDefault: 150,
      help: 'The whole in the first two calculations; the new value in the third.',
    },
  },
  formula: {
    expression: 'X% of Y = X ÷ 100 × Y;   X as a % of Y = X ÷ Y × 100;   change from X to Y = (Y − X) ÷ |X| × 100',
    symbols: [
      { symbol: 'X', meaning: 'the first number: a percentage, a part, or the starting value' },
      { symbol: 'Y', meaning: 'the second number: the whole, or the new value' },
      { symbol: '|X|', meaning: 'the size of X without its sign' },
    ],
    text: 'A percentage is a number of hundredths. To take a percentage of a number, multiply by it and divide by 100; to express a part as a percentage, divide by the whole and multiply by 100; a change is the difference divided by the starting value.',
  },
  examples: [
    { description: 'What is 20% of 150?', inputs: { mode: 1, valueX: 20, valueY: 150 } },
    { description: 'A 15% tip on an $80 bill', inputs: { mode: 1, valueX: 15, valueY: 80 } },
    { description: '45 correct answers out of 60 as a percentage', inputs: { mode: 2, valueX: 45, valueY: 60 } },
    { description: 'Rent that goes from $100 to $150: the percentage increase', inputs: { mode: 3, valueX: 100, valueY: 150 } },
    { description: 'A price cut from $80 to $60: the percentage decrease', inputs: { mode: 3, valueX: 80, valueY: 60 } },
  ],
  disclaimer: categoryDisclaimers.education,
  interpret(result) {
    const value = primaryNumber(result);
    if (value === undefined) return 'Choose a calculation and enter X and Y to see the answer.';
    // Only "X% of Y" answers in the units of Y; the other two answer in percent.
    if (result.unit !== '%') {
      return `The answer is ${formatNumber(value, 2)}, in the same units as Y. To check it, divide it by Y and multiply by 100: you get X back.`;
    }
    return percentSentence(value);
  },
  keywords: [
    'percentage', 'percent', 'percentage calculator', 'percent of a number', 'what percent of', 'percentage change',
    'percent increase', 'percent decrease', 'percent difference', 'how to calculate percentage', 'discount percentage',
    'percantage', 'percentge', 'precentage', 'percent calulator', '% calculator',
  ],
  related: ['grade', 'markup', 'profit-margin', 'roi', 'fraction', 'standard-deviation'],
};
