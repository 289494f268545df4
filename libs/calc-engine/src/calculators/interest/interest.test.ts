import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';

describe('interest', () => {
  it('reads empty contributions, compounding, timing, length parts, tax and inflation as their defaults', () => {
    const result = calculate('interest', {
      initialInvestment: 20000, interestRate: 5, years: 5, months: '', annualContribution: '', monthlyContribution: '',
      contributionTiming: '', compoundingFrequency: '', taxRate: '', inflationRate: '',
    });
    // 20,000 × (1 + 0.05/12)^60
    expect(result.value).toBeCloseTo(20000 * (1 + 0.05 / 12) ** 60, 6);
    expect(result.details).toMatchObject({ totalContributions: 20000, totalTax: 0, buyingPower: result.value });
  });

  it('refuses a length of no months, naming Years, and more than 11 months', () => {
    expect(() => calculate('interest', { initialInvestment: 1000, interestRate: 5, years: 0, months: 0 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'years', message: messages.lengthAtLeastOneMonth() }));
    expect(() => calculate('interest', { initialInvestment: 1000, interestRate: 5, years: 1, months: 12 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'months' }));
  });

  it('lists the balance at the end of each year and at the last month', () => {
    const { yearly, value } = calculate('interest', { initialInvestment: 1000, monthlyContribution: 100, interestRate: 0, years: 2, months: 3 });
    expect(yearly?.map((row) => [row.year, row.balance])).toEqual([[1, 2200], [2, 3400], [2.25, 3700]]);
    expect(value).toBe(3700);
  });

  it('loses all the interest to a tax of 100%, and counts it as tax', () => {
    const result = calculate('interest', { initialInvestment: 1000, interestRate: 12, years: 1, taxRate: 100 });
    expect(result.value).toBe(1000);
    expect(result.details['totalInterest']).toBe(0);
    expect(result.details['totalTax']).toBeCloseTo(120, 9);
  });
});
