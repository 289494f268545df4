import { calculatorLoaders, tryCalculateWith } from '@calchub/calc-engine';
import { calculatorDefinitions, type UnitSystem } from '@calchub/catalogue';
import { describe, expect, it } from 'vitest';
import { evaluateForm, queryFromValues, valuesFromQuery, type FormValues } from './calculator-form.js';
import { comparisonFromQuery, comparisonQuery } from './scenario-address.js';

const loanInfo = await calculatorLoaders.loan();
const bmiInfo = await calculatorLoaders.bmi();
const definition = (slug: string) => {
  const found = calculatorDefinitions.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no definition ${slug}`);
  return found;
};
const loan = definition('loan');
const bmi = definition('bmi');
const loanCode = { definition: loan, calculator: loanInfo, calculate: tryCalculateWith };
const readLoan = (query: URLSearchParams) => valuesFromQuery(loanInfo, loan, query);
const readBmi = (query: URLSearchParams) => valuesFromQuery(bmiInfo, bmi, query);

/** The page's address for two scenarios, as the page writes it. */
function address(a: FormValues, unitSystem: UnitSystem, b: FormValues): URLSearchParams {
  const query = new URLSearchParams(queryFromValues(a, unitSystem));
  query.set('compare', comparisonQuery(a, b));
  return query;
}

describe('a comparison in the address', () => {
  const a = { loanAmount: '10000', interestRate: '7', loanTenure: '3' };

  it('writes scenario B as its differences from A, names sorted, so equal comparisons give equal addresses', () => {
    expect(comparisonQuery(a, { ...a, loanTenure: '5', interestRate: ' 6.5 ' })).toBe('interestRate=6.5&loanTenure=5');
    expect(comparisonQuery(a, { loanTenure: '5', loanAmount: '10000', interestRate: '6.5' })).toBe('interestRate=6.5&loanTenure=5');
    expect(comparisonQuery(a, { ...a, loanTenure: '' })).toBe('loanTenure=');
    expect(comparisonQuery(a, a)).toBe('');
    expect(address(a, 'metric', { ...a, loanTenure: '5' }).toString()).toBe('loanAmount=10000&interestRate=7&loanTenure=3&compare=loanTenure%3D5');
  });

  it('reads back what it wrote: B is A with its differences, and A ignores the parameter', () => {
    const b = { ...a, loanTenure: '5', interestRate: '6.5' };
    const query = address(a, 'metric', b);
    expect(comparisonFromQuery(readLoan, query)).toEqual({ values: b, ignored: [] });
    expect(readLoan(query)).toMatchObject({ values: a, ignored: [] });
    expect(comparisonFromQuery(readLoan, address(a, 'metric', { ...a, loanTenure: '' }))?.values).toEqual({ ...a, loanTenure: '' });
    expect(comparisonFromQuery(readLoan, address(a, 'metric', a))).toEqual({ values: a, ignored: [] });
    expect(comparisonFromQuery(readLoan, new URLSearchParams('loanAmount=10000'))).toBeUndefined();
  });

  it("lists B's unusable values and keeps A's value instead; B's invalid numbers get A's field messages", () => {
    const compared = comparisonFromQuery(readLoan, new URLSearchParams('loanAmount=10000&interestRate=7&loanTenure=3&compare=loanAmount%3Dabc%26ref%3Dx%26units%3Dus'));
    expect(compared).toEqual({ values: a, ignored: ['units', 'loanAmount', 'ref'] });
    const zero = comparisonFromQuery(readLoan, new URLSearchParams('loanAmount=10000&interestRate=7&loanTenure=3&compare=loanAmount%3D0'));
    const outcome = evaluateForm(loanInfo, loan, zero?.values ?? {}, 'metric', undefined, loanCode);
    expect(outcome).toEqual(evaluateForm(loanInfo, loan, { ...a, loanAmount: '0' }, 'metric', undefined, loanCode));
    expect(outcome.status === 'invalid' && outcome.errors['loanAmount']).toMatch(/greater than 0/);
  });

  it("gives B A's units: a US height in feet and inches differs as feet and inches", () => {
    const us = { weight: '154', height: '', heightFeet: '5', heightInches: '7', unitSystem: '1' };
    const query = address(us, 'us', { ...us, heightInches: '9' });
    expect(query.get('compare')).toBe('heightInches=9');
    expect(query.get('units')).toBe('us');
    expect(comparisonFromQuery(readBmi, query)?.values).toMatchObject({ heightFeet: '5', heightInches: '9', weight: '154' });
  });
});
