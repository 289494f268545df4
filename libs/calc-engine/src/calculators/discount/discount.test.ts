import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('discount', () => {
  it('reads an empty type as percent off, and an empty extra discount and tax as none', () => {
    const plain = calculate('discount', { originalPrice: 80, discountType: '', discountValue: 25, extraDiscountPercent: '', salesTaxRate: '' });
    expect(plain.value).toBe(60);
    expect(plain.unit).toBe('$');
    expect(plain.details).toMatchObject({ taxAmount: 0, amountSaved: 20 });
  });

  it('takes an amount off equal to the price (free), and refuses more, naming Discount', () => {
    expect(calculate('discount', { originalPrice: 20, discountType: 2, discountValue: 20 }).value).toBe(0);
    expect(() => calculate('discount', { originalPrice: 20, discountType: 2, discountValue: 20.01 }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'discountValue', message: 'Discount cannot be more than the original price' }));
  });

  it('refuses a percent off above 100 and a price of 0, naming each field', () => {
    expect(() => calculate('discount', { originalPrice: 80, discountValue: 101 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'discountValue', message: 'Discount must be from 0 to 100' }));
    expect(() => calculate('discount', { originalPrice: 0, discountValue: 10 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'originalPrice', message: 'Original Price must be greater than 0' }));
    expect(() => calculate('discount', { originalPrice: 80 })).toThrow(expect.objectContaining({ code: 'required', field: 'discountValue' }));
  });

  it('solves the original price behind an amount off, and finds no price behind a 100% discount', () => {
    // $48.701675 with 8.25% tax after $15 off: 48.701675 ÷ 1.0825 + 15 = 59.99.
    const solved = calculate('discount', { solve: 'originalPrice', finalPrice: 48.701675, discountType: 2, discountValue: 15, salesTaxRate: 8.25 });
    expect(solved.value).toBeCloseTo(59.99, 9);
    expect(() => calculate('discount', { solve: 'originalPrice', finalPrice: 10, discountValue: 100 }))
      .toThrow(expect.objectContaining({ code: 'no_solution' }));
    // An amount off the price: $100 paid for a $120 item is $20 off.
    expect(calculate('discount', { solve: 'discountValue', finalPrice: 100, discountType: 2, originalPrice: 120 }).value).toBeCloseTo(20, 9);
    // A final price above the original needs a negative discount: none.
    expect(() => calculate('discount', { solve: 'discountValue', finalPrice: 130, originalPrice: 120 }))
      .toThrow(expect.objectContaining({ code: 'no_solution', field: 'finalPrice' }));
  });
});
