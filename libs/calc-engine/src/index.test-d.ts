/** Type tests of the public API: what a caller of the published package can rely on at compile time. */
import { describe, expectTypeOf, it } from 'vitest';
import {
  calculate, CalculatorInputError, calculators, compoundInterestGrowth, investmentGrowth, loanPayment,
  retirementPlan, returnOnInvestment, savingsGoalPlan, simpleInterestAmount, tryCalculate,
  type CalculationOutcome, type CalculationResult, type CalculatorInfo, type CalculatorInputErrorCode,
  type LoanDetails, type LoanInputs, type RawInputs,
} from './index.js';

describe('calculate', () => {
  it('takes a slug and raw inputs, and returns a result with an unrounded value and details', () => {
    expectTypeOf(calculate).parameters.toEqualTypeOf<[slug: string, inputs: RawInputs]>();
    expectTypeOf(calculate).returns.toEqualTypeOf<CalculationResult>();
    expectTypeOf<CalculationResult['value']>().toEqualTypeOf<number | string>();
    expectTypeOf<CalculationResult['details']>().toEqualTypeOf<Record<string, number | string>>();
  });

  it('accepts numbers, numeric strings, ISO dates and empty values', () => {
    expectTypeOf(calculate).toBeCallableWith('loan', { loanAmount: 10000, interestRate: '7', loanTenure: 3 });
    expectTypeOf(calculate).toBeCallableWith('pregnancy-due-date', { method: 1, lastPeriodDate: '2024-01-01', cycleLength: null });
    // @ts-expect-error: input values are numbers, strings or empty, never booleans
    calculate('loan', { loanAmount: true });
  });

  it('has a non-throwing twin that returns the result or the input error', () => {
    expectTypeOf(tryCalculate).returns.toEqualTypeOf<CalculationOutcome>();
    expectTypeOf<Extract<CalculationOutcome, { ok: false }>['error']>().toEqualTypeOf<CalculatorInputError>();
    expectTypeOf<Extract<CalculationOutcome, { ok: true }>['result']>().toEqualTypeOf<CalculationResult>();
  });

  it('lists the calculators read-only, with their inputs and outputs', () => {
    expectTypeOf(calculators).toEqualTypeOf<readonly CalculatorInfo[]>();
    expectTypeOf<CalculatorInfo['slug']>().toBeString();
  });
});

describe('loanPayment', () => {
  it('takes exactly the loan inputs', () => {
    expectTypeOf(loanPayment).parameter(0).toEqualTypeOf<LoanInputs>();
    expectTypeOf<LoanInputs>().toEqualTypeOf<{
      readonly loanAmount: number;
      readonly interestRate: number;
      readonly loanTenure: number;
    }>();
    // @ts-expect-error: every loan input is required
    loanPayment({ loanAmount: 10000, interestRate: 7 });
    // @ts-expect-error: typed functions take numbers, not form strings
    loanPayment({ loanAmount: '10000', interestRate: 7, loanTenure: 3 });
  });

  it('returns typed details with every output as a number', () => {
    expectTypeOf(loanPayment).returns.toEqualTypeOf<CalculationResult<LoanDetails>>();
    expectTypeOf<LoanDetails['monthlyPayment']>().toEqualTypeOf<number>();
    expectTypeOf<LoanDetails['totalInterest']>().toEqualTypeOf<number>();
    expectTypeOf(loanPayment({ loanAmount: 1, interestRate: 1, loanTenure: 1 }).details.totalAmount).toEqualTypeOf<number>();
  });
});

describe('the saving and investing calculators', () => {
  it('type their details, with optional outputs marked as such', () => {
    expectTypeOf(compoundInterestGrowth).returns.toHaveProperty('details').toHaveProperty('futureValue').toEqualTypeOf<number>();
    expectTypeOf(simpleInterestAmount).returns.toHaveProperty('details').toHaveProperty('interest').toEqualTypeOf<number>();
    expectTypeOf(returnOnInvestment).returns.toHaveProperty('details').toHaveProperty('annualizedRoi').toEqualTypeOf<number | undefined>();
    expectTypeOf(retirementPlan).returns.toHaveProperty('details').toHaveProperty('projectedSavings').toEqualTypeOf<number>();
    expectTypeOf(retirementPlan).returns.toHaveProperty('details').toHaveProperty('targetNestEgg').toEqualTypeOf<number | undefined>();
    expectTypeOf(savingsGoalPlan).returns.toHaveProperty('details').toHaveProperty('monthlyDeposit').toEqualTypeOf<number>();
    expectTypeOf(investmentGrowth).returns.toHaveProperty('details').toHaveProperty('finalBalance').toEqualTypeOf<number>();
  });

  it('accept only the codes of their selects', () => {
    expectTypeOf(compoundInterestGrowth).toBeCallableWith({ principal: 1, interestRate: 1, years: 1, compoundingFrequency: 365 });
    // @ts-expect-error: 3 is not a compounding frequency
    compoundInterestGrowth({ principal: 1, interestRate: 1, years: 1, compoundingFrequency: 3 });
    // @ts-expect-error: contributions are at the end (0) or the beginning (1) of the month
    investmentGrowth({ initialInvestment: 1, annualReturn: 1, years: 1, contributionTiming: 2 });
  });
});

describe('CalculatorInputError', () => {
  it('is an Error with a stable code and the field at fault', () => {
    expectTypeOf<CalculatorInputError>().toExtend<Error>();
    expectTypeOf<CalculatorInputError['code']>().toEqualTypeOf<CalculatorInputErrorCode>();
    expectTypeOf<CalculatorInputError['field']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<CalculatorInputError['message']>().toBeString();
    expectTypeOf<CalculatorInputErrorCode>().toEqualTypeOf<
      | 'unknown_calculator' | 'required' | 'not_a_number' | 'out_of_domain' | 'inconsistent' | 'not_a_date' | 'not_a_time'
      | 'not_a_datetime' | 'not_a_duration' | 'syntax' | 'no_solution' | 'not_solvable'
    >();
  });

  it('is built from a code, a message and an optional field', () => {
    expectTypeOf(CalculatorInputError).constructorParameters.toEqualTypeOf<
      [code: CalculatorInputErrorCode, message: string, field?: string]
    >();
  });
});
