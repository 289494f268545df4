import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('rent', () => {
  it('reads empty debts and limits as none, 30% and 36%', () => {
    const plain = calculate('rent', { annualIncome: 60000, monthlyDebts: '', rentRatio: '', debtRatio: '' });
    expect(plain.value).toBe(1500);
    expect(plain.unit).toBe('$');
    expect(plain.details).toMatchObject({ rentByDebtRule: 1800, monthlyIncome: 5000 });
  });

  it('gives no rent, not a negative one, when debts pass the limit, and solves no income for a rent of 0', () => {
    const over = calculate('rent', { annualIncome: 30000, monthlyDebts: 1000 });
    expect(over.value).toBe(0);
    expect(over.details['rentByDebtRule']).toBeCloseTo(-100, 9);
    expect(() => calculate('rent', { solve: 'annualIncome', maxRent: 0, monthlyDebts: 1000 }))
      .toThrow(expect.objectContaining({ code: 'no_solution', field: 'maxRent' }));
  });

  it('refuses no income and limits outside 1 to 100, naming each field', () => {
    expect(() => calculate('rent', { annualIncome: 0 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'annualIncome', message: 'Gross Annual Income must be greater than 0' }));
    expect(() => calculate('rent', { annualIncome: 60000, rentRatio: 0 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'rentRatio' }));
    expect(() => calculate('rent', { annualIncome: 60000, debtRatio: 101 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'debtRatio' }));
  });
});
