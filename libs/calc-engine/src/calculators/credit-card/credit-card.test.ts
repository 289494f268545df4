import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('credit-card', () => {
  it('refuses a payment that does not cover the monthly interest, naming Monthly Payment', () => {
    expect(() => calculate('credit-card', { balance: 5000, interestRate: 24, mode: 1, monthlyPayment: 100 }))
      .toThrow(expect.objectContaining({
        code: 'inconsistent', field: 'monthlyPayment', message: 'The payment does not cover the monthly interest: the balance never goes down',
      }));
  });

  it('leads with the payment needed in target mode, and its schedule ends at 0 on the target month', () => {
    const result = calculate('credit-card', { balance: 5000, interestRate: 22, mode: 2, targetMonths: 24 });
    expect(result.value).toBeCloseTo(259.39, 2);
    expect(result.schedule).toHaveLength(24);
    expect(result.schedule?.at(-1)?.balance).toBe(0);
  });
});
