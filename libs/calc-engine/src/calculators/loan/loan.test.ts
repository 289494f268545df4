import { describe, expect, it } from 'vitest';
import { calculate, CalculatorInputError, MAX_SCHEDULE_MONTHS } from '../../index.js';
import { loanPayment } from './loan.js';

describe('loan', () => {
  it('gives the payment in dollars', () => {
    expect(loanPayment({ loanAmount: 10000, interestRate: 7, loanTenure: 3 }).unit).toBe('$');
  });

  it('divides the principal evenly at a 0% rate', () => {
    expect(calculate('loan', { loanAmount: 12000, interestRate: 0, loanTenure: 1 }).value).toBe(1000);
  });

  it('returns a schedule that ends at a zero balance', () => {
    const { schedule } = loanPayment({ loanAmount: 10000, interestRate: 7, loanTenure: 3 });
    expect(schedule).toHaveLength(36);
    expect(schedule?.at(-1)?.balance).toBe(0);
  });

  it('leaves the schedule out beyond MAX_SCHEDULE_MONTHS, as the mortgage does, and still gives the totals', () => {
    expect(loanPayment({ loanAmount: 10000, interestRate: 7, loanTenure: MAX_SCHEDULE_MONTHS / 12 }).schedule).toHaveLength(MAX_SCHEDULE_MONTHS);
    const endless = loanPayment({ loanAmount: 10000, interestRate: 7, loanTenure: 1e9 });
    expect(endless.schedule).toBeUndefined();
    // The payment tends to the interest alone, 10,000 × 7% / 12.
    expect(endless.value).toBeCloseTo(58.33, 2);
    expect(endless.details.numberOfPayments).toBe(12e9);
  });

  it('names the field at fault for a zero amount', () => {
    expect(() => calculate('loan', { loanAmount: 0, interestRate: 7, loanTenure: 3 })).toThrow(
      expect.objectContaining({ field: 'loanAmount', code: 'out_of_domain' }),
    );
    expect(() => calculate('loan', { interestRate: 7, loanTenure: 3 })).toThrow(CalculatorInputError);
  });
});

describe('loan solved the other way round', () => {
  it('finds the amount whose payment rounds to $308.77 at 7% over 3 years', () => {
    const solved = calculate('loan', { solve: 'loanAmount', monthlyPayment: 308.77, interestRate: 7, loanTenure: 3 });
    expect(solved.value).toBeCloseTo(9999.97, 2);
    expect(solved.unit).toBe('$');
    expect(solved.details['monthlyPayment']).toBeCloseTo(308.77, 9);
  });

  it('finds the rate and the term from the payment', () => {
    expect(calculate('loan', { solve: 'interestRate', monthlyPayment: 308.770969, loanAmount: 10000, loanTenure: 3 }).value).toBeCloseTo(7, 5);
    expect(calculate('loan', { solve: 'loanTenure', monthlyPayment: 308.770969, loanAmount: 10000, interestRate: 7 }).value).toBeCloseTo(3, 5);
  });

  it('says when no rate gives the payment, naming the payment', () => {
    expect(() => calculate('loan', { solve: 'interestRate', monthlyPayment: 100, loanAmount: 10000, loanTenure: 3 }))
      .toThrow(expect.objectContaining({ code: 'no_solution', field: 'monthlyPayment', message: 'No annual interest rate gives this monthly payment' }));
  });

  it('refuses to solve for what cannot be solved, and asks for the known result', () => {
    expect(() => calculate('loan', { solve: 'principal', monthlyPayment: 300, interestRate: 7, loanTenure: 3 }))
      .toThrow(expect.objectContaining({ code: 'not_solvable', field: 'solve' }));
    expect(() => calculate('loan', { solve: 'loanAmount', interestRate: 7, loanTenure: 3 }))
      .toThrow(expect.objectContaining({ code: 'required', field: 'monthlyPayment' }));
  });
});
