import { calculate, calculators } from '@calchub/calc-engine';
import { calculatorDefinitions, defaultDecimals, labelFromName } from '@calchub/catalogue';
import { describe, expect, it } from 'vitest';
import { checkNumbers, dateFact, type Fact } from '../index.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The facts of a calculator's first catalogue example: its inputs and every output, computed by the engine. */
function exampleFacts(slug: string): Fact[] {
  const definition = calculatorDefinitions.find((candidate) => candidate.slug === slug);
  const info = calculators.find((candidate) => candidate.slug === slug);
  const inputs = definition?.examples[0]?.inputs;
  if (!definition || !info || !inputs) throw new Error(`No example for ${slug}`);
  const result = calculate(slug, inputs);
  const inputFacts = info.inputs.flatMap((spec): Fact[] => {
    const value = inputs[spec.name];
    const label = definition.inputs[spec.name]?.label ?? spec.label;
    if (typeof value === 'string' && ISO_DATE.test(value)) return [dateFact(label, value)];
    if (typeof value !== 'number') return [];
    const unit = spec.type === 'number' ? spec.unit : undefined;
    return [{ label, value, ...(unit ? { unit } : {}), decimals: defaultDecimals(unit) }];
  });
  const outputFacts = info.outputs.flatMap((spec): Fact[] => {
    const value = result.details[spec.name];
    const label = definition.outputLabels?.[spec.name] ?? labelFromName(spec.name);
    if (typeof value === 'string') return ISO_DATE.test(value) ? [dateFact(label, value)] : [];
    if (value === undefined) return [];
    const decimals = spec.name === info.primary ? (definition.resultDecimals ?? defaultDecimals(spec.unit)) : defaultDecimals(spec.unit);
    return [{ label, value, ...(spec.unit ? { unit: spec.unit } : {}), decimals }];
  });
  return [...inputFacts, ...outputFacts];
}

interface Answer {
  readonly text: string;
  /** The numbers the check must reject, as written; none for a good answer. */
  readonly unverified: readonly string[];
}

// Answers written as a model writes them, good ones and ones with a slip, on each calculator's first example.
const corpus: Readonly<Record<string, readonly Answer[]>> = {
  loan: [
    {
      text: 'Borrowing $10,000 at 7% over 3 years means 36 monthly payments of $308.77. Over the whole loan you repay $11,115.75, so the interest costs you $1,115.75, about $1.1k.',
      unverified: [],
    },
    {
      text: 'You will pay about $309 a month for 3 years, in all roughly $11.1k, of which $1,115.75 is interest.',
      unverified: [],
    },
    {
      text: 'At 7% you pay $308.77 a month. At 6% the payment would drop to $304.22, saving you $164 in interest.',
      unverified: ['6%', '$304.22', '$164'],
    },
    {
      text: 'Your monthly payment is $308.77, which is 3.09% of the loan each month, or $3,705.24 a year.',
      unverified: ['3.09%', '$3,705.24'],
    },
  ],
  mortgage: [
    {
      text: 'For a $400,000 home with 20% down ($80,000), you borrow $320,000 at 6.25% for 30 years. Principal and interest come to $1,970.30 a month over 360 payments, so you pay $709,306.21 in all and $389,306.21 in interest.',
      unverified: [],
    },
    {
      text: 'Your payment of about $1,970 a month is within typical guidelines; over 30 years the interest, roughly $389.3k, is more than the $320k you borrow.',
      unverified: [],
    },
    {
      text: 'With 20% down you avoid PMI, which would otherwise add about 0.5% of the loan, or $133 a month.',
      unverified: ['0.5%', '$133'],
    },
    {
      text: 'Over 30 years you pay $709,306.21, nearly twice the $400,000 price: 177% of it.',
      unverified: ['177%'],
    },
  ],
  bmi: [
    {
      text: 'At 70 kg and 170 cm your BMI is 24.22, in the normal range. For your height, a healthy weight runs from 53.46 to 71.96 kg.',
      unverified: [],
    },
    {
      text: 'Your BMI of about 24.2 (24 rounded) sits near the top of the normal band; your BMI Prime is 0.97.',
      unverified: [],
    },
    {
      text: 'Your BMI is 24.22, just under the overweight line of 25, so losing 2 kg would bring it to 23.5.',
      unverified: ['25', '2', '23.5'],
    },
  ],
  gpa: [
    {
      text: 'Your 7 credits earned 24 grade points, so your GPA is 3.43: the 4-point course with 3 credits lifts the 3-point course with 4 credits.',
      unverified: [],
    },
    {
      text: 'A GPA of 3.43, about 3.4, is good. One more A in a 3-credit course would raise it to 3.6.',
      unverified: ['3.6'],
    },
  ],
  'compound-interest': [
    {
      text: 'Investing $1,500 at 4.3% compounded 4 times a year for 6 years grows to $1,938.84: $438.84 of interest on $1,500 of contributions. The effective annual rate is 4.37%.',
      unverified: [],
    },
    {
      text: 'Your $1.5k becomes about $1.9k in six years, earning roughly $439 in interest.',
      unverified: [],
    },
    {
      text: 'In 6 years your $1,500 grows to $1,938.84, and after ten years it would be $2,295.',
      unverified: ['ten', '$2,295'],
    },
  ],
  'pregnancy-due-date': [
    {
      text: 'Counting from your last period on January 1, 2023, with a 28-day cycle, your baby is due on Sunday, October 8, 2023. On March 1, 2023 you were 8 weeks and 3 days pregnant, with 221 days to go. Conception most likely happened around January 15; your second trimester begins on April 9, 2023 and your third on July 16, 2023.',
      unverified: [],
    },
    {
      text: 'Your estimated due date is 2023-10-08, in October 2023.',
      unverified: [],
    },
    {
      text: 'Your due date is October 8, 2023, which is 40 weeks after your last period; most babies arrive between October 1 and October 22.',
      unverified: ['40', 'October 1', 'October 22'],
    },
    {
      text: 'You are 8 weeks and 3 days along, due on October 9, 2023.',
      unverified: ['October 9, 2023'],
    },
  ],
  'break-even': [
    {
      text: 'With $300,000 of fixed costs and a $10 price against $6 of variable cost, each unit contributes $4, a 40% margin. You break even at 75,000 units, or $750,000 of revenue.',
      unverified: [],
    },
    {
      text: 'You need to sell 75k units, about $750k of sales, to cover your $300k of fixed costs.',
      unverified: [],
    },
    {
      text: 'You break even at 75,000 units; raising the price to $12 would cut that to 50,000 units.',
      unverified: ['$12', '50,000'],
    },
  ],
};

describe('checkNumbers on written answers with the engine\'s numbers', () => {
  describe.each(Object.entries(corpus))('%s', (slug, answers) => {
    const facts = exampleFacts(slug);

    it.each(answers.map((answer) => [answer.text, answer.unverified] as const))('checks "%s"', (text, unverified) => {
      expect(checkNumbers(text, facts)).toEqual(unverified.length === 0 ? { ok: true } : { ok: false, unverified });
    });
  });
});
