import type { CalculatorDefinition } from '../types.js';
import { amortization } from './finance/amortization.js';
import { carLoan } from './finance/car-loan.js';
import { compoundInterest } from './finance/compound-interest.js';
import { debtPayoff } from './finance/debt-payoff.js';
import { investment } from './finance/investment.js';
import { loan } from './finance/loan.js';
import { mortgage } from './finance/mortgage.js';
import { personalLoan } from './finance/personal-loan.js';
import { refinance } from './finance/refinance.js';
import { retirement } from './finance/retirement.js';
import { roi } from './finance/roi.js';
import { savingsGoal } from './finance/savings-goal.js';
import { simpleInterest } from './finance/simple-interest.js';
import { bmi } from './health/bmi.js';
import { bodyFat } from './health/body-fat.js';
import { bmr } from './health/bmr.js';
import { waterIntake } from './health/water-intake.js';
import { calorie } from './health/calorie.js';
import { protein } from './health/protein.js';
import { macros } from './health/macros.js';
import { idealWeight } from './health/ideal-weight.js';
import { bodySurfaceArea } from './health/body-surface-area.js';
import { targetHeartRate } from './health/target-heart-rate.js';
import { pregnancyDueDate } from './health/pregnancy-due-date.js';
import { gpa } from './education/gpa.js';
import { grade } from './education/grade.js';
import { percentage } from './education/percentage.js';
import { gradeCurve } from './education/grade-curve.js';
import { scholarship } from './education/scholarship.js';
import { breakEven } from './business/break-even.js';
import { profitMargin } from './business/profit-margin.js';
import { markup } from './business/markup.js';
import { depreciation } from './business/depreciation.js';
import { paybackPeriod } from './business/payback-period.js';

/**
 * Every calculator definition, in catalogue order: finance, health, education, business.
 * Add a calculator by writing its file under its category folder and listing it here.
 */
export const calculatorDefinitions: readonly CalculatorDefinition[] = [
  mortgage,
  carLoan,
  personalLoan,
  compoundInterest,
  simpleInterest,
  roi,
  retirement,
  savingsGoal,
  investment,
  amortization,
  refinance,
  debtPayoff,
  loan,
  bmi,
  bodyFat,
  bmr,
  waterIntake,
  calorie,
  protein,
  macros,
  idealWeight,
  bodySurfaceArea,
  targetHeartRate,
  pregnancyDueDate,
  gpa,
  grade,
  percentage,
  gradeCurve,
  scholarship,
  breakEven,
  profitMargin,
  markup,
  depreciation,
  paybackPeriod,
];
