export { calculate, calculators, tryCalculate } from './calculate.js';
export type { CalculatorInfo, CalculatorSlug } from './calculate.js';
export { calculateWith, tryCalculateWith } from './calculate-with.js';
export type { CalculationOutcome } from './calculate-with.js';
export { calculatorLoader, calculatorLoaders, calculatorShape } from './calculator-loaders.js';
export { completedInputs } from './_lib/completed-inputs.js';
export { SOLVE_SCAN_STEPS, solveWith } from './_lib/solve.js';
export { readInputValue } from './_lib/validate-inputs.js';
export { isInputShown } from './_lib/input-shown.js';
export { deterministicDetails } from './_lib/drawn.js';
export { durationText } from './_lib/duration-text.js';
export type { CalculatorShape, LoadableCalculatorSlug, LoadedCalculator } from './calculator-loaders.js';
export { CalculatorInputError } from './errors/calculator-input-error.js';
export type { CalculatorInputErrorCode } from './errors/calculator-input-error.js';
export { messages } from './errors/messages.js';
export { notANumber, notNegative } from './errors/typed-value-messages.js';
export type * from './types.js';
// Each calculator's definition, typed function, constants and types (generated from the calculator modules).
export * from './calculators/exports.js';

// The PMT building block is public as levelPayment: `payment` is the payment calculator's definition, as every
// calculator's definition is exported under its camelCase slug.
export { payment as levelPayment, monthlyRate } from './finance/payment.js';
export {
  amortizationSchedule, balanceAfter, MAX_SCHEDULE_MONTHS, payoff, repaymentSchedule,
} from './finance/amortization-schedule.js';
export type { Payoff } from './finance/amortization-schedule.js';
export { rate } from './finance/rate.js';
export { numberOfPeriods, wholePeriods } from './finance/number-of-periods.js';
export { compoundGrowth, depositForGoal, futureValue } from './finance/future-value.js';
export type { PaymentTiming } from './finance/future-value.js';
export { presentValue } from './finance/present-value.js';

export { SEX } from './_lib/sex.js';
export type { Sex } from './_lib/sex.js';
export { addDays, daysBetween, formatIsoDate, parseIsoDate, systemClock, todayUtc } from './dates/iso-date.js';
export { timeZoneNames } from './dates/time-zones.js';
export type { Clock } from './dates/iso-date.js';
export { npv, netPresentValue } from './finance/npv.js';
export { LETTER_GRADE_SCALE, letterGrade } from './_lib/letter-grade.js';
export type { LetterGrade } from './_lib/letter-grade.js';
