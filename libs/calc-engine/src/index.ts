export { calculate, calculators, tryCalculate } from './calculate.js';
export type { CalculationOutcome, CalculatorInfo, CalculatorSlug } from './calculate.js';
export { CalculatorInputError } from './errors/calculator-input-error.js';
export type { CalculatorInputErrorCode } from './errors/calculator-input-error.js';
export { messages } from './errors/messages.js';
export type * from './types.js';

export { payment, monthlyRate } from './finance/payment.js';
export { amortizationSchedule } from './finance/amortization-schedule.js';

export { loan, loanPayment } from './calculators/loan/loan.js';
export type { LoanDetails, LoanInputs } from './calculators/loan/loan.js';
export { bmi, bmiCategory, bodyMassIndex } from './calculators/bmi/bmi.js';
export type { BmiCategory, BmiDetails, BmiInputs } from './calculators/bmi/bmi.js';
