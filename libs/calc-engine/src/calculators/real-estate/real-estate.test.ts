import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('real-estate', () => {
  it('refuses a purchase with no cash invested, naming Down Payment', () => {
    expect(() => calculate('real-estate', { purchasePrice: 300000, downPaymentPercent: 0, interestRate: 7, monthlyRent: 2500, holdingPeriod: 10 }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'downPaymentPercent' }));
  });

  it('refuses a price so small that the cap rate in percent is beyond any number, naming Purchase Price', () => {
    expect(() => calculate('real-estate', { purchasePrice: 6.675221575521605e-308, closingCosts: 1.0909090909090908, interestRate: 0, monthlyRent: 1, holdingPeriod: 1 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'purchasePrice' }));
  });

  it('finds no rate of return when nothing ever comes back, naming Years Held', () => {
    expect(() => calculate('real-estate', {
      purchasePrice: 300000, downPaymentPercent: 100, interestRate: 7, monthlyRent: 0, annualOperatingExpenses: 0, annualAppreciation: -50,
      sellingCostPercent: 100, holdingPeriod: 5,
    })).toThrow(expect.objectContaining({ code: 'no_solution', field: 'holdingPeriod' }));
  });

  it('draws the cash invested and each year\'s cash flow', () => {
    const result = calculate('real-estate', { purchasePrice: 300000, interestRate: 7, monthlyRent: 2500, holdingPeriod: 10 });
    expect(result.chart?.data).toHaveLength(11);
    expect(result.chart?.data[0]?.value).toBe(-60000);
  });
});
