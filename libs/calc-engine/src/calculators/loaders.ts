// Generated from src/calculators/order.ts and the calculator folders by `npm run generate`. Do not edit.
import type { CalculatorDefinition } from '../types.js';

/**
 * One loader per calculator, so that a page that needs one calculator loads only its formula (bundlers split each
 * `import()` into its own chunk). The static `calculators` list and `calculate` load them all.
 * @example
 * const loan = await calculatorLoaders.loan();
 * calculateWith(loan, { loanAmount: 10000, interestRate: 7, loanTenure: 3 }).value; // 308.770969...
 */
export const calculatorLoaders = {
  'mortgage': () => import('./mortgage/mortgage.js').then((module) => module.mortgage),
  'car-loan': () => import('./car-loan/car-loan.js').then((module) => module.carLoan),
  'personal-loan': () => import('./personal-loan/personal-loan.js').then((module) => module.personalLoan),
  'compound-interest': () => import('./compound-interest/compound-interest.js').then((module) => module.compoundInterest),
  'simple-interest': () => import('./simple-interest/simple-interest.js').then((module) => module.simpleInterest),
  'roi': () => import('./roi/roi.js').then((module) => module.roi),
  'retirement': () => import('./retirement/retirement.js').then((module) => module.retirement),
  'savings-goal': () => import('./savings-goal/savings-goal.js').then((module) => module.savingsGoal),
  'investment': () => import('./investment/investment.js').then((module) => module.investment),
  'amortization': () => import('./amortization/amortization.js').then((module) => module.amortization),
  'refinance': () => import('./refinance/refinance.js').then((module) => module.refinance),
  'debt-payoff': () => import('./debt-payoff/debt-payoff.js').then((module) => module.debtPayoff),
  'loan': () => import('./loan/loan.js').then((module) => module.loan),
  'payment': () => import('./payment/payment.js').then((module) => module.payment),
  'discount': () => import('./discount/discount.js').then((module) => module.discount),
  'sales-tax': () => import('./sales-tax/sales-tax.js').then((module) => module.salesTax),
  'bmi': () => import('./bmi/bmi.js').then((module) => module.bmi),
  'body-fat': () => import('./body-fat/body-fat.js').then((module) => module.bodyFat),
  'bmr': () => import('./bmr/bmr.js').then((module) => module.bmr),
  'water-intake': () => import('./water-intake/water-intake.js').then((module) => module.waterIntake),
  'calorie': () => import('./calorie/calorie.js').then((module) => module.calorie),
  'protein': () => import('./protein/protein.js').then((module) => module.protein),
  'macros': () => import('./macros/macros.js').then((module) => module.macros),
  'ideal-weight': () => import('./ideal-weight/ideal-weight.js').then((module) => module.idealWeight),
  'body-surface-area': () => import('./body-surface-area/body-surface-area.js').then((module) => module.bodySurfaceArea),
  'target-heart-rate': () => import('./target-heart-rate/target-heart-rate.js').then((module) => module.targetHeartRate),
  'pregnancy-due-date': () => import('./pregnancy-due-date/pregnancy-due-date.js').then((module) => module.pregnancyDueDate),
  'pace': () => import('./pace/pace.js').then((module) => module.pace),
  'gpa': () => import('./gpa/gpa.js').then((module) => module.gpa),
  'grade': () => import('./grade/grade.js').then((module) => module.grade),
  'percentage': () => import('./percentage/percentage.js').then((module) => module.percentage),
  'grade-curve': () => import('./grade-curve/grade-curve.js').then((module) => module.gradeCurve),
  'scholarship': () => import('./scholarship/scholarship.js').then((module) => module.scholarship),
  'break-even': () => import('./break-even/break-even.js').then((module) => module.breakEven),
  'profit-margin': () => import('./profit-margin/profit-margin.js').then((module) => module.profitMargin),
  'markup': () => import('./markup/markup.js').then((module) => module.markup),
  'depreciation': () => import('./depreciation/depreciation.js').then((module) => module.depreciation),
  'payback-period': () => import('./payback-period/payback-period.js').then((module) => module.paybackPeriod),
  'fraction': () => import('./fraction/fraction.js').then((module) => module.fraction),
  'scientific': () => import('./scientific/scientific.js').then((module) => module.scientific),
  'standard-deviation': () => import('./standard-deviation/standard-deviation.js').then((module) => module.standardDeviation),
  'mean-median-mode-range': () => import('./mean-median-mode-range/mean-median-mode-range.js').then((module) => module.meanMedianModeRange),
  'z-score': () => import('./z-score/z-score.js').then((module) => module.zScore),
  'permutation-combination': () => import('./permutation-combination/permutation-combination.js').then((module) => module.permutationCombination),
  'quadratic-formula': () => import('./quadratic-formula/quadratic-formula.js').then((module) => module.quadraticFormula),
  'age': () => import('./age/age.js').then((module) => module.age),
  'conversion': () => import('./conversion/conversion.js').then((module) => module.conversion),
  'concrete': () => import('./concrete/concrete.js').then((module) => module.concrete),
  'hours': () => import('./hours/hours.js').then((module) => module.hours),
  'gas-mileage': () => import('./gas-mileage/gas-mileage.js').then((module) => module.gasMileage),
  'tip': () => import('./tip/tip.js').then((module) => module.tip),
} as const satisfies Readonly<Record<string, () => Promise<CalculatorDefinition<never>>>>;
