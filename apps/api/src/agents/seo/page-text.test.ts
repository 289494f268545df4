import { describe, expect, it } from 'vitest';
import { fitDescription, fitWords, normalQuery, significantWords, titleCase } from './page-text.js';

describe('page text', () => {
  it('compares searches in lower case, letters and digits only', () => {
    expect(normalQuery('  Mortgage-Payoff   CALC! ')).toBe('mortgage payoff calc');
    expect(normalQuery('401(k) Rechner für Zinsen')).toBe('401 k rechner für zinsen');
    expect(significantWords('How to calculate my mortgage payoff? mortgage')).toEqual(['mortgage', 'payoff']);
  });

  it('cuts a text at a word, never inside one, and drops a dangling word or separator', () => {
    expect(fitWords('Compound Interest and Savings Growth Calculator', 35)).toBe('Compound Interest and Savings');
    expect(fitWords('Compound Interest and Savings Growth', 24)).toBe('Compound Interest');
    expect(fitWords('Savings, Pension and Annuity', 17)).toBe('Savings, Pension');
    expect(fitWords('Short', 60)).toBe('Short');
    expect(fitWords('Supercalifragilistic', 10)).toBeUndefined();
  });

  it('fits a description in whole sentences, or whole words and an ellipsis', () => {
    const sentences = `${'Each calculator shows its formula and sources. '.repeat(5)}`;
    const fitted = fitDescription(sentences);
    expect(fitted.length).toBeLessThanOrEqual(160);
    expect(fitted.endsWith('sources.')).toBe(true);
    const oneLong = `A ${'very '.repeat(40)}long sentence`;
    const cut = fitDescription(oneLong);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('very…')).toBe(true);
  });

  it("writes a keyword for a title, keeping the page's capitals", () => {
    expect(titleCase('bmi for kids', 'BMI Calculator | CalcHub')).toBe('BMI for Kids');
    expect(titleCase('apr to apy', 'Convert an APR to APY')).toBe('APR to APY');
    expect(titleCase('car loan', 'Loan Calculator')).toBe('Car Loan');
  });
});
