import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { retirementPlan, type RetirementInputs } from './retirement.js';

const plan = fc.record({
  currentAge: fc.double({ min: 15, max: 90, noNaN: true }),
  working: fc.double({ min: 0.5, max: 60, noNaN: true }),
  currentSavings: fc.double({ min: 0, max: 1e9, noNaN: true }),
  monthlyContribution: fc.double({ min: 0, max: 1e6, noNaN: true }),
  annualReturn: fc.double({ min: 0, max: 20, noNaN: true }),
  inflationRate: fc.double({ min: 0, max: 15, noNaN: true }),
  desiredAnnualIncome: fc.double({ min: 0, max: 1e7, noNaN: true }),
  withdrawalRate: fc.double({ min: 1, max: 10, noNaN: true }),
});
type Plan = typeof plan extends fc.Arbitrary<infer T> ? T : never;
const inputsOf = ({ working, ...rest }: Plan): RetirementInputs => ({ ...rest, retirementAge: rest.currentAge + working });

describe('retirement', () => {
  it('gives the projected savings in dollars against a $1.25M nest egg by the 4% rule', () => {
    const result = calculate('retirement', {
      currentAge: 40, retirementAge: 60, currentSavings: 100000, monthlyContribution: 1000, annualReturn: 6,
      inflationRate: 0, desiredAnnualIncome: 50000, withdrawalRate: 4,
    });
    expect(result.unit).toBe('$');
    expect(result.details['projectedSavings']).toBe(result.value);
    // financialaha.com: $50,000 × 25 = $1,250,000 (the 4% rule).
    expect(result.details['targetNestEgg']).toBeCloseTo(1250000, 6);
    expect(result.details['targetNestEggFuture']).toBeCloseTo(1250000, 6);
  });

  it('deflates to today\'s dollars and inflates the target over 35 years at 3%', () => {
    const { details } = retirementPlan({
      currentAge: 30, retirementAge: 65, currentSavings: 50000, monthlyContribution: 500, annualReturn: 7,
      inflationRate: 3, desiredAnnualIncome: 60000, withdrawalRate: 4,
    });
    expect(details.projectedSavings).toBeCloseTo(1475834.89, 2);
    expect(details.projectedSavingsTodayDollars).toBeCloseTo(524487.22, 2);
    expect(details.targetNestEgg).toBeCloseTo(1500000, 6);
    expect(details.targetNestEggFuture).toBeCloseTo(4220793.68, 2);
    expect(details.requiredMonthlyContribution).toBeCloseTo(2024.08, 2);
    expect(details.sustainableAnnualIncome).toBeCloseTo(20979.49, 2);
  });

  it('takes 0% inflation, no income goal and the 4% rule when those inputs are empty', () => {
    const result = calculate('retirement', {
      currentAge: 40, retirementAge: 60, currentSavings: 100000, monthlyContribution: 1000, annualReturn: 6,
      inflationRate: '', desiredAnnualIncome: null, withdrawalRate: undefined,
    });
    expect(result.details).toEqual({
      projectedSavings: result.value,
      projectedSavingsTodayDollars: result.value,
      totalContributions: 340000,
      sustainableAnnualIncome: expect.closeTo(31722.45, 2),
    });
  });

  it('needs no extra contribution when savings already exceed the target', () => {
    const { details } = retirementPlan({
      currentAge: 40, retirementAge: 60, currentSavings: 2000000, monthlyContribution: 0, annualReturn: 5, desiredAnnualIncome: 40000,
    });
    expect(details.surplusOrShortfall).toBeGreaterThan(0);
    expect(details.requiredMonthlyContribution).toBe(0);
  });

  it('adds savings and contributions at a 0% return', () => {
    const { value, details } = retirementPlan({
      currentAge: 30, retirementAge: 40, currentSavings: 10000, monthlyContribution: 500, annualReturn: 0, desiredAnnualIncome: 10000,
    });
    expect(value).toBe(70000);
    expect(details.totalContributions).toBe(70000);
    // 250,000 target − 10,000 saved over 120 months.
    expect(details.requiredMonthlyContribution).toBe(2000);
  });

  it('charts and tabulates the balance from the current age to retirement', () => {
    const result = retirementPlan({ currentAge: 40, retirementAge: 60, currentSavings: 100000, monthlyContribution: 1000, annualReturn: 6 });
    expect(result.yearly).toHaveLength(20);
    expect(result.yearly?.[0]).toMatchObject({ year: 1, contributions: 112000 });
    expect(result.yearly?.at(-1)?.balance).toBe(result.value);
    expect(result.chart?.type).toBe('area');
    expect(result.chart?.data[0]).toEqual({ role: 'balance', at: { unit: 'age', value: 40 }, value: 100000 });
    expect(result.chart?.data.at(-1)).toEqual({ role: 'balance', at: { unit: 'age', value: 60 }, value: result.value });
  });

  it('handles a retirement part-way through a year', () => {
    const result = retirementPlan({ currentAge: 30.1, retirementAge: 32.6, currentSavings: 1000, monthlyContribution: 100, annualReturn: 5 });
    expect(result.yearly?.map((row) => row.year)).toEqual([1, 2, expect.closeTo(2.5, 9)]);
    expect(result.chart?.data.map((point) => point.at?.value)).toEqual([30.1, 31.1, 32.1, 32.6]);
  });

  describe('invalid input', () => {
    const valid = { currentAge: 40, retirementAge: 60, currentSavings: 100000, monthlyContribution: 1000, annualReturn: 6 };
    it.each([
      [{ ...valid, retirementAge: 40 }, 'retirementAge', 'inconsistent', messages.greaterThan('Retirement Age', 'current age')],
      [{ ...valid, retirementAge: 35 }, 'retirementAge', 'inconsistent', messages.greaterThan('Retirement Age', 'current age')],
      [{ ...valid, currentAge: -1 }, 'currentAge', 'out_of_domain', messages.notNegative('Current Age')],
      [{ ...valid, retirementAge: 1100 }, 'retirementAge', 'out_of_domain', messages.atMost('Years until retirement', 1000)],
      [{ ...valid, currentSavings: -1 }, 'currentSavings', 'out_of_domain', messages.notNegative('Current Retirement Savings')],
      [{ ...valid, monthlyContribution: -1 }, 'monthlyContribution', 'out_of_domain', messages.notNegative('Monthly Contribution')],
      [{ ...valid, annualReturn: -2 }, 'annualReturn', 'out_of_domain', messages.notNegative('Expected Annual Return')],
      [{ ...valid, inflationRate: -1 }, 'inflationRate', 'out_of_domain', messages.notNegative('Inflation Rate')],
      [{ ...valid, desiredAnnualIncome: -1 }, 'desiredAnnualIncome', 'out_of_domain', messages.notNegative("Desired Annual Retirement Income (today's $)")],
      [{ ...valid, withdrawalRate: 0 }, 'withdrawalRate', 'out_of_domain', messages.greaterThanZero('Safe Withdrawal Rate')],
      [{ ...valid, withdrawalRate: -4 }, 'withdrawalRate', 'out_of_domain', messages.greaterThanZero('Safe Withdrawal Rate')],
      [{ ...valid, annualReturn: null }, 'annualReturn', 'required', messages.required('Expected Annual Return')],
      [{ ...valid, currentAge: 'forty' }, 'currentAge', 'not_a_number', messages.notANumber('Current Age')],
      [{ ...valid, currentAge: 0, retirementAge: 999, annualReturn: 1200 }, 'retirementAge', 'out_of_domain', messages.resultTooLarge('Retirement Age')],
    ])('rejects %o (%s: %s)', (inputs, field, code, message) => {
      expect(() => calculate('retirement', inputs)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    test.prop([plan])('gives finite outputs, in today\'s dollars no more than nominal', (p) => {
      const { details, yearly } = retirementPlan(inputsOf(p));
      for (const value of Object.values(details)) expect(Number.isFinite(value)).toBe(true);
      for (const row of yearly ?? []) expect(Number.isFinite(row.balance)).toBe(true);
      expect(details.projectedSavingsTodayDollars).toBeLessThanOrEqual(details.projectedSavings);
      expect(details.projectedSavings).toBeGreaterThanOrEqual(details.totalContributions * (1 - 1e-12));
      expect(details.requiredMonthlyContribution ?? 0).toBeGreaterThanOrEqual(0);
    });

    test.prop([plan])('reaches the target exactly when contributing the required amount', (p) => {
      fc.pre(p.desiredAnnualIncome > 1000);
      const inputs = inputsOf(p);
      const required = retirementPlan(inputs).details.requiredMonthlyContribution ?? NaN;
      fc.pre(required > 0);
      const { details } = retirementPlan({ ...inputs, monthlyContribution: required });
      expect(Math.abs(details.surplusOrShortfall ?? NaN)).toBeLessThan(1e-6 * (details.targetNestEggFuture ?? NaN));
    });

    test.prop([plan, fc.double({ min: 0.1, max: 5, noNaN: true })])('grows with the return and with more years', (p, more) => {
      const inputs = { ...inputsOf(p), monthlyContribution: p.monthlyContribution + 1 };
      const base = retirementPlan(inputs).details.projectedSavings;
      expect(retirementPlan({ ...inputs, annualReturn: inputs.annualReturn + more }).details.projectedSavings).toBeGreaterThan(base);
      expect(retirementPlan({ ...inputs, retirementAge: inputs.retirementAge + more }).details.projectedSavings).toBeGreaterThan(base);
    });

    test.prop([plan])('does not modify its inputs', (p) => {
      const inputs = inputsOf(p);
      const copy = structuredClone(inputs);
      retirementPlan(Object.freeze(inputs));
      expect(inputs).toEqual(copy);
    });
  });
});
