import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';

describe('savings', () => {
  it('reads an empty initial deposit, increase, compounding, timing and tax as their defaults', () => {
    const result = calculate('savings', {
      monthlyDeposit: 1000, interestRate: 12, years: 1, initialDeposit: '', annualDepositIncrease: '', compoundingFrequency: '',
      depositTiming: '', taxRate: '',
    });
    expect(result.value).toBeCloseTo(12682.5, 2);
    expect(result.details).toMatchObject({ totalDeposits: 12000, totalTax: 0, numberOfMonths: 12 });
  });

  it('rounds the length to whole months, halves up, and refuses one that rounds to none, naming Years', () => {
    expect(calculate('savings', { monthlyDeposit: 100, interestRate: 0, years: 1 / 24 }).details['numberOfMonths']).toBe(1);
    expect(() => calculate('savings', { monthlyDeposit: 100, interestRate: 0, years: 0.04 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'years', message: messages.atLeastOneMonth('Years') }));
    expect(() => calculate('savings', { monthlyDeposit: 100, interestRate: 0, years: 0 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'years', message: 'Years must be greater than 0' }));
  });

  it('raises the deposit at the start of each new year, not within one', () => {
    const { yearly } = calculate('savings', { monthlyDeposit: 100, annualDepositIncrease: 50, interestRate: 0, years: 2 });
    expect(yearly?.map((row) => row.contributions)).toEqual([1200, 3000]);
  });

  test.prop([
    fc.double({ min: 1 / 12, max: 99.5, noNaN: true }),
    fc.double({ min: 0, max: 50, noNaN: true }),
    fc.double({ min: 0, max: 5000, noNaN: true }),
    fc.double({ min: 0, max: 20, noNaN: true }),
    fc.double({ min: 0, max: 100, noNaN: true }),
  ])('never falls as the years grow', (years, interestRate, monthlyDeposit, annualDepositIncrease, taxRate) => {
    const inputs = { initialDeposit: 1000, monthlyDeposit, annualDepositIncrease, interestRate, taxRate };
    const shorter = calculate('savings', { ...inputs, years }).value as number;
    const longer = calculate('savings', { ...inputs, years: years + 0.5 }).value as number;
    expect(longer).toBeGreaterThanOrEqual(shorter * (1 - 1e-12));
  });
});
