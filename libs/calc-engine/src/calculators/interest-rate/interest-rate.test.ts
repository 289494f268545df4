import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';

describe('interest-rate', () => {
  it('gives back the rate of a level payment to a millionth of a percent', () => {
    // The payment at 18% APR over 30 years, worked in exact decimals: 150,000 × 0.015 / (1 − 1.015^−360) = 2260.5978...
    const pay = 150000 * 0.015 / (1 - 1.015 ** -360);
    expect(calculate('interest-rate', { loanAmount: 150000, loanTerm: 360, monthlyPayment: pay }).value).toBeCloseTo(18, 6);
  });

  it('refuses payments that add up to less than the loan, naming Monthly Payment', () => {
    expect(() => calculate('interest-rate', { loanAmount: 10000, loanTerm: 12, monthlyPayment: 800 }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'monthlyPayment', message: messages.paymentsBelowLoan() }));
  });

  it('finds no rate above 1,200% a year', () => {
    // A single payment of three times the loan is 200% for the month.
    expect(() => calculate('interest-rate', { loanAmount: 1000, loanTerm: 1, monthlyPayment: 3000 }))
      .toThrow(expect.objectContaining({ code: 'no_solution', field: 'monthlyPayment', message: messages.rateAbove1200() }));
    expect(calculate('interest-rate', { loanAmount: 1000, loanTerm: 1, monthlyPayment: 2000 }).value).toBeCloseTo(1200, 9);
  });

  it('refuses a term in part months', () => {
    expect(() => calculate('interest-rate', { loanAmount: 1000, loanTerm: 12.5, monthlyPayment: 100 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'loanTerm' }));
  });

  // A payment between loanAmount / loanTerm (0%) and the loan itself (about 100% a month) always has a rate.
  const loan = fc.record({
    loanAmount: fc.double({ min: 100, max: 1e7, noNaN: true }),
    loanTerm: fc.integer({ min: 2, max: 1200 }),
    share: fc.double({ min: 0, max: 0.9, noNaN: true }),
    more: fc.double({ min: 0.001, max: 0.05, noNaN: true }),
  }).map(({ loanAmount, loanTerm, share, more }) => ({
    loanAmount, loanTerm, more, monthlyPayment: loanAmount / loanTerm + share * (loanAmount / 2 - loanAmount / loanTerm),
  }));

  test.prop([loan])('rises with the payment and falls with the amount borrowed', ({ loanAmount, loanTerm, monthlyPayment, more }) => {
    const base = calculate('interest-rate', { loanAmount, loanTerm, monthlyPayment }).value as number;
    const higherPayment = calculate('interest-rate', { loanAmount, loanTerm, monthlyPayment: monthlyPayment * (1 + more) }).value as number;
    const smallerLoan = calculate('interest-rate', { loanAmount: loanAmount / (1 + more), loanTerm, monthlyPayment }).value as number;
    expect(higherPayment).toBeGreaterThan(base);
    expect(smallerLoan).toBeGreaterThan(base);
  });
});
