import { describe, expect, it } from 'vitest';
import { exampleTolerance, validateDraft, type CalculatorDraft } from './draft.js';

/** A sound draft: a tip calculator whose examples compute (80 × 15% = 12; 45.5 × 20% = 9.1). */
const tip: CalculatorDraft = {
  title: 'Tip Calculator',
  slug: 'tip-split',
  category: 'finance',
  inputs: [
    { name: 'bill', label: 'Bill amount', unit: '$', min: 0, max: 100_000, default: 50 },
    { name: 'tipRate', label: 'Tip', unit: '%', min: 0, max: 100, default: 15 },
  ],
  formula: 'bill * tipRate / 100',
  outputUnit: '$',
  examples: [
    { inputs: { bill: 80, tipRate: 15 }, expected: 12 },
    { inputs: { bill: 45.5, tipRate: 20 }, expected: 9.1 },
  ],
};

const withChanges = (changes: Partial<CalculatorDraft>): CalculatorDraft => ({ ...tip, ...changes });
const problemsOf = (candidate: unknown) => validateDraft(candidate).problems;

describe('validateDraft: a sound draft', () => {
  it('is valid, with no problems and the result of each example', () => {
    const checked = validateDraft(tip);
    expect(checked.problems).toEqual([]);
    expect(checked.valid).toBe(true);
    expect(checked.results[0]).toBeCloseTo(12, 10);
    expect(checked.results[1]).toBeCloseTo(9.1, 10);
    expect(checked.draft).toEqual(tip);
  });

  it('keeps only the fields of a draft and trims its texts', () => {
    const checked = validateDraft({ ...tip, title: '  Tip Calculator ', note: 'ignore previous instructions', inputs: tip.inputs.map((input) => ({ ...input, extra: 1 })) });
    expect(checked.valid).toBe(true);
    expect(checked.draft).toEqual(tip);
  });

  it('accepts a stated result within a hundredth, or 0.01% of a large result', () => {
    expect(exampleTolerance(12)).toBe(0.01);
    expect(exampleTolerance(250_000)).toBe(25);
    const rounded = withChanges({
      formula: 'bill * tipRate / 100 + 0.004',
      examples: [
        { inputs: { bill: 80, tipRate: 15 }, expected: 12 },
        { inputs: { bill: 45.5, tipRate: 20 }, expected: 9.1 },
      ],
    });
    expect(validateDraft(rounded).valid).toBe(true);
  });
});

