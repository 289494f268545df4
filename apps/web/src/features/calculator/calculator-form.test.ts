import { calculators } from '@calchub/calc-engine';
import type { CalculatorDefinition } from '@calchub/catalogue';
import { describe, expect, it } from 'vitest';
import { evaluateForm, exampleValues, initialValues, parseTypedNumber, queryFromValues, valuesFromQuery } from './calculator-form.js';

function engineInfo(slug: string) {
  const info = calculators.find((c) => c.slug === slug);
  if (!info) throw new Error(`the engine has no ${slug}`);
  return info;
}
const loanInfo = engineInfo('loan');
const bmiInfo = engineInfo('bmi');

/** Just enough presentation to drive the form; real definitions live in the catalogue. */
function fixture(slug: string, inputs: CalculatorDefinition['inputs'], unitToggle?: CalculatorDefinition['unitToggle']): CalculatorDefinition {
  return {
    slug, aliases: [], title: `${slug} Calculator`, description: '', category: 'finance', inputs, unitToggle,
    formula: { expression: '', symbols: [], text: '' }, examples: [], disclaimer: '', interpret: () => '',
    content: { whatItComputes: '', howToUse: '', formulaExplained: '', readingTheResult: '', limitations: '', faq: [] },
    keywords: [], related: [],
  };
}

const loan = fixture('loan', {
  loanAmount: { label: 'Loan Amount' }, interestRate: { label: 'Annual Interest Rate' }, loanTenure: { label: 'Loan Tenure' },
});
const bmi = fixture('bmi', { weight: { label: 'Weight' }, height: { label: 'Height' }, unitSystem: { label: 'Units', uiDefault: 1 } }, {
  measures: { weight: 'mass', height: 'height' }, engineUnitSystemInput: 'unitSystem',
});

describe('evaluateForm', () => {
  it('waits for every required input before computing', () => {
    expect(evaluateForm(loanInfo, loan, { loanAmount: '10000', interestRate: '7', loanTenure: '' }, 'metric')).toEqual({ status: 'incomplete' });
  });

  it('computes with what was typed, accepting thousands separators', () => {
    const outcome = evaluateForm(loanInfo, loan, { loanAmount: '10,000', interestRate: '7', loanTenure: '3' }, 'metric');
    expect(outcome.status === 'result' && outcome.result.value).toBeCloseTo(308.77, 2);
  });

  it('names every field that is not a number', () => {
    const outcome = evaluateForm(loanInfo, loan, { loanAmount: '12abc', interestRate: 'x', loanTenure: '3' }, 'metric');
    expect(outcome).toEqual({
      status: 'invalid',
      errors: { loanAmount: 'Loan Amount must be a number', interestRate: 'Annual Interest Rate must be a number' },
    });
  });

  it("shows the engine's message under the field at fault", () => {
    const outcome = evaluateForm(loanInfo, loan, { loanAmount: '0', interestRate: '7', loanTenure: '3' }, 'metric');
    expect(outcome).toEqual({ status: 'invalid', errors: { loanAmount: 'Loan amount must be greater than 0' } });
  });

  it('passes US units to BMI through its unit-system input (CDC 703 formula)', () => {
    const outcome = evaluateForm(bmiInfo, bmi, { weight: '150', height: '65', unitSystem: '1' }, 'us');
    expect(outcome.status === 'result' && outcome.result.value).toBeCloseTo(24.96, 2);
  });
});

describe('address parameters', () => {
  it('round-trips the inputs and the unit system', () => {
    const query = queryFromValues({ loanAmount: '10000', interestRate: '7', loanTenure: '3' }, 'metric');
    expect(query).toBe('loanAmount=10000&interestRate=7&loanTenure=3');
    const read = valuesFromQuery(loanInfo, loan, new URLSearchParams(query));
    expect(read.values).toEqual({ loanAmount: '10000', interestRate: '7', loanTenure: '3' });
    expect(read.ignored).toEqual([]);
  });

  it('ignores unknown names and unusable values, and lists them', () => {
    const read = valuesFromQuery(loanInfo, loan, new URLSearchParams('loanAmount=abc&foo=1&interestRate=7'));
    expect(read.values.loanAmount).toBe('');
    expect(read.values.interestRate).toBe('7');
    expect(read.ignored).toEqual(['loanAmount', 'foo']);
  });
});

describe('initial and example values', () => {
  it('pre-fills selects and leaves numbers empty; an example replaces every input', () => {
    expect(initialValues(bmiInfo, bmi)).toEqual({ unitSystem: '1', weight: '', height: '' });
    expect(exampleValues(loanInfo, loan, { loanAmount: 50000, interestRate: 5.5, loanTenure: 5 })).toEqual({
      loanAmount: '50000', interestRate: '5.5', loanTenure: '5',
    });
    expect(parseTypedNumber('1,234,567.5')).toBe(1234567.5);
    expect(parseTypedNumber('1,23')).toBeNaN();
  });
});
