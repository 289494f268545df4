import type { CalculatorInfo } from '@calchub/calc-engine';
import { describe, expect, it } from 'vitest';
import { countWords, engineProblems, explanatoryWordCount, validateContent, validateDefinition } from './schema.js';
import type { CalculatorDefinition } from './types.js';

// 13 words, repeated to pass or miss the 400-word floor on purpose.
const SENTENCE = 'The payment depends on the amount you borrow, the rate and the term. ';

function definition(overrides: Partial<Record<keyof CalculatorDefinition, unknown>> = {}): Record<string, unknown> {
  return {
    slug: 'loan',
    aliases: ['loan-calculator'],
    title: 'Loan Calculator',
    description: 'Work out the monthly payment of a fixed-rate loan.',
    category: 'finance',
    topic: 'loans',
    inputs: {
      loanAmount: { label: 'Loan Amount', unit: '$', step: 1000, uiDefault: 10000, placeholder: 'e.g. 10,000' },
      interestRate: { label: 'Annual Interest Rate', unit: '%', step: 0.1, uiDefault: 7 },
      loanTenure: { label: 'Loan Tenure', unit: 'years', step: 1, uiDefault: 3 },
    },
    formula: {
      expression: 'M = P × r / (1 − (1 + r)^−n)',
      symbols: [
        { symbol: 'M', meaning: 'monthly payment' },
        { symbol: 'P', meaning: 'amount borrowed' },
      ],
      text: 'The payment repays the loan with interest in equal instalments.',
    },
    examples: [1, 2, 3].map((n) => ({ description: `Example ${n}`, inputs: { loanAmount: n * 10000, interestRate: 7, loanTenure: 3 } })),
    disclaimer: 'Not financial advice.',
    interpret: () => 'manageable',
    keywords: ['loan payment', 'apr', 'borrow', 'lone calculator', 'monthly payment'],
    related: ['mortgage', 'car-loan', 'personal-loan'],
    ...overrides,
  };
}

const content = {
  whatItComputes: SENTENCE.repeat(8),
  howToUse: SENTENCE.repeat(8),
  formulaExplained: SENTENCE.repeat(8),
  readingTheResult: SENTENCE.repeat(8),
  limitations: SENTENCE.repeat(2),
  faq: [1, 2, 3].map((n) => ({ question: `Question ${n}?`, answer: SENTENCE })),
};

const loanInfo: CalculatorInfo = {
  slug: 'loan',
  inputs: [
    { name: 'loanAmount', label: 'Loan amount', type: 'number', unit: '$', required: true, min: 1000, max: 1000000 },
    { name: 'interestRate', label: 'Annual interest rate', type: 'number', unit: '%', required: true, min: 1, max: 30 },
    { name: 'loanTenure', label: 'Loan tenure', type: 'number', unit: 'years', required: true, min: 1, max: 30 },
  ],
  outputs: [
    { name: 'monthlyPayment', type: 'number', unit: '$' },
    { name: 'totalInterest', type: 'number', unit: '$' },
  ],
  primary: 'monthlyPayment',
};

describe('countWords', () => {
  it('counts tokens that hold a letter or digit', () => {
    expect(countWords('A 30-year loan costs $1,970.30 a month — before taxes.')).toBe(9);
    expect(countWords('   ')).toBe(0);
  });

  it('counts every section and every FAQ question and answer', () => {
    // 34 sentences of 13 words in the sections; each FAQ entry is "Question n?" (2 words) and one sentence.
    expect(explanatoryWordCount(content)).toBe(34 * 13 + 3 * (2 + 13));
    expect(explanatoryWordCount(undefined)).toBe(0);
  });
});

describe('validateDefinition', () => {
  it('accepts a complete definition', () => {
    expect(validateDefinition(definition())).toEqual([]);
  });

  it('names the slug in every problem and rejects what is not an object', () => {
    expect(validateDefinition(null)).toEqual(['(no slug): a definition must be an object']);
    expect(validateDefinition(definition({ title: 'Loan' }))).toEqual(['loan: title must be "<Name> Calculator", or a generator\'s "<Name> Generator" or "<Name> Roller"']);
  });

  it('wants a short one-sentence description, and lets "U.S. Navy" stay one sentence', () => {
    expect(validateDefinition(definition({ description: 'Loans. Payments too.' }))).toEqual(['loan: description must be one sentence']);
    expect(validateDefinition(definition({ description: 'Payments' }))).toEqual([
      'loan: description must be a sentence ending with a full stop',
    ]);
    expect(validateDefinition(definition({ description: `${'a'.repeat(160)}.` }))).toEqual([
      'loan: description is 161 characters; at most 160',
    ]);
    expect(validateDefinition(definition({ description: 'Body fat by the U.S. Navy method.' }))).toEqual([]);
  });

  it('checks slugs, aliases, category and related calculators', () => {
    const problems = validateDefinition(
      definition({ slug: 'Loan Calc', aliases: ['loan-calculator', 'loan-calculator'], category: 'travel', related: ['mortgage', 'mortgage'] }),
    );
    expect(problems).toEqual([
      'Loan Calc: slug must be lower-case words joined by hyphens',
      'Loan Calc: aliases repeats "loan-calculator"',
      'Loan Calc: category must be one of finance, health, education, business, math, everyday',
      'Loan Calc: related must have 3 to 6 entries (has 2)',
      'Loan Calc: related repeats "mortgage"',
    ]);
    expect(validateDefinition(definition({ topic: 'pregnancy' }))).toEqual([
      'loan: topic must be one of the finance category\'s: loans, mortgages, savings, spending',
    ]);
    expect(validateDefinition(definition({ aliases: ['loan'], related: ['loan', 'a', 'b', 'c', 'd', 'e', 'f'] }))).toEqual([
      'loan: aliases must not repeat the slug',
      'loan: related must have 3 to 6 entries (has 7)',
      'loan: related must not list the calculator itself',
    ]);
  });

  it('wants at least three examples, distinct descriptions and no stored result', () => {
    const base = { description: 'Small loan', inputs: { loanAmount: 10000 } };
    expect(validateDefinition(definition({ examples: [base, { ...base, result: 308.45 }] }))).toEqual([
      'loan: examples must list at least 3 worked examples',
      'loan: examples[1] repeats the description "Small loan"',
      'loan: examples[1] stores a result; results are computed by the engine',
    ]);
  });

  it('finds explained symbols the formula does not use', () => {
    const formula = { expression: 'M = P × r', symbols: [{ symbol: 'M', meaning: 'payment' }, { symbol: 'n', meaning: 'months' }], text: 'x' };
    expect(validateDefinition(definition({ formula }))).toEqual([
      'loan: formula.symbols explains "n", which the expression does not use',
    ]);
  });

  it('wants lower-case keywords and a function to interpret results', () => {
    expect(validateDefinition(definition({ keywords: ['APR', 'a', 'b', 'c', 'd'], interpret: 'manageable' }))).toEqual([
      'loan: interpret must be a function of the result',
      'loan: keywords has "APR"; keywords are lower-case and trimmed',
    ]);
  });
});

