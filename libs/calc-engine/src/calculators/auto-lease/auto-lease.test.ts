import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('auto-lease', () => {
  it('refuses a residual above the adjusted capitalized cost, naming Residual Value', () => {
    expect(() => calculate('auto-lease', { msrp: 35000, vehiclePrice: 33000, downPayment: 15000, residualPercent: 58, leaseTerm: 36, interestRate: 5 }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'residualPercent' }));
  });

  it('gives the same payment for 5% as for a money factor of 5 / 2,400', () => {
    const base = { msrp: 35000, vehiclePrice: 33000, downPayment: 2000, residualPercent: 58, leaseTerm: 36 };
    const byRate = calculate('auto-lease', { ...base, rateType: 1, interestRate: 5 });
    const byFactor = calculate('auto-lease', { ...base, rateType: 2, moneyFactor: 5 / 2400 });
    expect(byFactor.value).toBeCloseTo(byRate.value as number, 9);
  });
});
