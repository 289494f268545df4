// Generated from the engine's calculator order and src/worked-steps/<slug>.ts by `npm run generate`. Do not edit.
import { mortgage } from '@calchub/calc-engine';
import { carLoanSteps } from './car-loan.js';
import { personalLoan } from '@calchub/calc-engine';
import { studentLoan } from '@calchub/calc-engine';
import { compoundInterest } from '@calchub/calc-engine';
import { simpleInterest } from '@calchub/calc-engine';
import { interest } from '@calchub/calc-engine';
import { roi } from '@calchub/calc-engine';
import { retirement } from '@calchub/calc-engine';
import { savingsGoal } from '@calchub/calc-engine';
import { savings } from '@calchub/calc-engine';
import { investment } from '@calchub/calc-engine';
import { amortization } from '@calchub/calc-engine';
import { mortgagePayoff } from '@calchub/calc-engine';
import { refinance } from '@calchub/calc-engine';
import { homeEquityLoan } from '@calchub/calc-engine';
import { debtPayoff } from '@calchub/calc-engine';
import { creditCard } from '@calchub/calc-engine';
import { loan } from '@calchub/calc-engine';
import { payment } from '@calchub/calc-engine';
import { interestRate } from '@calchub/calc-engine';
import { finance } from '@calchub/calc-engine';
import { autoLease } from '@calchub/calc-engine';
import { debtToIncome } from '@calchub/calc-engine';
import { rent } from '@calchub/calc-engine';
import { houseAffordability } from '@calchub/calc-engine';
import { realEstate } from '@calchub/calc-engine';
import { budget } from '@calchub/calc-engine';
import { salary } from '@calchub/calc-engine';
import { discount } from '@calchub/calc-engine';
import { salesTax } from '@calchub/calc-engine';
import { bmiSteps } from './bmi.js';
import { bodyFat } from '@calchub/calc-engine';
import { bmr } from '@calchub/calc-engine';
import { waterIntake } from '@calchub/calc-engine';
import { calorie } from '@calchub/calc-engine';
import { protein } from '@calchub/calc-engine';
import { macrosSteps } from './macros.js';
import { idealWeight } from '@calchub/calc-engine';
import { bodySurfaceArea } from '@calchub/calc-engine';
import { targetHeartRateSteps } from './target-heart-rate.js';
import { pregnancyDueDateSteps } from './pregnancy-due-date.js';
import { pace } from '@calchub/calc-engine';
import { oneRepMax } from '@calchub/calc-engine';
import { carbohydrate } from '@calchub/calc-engine';
import { sleep } from '@calchub/calc-engine';
import { bac } from '@calchub/calc-engine';
import { gfr } from '@calchub/calc-engine';
import { pregnancy } from '@calchub/calc-engine';
import { conception } from '@calchub/calc-engine';
import { ovulation } from '@calchub/calc-engine';
import { pregnancyWeightGain } from '@calchub/calc-engine';
import { gpaSteps } from './gpa.js';
import { gradeSteps } from './grade.js';
import { percentage } from '@calchub/calc-engine';
import { gradeCurve } from '@calchub/calc-engine';
import { scholarshipSteps } from './scholarship.js';
import { gdp } from '@calchub/calc-engine';
import { breakEven } from '@calchub/calc-engine';
import { profitMargin } from '@calchub/calc-engine';
import { markup } from '@calchub/calc-engine';
import { depreciationSteps } from './depreciation.js';
import { paybackPeriodSteps } from './payback-period.js';
import { irr } from '@calchub/calc-engine';
import { fraction } from '@calchub/calc-engine';
import { scientific } from '@calchub/calc-engine';
import { standardDeviation } from '@calchub/calc-engine';
import { meanMedianModeRange } from '@calchub/calc-engine';
import { zScore } from '@calchub/calc-engine';
import { permutationCombination } from '@calchub/calc-engine';
import { quadraticFormula } from '@calchub/calc-engine';
import { numberSequence } from '@calchub/calc-engine';
import { volume } from '@calchub/calc-engine';
import { triangle } from '@calchub/calc-engine';
import { randomNumberGenerator } from '@calchub/calc-engine';
import { age } from '@calchub/calc-engine';
import { conversion } from '@calchub/calc-engine';
import { concrete } from '@calchub/calc-engine';
import { hours } from '@calchub/calc-engine';
import { time } from '@calchub/calc-engine';
import { date } from '@calchub/calc-engine';
import { timeCard } from '@calchub/calc-engine';
import { timeZone } from '@calchub/calc-engine';
import { gasMileage } from '@calchub/calc-engine';
import { fuelCost } from '@calchub/calc-engine';
import { squareFootage } from '@calchub/calc-engine';
import { roofing } from '@calchub/calc-engine';
import { btu } from '@calchub/calc-engine';
import { heatIndex } from '@calchub/calc-engine';
import { tip } from '@calchub/calc-engine';
import { romanNumeral } from '@calchub/calc-engine';
import { ipSubnet } from '@calchub/calc-engine';
import { passwordGenerator } from '@calchub/calc-engine';
import { diceRoller } from '@calchub/calc-engine';
import { definitionSteps } from './definition-steps.js';
import type { WorkedSolutionEntry } from './types.js';

