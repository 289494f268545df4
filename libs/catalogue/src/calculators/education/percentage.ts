import { categoryDisclaimers } from '../../disclaimers.js';
import { formatNumber } from '../../format.js';
import type { CalculatorDefinition } from '../../types.js';
import { percent, primaryNumber } from '../finance/result-reading.js';

/**
 * The spec's percentage bands: under 25 small, under 50 moderate, under 75 large, otherwise nearly all. The result
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
  content: {
    whatItComputes: [
      'This calculator answers the three everyday percentage questions. What is X% of Y? (20% of 150 is 30.) X is what percent of Y? (45 out of 60 is 75%.) And what is the percentage change from X to Y? (From 100 to 150 is an increase of 50%.) Choose the question, enter the two numbers, and the answer appears as you type.',
      'These cover most real uses: a tip or a sales tax, a discount, a test score, a share of a budget, a pay rise, the change in a price or in a population. Negative numbers and decimals are allowed.',
    ].join('\n\n'),
    howToUse: [
      'For a percentage of a number, choose "What is X% of Y?", enter the percentage as X and the number as Y. A 15% tip on an $80 bill is X = 15, Y = 80, which gives $12. For a discount, take the percentage off: 25% off $80 is $80 − $20 = $60.',
      'For a score or a share, choose "X is what percent of Y?", with the part as X and the whole as Y: 45 right answers out of 60 is 75%. For an increase or decrease, choose "Percentage change from X to Y", with the old value as X and the new value as Y: a price cut from $80 to $60 is −25%.',
    ].join('\n\n'),
    formulaExplained: [
      'Percent means "per hundred", so 20% is 20 ÷ 100 = 0.2. X% of Y is X ÷ 100 × Y: 20% of 150 = 0.2 × 150 = 30. X as a percentage of Y is X ÷ Y × 100: 45 ÷ 60 × 100 = 75%. The percentage change from X to Y is (Y − X) ÷ |X| × 100: from 100 to 150, (150 − 100) ÷ 100 × 100 = 50%. The difference is divided by the starting value, so the direction matters; dividing by the size of X without its sign keeps a rise positive even when X is negative, so going from −50 to −25 is a 50% increase.',
    ].join('\n\n'),
    readingTheResult: [
      'For a percentage result, the reading under it says how big it is: under 25% is a small share, 25 to 50% moderate, 50 to 75% large, and 75% or more nearly all of it. A result above 100% means the part is larger than the whole, or that the value has more than doubled. A negative change is a decrease.',
      'Percentage changes do not cancel out. A price that rises 50% from $100 to $150 and then falls 50% ends at $75, not $100, because the fall is taken from the larger amount. To undo a percentage increase, divide by (1 + X ÷ 100): a price of $120 after a 20% rise was $120 ÷ 1.2 = $100, not $96.',
    ].join('\n\n'),
    limitations: [
      'The percentage change is undefined when the starting value X is 0, and "X is what percent of Y" is undefined when Y is 0, so the calculator asks for another value instead of showing a meaningless number.',
      'Be careful with changes in values that are already percentages. An interest rate that goes from 4% to 5% has risen by 1 percentage point, which is a 25% increase in the rate. News reports often mix the two; this calculator gives the relative change (25%), and the difference in points is simply 5 − 4.',
      'Results are shown rounded to two decimals; the calculation itself keeps full precision.',
    ].join('\n\n'),
    faq: [
      {
        question: 'How do I calculate a percent of a number?',
        answer: 'Multiply the number by the percentage and divide by 100. 15% of 80 is 80 × 15 ÷ 100 = 12. In your head, 10% is the number with the decimal point moved one place left (8), so 15% is 8 plus half of 8.',
      },
      {
        question: 'What is the difference between percent and percentage points?',
        answer: 'Percentage points measure the gap between two percentages; percent measures a relative change. A rate going from 4% to 5% rises by 1 percentage point, which is a 25% increase in the rate itself.',
      },
      {
        question: 'Why does a 50% drop need a 100% rise to recover?',
        answer: 'Because each change is measured from a different starting value. $100 that falls 50% is $50, and getting back to $100 means gaining $50 on $50, which is 100%.',
      },
      {
        question: 'How do I find the original price before a discount?',
        answer: 'Divide the sale price by (1 − discount ÷ 100). A $60 price after 25% off was $60 ÷ 0.75 = $80.',
      },
    ],
  },
  keywords: [
    'percentage', 'percent', 'percentage calculator', 'percent of a number', 'what percent of', 'percentage change',
    'percent increase', 'percent decrease', 'percent difference', 'how to calculate percentage', 'discount percentage',
    'percantage', 'percentge', 'precentage', 'percent calulator', '% calculator',
  ],
  related: ['grade', 'markup', 'profit-margin', 'roi'],
};
