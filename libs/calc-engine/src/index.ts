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
export { SEX } from './_lib/sex.js';
export type { Sex } from './_lib/sex.js';
export { addDays, daysBetween, formatIsoDate, parseIsoDate, systemClock, todayUtc } from './dates/iso-date.js';
export type { Clock } from './dates/iso-date.js';
export { bodyFat, bodyFatCategory, bodyFatPercentage } from './calculators/body-fat/body-fat.js';
export type { BodyFatCategory, BodyFatDetails, BodyFatInputs } from './calculators/body-fat/body-fat.js';
export { bmr, basalMetabolicRate, mifflinStJeor } from './calculators/bmr/bmr.js';
export type { ActivityFactor, BmrDetails, BmrFormula, BmrInputs } from './calculators/bmr/bmr.js';
export { waterIntake, dailyWaterIntake } from './calculators/water-intake/water-intake.js';
export type { ClimateAllowance, WaterIntakeDetails, WaterIntakeInputs } from './calculators/water-intake/water-intake.js';
export { calorie, dailyCalories } from './calculators/calorie/calorie.js';
export type { CalorieDetails, CalorieGoal, CalorieInputs } from './calculators/calorie/calorie.js';
export { protein, dailyProtein } from './calculators/protein/protein.js';
export type { ProteinDetails, ProteinFactor, ProteinInputs } from './calculators/protein/protein.js';
export { macros, macroSplit } from './calculators/macros/macros.js';
export type { DietType, MacroPercentages, MacrosDetails, MacrosInputs } from './calculators/macros/macros.js';
export { idealWeight, idealBodyWeight } from './calculators/ideal-weight/ideal-weight.js';
export type { IdealWeightDetails, IdealWeightInputs } from './calculators/ideal-weight/ideal-weight.js';
export { bodySurfaceArea, bodySurfaceAreaM2 } from './calculators/body-surface-area/body-surface-area.js';
export type { BodySurfaceAreaDetails, BodySurfaceAreaInputs } from './calculators/body-surface-area/body-surface-area.js';
export { targetHeartRate, targetHeartRateZone } from './calculators/target-heart-rate/target-heart-rate.js';
export type {
  HeartRateMethod, TargetHeartRateDetails, TargetHeartRateInputs,
} from './calculators/target-heart-rate/target-heart-rate.js';
export { pregnancyDueDate, pregnancyDueDateFromLmp } from './calculators/pregnancy-due-date/pregnancy-due-date.js';
export type {
  DueDateMethod, PregnancyDueDateDetails, PregnancyDueDateInputs,
} from './calculators/pregnancy-due-date/pregnancy-due-date.js';
