// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape, LoadedCalculator } from '@calchub/calc-engine';
import type { CalculatorDefinition, CalculatorPageDefinition } from '../types.js';

/** What computing a calculator's result and explaining it need: the engine's formula and the whole definition. */
export interface CalculatorCode {
  readonly definition: CalculatorDefinition;
  readonly calculator: LoadedCalculator;
}

/**
 * What a calculator's page needs before anything is computed: its definition without the assessment, the
 * calculator's shape, and the loader of its code.
 */
export interface CalculatorPageParts {
  readonly definition: CalculatorPageDefinition;
  readonly calculator: CalculatorShape;
  readonly loadCode: () => Promise<CalculatorCode>;
}

/** Loads one calculator's page part, a chunk of its own. */
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
  'discount': () => import('./calculator-pages/discount.js'),
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
  'one-rep-max': () => import('./calculator-pages/one-rep-max.js'),
  'carbohydrate': () => import('./calculator-pages/carbohydrate.js'),
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
  'mean-median-mode-range': () => import('./calculator-pages/mean-median-mode-range.js'),
  'z-score': () => import('./calculator-pages/z-score.js'),
  'permutation-combination': () => import('./calculator-pages/permutation-combination.js'),
  'quadratic-formula': () => import('./calculator-pages/quadratic-formula.js'),
  'age': () => import('./calculator-pages/age.js'),
  'conversion': () => import('./calculator-pages/conversion.js'),
  'concrete': () => import('./calculator-pages/concrete.js'),
  'hours': () => import('./calculator-pages/hours.js'),
  'gas-mileage': () => import('./calculator-pages/gas-mileage.js'),
  'fuel-cost': () => import('./calculator-pages/fuel-cost.js'),
  'square-footage': () => import('./calculator-pages/square-footage.js'),
  'tip': () => import('./calculator-pages/tip.js'),
};

/** Loads one calculator's code (formula and whole definition), a chunk of its own. */
export const calculatorCodeLoaders: Readonly<Record<string, () => Promise<CalculatorCode>>> = {
  'mortgage': () => import('./calculator-code/mortgage.js'),
  'car-loan': () => import('./calculator-code/car-loan.js'),
  'personal-loan': () => import('./calculator-code/personal-loan.js'),
  'compound-interest': () => import('./calculator-code/compound-interest.js'),
  'simple-interest': () => import('./calculator-code/simple-interest.js'),
  'roi': () => import('./calculator-code/roi.js'),
  'retirement': () => import('./calculator-code/retirement.js'),
  'savings-goal': () => import('./calculator-code/savings-goal.js'),
  'investment': () => import('./calculator-code/investment.js'),
  'amortization': () => import('./calculator-code/amortization.js'),
  'refinance': () => import('./calculator-code/refinance.js'),
  'debt-payoff': () => import('./calculator-code/debt-payoff.js'),
  'loan': () => import('./calculator-code/loan.js'),
  'payment': () => import('./calculator-code/payment.js'),
  'discount': () => import('./calculator-code/discount.js'),
  'sales-tax': () => import('./calculator-code/sales-tax.js'),
  'bmi': () => import('./calculator-code/bmi.js'),
  'body-fat': () => import('./calculator-code/body-fat.js'),
  'bmr': () => import('./calculator-code/bmr.js'),
  'water-intake': () => import('./calculator-code/water-intake.js'),
  'calorie': () => import('./calculator-code/calorie.js'),
  'protein': () => import('./calculator-code/protein.js'),
  'macros': () => import('./calculator-code/macros.js'),
  'ideal-weight': () => import('./calculator-code/ideal-weight.js'),
  'body-surface-area': () => import('./calculator-code/body-surface-area.js'),
  'target-heart-rate': () => import('./calculator-code/target-heart-rate.js'),
  'pregnancy-due-date': () => import('./calculator-code/pregnancy-due-date.js'),
  'pace': () => import('./calculator-code/pace.js'),
  'one-rep-max': () => import('./calculator-code/one-rep-max.js'),
  'carbohydrate': () => import('./calculator-code/carbohydrate.js'),
  'gpa': () => import('./calculator-code/gpa.js'),
  'grade': () => import('./calculator-code/grade.js'),
  'percentage': () => import('./calculator-code/percentage.js'),
  'grade-curve': () => import('./calculator-code/grade-curve.js'),
  'scholarship': () => import('./calculator-code/scholarship.js'),
  'break-even': () => import('./calculator-code/break-even.js'),
  'profit-margin': () => import('./calculator-code/profit-margin.js'),
  'markup': () => import('./calculator-code/markup.js'),
  'depreciation': () => import('./calculator-code/depreciation.js'),
  'payback-period': () => import('./calculator-code/payback-period.js'),
  'fraction': () => import('./calculator-code/fraction.js'),
  'scientific': () => import('./calculator-code/scientific.js'),
  'standard-deviation': () => import('./calculator-code/standard-deviation.js'),
  'mean-median-mode-range': () => import('./calculator-code/mean-median-mode-range.js'),
  'z-score': () => import('./calculator-code/z-score.js'),
  'permutation-combination': () => import('./calculator-code/permutation-combination.js'),
  'quadratic-formula': () => import('./calculator-code/quadratic-formula.js'),
  'age': () => import('./calculator-code/age.js'),
  'conversion': () => import('./calculator-code/conversion.js'),
  'concrete': () => import('./calculator-code/concrete.js'),
  'hours': () => import('./calculator-code/hours.js'),
  'gas-mileage': () => import('./calculator-code/gas-mileage.js'),
  'fuel-cost': () => import('./calculator-code/fuel-cost.js'),
  'square-footage': () => import('./calculator-code/square-footage.js'),
  'tip': () => import('./calculator-code/tip.js'),
};
