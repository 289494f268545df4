/**
 * Every calculator's slug, in catalogue order: finance, health, education, business, math, everyday.
 *
 * The one list to edit when adding a calculator: put its slug in its category's place, write its files, then run
 * `npm run generate` at the repository root. Every other per-calculator list of the engine, the catalogue and the
 * explainer is generated from this order and the calculators' own files (see docs/adding-a-calculator.md).
 */
export const calculatorOrder = [
  // finance
  'mortgage', 'car-loan', 'personal-loan', 'student-loan', 'compound-interest', 'simple-interest', 'interest', 'roi', 'retirement',
  'savings-goal', 'savings', 'investment', 'amortization', 'mortgage-payoff', 'refinance', 'home-equity-loan', 'debt-payoff', 'credit-card', 'loan', 'payment', 'interest-rate', 'finance',
  'auto-lease', 'debt-to-income', 'rent', 'house-affordability', 'real-estate', 'budget', 'salary', 'discount', 'sales-tax',
  // health
  'bmi', 'body-fat', 'bmr', 'water-intake', 'calorie', 'protein', 'macros', 'ideal-weight', 'body-surface-area',
  'target-heart-rate', 'pregnancy-due-date', 'pace', 'one-rep-max', 'carbohydrate', 'sleep', 'bac', 'gfr', 'pregnancy', 'conception', 'ovulation', 'pregnancy-weight-gain',
  // education
  'gpa', 'grade', 'percentage', 'grade-curve', 'scholarship', 'gdp',
  // business
  'break-even', 'profit-margin', 'markup', 'depreciation', 'payback-period', 'irr',
  // math
  'fraction', 'scientific', 'standard-deviation', 'mean-median-mode-range', 'z-score', 'permutation-combination',
  'quadratic-formula', 'number-sequence', 'volume', 'triangle', 'random-number-generator',
  // everyday
  'age', 'conversion', 'concrete', 'hours', 'time', 'date', 'time-card', 'time-zone', 'gas-mileage', 'fuel-cost', 'square-footage', 'roofing', 'btu', 'heat-index', 'tip', 'roman-numeral', 'ip-subnet', 'password-generator', 'dice-roller',
] as const;