describe('validateContent', () => {
  it('accepts five sections and three FAQ entries of 400 words in all', () => {
    expect(validateContent('loan', content)).toEqual([]);
  });

  it('names the slug in every problem and rejects what is not an object', () => {
    expect(validateContent('loan', null)).toEqual(['loan: content must be an object']);
  });

  it('wants 400 words, three FAQ questions and no placeholder text', () => {
    const sketchy = {
      whatItComputes: 'Lorem ipsum dolor.',
      howToUse: 'TODO',
      formulaExplained: 'Your payment is {payment}.',
      readingTheResult: 'Fine.',
      limitations: 'Some.',
      faq: [{ question: 'Is it TBD', answer: 'Yes.' }],
    };
    expect(validateContent('loan', sketchy)).toEqual([
      'loan: content.whatItComputes contains placeholder text ("Lorem")',
      'loan: content.howToUse contains placeholder text ("TODO")',
      'loan: content.formulaExplained contains placeholder text ("{payment}")',
      'loan: content.faq must have at least 3 questions',
      'loan: content.faq[0].question must end with "?"',
      'loan: content.faq[0].question contains placeholder text ("TBD")',
      'loan: content has 14 words; at least 400 are needed',
    ]);
  });

});

describe('engineProblems', () => {
  const valid = definition() as unknown as CalculatorDefinition;

  it('accepts a definition that presents exactly the engine inputs', () => {
    expect(engineProblems(valid, loanInfo)).toEqual([]);
  });

  it('finds inputs that are missing, invented, or pre-filled outside the engine limits', () => {
    const { loanTenure: _dropped, ...rest } = valid.inputs;
    const inputs = { ...rest, loanAmount: { label: 'Loan Amount', uiDefault: 500 }, term: { label: 'Term' } };
    expect(engineProblems({ ...valid, inputs }, loanInfo)).toEqual([
      'loan: inputs.loanAmount.uiDefault 500 is below the minimum 1000',
      'loan: inputs.term is not an input of the engine (it has loanAmount, interestRate, loanTenure)',
      'loan: engine input loanTenure is not presented',
    ]);
  });

  it('wants a label on every select option and none on other inputs', () => {
    const info: CalculatorInfo = {
      ...loanInfo,
      inputs: [...loanInfo.inputs, { name: 'timing', label: 'Timing', type: 'select', required: false, options: [0, 1] }],
    };
    const inputs = {
      ...valid.inputs,
      loanTenure: { label: 'Loan Tenure', optionLabels: { 1: 'One' } },
      timing: { label: 'Contribute at', uiDefault: 2, optionLabels: { 0: 'End of month', 2: 'Never' } },
    };
    expect(engineProblems({ ...valid, inputs }, info)).toEqual([
      'loan: inputs.loanTenure.optionLabels is given, but it is a number',
      'loan: inputs.timing.uiDefault 2 is not one of the options 0, 1',
      'loan: inputs.timing.optionLabels has no label for option 1',
      'loan: inputs.timing.optionLabels labels 2, which is not an option',
    ]);
  });

  it('lets the toggle set the unit-system input, and checks toggle, examples and output labels', () => {
    const info: CalculatorInfo = {
      ...loanInfo,
      inputs: [...loanInfo.inputs, { name: 'unitSystem', label: 'Units', type: 'select', required: false, options: [1, 2] }],
    };
    expect(engineProblems({ ...valid, unitToggle: { measures: {}, engineUnitSystemInput: 'unitSystem' } }, info)).toEqual([]);
    const broken = {
      ...valid,
      unitToggle: { measures: { weight: 'mass' as const }, engineUnitSystemInput: 'loanAmount' },
      examples: [{ description: 'x', inputs: { loanAmount: 1000, years: 2 } }],
      outputLabels: { apr: 'APR' },
    };
    expect(engineProblems(broken, loanInfo)).toEqual([
      'loan: unitToggle.measures.weight is not a number input of the engine',
      'loan: unitToggle.engineUnitSystemInput loanAmount is not a select input of the engine',
      'loan: examples[0].inputs.years is not an input of the engine',
      'loan: outputLabels.apr is not an output of the engine',
    ]);
  });
});