/** Every calculator's worked solution, in catalogue order (finance, health, education, business, math, everyday). */
export const workedSolutions: readonly WorkedSolutionEntry[] = [
  { slug: 'mortgage', steps: definitionSteps(mortgage) },
  { slug: 'car-loan', steps: carLoanSteps },
  { slug: 'personal-loan', steps: definitionSteps(personalLoan) },
  { slug: 'student-loan', steps: definitionSteps(studentLoan) },
  { slug: 'compound-interest', steps: definitionSteps(compoundInterest) },
  { slug: 'simple-interest', steps: definitionSteps(simpleInterest) },
  { slug: 'interest', steps: definitionSteps(interest) },
  { slug: 'roi', steps: definitionSteps(roi) },
  { slug: 'retirement', steps: definitionSteps(retirement) },
  { slug: 'savings-goal', steps: definitionSteps(savingsGoal) },
  { slug: 'savings', steps: definitionSteps(savings) },
  { slug: 'investment', steps: definitionSteps(investment) },
  { slug: 'amortization', steps: definitionSteps(amortization) },
  { slug: 'mortgage-payoff', steps: definitionSteps(mortgagePayoff), resultDecimals: 0 },
  { slug: 'refinance', steps: definitionSteps(refinance) },
  { slug: 'home-equity-loan', steps: definitionSteps(homeEquityLoan) },
  { slug: 'debt-payoff', steps: definitionSteps(debtPayoff) },
  { slug: 'credit-card', steps: definitionSteps(creditCard), resultDecimals: 0 },
  { slug: 'loan', steps: definitionSteps(loan) },
  { slug: 'payment', steps: definitionSteps(payment) },
  { slug: 'interest-rate', steps: definitionSteps(interestRate), resultDecimals: 3 },
  { slug: 'finance', steps: definitionSteps(finance) },
  { slug: 'auto-lease', steps: definitionSteps(autoLease) },
  { slug: 'debt-to-income', steps: definitionSteps(debtToIncome) },
  { slug: 'rent', steps: definitionSteps(rent) },
  { slug: 'house-affordability', steps: definitionSteps(houseAffordability) },
  { slug: 'real-estate', steps: definitionSteps(realEstate) },
  { slug: 'budget', steps: definitionSteps(budget) },
  { slug: 'salary', steps: definitionSteps(salary) },
  { slug: 'discount', steps: definitionSteps(discount) },
  { slug: 'sales-tax', steps: definitionSteps(salesTax) },
  { slug: 'bmi', steps: bmiSteps },
  { slug: 'body-fat', steps: definitionSteps(bodyFat), resultDecimals: 1 },
  { slug: 'bmr', steps: definitionSteps(bmr) },
  { slug: 'water-intake', steps: definitionSteps(waterIntake), resultDecimals: 2 },
  { slug: 'calorie', steps: definitionSteps(calorie) },
  { slug: 'protein', steps: definitionSteps(protein) },
  { slug: 'macros', steps: macrosSteps },
  { slug: 'ideal-weight', steps: definitionSteps(idealWeight), resultDecimals: 1 },
  { slug: 'body-surface-area', steps: definitionSteps(bodySurfaceArea), resultDecimals: 2 },
  { slug: 'target-heart-rate', steps: targetHeartRateSteps },
  { slug: 'pregnancy-due-date', steps: pregnancyDueDateSteps },
  { slug: 'pace', steps: definitionSteps(pace) },
  { slug: 'one-rep-max', steps: definitionSteps(oneRepMax) },
  { slug: 'carbohydrate', steps: definitionSteps(carbohydrate) },
  { slug: 'sleep', steps: definitionSteps(sleep) },
  { slug: 'bac', steps: definitionSteps(bac), resultDecimals: 3 },
  { slug: 'gfr', steps: definitionSteps(gfr), resultDecimals: 0 },
  { slug: 'pregnancy', steps: definitionSteps(pregnancy), resultDecimals: 0 },
  { slug: 'conception', steps: definitionSteps(conception) },
  { slug: 'ovulation', steps: definitionSteps(ovulation) },
  { slug: 'pregnancy-weight-gain', steps: definitionSteps(pregnancyWeightGain), resultDecimals: 1 },
  { slug: 'gpa', steps: gpaSteps },
  { slug: 'grade', steps: gradeSteps },
  { slug: 'percentage', steps: definitionSteps(percentage) },
  { slug: 'grade-curve', steps: definitionSteps(gradeCurve) },
  { slug: 'scholarship', steps: scholarshipSteps },
  { slug: 'gdp', steps: definitionSteps(gdp), resultDecimals: 2 },
  { slug: 'break-even', steps: definitionSteps(breakEven) },
  { slug: 'profit-margin', steps: definitionSteps(profitMargin) },
  { slug: 'markup', steps: definitionSteps(markup) },
  { slug: 'depreciation', steps: depreciationSteps },
  { slug: 'payback-period', steps: paybackPeriodSteps },
  { slug: 'irr', steps: definitionSteps(irr), resultDecimals: 2 },
  { slug: 'fraction', steps: definitionSteps(fraction) },
  { slug: 'scientific', steps: definitionSteps(scientific) },
  { slug: 'standard-deviation', steps: definitionSteps(standardDeviation), resultDecimals: 4 },
  { slug: 'mean-median-mode-range', steps: definitionSteps(meanMedianModeRange), resultDecimals: 4 },
  { slug: 'z-score', steps: definitionSteps(zScore), resultDecimals: 4 },
  { slug: 'permutation-combination', steps: definitionSteps(permutationCombination) },
  { slug: 'quadratic-formula', steps: definitionSteps(quadraticFormula) },
  { slug: 'number-sequence', steps: definitionSteps(numberSequence) },
  { slug: 'volume', steps: definitionSteps(volume), resultDecimals: 4 },
  { slug: 'triangle', steps: definitionSteps(triangle), resultDecimals: 4 },
  { slug: 'random-number-generator', steps: definitionSteps(randomNumberGenerator) },
  { slug: 'age', steps: definitionSteps(age), resultDecimals: 0 },
  { slug: 'conversion', steps: definitionSteps(conversion), resultDecimals: 10 },
  { slug: 'concrete', steps: definitionSteps(concrete) },
  { slug: 'hours', steps: definitionSteps(hours) },
  { slug: 'time', steps: definitionSteps(time), resultDecimals: 4 },
  { slug: 'date', steps: definitionSteps(date) },
  { slug: 'time-card', steps: definitionSteps(timeCard), resultDecimals: 2 },
  { slug: 'time-zone', steps: definitionSteps(timeZone) },
  { slug: 'gas-mileage', steps: definitionSteps(gasMileage) },
  { slug: 'fuel-cost', steps: definitionSteps(fuelCost) },
  { slug: 'square-footage', steps: definitionSteps(squareFootage) },
  { slug: 'roofing', steps: definitionSteps(roofing) },
  { slug: 'btu', steps: definitionSteps(btu), resultDecimals: 0 },
  { slug: 'heat-index', steps: definitionSteps(heatIndex), resultDecimals: 1 },
  { slug: 'tip', steps: definitionSteps(tip) },
  { slug: 'roman-numeral', steps: definitionSteps(romanNumeral) },
  { slug: 'ip-subnet', steps: definitionSteps(ipSubnet) },
  { slug: 'password-generator', steps: definitionSteps(passwordGenerator) },
  { slug: 'dice-roller', steps: definitionSteps(diceRoller), resultDecimals: 0 },
];
