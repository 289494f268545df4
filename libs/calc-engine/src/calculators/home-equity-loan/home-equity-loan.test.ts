import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';

describe('home-equity-loan', () => {
  it('borrows the most the combined LTV allows when the amount is empty, with an 80% limit and 15 years by default', () => {
    const result = calculate('home-equity-loan', { homeValue: 400000, mortgageBalance: 250000, interestRate: 8, maxCltv: '', loanAmount: '', loanTerm: '' });
    expect(result.details).toMatchObject({ loanAmount: 70000, maxLoanAmount: 70000 });
    expect(result.schedule).toHaveLength(180);
  });

  it('refuses an empty amount when the mortgage leaves no equity at the limit, naming Mortgage Balance', () => {
    expect(() => calculate('home-equity-loan', { homeValue: 300000, mortgageBalance: 250000, interestRate: 8 }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'mortgageBalance', message: messages.noEquityToBorrow() }));
  });

  it('computes an amount above the limit rather than refusing it, with its combined LTV above the limit', () => {
    const result = calculate('home-equity-loan', { homeValue: 300000, mortgageBalance: 250000, loanAmount: 30000, interestRate: 8 });
    expect(result.details['maxLoanAmount']).toBe(0);
    expect(result.details['combinedLtv']).toBeCloseTo(93.33, 2);
  });

  it('finds the amount a monthly payment borrows', () => {
    // 500 a month over 10 years at 0%: 60,000.
    expect(calculate('home-equity-loan', { solve: 'loanAmount', monthlyPayment: 500, homeValue: 400000, interestRate: 0, loanTerm: 10 }).value)
      .toBeCloseTo(60000, 9);
  });
});
