import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('student-loan', () => {
  it('reads an empty term, wait and extra as the standard 10-year plan starting now', () => {
    const result = calculate('student-loan', { loanBalance: 30000, interestRate: 6.53, loanTerm: '', monthsBeforeRepayment: '', extraMonthlyPayment: '' });
    expect(result.value).toBeCloseTo(341.1, 2);
    expect(result.details).toMatchObject({ payoffMonths: 120, accruedInterest: 0, interestSaved: 0 });
    expect(result.schedule).toHaveLength(120);
  });

  it('ends the schedule with a smaller last payment when extras clear the loan early', () => {
    const { schedule, details } = calculate('student-loan', { loanBalance: 30000, interestRate: 6, extraMonthlyPayment: 100 });
    expect(schedule).toHaveLength(86);
    expect(schedule?.at(-1)?.balance).toBe(0);
    expect(schedule?.at(-1)?.payment).toBeLessThan(schedule?.[0]?.payment ?? 0);
    expect(details['totalPaid']).toBeCloseTo(30000 + Number(details['totalInterest']), 6);
  });

  it('refuses a term outside 1 to 30 years, naming Repayment Term', () => {
    expect(() => calculate('student-loan', { loanBalance: 30000, interestRate: 6, loanTerm: 31 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'loanTerm', message: 'Repayment Term must be from 1 to 30' }));
  });
});
