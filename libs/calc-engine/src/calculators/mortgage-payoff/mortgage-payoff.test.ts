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

  it('dates the last payment from the next one: 263 payments from 1 January 2027 end on 1 November 2048', () => {
    const { details } = calculate('mortgage-payoff', {
      loanBalance: 250000, interestRate: 6.5, remainingTerm: 300, extraMonthlyPayment: 100, nextPaymentDate: '2027-01-01',
    });
    expect(details).toMatchObject({ payoffMonths: 263, payoffDate: '2048-11-01' });
  });

  it('counts from today when the next payment date is empty', () => {
    const before = new Date().toISOString().slice(0, 10);
    const { details } = calculate('mortgage-payoff', { loanBalance: 1000, interestRate: 5, remainingTerm: 1, nextPaymentDate: '' });
    // Either side of midnight UTC, should the test run across it.
    expect([before, new Date().toISOString().slice(0, 10)]).toContain(details['payoffDate']);
  });

  it('refuses a next payment date whose last payment would fall after the year 9999, naming it', () => {
    expect(() => calculate('mortgage-payoff', { loanBalance: 250000, interestRate: 6.5, remainingTerm: 300, nextPaymentDate: '9990-01-01' }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'nextPaymentDate' }));
  });
});
