// Generated from the engine's calculator order and src/worked-steps/<slug>.ts by `npm run generate`. Do not edit.
import { loadPage } from '../load-page.js';
import type { WorkedStepsBuilder } from './types.js';

/**
 * One loader per calculator's worked steps, so that a page loads only its own calculator's (bundlers split each
 * `import()` into its own chunk). The registry (`workedSolutions`) holds them all.
 */
export const workedStepsLoaders: Readonly<Record<string, () => Promise<WorkedStepsBuilder>>> = {
  'mortgage': () => Promise.all([import('./definition-steps.js'), loadPage('mortgage')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'car-loan': () => import('./car-loan.js').then((module) => module.carLoanSteps),
  'personal-loan': () => Promise.all([import('./definition-steps.js'), loadPage('personal-loan')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'compound-interest': () => Promise.all([import('./definition-steps.js'), loadPage('compound-interest')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'simple-interest': () => Promise.all([import('./definition-steps.js'), loadPage('simple-interest')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'roi': () => Promise.all([import('./definition-steps.js'), loadPage('roi')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'retirement': () => Promise.all([import('./definition-steps.js'), loadPage('retirement')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'savings-goal': () => Promise.all([import('./definition-steps.js'), loadPage('savings-goal')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'investment': () => Promise.all([import('./definition-steps.js'), loadPage('investment')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'amortization': () => import('./amortization.js').then((module) => module.amortizationSteps),
  'refinance': () => Promise.all([import('./definition-steps.js'), loadPage('refinance')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'debt-payoff': () => Promise.all([import('./definition-steps.js'), loadPage('debt-payoff')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'loan': () => Promise.all([import('./definition-steps.js'), loadPage('loan')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'payment': () => Promise.all([import('./definition-steps.js'), loadPage('payment')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'sales-tax': () => Promise.all([import('./definition-steps.js'), loadPage('sales-tax')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'bmi': () => import('./bmi.js').then((module) => module.bmiSteps),
  'body-fat': () => Promise.all([import('./definition-steps.js'), loadPage('body-fat')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'bmr': () => Promise.all([import('./definition-steps.js'), loadPage('bmr')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'water-intake': () => Promise.all([import('./definition-steps.js'), loadPage('water-intake')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'calorie': () => Promise.all([import('./definition-steps.js'), loadPage('calorie')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'protein': () => Promise.all([import('./definition-steps.js'), loadPage('protein')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'macros': () => import('./macros.js').then((module) => module.macrosSteps),
  'ideal-weight': () => Promise.all([import('./definition-steps.js'), loadPage('ideal-weight')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'body-surface-area': () => Promise.all([import('./definition-steps.js'), loadPage('body-surface-area')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'target-heart-rate': () => import('./target-heart-rate.js').then((module) => module.targetHeartRateSteps),
  'pregnancy-due-date': () => import('./pregnancy-due-date.js').then((module) => module.pregnancyDueDateSteps),
  'pace': () => Promise.all([import('./definition-steps.js'), loadPage('pace')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'gpa': () => import('./gpa.js').then((module) => module.gpaSteps),
  'grade': () => import('./grade.js').then((module) => module.gradeSteps),
  'percentage': () => Promise.all([import('./definition-steps.js'), loadPage('percentage')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'grade-curve': () => Promise.all([import('./definition-steps.js'), loadPage('grade-curve')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'scholarship': () => import('./scholarship.js').then((module) => module.scholarshipSteps),
  'break-even': () => Promise.all([import('./definition-steps.js'), loadPage('break-even')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'profit-margin': () => Promise.all([import('./definition-steps.js'), loadPage('profit-margin')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'markup': () => Promise.all([import('./definition-steps.js'), loadPage('markup')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'depreciation': () => import('./depreciation.js').then((module) => module.depreciationSteps),
  'payback-period': () => import('./payback-period.js').then((module) => module.paybackPeriodSteps),
  'fraction': () => Promise.all([import('./definition-steps.js'), loadPage('fraction')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'scientific': () => Promise.all([import('./definition-steps.js'), loadPage('scientific')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'standard-deviation': () => Promise.all([import('./definition-steps.js'), loadPage('standard-deviation')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'age': () => Promise.all([import('./definition-steps.js'), loadPage('age')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'conversion': () => Promise.all([import('./definition-steps.js'), loadPage('conversion')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'concrete': () => Promise.all([import('./definition-steps.js'), loadPage('concrete')]).then(([module, page]) => module.definitionSteps(page.calculator)),
  'hours': () => Promise.all([import('./definition-steps.js'), loadPage('hours')]).then(([module, page]) => module.definitionSteps(page.calculator)),
};
