import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('budget', () => {
  it('gives a deficit as a negative amount left over, not an error', () => {
    expect(calculate('budget', { monthlyIncome: 3200, needs: 2000, wants: 1000, savings: 500 }).value).toBe(-300);
  });

  it('refuses a take-home pay of 0, naming it', () => {
    expect(() => calculate('budget', { monthlyIncome: 0, needs: 100 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'monthlyIncome' }));
  });
});
