// Generated from the engine's calculator order and src/insights/<slug>.ts by `npm run generate`. Do not edit.
import { loadCalculatorCode } from '../load-calculator-code.js';
import type { InsightsBuilder } from './types.js';

/**
 * One loader per calculator's computed insights, so that a page loads only its own calculator's (bundlers split
 * each `import()` into its own chunk). The registry (`insightsBuilders`) holds them all.
 */
export const insightsLoaders: Readonly<Record<string, () => Promise<InsightsBuilder>>> = {
  'mortgage': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('mortgage')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'car-loan': () => import('./car-loan.js').then((module) => module.carLoanInsights),
  'personal-loan': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('personal-loan')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'compound-interest': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('compound-interest')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'simple-interest': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('simple-interest')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'roi': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('roi')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'retirement': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('retirement')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'savings-goal': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('savings-goal')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'investment': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('investment')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'amortization': () => import('./amortization.js').then((module) => module.amortizationInsights),
  'refinance': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('refinance')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'debt-payoff': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('debt-payoff')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'loan': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('loan')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'payment': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('payment')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'sales-tax': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('sales-tax')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'bmi': () => import('./bmi.js').then((module) => module.bmiInsights),
  'body-fat': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('body-fat')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'bmr': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('bmr')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'water-intake': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('water-intake')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'calorie': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('calorie')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'protein': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('protein')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'macros': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('macros')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'ideal-weight': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('ideal-weight')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'body-surface-area': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('body-surface-area')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'target-heart-rate': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('target-heart-rate')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'pregnancy-due-date': () => import('./pregnancy-due-date.js').then((module) => module.pregnancyDueDateInsights),
  'pace': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('pace')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'gpa': () => import('./gpa.js').then((module) => module.gpaInsights),
  'grade': () => import('./grade.js').then((module) => module.gradeInsights),
  'percentage': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('percentage')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'grade-curve': () => import('./grade-curve.js').then((module) => module.gradeCurveInsights),
  'scholarship': () => import('./scholarship.js').then((module) => module.scholarshipInsights),
  'break-even': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('break-even')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'profit-margin': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('profit-margin')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'markup': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('markup')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'depreciation': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('depreciation')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'payback-period': () => import('./payback-period.js').then((module) => module.paybackPeriodInsights),
  'fraction': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('fraction')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'scientific': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('scientific')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'standard-deviation': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('standard-deviation')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'age': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('age')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'conversion': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('conversion')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'concrete': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('concrete')]).then(([module, code]) => module.definitionInsights(code.calculator)),
  'hours': () => Promise.all([import('./definition-insights.js'), loadCalculatorCode('hours')]).then(([module, code]) => module.definitionInsights(code.calculator)),
};
