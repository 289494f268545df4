// Generated from the engine's calculator order and src/worked-steps/<slug>.ts by `npm run generate`. Do not edit.
import { loadCalculatorCode } from '../load-calculator-code.js';
import type { WorkedStepsBuilder } from './types.js';

/**
 * One loader per calculator's worked steps, so that a page loads only its own calculator's (bundlers split each
 * `import()` into its own chunk). The registry (`workedSolutions`) holds them all.
 */
export const workedStepsLoaders: Readonly<Record<string, () => Promise<WorkedStepsBuilder>>> = {
  'mortgage': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('mortgage')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'car-loan': () => import('./car-loan.js').then((module) => module.carLoanSteps),
  'personal-loan': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('personal-loan')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'compound-interest': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('compound-interest')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'simple-interest': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('simple-interest')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'roi': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('roi')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'retirement': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('retirement')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'savings-goal': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('savings-goal')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'investment': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('investment')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'amortization': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('amortization')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'refinance': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('refinance')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'debt-payoff': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('debt-payoff')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'loan': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('loan')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'payment': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('payment')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'sales-tax': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('sales-tax')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'bmi': () => import('./bmi.js').then((module) => module.bmiSteps),
  'body-fat': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('body-fat')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'bmr': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('bmr')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'water-intake': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('water-intake')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'calorie': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('calorie')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'protein': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('protein')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'macros': () => import('./macros.js').then((module) => module.macrosSteps),
  'ideal-weight': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('ideal-weight')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'body-surface-area': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('body-surface-area')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'target-heart-rate': () => import('./target-heart-rate.js').then((module) => module.targetHeartRateSteps),
  'pregnancy-due-date': () => import('./pregnancy-due-date.js').then((module) => module.pregnancyDueDateSteps),
  'pace': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('pace')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'gpa': () => import('./gpa.js').then((module) => module.gpaSteps),
  'grade': () => import('./grade.js').then((module) => module.gradeSteps),
  'percentage': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('percentage')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'grade-curve': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('grade-curve')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'scholarship': () => import('./scholarship.js').then((module) => module.scholarshipSteps),
  'break-even': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('break-even')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'profit-margin': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('profit-margin')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'markup': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('markup')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'depreciation': () => import('./depreciation.js').then((module) => module.depreciationSteps),
  'payback-period': () => import('./payback-period.js').then((module) => module.paybackPeriodSteps),
  'fraction': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('fraction')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'scientific': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('scientific')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'standard-deviation': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('standard-deviation')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'age': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('age')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'conversion': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('conversion')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'concrete': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('concrete')]).then(([module, code]) => module.definitionSteps(code.calculator)),
  'hours': () => Promise.all([import('./definition-steps.js'), loadCalculatorCode('hours')]).then(([module, code]) => module.definitionSteps(code.calculator)),
};
