import type { CalculatorDefinition } from '../types.js';
import { amortization } from './finance/amortization.js';
import { carLoan } from './finance/car-loan.js';
import { compoundInterest } from './finance/compound-interest.js';
import { debtPayoff } from './finance/debt-payoff.js';
import { investment } from './finance/investment.js';
import { loan } from './finance/loan.js';
import { mortgage } from './finance/mortgage.js';
import { personalLoan } from './finance/personal-loan.js';
import { refinance } from './finance/refinance.js';
import { retirement } from './finance/retirement.js';
import { roi } from './finance/roi.js';
import { savingsGoal } from './finance/savings-goal.js';
import { simpleInterest } from './finance/simple-interest.js';

/**
 * Every calculator definition, in catalogue order: finance, health, education, business.
 * Add a calculator by writing its file under its category folder and listing it here.
 */
export const calculatorDefinitions: readonly CalculatorDefinition[] = [
  mortgage,
  carLoan,
  personalLoan,
  compoundInterest,
  simpleInterest,
  roi,
  retirement,
  savingsGoal,
  investment,
  amortization,
  refinance,
  debtPayoff,
  loan,
];
