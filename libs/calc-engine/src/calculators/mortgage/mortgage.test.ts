import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { mortgagePayment } from './mortgage.js';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('mortgage', () => {
  it('gives the monthly payment in $/month and splits the price into down payment and loan', () => {
    const result = calculate('mortgage', { homePrice: 400000, downPaymentPercent: 20, interestRate: 6.25, loanTerm: 30 });
    expect(result.unit).toBe('$/month');
    expect(result.details).toMatchObject({
      totalMonthlyPayment: result.value, loanAmount: 320000, downPaymentAmount: 80000, numberOfPayments: 360,
      monthlyPropertyTax: 0, monthlyHomeInsurance: 0, monthlyPmi: 0, monthlyHoa: 0,
    });
  });

  it('adds tax, insurance and HOA dues as monthly costs, outside the loan', () => {
    const { details } = mortgagePayment({
      homePrice: 400000, downPaymentPercent: 20, interestRate: 6.25, loanTerm: 30, propertyTaxRate: 1.2,
      homeInsurance: 1200, hoaFees: 50,
    });
    expect(details.monthlyPropertyTax).toBeCloseTo(400, 10);
    expect(details.monthlyHomeInsurance).toBe(100);
    expect(details.monthlyHoa).toBe(50);
    expect(details.monthlyPmi).toBe(0);
  });

  it('schedules $200,000 at 6% over 30 years month by month, $1,000 of interest first', () => {
    const { details, schedule } = mortgagePayment({ homePrice: 250000, downPaymentPercent: 20, interestRate: 6, loanTerm: 30 });
    expect(details.loanAmount).toBe(200000);
    expect(schedule).toHaveLength(360);
    expect(schedule?.[0]?.interest).toBeCloseTo(1000, 10);
    expect(schedule?.[0]?.principal).toBeCloseTo(199.1, 2);
    expect(schedule?.at(-1)?.balance).toBe(0);
    expect(sum(schedule?.map((row) => row.interest) ?? [])).toBeCloseTo(details.totalInterest, 6);
    expect(sum(schedule?.map((row) => row.principal) ?? [])).toBeCloseTo(200000, 6);
  });

  it('charges PMI on the loan while the down payment is under 20%', () => {
    // $270,000 borrowed at 0.5% a year: $112.50 a month on top of Excel =PMT(6.5%/12, 360, -270000) -> $1,706.58.
    const { value, details } = mortgagePayment({ homePrice: 300000, downPaymentPercent: 10, interestRate: 6.5, loanTerm: 30, pmiRate: 0.5 });
    expect(details.loanAmount).toBe(270000);
    expect(details.monthlyPmi).toBeCloseTo(112.5, 10);
    expect(details.principalAndInterest).toBeCloseTo(1706.58, 2);
    expect(value).toBeCloseTo(1819.08, 2);
    expect(mortgagePayment({ homePrice: 300000, downPaymentPercent: 19.5, interestRate: 6.5, loanTerm: 30, pmiRate: 0.5 }).details.monthlyPmi)
      .toBeGreaterThan(0);
  });

  it('drops PMI from 20% down, even when a PMI rate is entered', () => {
    const { value, details } = mortgagePayment({ homePrice: 300000, downPaymentPercent: 20, interestRate: 6.5, loanTerm: 30, pmiRate: 0.5 });
    expect(details.monthlyPmi).toBe(0);
    expect(value).toBe(details.principalAndInterest);
  });

  it('divides the loan evenly at 0%', () => {
    const { value, details, schedule } = mortgagePayment({ homePrice: 240000, downPaymentPercent: 0, interestRate: 0, loanTerm: 20 });
    expect(value).toBe(1000);
    expect(details.totalInterest).toBe(0);
    expect(schedule).toHaveLength(240);
    expect(schedule?.every((row) => row.interest === 0 && row.principal === 1000)).toBe(true);
    expect(schedule?.at(-1)?.balance).toBe(0);
  });

  it('repays a one-year loan in 12 payments', () => {
    // Excel: =PMT(12%/12, 12, -12000) -> $1,066.19.
    const { value, details, schedule } = mortgagePayment({ homePrice: 15000, downPaymentPercent: 20, interestRate: 12, loanTerm: 1 });
    expect(value).toBeCloseTo(1066.19, 2);
    expect(details.numberOfPayments).toBe(12);
    expect(schedule).toHaveLength(12);
    expect(schedule?.at(-1)?.balance).toBe(0);
  });

  it('borrows nothing with 100% down, leaving only the taxes, insurance and dues', () => {
    const { value, details, schedule, chart } = mortgagePayment({
      homePrice: 400000, downPaymentPercent: 100, interestRate: 6.25, loanTerm: 30, propertyTaxRate: 1.2,
      homeInsurance: 1200, pmiRate: 0.5,
    });
    expect(details.loanAmount).toBe(0);
    expect(details.downPaymentAmount).toBe(400000);
    expect(details.principalAndInterest).toBe(0);
    expect(details.totalInterest).toBe(0);
    expect(details.monthlyPmi).toBe(0);
    expect(value).toBeCloseTo(500, 10);
    expect(schedule).toEqual([]);
    expect(chart?.data.map((slice) => slice.role)).toEqual(['propertyTax', 'homeInsurance']);
  });

  it('charts the monthly payment by component, each by its role, leaving out what costs nothing', () => {
    const { chart, details } = mortgagePayment({
      homePrice: 400000, downPaymentPercent: 20, interestRate: 6.25, loanTerm: 30, propertyTaxRate: 1.2,
      homeInsurance: 1200, hoaFees: 50,
    });
    expect(chart).toEqual({
      type: 'pie',
      data: [
        { role: 'principalAndInterest', value: details.principalAndInterest },
        { role: 'propertyTax', value: details.monthlyPropertyTax },
        { role: 'homeInsurance', value: 100 },
        { role: 'hoaFees', value: 50 },
      ],
    });
  });

  it('treats empty optional costs as none', () => {
    const result = calculate('mortgage', {
      homePrice: 400000, downPaymentPercent: 20, interestRate: 6.25, loanTerm: 30, propertyTaxRate: '',
      homeInsurance: null, pmiRate: undefined, hoaFees: '',
    });
    expect(result.value).toBeCloseTo(1970.3, 2);
  });

  it('leaves the schedule out beyond 1000 years but still computes the totals', () => {
    const { value, details, schedule } = mortgagePayment({ homePrice: 120120, downPaymentPercent: 0, interestRate: 0, loanTerm: 1001 });
    expect(value).toBe(10);
    expect(details.numberOfPayments).toBe(12012);
    expect(schedule).toBeUndefined();
  });

  describe('invalid input', () => {
    const valid = { homePrice: 400000, downPaymentPercent: 20, interestRate: 6.25, loanTerm: 30 };
    it.each([
      [{ ...valid, homePrice: 0 }, 'homePrice', 'out_of_domain', messages.greaterThanZero('Home Price')],
      [{ ...valid, homePrice: -1000 }, 'homePrice', 'out_of_domain', messages.greaterThanZero('Home Price')],
      [{ ...valid, downPaymentPercent: -1 }, 'downPaymentPercent', 'out_of_domain', messages.notNegative('Down Payment')],
      [{ ...valid, downPaymentPercent: 100.5 }, 'downPaymentPercent', 'out_of_domain', messages.atMost('Down Payment', 100)],
      [{ ...valid, interestRate: -0.1 }, 'interestRate', 'out_of_domain', messages.notNegative('Interest Rate (APR)')],
      [{ ...valid, loanTerm: 0 }, 'loanTerm', 'out_of_domain', messages.greaterThanZero('Loan Term')],
      [{ ...valid, loanTerm: -30 }, 'loanTerm', 'out_of_domain', messages.greaterThanZero('Loan Term')],
      [{ ...valid, propertyTaxRate: -1 }, 'propertyTaxRate', 'out_of_domain', messages.notNegative('Property Tax')],
      [{ ...valid, homeInsurance: -1 }, 'homeInsurance', 'out_of_domain', messages.notNegative('Home Insurance')],
      [{ ...valid, pmiRate: -0.5 }, 'pmiRate', 'out_of_domain', messages.notNegative('PMI')],
      [{ ...valid, hoaFees: -10 }, 'hoaFees', 'out_of_domain', messages.notNegative('HOA Fees')],
      [{ ...valid, homePrice: '' }, 'homePrice', 'required', messages.required('Home Price')],
      [{ ...valid, loanTerm: null }, 'loanTerm', 'required', messages.required('Loan Term')],
      [{ ...valid, interestRate: '6.25%' }, 'interestRate', 'not_a_number', messages.notANumber('Interest Rate (APR)')],
      [{ ...valid, homePrice: 1e308 }, 'homePrice', 'out_of_domain', messages.resultTooLarge('Home Price')],
      [{ ...valid, interestRate: 1e306 }, 'interestRate', 'out_of_domain', messages.resultTooLarge('Interest Rate (APR)')],
    ])('rejects %o (%s: %s)', (inputs, field, code, message) => {
      expect(() => calculate('mortgage', inputs)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    const home = fc.record({
      homePrice: fc.double({ min: 1000, max: 1e8, noNaN: true }),
      downPaymentPercent: fc.double({ min: 0, max: 100, noNaN: true }),
      interestRate: fc.double({ min: 0, max: 30, noNaN: true }),
      loanTerm: fc.integer({ min: 1, max: 40 }),
      propertyTaxRate: fc.double({ min: 0, max: 10, noNaN: true }),
      homeInsurance: fc.double({ min: 0, max: 1e5, noNaN: true }),
      pmiRate: fc.double({ min: 0, max: 5, noNaN: true }),
      hoaFees: fc.double({ min: 0, max: 1e4, noNaN: true }),
    });

    test.prop([home])('adds up: components to the total, down payment and loan to the price', (inputs) => {
      const { value, details } = mortgagePayment(inputs);
      for (const number of Object.values(details)) expect(Number.isFinite(number)).toBe(true);
      const components = details.principalAndInterest + details.monthlyPropertyTax + details.monthlyHomeInsurance
        + details.monthlyPmi + details.monthlyHoa;
      expect(value).toBeCloseTo(components, 6);
      expect(details.downPaymentAmount + details.loanAmount).toBeCloseTo(inputs.homePrice, 6);
      // Never less than the loan back (relative slack for the rounding of a tiny rate).
      expect(details.totalOfPayments).toBeGreaterThanOrEqual(details.loanAmount * (1 - 1e-12));
    });

    test.prop([home])('has a schedule whose rows repay the loan and sum to the total interest', (inputs) => {
      const { details, schedule = [] } = mortgagePayment(inputs);
      // Below a cent a loan is rounding dust, which the schedule treats as already repaid.
      fc.pre(details.loanAmount >= 0.01);
      expect(schedule.length).toBe(details.numberOfPayments);
      expect(schedule.at(-1)?.balance).toBe(0);
      expect(sum(schedule.map((row) => row.principal))).toBeCloseTo(details.loanAmount, 4);
      expect(sum(schedule.map((row) => row.interest)) / details.totalOfPayments)
        .toBeCloseTo(details.totalInterest / details.totalOfPayments, 9);
    });

    test.prop([home, fc.double({ min: 0.01, max: 5, noNaN: true })])('costs more at a higher rate', (inputs, more) => {
      fc.pre(mortgagePayment(inputs).details.loanAmount >= 0.01);
      const at = (rate: number) => mortgagePayment({ ...inputs, interestRate: rate }).details.principalAndInterest;
      expect(at(inputs.interestRate + more)).toBeGreaterThan(at(inputs.interestRate));
    });

    test.prop([home])('does not modify its inputs', (inputs) => {
      const copy = structuredClone(inputs);
      mortgagePayment(inputs);
      expect(inputs).toEqual(copy);
    });
  });
});

describe('mortgage solved the other way round', () => {
  it('finds the home price from the monthly payment', () => {
    // $400,000 with 20% down at 6% over 30 years: 320,000 × 0.005 / (1 − 1.005^−360) = $1,918.56 a month.
    const solved = calculate('mortgage', { solve: 'homePrice', totalMonthlyPayment: 1918.5616805, downPaymentPercent: 20, interestRate: 6, loanTerm: 30 });
    expect(solved.value).toBeCloseTo(400000, 2);
    expect(solved.details['loanAmount']).toBeCloseTo(320000, 2);
  });

  it('finds no price when the fixed costs alone are more than the payment', () => {
    expect(() => calculate('mortgage', { solve: 'homePrice', totalMonthlyPayment: 100, downPaymentPercent: 20, interestRate: 6, loanTerm: 30, hoaFees: 200 }))
      .toThrow(expect.objectContaining({ code: 'no_solution', field: 'totalMonthlyPayment' }));
  });
});
