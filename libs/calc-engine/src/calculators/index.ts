import { bmi } from './bmi/bmi.js';
import { loan } from './loan/loan.js';

/**
 * Every calculator of the engine, in catalogue order (finance, health, education, business).
 * Add a calculator by writing its folder and listing its definition here.
 */
export const calculatorDefinitions = [
  loan,
  bmi,
] as const;
