import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';

describe('payment', () => {
  it('leads with the number of payments for a fixed payment, and counts the partial last one', () => {
    // A payment rounded down to the cent leaves 36.0001 periods: a 37th payment of four cents.
    const result = calculate('payment', { mode: 2, loanAmount: 10000, interestRate: 7, monthlyPayment: 308.77 });
    expect(result.value).toBeCloseTo(36.0001, 4);
    expect(result.details).toMatchObject({ numberOfPayments: result.value, payoffMonths: 37 });
    expect(result.details['finalPayment']).toBeCloseTo(0.04, 2);
    expect(result.schedule).toHaveLength(37);
  });

  it('pays first and charges interest on the rest when payments are due at the beginning of the month', () => {
    const { schedule, details } = calculate('payment', { mode: 2, loanAmount: 90000, interestRate: 6, monthlyPayment: 790, paymentTiming: 1 });
    expect(schedule?.[0]).toEqual({ month: 1, payment: 790, principal: 790, interest: 0, balance: 89210 });
    expect(schedule?.[1]?.interest).toBeCloseTo(89210 * 0.005, 9);
    expect(details['payoffMonths']).toBe(168);
  });

  it('divides the loan evenly at 0%', () => {
    expect(calculate('payment', { loanAmount: 12000, interestRate: 0, loanTerm: 12 }).value).toBe(1000);
    expect(calculate('payment', { mode: 2, loanAmount: 1200, interestRate: 0, monthlyPayment: 100 }).value).toBe(12);
  });

  it('refuses a payment that does not cover the interest, and a term in part months', () => {
    expect(() => calculate('payment', { mode: 2, loanAmount: 90000, interestRate: 6, monthlyPayment: 450 }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'monthlyPayment', message: messages.paymentBelowInterest() }));
    expect(() => calculate('payment', { loanAmount: 10000, interestRate: 8, loanTerm: 10.5 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'loanTerm' }));
  });
});

describe('payment solved the other way round', () => {
  it('finds the loan amount and the rate from the monthly payment', () => {
    // $400 a month over 60 months at 6%: 400 × (1 − 1.005^−60) / 0.005 = $20,690.22.
    expect(calculate('payment', { solve: 'loanAmount', monthlyPayment: 400, interestRate: 6, loanTerm: 60 }).value).toBeCloseTo(20690.22, 2);
    expect(calculate('payment', { solve: 'interestRate', monthlyPayment: 1037.032089, loanAmount: 10000, loanTerm: 10 }).value).toBeCloseTo(8, 5);
  });

  it('finds no rate for a payment below loanAmount / loanTerm', () => {
    expect(() => calculate('payment', { solve: 'interestRate', monthlyPayment: 300, loanAmount: 20000, loanTerm: 60 }))
      .toThrow(expect.objectContaining({ code: 'no_solution', field: 'monthlyPayment', message: 'No interest rate (APR) gives this monthly payment' }));
  });
});
