export { calculate, calculators, tryCalculate } from './calculate.js';
export type { CalculatorInfo, CalculatorSlug } from './calculate.js';
export { calculateWith, tryCalculateWith } from './calculate-with.js';
export type { CalculationOutcome } from './calculate-with.js';
export { calculatorLoader, calculatorLoaders } from './calculator-loaders.js';
export type { LoadableCalculatorSlug, LoadedCalculator } from './calculator-loaders.js';
export { CalculatorInputError } from './errors/calculator-input-error.js';
export type { CalculatorInputErrorCode } from './errors/calculator-input-error.js';
export { messages } from './errors/messages.js';
export type * from './types.js';

export { payment, monthlyRate } from './finance/payment.js';
export {
  amortizationSchedule, balanceAfter, MAX_SCHEDULE_MONTHS, payoff, repaymentSchedule,
} from './finance/amortization-schedule.js';
export type { Payoff } from './finance/amortization-schedule.js';
export { rate } from './finance/rate.js';
export { numberOfPeriods, wholePeriods } from './finance/number-of-periods.js';
export { mortgage, mortgagePayment } from './calculators/mortgage/mortgage.js';
export type { MortgageDetails, MortgageInputs } from './calculators/mortgage/mortgage.js';
export { carLoan, carLoanPayment, CAR_LOAN_TERMS } from './calculators/car-loan/car-loan.js';
export type { CarLoanDetails, CarLoanInputs, CarLoanTerm } from './calculators/car-loan/car-loan.js';
export { personalLoan, personalLoanPayment } from './calculators/personal-loan/personal-loan.js';
export type { PersonalLoanDetails, PersonalLoanInputs } from './calculators/personal-loan/personal-loan.js';
export { amortization, amortizationCalculation } from './calculators/amortization/amortization.js';
export type { AmortizationDetails, AmortizationInputs } from './calculators/amortization/amortization.js';
export { refinance, refinanceSavings, NEVER_BREAKS_EVEN } from './calculators/refinance/refinance.js';
export type { BreakEvenMonths, RefinanceDetails, RefinanceInputs } from './calculators/refinance/refinance.js';
export { debtPayoff, debtPayoffPlan } from './calculators/debt-payoff/debt-payoff.js';
export type { DebtPayoffDetails, DebtPayoffInputs } from './calculators/debt-payoff/debt-payoff.js';
export { compoundGrowth, depositForGoal, futureValue } from './finance/future-value.js';
export type { PaymentTiming } from './finance/future-value.js';
export { presentValue } from './finance/present-value.js';
export { compoundInterest, compoundInterestGrowth, COMPOUNDING } from './calculators/compound-interest/compound-interest.js';
export type {
  CompoundingFrequency, CompoundInterestDetails, CompoundInterestInputs,
} from './calculators/compound-interest/compound-interest.js';
export { simpleInterest, simpleInterestAmount, TIME_UNIT } from './calculators/simple-interest/simple-interest.js';
export type { SimpleInterestDetails, SimpleInterestInputs, TimeUnit } from './calculators/simple-interest/simple-interest.js';
export { roi, returnOnInvestment } from './calculators/roi/roi.js';
export type { RoiDetails, RoiInputs } from './calculators/roi/roi.js';
export { retirement, retirementPlan } from './calculators/retirement/retirement.js';
export type { RetirementDetails, RetirementInputs } from './calculators/retirement/retirement.js';
export { savingsGoal, savingsGoalPlan } from './calculators/savings-goal/savings-goal.js';
export type { SavingsGoalDetails, SavingsGoalInputs } from './calculators/savings-goal/savings-goal.js';
export { investment, investmentGrowth, CONTRIBUTION_TIMING } from './calculators/investment/investment.js';
export type { ContributionTiming, InvestmentDetails, InvestmentInputs } from './calculators/investment/investment.js';

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
export { npv, netPresentValue } from './finance/npv.js';
export { LETTER_GRADE_SCALE, letterGrade } from './_lib/letter-grade.js';
export type { LetterGrade } from './_lib/letter-grade.js';
export { gpa, gradePointAverage, GRADE_POINTS, A_PLUS_VALUE } from './calculators/gpa/gpa.js';
export type { APlusValue, GpaDetails, GpaInputs, GradePoints } from './calculators/gpa/gpa.js';
export { grade, weightedGrade } from './calculators/grade/grade.js';
export type { GradeDetails, GradeInputs, TargetStatus } from './calculators/grade/grade.js';
export { percentage, percentageOf, PERCENTAGE_MODE } from './calculators/percentage/percentage.js';
export type { PercentageDetails, PercentageInputs, PercentageMode } from './calculators/percentage/percentage.js';
export { gradeCurve, curvedGrade, CURVE_METHOD } from './calculators/grade-curve/grade-curve.js';
export type { CurveMethod, GradeCurveDetails, GradeCurveInputs } from './calculators/grade-curve/grade-curve.js';
export { scholarship, scholarshipNetPrice } from './calculators/scholarship/scholarship.js';
export type { ScholarshipDetails, ScholarshipInputs } from './calculators/scholarship/scholarship.js';
export { breakEven, breakEvenPoint } from './calculators/break-even/break-even.js';
export type { BreakEvenDetails, BreakEvenInputs } from './calculators/break-even/break-even.js';
export { profitMargin, profitMarginPercent } from './calculators/profit-margin/profit-margin.js';
export type { ProfitMarginDetails, ProfitMarginInputs } from './calculators/profit-margin/profit-margin.js';
export { markup, markupPercent } from './calculators/markup/markup.js';
export type { MarkupDetails, MarkupInputs } from './calculators/markup/markup.js';
export { depreciation, assetDepreciation, DEPRECIATION_METHOD } from './calculators/depreciation/depreciation.js';
export type {
  DepreciationDetails, DepreciationInputs, DepreciationMethod,
} from './calculators/depreciation/depreciation.js';
export {
  paybackPeriod, paybackYears, CASH_FLOW_TYPE, NOT_RECOVERED,
} from './calculators/payback-period/payback-period.js';
export type {
  CashFlowType, PaybackPeriod, PaybackPeriodDetails, PaybackPeriodInputs,
} from './calculators/payback-period/payback-period.js';
