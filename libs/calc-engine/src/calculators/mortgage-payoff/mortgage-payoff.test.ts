import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('mortgage-payoff', () => {
  it('reads empty extras as none: the loan runs its full term and nothing is saved', () => {
    const result = calculate('mortgage-payoff', {
      loanBalance: 250000, interestRate: 6.5, remainingTerm: 300, extraMonthlyPayment: '', extraYearlyPayment: '', oneTimePayment: '', oneTimePaymentMonth: '',
    });
    expect(result.value).toBe(300);
    expect(result.details).toMatchObject({ monthsSaved: 0, interestSaved: 0 });
    expect(result.schedule?.at(-1)?.balance).toBe(0);
  });

  it('does not solve the extra per month when yearly or one-time extras are given', () => {
    expect(() => calculate('mortgage-payoff', {
      solve: 'extraMonthlyPayment', payoffMonths: 240, loanBalance: 250000, interestRate: 6.5, remainingTerm: 300, oneTimePayment: 5000,
    })).toThrow(expect.objectContaining({ code: 'not_solvable', field: 'solve' }));
  });
});