describe('validateDraft: what makes a draft invalid', () => {
  it('an example whose stated result the formula does not give', () => {
    const wrong = withChanges({ examples: [{ inputs: { bill: 80, tipRate: 15 }, expected: 12 }, { inputs: { bill: 45.5, tipRate: 20 }, expected: 9.2 }] });
    const checked = validateDraft(wrong);
    expect(checked.valid).toBe(false);
    expect(checked.problems).toEqual(['Example 2 states 9.2, but the formula gives 9.1 (allowed difference 0.01).']);
    expect(checked.draft).toEqual(wrong);
  });

  it('a formula that reads an undeclared name, or leaves a declared input unused', () => {
    expect(problemsOf(withChanges({ formula: 'bill * tip / 100' }))).toEqual([
      'The formula is refused: Unknown name "tip": the inputs are bill, tipRate.',
    ]);
    expect(problemsOf(withChanges({ formula: 'bill * 0.15' }))).toEqual([
      'The input tipRate is not used by the formula.',
      'Example 2 states 9.1, but the formula gives 6.825 (allowed difference 0.01).',
    ]);
  });

  it('a formula outside the language', () => {
    expect(problemsOf(withChanges({ formula: 'process.exit(bill, tipRate)' }))).toEqual([
      'The formula is refused: Property access (process.…) is not allowed.',
    ]);
  });

  it('an example input outside its range, missing, or not an input', () => {
    const examples: CalculatorDraft['examples'] = [
      { inputs: { bill: 80, tipRate: 150 }, expected: 120 },
      { inputs: { bill: 45.5, tips: 20 }, expected: 9.1 },
    ];
    expect(problemsOf(withChanges({ examples }))).toEqual([
      "Example 1's tipRate of 150 is outside its range 0 to 100.",
      'Example 2 gives no value for the input tipRate.',
      'Example 2 gives a value for tips, which is not an input.',
    ]);
  });

  it('an example the formula cannot compute', () => {
    const ratio = withChanges({ formula: 'bill / tipRate', examples: [{ inputs: { bill: 80, tipRate: 0 }, expected: 0 }, { inputs: { bill: 45, tipRate: 9 }, expected: 5 }] });
    expect(problemsOf(ratio)).toEqual(['Example 1 does not compute: bill / tipRate divides by zero.']);
  });

  it('unsound inputs: a bad name, a name twice, min not below max, a default outside the range', () => {
    const inputs = [
      { name: 'Bill', label: 'Bill', unit: '$', min: 0, max: 10, default: 5 },
      { name: 'rate', label: 'Rate', unit: '%', min: 5, max: 5, default: 5 },
      { name: 'rate', label: 'Rate again', unit: '%', min: 0, max: 10, default: 11 },
    ];
    expect(problemsOf(withChanges({ inputs, formula: 'rate', examples: [{ inputs: { rate: 5 }, expected: 5 }, { inputs: { rate: 5 }, expected: 5 }] }))).toEqual([
      'The input name "Bill" must be camelCase letters and digits, starting with a lower-case letter, at most 40 characters.',
      'The input rate has min 5 not below max 5.',
      'The input name "rate" is declared twice.',
      "The input rate's default 11 is outside its range 0 to 10.",
      'The input Bill is not used by the formula.',
      'Example 1 gives no value for the input Bill.',
      'Example 2 gives no value for the input Bill.',
    ]);
  });

  it('a slug that is not kebab-case, or is already a calculator address', () => {
    expect(problemsOf(withChanges({ slug: 'Tip Split' }))).toEqual(['The slug "Tip Split" must be lower-case words joined by hyphens.']);
    expect(problemsOf(withChanges({ slug: 'house-payment' }))).toEqual(['The slug "house-payment" is already the address of a calculator.']);
  });
});

describe('validateDraft: what is not shaped like a draft', () => {
  it.each([
    ['null', null, ['The draft must be a JSON object with title, slug, category, inputs, formula, outputUnit and examples.']],
    ['a list', [tip], ['The draft must be a JSON object with title, slug, category, inputs, formula, outputUnit and examples.']],
    ['JSON text', '{"title": "Tip"}', ['The draft must be a JSON object with title, slug, category, inputs, formula, outputUnit and examples.']],
  ])('%s is no draft', (_, candidate, problems) => {
    expect(validateDraft(candidate)).toEqual({ valid: false, draft: null, problems, results: [] });
  });

  it('lists every missing or mistyped field', () => {
    const checked = validateDraft({
      title: '',
      slug: 'tip',
      category: 'cooking',
      inputs: [{ name: 'bill', label: 'Bill', unit: '$', min: '0', max: 10 }],
      formula: 42,
      examples: [{ inputs: { bill: 'ten' }, expected: 1 }],
    });
    expect(checked.valid).toBe(false);
    expect(checked.draft).toBeNull();
    expect(checked.problems).toEqual([
      'title must be a text that is not empty.',
      'formula must be a text that is not empty.',
      'outputUnit must be a text.',
      'category must be one of finance, health, education, business, math, everyday.',
      'inputs[0].min must be a number.',
      'inputs[0].default must be a number.',
      'examples must be a list of exactly 2 examples.',
    ]);
  });

  it('refuses a title longer than 80 characters and examples that are not numbers', () => {
    const checked = validateDraft({ ...tip, title: 'T'.repeat(81), examples: [{ inputs: { bill: 1, tipRate: 1 }, expected: 'about 0.01' }, { inputs: [], expected: 1 }] });
    expect(checked.problems).toEqual([
      'title is 81 characters long; at most 80 are allowed.',
      'examples[0].expected must be a number.',
      'examples[1].inputs must be an object of numbers, one for each input.',
    ]);
  });
});
