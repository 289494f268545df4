import type { CalculatorDefinition } from './types.js';

/** A calculator as a loader gives it: its slug, inputs, outputs and formula, ready for {@link calculateWith}. */
export type LoadedCalculator = CalculatorDefinition<never>;

/**
 * One loader per calculator, so that a page that needs one calculator loads only its formula (bundlers split each
 * `import()` into its own chunk). The static `calculators` list and `calculate` load all 34.
 * @example
 * const loan = await calculatorLoaders.loan();
 * calculateWith(loan, { loanAmount: 10000, interestRate: 7, loanTenure: 3 }).value; // 308.770969...
 */
export const calculatorLoaders = {
  mortgage: () => import('./calculators/mortgage/mortgage.js').then((module) => module.mortgage),
  'car-loan': () => import('./calculators/car-loan/car-loan.js').then((module) => module.carLoan),
  'personal-loan': () => import('./calculators/personal-loan/personal-loan.js').then((module) => module.personalLoan),
  'compound-interest': () => import('./calculators/compound-interest/compound-interest.js').then((module) => module.compoundInterest),
  'simple-interest': () => import('./calculators/simple-interest/simple-interest.js').then((module) => module.simpleInterest),
  roi: () => import('./calculators/roi/roi.js').then((module) => module.roi),
  retirement: () => import('./calculators/retirement/retirement.js').then((module) => module.retirement),
  'savings-goal': () => import('./calculators/savings-goal/savings-goal.js').then((module) => module.savingsGoal),
  investment: () => import('./calculators/investment/investment.js').then((module) => module.investment),
  amortization: () => import('./calculators/amortization/amortization.js').then((module) => module.amortization),
  refinance: () => import('./calculators/refinance/refinance.js').then((module) => module.refinance),
  'debt-payoff': () => import('./calculators/debt-payoff/debt-payoff.js').then((module) => module.debtPayoff),
  loan: () => import('./calculators/loan/loan.js').then((module) => module.loan),
  bmi: () => import('./calculators/bmi/bmi.js').then((module) => module.bmi),
  'body-fat': () => import('./calculators/body-fat/body-fat.js').then((module) => module.bodyFat),
  bmr: () => import('./calculators/bmr/bmr.js').then((module) => module.bmr),
  'water-intake': () => import('./calculators/water-intake/water-intake.js').then((module) => module.waterIntake),
  calorie: () => import('./calculators/calorie/calorie.js').then((module) => module.calorie),
  protein: () => import('./calculators/protein/protein.js').then((module) => module.protein),
  macros: () => import('./calculators/macros/macros.js').then((module) => module.macros),
  'ideal-weight': () => import('./calculators/ideal-weight/ideal-weight.js').then((module) => module.idealWeight),
  'body-surface-area': () => import('./calculators/body-surface-area/body-surface-area.js').then((module) => module.bodySurfaceArea),
  'target-heart-rate': () => import('./calculators/target-heart-rate/target-heart-rate.js').then((module) => module.targetHeartRate),
  'pregnancy-due-date': () => import('./calculators/pregnancy-due-date/pregnancy-due-date.js').then((module) => module.pregnancyDueDate),
  gpa: () => import('./calculators/gpa/gpa.js').then((module) => module.gpa),
  grade: () => import('./calculators/grade/grade.js').then((module) => module.grade),
  percentage: () => import('./calculators/percentage/percentage.js').then((module) => module.percentage),
  'grade-curve': () => import('./calculators/grade-curve/grade-curve.js').then((module) => module.gradeCurve),
  scholarship: () => import('./calculators/scholarship/scholarship.js').then((module) => module.scholarship),
  'break-even': () => import('./calculators/break-even/break-even.js').then((module) => module.breakEven),
  'profit-margin': () => import('./calculators/profit-margin/profit-margin.js').then((module) => module.profitMargin),
  markup: () => import('./calculators/markup/markup.js').then((module) => module.markup),
  depreciation: () => import('./calculators/depreciation/depreciation.js').then((module) => module.depreciation),
  'payback-period': () => import('./calculators/payback-period/payback-period.js').then((module) => module.paybackPeriod),
} as const satisfies Readonly<Record<string, () => Promise<LoadedCalculator>>>;

/** The slug of a calculator that {@link calculatorLoaders} can load. */
export type LoadableCalculatorSlug = keyof typeof calculatorLoaders;

/**
 * The loader of a calculator by its slug, or undefined for an unknown slug.
 * @param slug - short slug: `loan`, `bmi`...
 * @returns a function that loads the calculator, or undefined
 * @example
 * await calculatorLoader('bmi')?.(); // the BMI calculator
 */
export function calculatorLoader(slug: string): (() => Promise<LoadedCalculator>) | undefined {
  return Object.hasOwn(calculatorLoaders, slug) ? calculatorLoaders[slug as LoadableCalculatorSlug] : undefined;
}
