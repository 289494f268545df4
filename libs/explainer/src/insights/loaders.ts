// Generated from the engine's calculator order and src/insights/<slug>.ts by `npm run generate`. Do not edit.
import { loadPage } from '../load-page.js';
import type { InsightsBuilder } from './types.js';

/**
 * One loader per calculator's computed insights, so that a page loads only its own calculator's (bundlers split
 * each `import()` into its own chunk). The registry (`insightsBuilders`) holds them all.
 */
export const insightsLoaders: Readonly<Record<string, () => Promise<InsightsBuilder>>> = {
  'mortgage': () => Promise.all([import('./definition-insights.js'), loadPage('mortgage')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'car-loan': () => import('./car-loan.js').then((module) => module.carLoanInsights),
  'personal-loan': () => Promise.all([import('./definition-insights.js'), loadPage('personal-loan')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'compound-interest': () => Promise.all([import('./definition-insights.js'), loadPage('compound-interest')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'simple-interest': () => Promise.all([import('./definition-insights.js'), loadPage('simple-interest')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'roi': () => Promise.all([import('./definition-insights.js'), loadPage('roi')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'retirement': () => Promise.all([import('./definition-insights.js'), loadPage('retirement')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'savings-goal': () => Promise.all([import('./definition-insights.js'), loadPage('savings-goal')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'investment': () => Promise.all([import('./definition-insights.js'), loadPage('investment')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'amortization': () => import('./amortization.js').then((module) => module.amortizationInsights),
  'refinance': () => Promise.all([import('./definition-insights.js'), loadPage('refinance')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'debt-payoff': () => Promise.all([import('./definition-insights.js'), loadPage('debt-payoff')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'loan': () => Promise.all([import('./definition-insights.js'), loadPage('loan')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'payment': () => Promise.all([import('./definition-insights.js'), loadPage('payment')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'sales-tax': () => Promise.all([import('./definition-insights.js'), loadPage('sales-tax')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'bmi': () => import('./bmi.js').then((module) => module.bmiInsights),
  'body-fat': () => Promise.all([import('./definition-insights.js'), loadPage('body-fat')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'bmr': () => Promise.all([import('./definition-insights.js'), loadPage('bmr')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'water-intake': () => Promise.all([import('./definition-insights.js'), loadPage('water-intake')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'calorie': () => Promise.all([import('./definition-insights.js'), loadPage('calorie')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'protein': () => Promise.all([import('./definition-insights.js'), loadPage('protein')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'macros': () => Promise.all([import('./definition-insights.js'), loadPage('macros')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'ideal-weight': () => Promise.all([import('./definition-insights.js'), loadPage('ideal-weight')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'body-surface-area': () => Promise.all([import('./definition-insights.js'), loadPage('body-surface-area')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'target-heart-rate': () => Promise.all([import('./definition-insights.js'), loadPage('target-heart-rate')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'pregnancy-due-date': () => import('./pregnancy-due-date.js').then((module) => module.pregnancyDueDateInsights),
  'pace': () => Promise.all([import('./definition-insights.js'), loadPage('pace')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'gpa': () => import('./gpa.js').then((module) => module.gpaInsights),
  'grade': () => import('./grade.js').then((module) => module.gradeInsights),
  'percentage': () => Promise.all([import('./definition-insights.js'), loadPage('percentage')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'grade-curve': () => import('./grade-curve.js').then((module) => module.gradeCurveInsights),
  'scholarship': () => import('./scholarship.js').then((module) => module.scholarshipInsights),
  'break-even': () => Promise.all([import('./definition-insights.js'), loadPage('break-even')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'profit-margin': () => Promise.all([import('./definition-insights.js'), loadPage('profit-margin')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'markup': () => Promise.all([import('./definition-insights.js'), loadPage('markup')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'depreciation': () => Promise.all([import('./definition-insights.js'), loadPage('depreciation')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'payback-period': () => import('./payback-period.js').then((module) => module.paybackPeriodInsights),
  'fraction': () => Promise.all([import('./definition-insights.js'), loadPage('fraction')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'scientific': () => Promise.all([import('./definition-insights.js'), loadPage('scientific')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'standard-deviation': () => Promise.all([import('./definition-insights.js'), loadPage('standard-deviation')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'age': () => Promise.all([import('./definition-insights.js'), loadPage('age')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'conversion': () => Promise.all([import('./definition-insights.js'), loadPage('conversion')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'concrete': () => Promise.all([import('./definition-insights.js'), loadPage('concrete')]).then(([module, page]) => module.definitionInsights(page.calculator)),
  'hours': () => Promise.all([import('./definition-insights.js'), loadPage('hours')]).then(([module, page]) => module.definitionInsights(page.calculator)),
};
