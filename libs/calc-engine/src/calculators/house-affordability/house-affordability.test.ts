import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('house-affordability', () => {
  it('refuses debts that use up the whole budget, naming Monthly Debt Payments', () => {
    expect(() => calculate('house-affordability', { annualIncome: 60000, monthlyDebts: 1800, interestRate: 6.5 }))
      .toThrow(expect.objectContaining({
        code: 'inconsistent', field: 'monthlyDebts', message: 'Debts and fixed housing costs use up the whole budget',
      }));
  });

  it('solves the income a price needs, and that income affords the price again', () => {
    const inputs = { monthlyDebts: 500, downPayment: 60000, interestRate: 6.5, propertyTaxRate: 1.2, homeInsurance: 1500, pmiRate: 0.5 };
    const solved = calculate('house-affordability', { ...inputs, solve: 'annualIncome', maxHomePrice: 400000 });
    const again = calculate('house-affordability', { ...inputs, annualIncome: solved.value as number });
    expect(again.value).toBeCloseTo(400000, 4);
  });
});
