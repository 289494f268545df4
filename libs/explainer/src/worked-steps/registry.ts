import { amortizationSteps } from './amortization.js';
import { bmiSteps } from './bmi.js';
import { bmrSteps } from './bmr.js';
import { bodyFatSteps } from './body-fat.js';
import { bodySurfaceAreaSteps } from './body-surface-area.js';
import { breakEvenSteps } from './break-even.js';
import { calorieSteps } from './calorie.js';
import { carLoanSteps } from './car-loan.js';
import { compoundInterestSteps } from './compound-interest.js';
import { debtPayoffSteps } from './debt-payoff.js';
import { depreciationSteps } from './depreciation.js';
import { gpaSteps } from './gpa.js';
import { gradeCurveSteps } from './grade-curve.js';
import { gradeSteps } from './grade.js';
import { idealWeightSteps } from './ideal-weight.js';
import { investmentSteps } from './investment.js';
import { loanSteps } from './loan.js';
import { macrosSteps } from './macros.js';
import { markupSteps } from './markup.js';
import { mortgageSteps } from './mortgage.js';
import { paybackPeriodSteps } from './payback-period.js';
import { percentageSteps } from './percentage.js';
import { personalLoanSteps } from './personal-loan.js';
import { pregnancyDueDateSteps } from './pregnancy-due-date.js';
import { profitMarginSteps } from './profit-margin.js';
import { proteinSteps } from './protein.js';
import { refinanceSteps } from './refinance.js';
import { retirementSteps } from './retirement.js';
import { roiSteps } from './roi.js';
import { savingsGoalSteps } from './savings-goal.js';
import { scholarshipSteps } from './scholarship.js';
import { simpleInterestSteps } from './simple-interest.js';
import { targetHeartRateSteps } from './target-heart-rate.js';
import type { WorkedStepsBuilder } from './types.js';
import { waterIntakeSteps } from './water-intake.js';

/** How one calculator's worked solution is built. */
export interface WorkedSolutionEntry {
  readonly slug: string;
  readonly steps: WorkedStepsBuilder;
  /**
   * Decimals of the primary result where the catalogue's definition sets `resultDecimals` (body fat: 1), so the
   * last step reads exactly as the result panel. A test checks this against the catalogue.
   */
  readonly resultDecimals?: number;
}

/**
 * Every calculator's worked solution, in catalogue order (finance, health, education, business).
 * Add one by writing `worked-steps/<slug>.ts` and listing it here.
 */
export const workedSolutions: readonly WorkedSolutionEntry[] = [
  { slug: 'mortgage', steps: mortgageSteps },
  { slug: 'car-loan', steps: carLoanSteps },
  { slug: 'personal-loan', steps: personalLoanSteps },
  { slug: 'compound-interest', steps: compoundInterestSteps },
  { slug: 'simple-interest', steps: simpleInterestSteps },
  { slug: 'roi', steps: roiSteps },
  { slug: 'retirement', steps: retirementSteps },
  { slug: 'savings-goal', steps: savingsGoalSteps },
  { slug: 'investment', steps: investmentSteps },
  { slug: 'amortization', steps: amortizationSteps },
  { slug: 'refinance', steps: refinanceSteps },
  { slug: 'debt-payoff', steps: debtPayoffSteps },
  { slug: 'loan', steps: loanSteps },
  { slug: 'bmi', steps: bmiSteps },
  { slug: 'body-fat', steps: bodyFatSteps, resultDecimals: 1 },
  { slug: 'bmr', steps: bmrSteps },
  { slug: 'water-intake', steps: waterIntakeSteps, resultDecimals: 2 },
  { slug: 'calorie', steps: calorieSteps },
  { slug: 'protein', steps: proteinSteps },
  { slug: 'macros', steps: macrosSteps },
  { slug: 'ideal-weight', steps: idealWeightSteps, resultDecimals: 1 },
  { slug: 'body-surface-area', steps: bodySurfaceAreaSteps, resultDecimals: 2 },
  { slug: 'target-heart-rate', steps: targetHeartRateSteps },
  { slug: 'pregnancy-due-date', steps: pregnancyDueDateSteps },
  { slug: 'gpa', steps: gpaSteps },
  { slug: 'grade', steps: gradeSteps },
  { slug: 'percentage', steps: percentageSteps },
  { slug: 'grade-curve', steps: gradeCurveSteps },
  { slug: 'scholarship', steps: scholarshipSteps },
  { slug: 'break-even', steps: breakEvenSteps },
  { slug: 'profit-margin', steps: profitMarginSteps },
  { slug: 'markup', steps: markupSteps },
  { slug: 'depreciation', steps: depreciationSteps },
  { slug: 'payback-period', steps: paybackPeriodSteps },
];
