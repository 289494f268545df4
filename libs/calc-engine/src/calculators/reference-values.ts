// Generated from src/calculators/order.ts and the calculator folders by `npm run generate`. Do not edit.
import type { ReferenceValue } from '../reference-value.js';
import { mortgageReferenceValues } from './mortgage/mortgage.reference-values.js';
import { carLoanReferenceValues } from './car-loan/car-loan.reference-values.js';
import { personalLoanReferenceValues } from './personal-loan/personal-loan.reference-values.js';
import { compoundInterestReferenceValues } from './compound-interest/compound-interest.reference-values.js';
import { simpleInterest } from './simple-interest/simple-interest.js';
import { roi } from './roi/roi.js';
import { retirementReferenceValues } from './retirement/retirement.reference-values.js';
import { savingsGoalReferenceValues } from './savings-goal/savings-goal.reference-values.js';
import { investmentReferenceValues } from './investment/investment.reference-values.js';
import { amortizationReferenceValues } from './amortization/amortization.reference-values.js';
import { refinanceReferenceValues } from './refinance/refinance.reference-values.js';
import { debtPayoffReferenceValues } from './debt-payoff/debt-payoff.reference-values.js';
import { loanReferenceValues } from './loan/loan.reference-values.js';
import { payment } from './payment/payment.js';
import { salesTax } from './sales-tax/sales-tax.js';
import { bmiReferenceValues } from './bmi/bmi.reference-values.js';
import { bodyFatReferenceValues } from './body-fat/body-fat.reference-values.js';
import { bmrReferenceValues } from './bmr/bmr.reference-values.js';
import { waterIntakeReferenceValues } from './water-intake/water-intake.reference-values.js';
import { calorieReferenceValues } from './calorie/calorie.reference-values.js';
import { proteinReferenceValues } from './protein/protein.reference-values.js';
import { macros } from './macros/macros.js';
import { idealWeight } from './ideal-weight/ideal-weight.js';
import { bodySurfaceAreaReferenceValues } from './body-surface-area/body-surface-area.reference-values.js';
import { targetHeartRate } from './target-heart-rate/target-heart-rate.js';
import { pregnancyDueDateReferenceValues } from './pregnancy-due-date/pregnancy-due-date.reference-values.js';
import { pace } from './pace/pace.js';
import { gpaReferenceValues } from './gpa/gpa.reference-values.js';
import { grade } from './grade/grade.js';
import { percentage } from './percentage/percentage.js';
import { gradeCurveReferenceValues } from './grade-curve/grade-curve.reference-values.js';
import { scholarship } from './scholarship/scholarship.js';
import { breakEven } from './break-even/break-even.js';
import { profitMargin } from './profit-margin/profit-margin.js';
import { markup } from './markup/markup.js';
import { depreciation } from './depreciation/depreciation.js';
import { paybackPeriodReferenceValues } from './payback-period/payback-period.reference-values.js';
import { fraction } from './fraction/fraction.js';
import { scientific } from './scientific/scientific.js';
import { standardDeviation } from './standard-deviation/standard-deviation.js';
import { age } from './age/age.js';
import { conversion } from './conversion/conversion.js';
import { concrete } from './concrete/concrete.js';
import { hours } from './hours/hours.js';

/** Every calculator's published reference values, by slug, in catalogue order (finance, health, education, business, math, everyday). */
export const referenceValues = {
  'mortgage': mortgageReferenceValues,
  'car-loan': carLoanReferenceValues,
  'personal-loan': personalLoanReferenceValues,
  'compound-interest': compoundInterestReferenceValues,
  'simple-interest': simpleInterest.referenceValues ?? [],
  'roi': roi.referenceValues ?? [],
  'retirement': retirementReferenceValues,
  'savings-goal': savingsGoalReferenceValues,
  'investment': investmentReferenceValues,
  'amortization': amortizationReferenceValues,
  'refinance': refinanceReferenceValues,
  'debt-payoff': debtPayoffReferenceValues,
  'loan': loanReferenceValues,
  'payment': payment.referenceValues ?? [],
  'sales-tax': salesTax.referenceValues ?? [],
  'bmi': bmiReferenceValues,
  'body-fat': bodyFatReferenceValues,
  'bmr': bmrReferenceValues,
  'water-intake': waterIntakeReferenceValues,
  'calorie': calorieReferenceValues,
  'protein': proteinReferenceValues,
  'macros': macros.referenceValues ?? [],
  'ideal-weight': idealWeight.referenceValues ?? [],
  'body-surface-area': bodySurfaceAreaReferenceValues,
  'target-heart-rate': targetHeartRate.referenceValues ?? [],
  'pregnancy-due-date': pregnancyDueDateReferenceValues,
  'pace': pace.referenceValues ?? [],
  'gpa': gpaReferenceValues,
  'grade': grade.referenceValues ?? [],
  'percentage': percentage.referenceValues ?? [],
  'grade-curve': gradeCurveReferenceValues,
  'scholarship': scholarship.referenceValues ?? [],
  'break-even': breakEven.referenceValues ?? [],
  'profit-margin': profitMargin.referenceValues ?? [],
  'markup': markup.referenceValues ?? [],
  'depreciation': depreciation.referenceValues ?? [],
  'payback-period': paybackPeriodReferenceValues,
  'fraction': fraction.referenceValues ?? [],
  'scientific': scientific.referenceValues ?? [],
  'standard-deviation': standardDeviation.referenceValues ?? [],
  'age': age.referenceValues ?? [],
  'conversion': conversion.referenceValues ?? [],
  'concrete': concrete.referenceValues ?? [],
  'hours': hours.referenceValues ?? [],
} as const satisfies Readonly<Record<string, readonly ReferenceValue[]>>;
