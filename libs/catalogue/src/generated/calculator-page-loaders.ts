// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { LoadedCalculator } from '@calchub/calc-engine';
import type { CalculatorDefinition } from '../types.js';

/** What a calculator page needs of one calculator: the catalogue's definition and the engine's formula. */
export interface CalculatorPageParts {
  readonly definition: CalculatorDefinition;
  readonly calculator: LoadedCalculator;
}

/** Loads one calculator's definition and formula together, as one chunk. */
export const calculatorPageLoaders: Readonly<Record<string, () => Promise<CalculatorPageParts>>> = {
  'mortgage': () => import('./calculator-pages/mortgage.js'),
  'car-loan': () => import('./calculator-pages/car-loan.js'),
  'personal-loan': () => import('./calculator-pages/personal-loan.js'),
  'compound-interest': () => import('./calculator-pages/compound-interest.js'),
  'simple-interest': () => import('./calculator-pages/simple-interest.js'),
  'roi': () => import('./calculator-pages/roi.js'),
  'retirement': () => import('./calculator-pages/retirement.js'),
  'savings-goal': () => import('./calculator-pages/savings-goal.js'),
  'investment': () => import('./calculator-pages/investment.js'),
  'amortization': () => import('./calculator-pages/amortization.js'),
  'refinance': () => import('./calculator-pages/refinance.js'),
  'debt-payoff': () => import('./calculator-pages/debt-payoff.js'),
  'loan': () => import('./calculator-pages/loan.js'),
  'payment': () => import('./calculator-pages/payment.js'),
  'sales-tax': () => import('./calculator-pages/sales-tax.js'),
  'bmi': () => import('./calculator-pages/bmi.js'),
  'body-fat': () => import('./calculator-pages/body-fat.js'),
  'bmr': () => import('./calculator-pages/bmr.js'),
  'water-intake': () => import('./calculator-pages/water-intake.js'),
  'calorie': () => import('./calculator-pages/calorie.js'),
  'protein': () => import('./calculator-pages/protein.js'),
  'macros': () => import('./calculator-pages/macros.js'),
  'ideal-weight': () => import('./calculator-pages/ideal-weight.js'),
  'body-surface-area': () => import('./calculator-pages/body-surface-area.js'),
  'target-heart-rate': () => import('./calculator-pages/target-heart-rate.js'),
  'pregnancy-due-date': () => import('./calculator-pages/pregnancy-due-date.js'),
  'pace': () => import('./calculator-pages/pace.js'),
  'gpa': () => import('./calculator-pages/gpa.js'),
  'grade': () => import('./calculator-pages/grade.js'),
  'percentage': () => import('./calculator-pages/percentage.js'),
  'grade-curve': () => import('./calculator-pages/grade-curve.js'),
  'scholarship': () => import('./calculator-pages/scholarship.js'),
  'break-even': () => import('./calculator-pages/break-even.js'),
  'profit-margin': () => import('./calculator-pages/profit-margin.js'),
  'markup': () => import('./calculator-pages/markup.js'),
  'depreciation': () => import('./calculator-pages/depreciation.js'),
  'payback-period': () => import('./calculator-pages/payback-period.js'),
  'fraction': () => import('./calculator-pages/fraction.js'),
  'scientific': () => import('./calculator-pages/scientific.js'),
  'standard-deviation': () => import('./calculator-pages/standard-deviation.js'),
  'age': () => import('./calculator-pages/age.js'),
  'conversion': () => import('./calculator-pages/conversion.js'),
  'concrete': () => import('./calculator-pages/concrete.js'),
  'hours': () => import('./calculator-pages/hours.js'),
};
