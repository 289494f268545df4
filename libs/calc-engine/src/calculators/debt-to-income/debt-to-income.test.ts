import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('debt-to-income', () => {
  it('reads empty payments as none, and gives 0% with no debts', () => {
    const none = calculate('debt-to-income', { grossMonthlyIncome: 4000, housingPayment: '', carPayments: '' });
    expect(none.value).toBe(0);
    expect(none.details).toMatchObject({ totalMonthlyDebt: 0, frontEndDti: 0, category: 'Good' });
    expect(none.unit).toBe('%');
  });

  it('puts each limit in the band below it: 36% good, a hair above acceptable, 43% acceptable, a hair above high', () => {
    const at = (housingPayment: number) => calculate('debt-to-income', { grossMonthlyIncome: 1000, housingPayment }).category;
    expect(at(360)).toBe('Good');
    expect(at(360.01)).toBe('Acceptable');
    expect(at(430)).toBe('Acceptable');
    expect(at(430.01)).toBe('High');
  });

  it('refuses no income and a negative payment, naming each field', () => {
    expect(() => calculate('debt-to-income', { grossMonthlyIncome: 0 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'grossMonthlyIncome', message: 'Gross Monthly Income must be greater than 0' }));
    expect(() => calculate('debt-to-income', { grossMonthlyIncome: 5000, carPayments: -1 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'carPayments' }));
    expect(() => calculate('debt-to-income', { housingPayment: 1500 }))
      .toThrow(expect.objectContaining({ code: 'required', field: 'grossMonthlyIncome' }));
  });
});
