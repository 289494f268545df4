// Generated from the engine's calculator order and src/insights/<slug>.ts by `npm run generate`. Do not edit.
import { mortgage } from '@calchub/calc-engine';
import { carLoanInsights } from './car-loan.js';
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
import { amortizationInsights } from './amortization.js';
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
import { bmiInsights } from './bmi.js';
import { bodyFat } from '@calchub/calc-engine';
import { bmr } from '@calchub/calc-engine';
import { waterIntake } from '@calchub/calc-engine';
import { calorie } from '@calchub/calc-engine';
import { protein } from '@calchub/calc-engine';
import { macros } from '@calchub/calc-engine';
import { idealWeight } from '@calchub/calc-engine';
import { bodySurfaceArea } from '@calchub/calc-engine';
import { targetHeartRate } from '@calchub/calc-engine';
import { pregnancyDueDateInsights } from './pregnancy-due-date.js';
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
import { gpaInsights } from './gpa.js';
import { gradeInsights } from './grade.js';
import { percentage } from '@calchub/calc-engine';
import { gradeCurveInsights } from './grade-curve.js';
import { scholarshipInsights } from './scholarship.js';
import { gdp } from '@calchub/calc-engine';
import { breakEven } from '@calchub/calc-engine';
import { profitMargin } from '@calchub/calc-engine';
import { markup } from '@calchub/calc-engine';
import { depreciation } from '@calchub/calc-engine';
import { paybackPeriodInsights } from './payback-period.js';
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
import { definitionInsights } from './definition-insights.js';
import type { InsightsBuilder } from './types.js';

/** Every calculator's computed insights, by slug, in catalogue order (finance, health, education, business, math, everyday). */
export const insightsBuilders: Readonly<Record<string, InsightsBuilder>> = {
  'mortgage': definitionInsights(mortgage),
  'car-loan': carLoanInsights,
  'personal-loan': definitionInsights(personalLoan),
  'student-loan': definitionInsights(studentLoan),
  'compound-interest': definitionInsights(compoundInterest),
  'simple-interest': definitionInsights(simpleInterest),
  'interest': definitionInsights(interest),
  'roi': definitionInsights(roi),
  'retirement': definitionInsights(retirement),
  'savings-goal': definitionInsights(savingsGoal),
  'savings': definitionInsights(savings),
  'investment': definitionInsights(investment),
  'amortization': amortizationInsights,
  'mortgage-payoff': definitionInsights(mortgagePayoff),
  'refinance': definitionInsights(refinance),
  'home-equity-loan': definitionInsights(homeEquityLoan),
  'debt-payoff': definitionInsights(debtPayoff),
  'credit-card': definitionInsights(creditCard),
  'loan': definitionInsights(loan),
  'payment': definitionInsights(payment),
  'interest-rate': definitionInsights(interestRate),
  'finance': definitionInsights(finance),
  'auto-lease': definitionInsights(autoLease),
  'debt-to-income': definitionInsights(debtToIncome),
  'rent': definitionInsights(rent),
  'house-affordability': definitionInsights(houseAffordability),
  'real-estate': definitionInsights(realEstate),
  'budget': definitionInsights(budget),
  'salary': definitionInsights(salary),
  'discount': definitionInsights(discount),
  'sales-tax': definitionInsights(salesTax),
  'bmi': bmiInsights,
  'body-fat': definitionInsights(bodyFat),
  'bmr': definitionInsights(bmr),
  'water-intake': definitionInsights(waterIntake),
  'calorie': definitionInsights(calorie),
  'protein': definitionInsights(protein),
  'macros': definitionInsights(macros),
  'ideal-weight': definitionInsights(idealWeight),
  'body-surface-area': definitionInsights(bodySurfaceArea),
  'target-heart-rate': definitionInsights(targetHeartRate),
  'pregnancy-due-date': pregnancyDueDateInsights,
  'pace': definitionInsights(pace),
  'one-rep-max': definitionInsights(oneRepMax),
  'carbohydrate': definitionInsights(carbohydrate),
  'sleep': definitionInsights(sleep),
  'bac': definitionInsights(bac),
  'gfr': definitionInsights(gfr),
  'pregnancy': definitionInsights(pregnancy),
  'conception': definitionInsights(conception),
  'ovulation': definitionInsights(ovulation),
  'pregnancy-weight-gain': definitionInsights(pregnancyWeightGain),
  'gpa': gpaInsights,
  'grade': gradeInsights,
  'percentage': definitionInsights(percentage),
  'grade-curve': gradeCurveInsights,
  'scholarship': scholarshipInsights,
  'gdp': definitionInsights(gdp),
  'break-even': definitionInsights(breakEven),
  'profit-margin': definitionInsights(profitMargin),
  'markup': definitionInsights(markup),
  'depreciation': definitionInsights(depreciation),
  'payback-period': paybackPeriodInsights,
  'irr': definitionInsights(irr),
  'fraction': definitionInsights(fraction),
  'scientific': definitionInsights(scientific),
  'standard-deviation': definitionInsights(standardDeviation),
  'mean-median-mode-range': definitionInsights(meanMedianModeRange),
  'z-score': definitionInsights(zScore),
  'permutation-combination': definitionInsights(permutationCombination),
  'quadratic-formula': definitionInsights(quadraticFormula),
  'number-sequence': definitionInsights(numberSequence),
  'volume': definitionInsights(volume),
  'triangle': definitionInsights(triangle),
  'random-number-generator': definitionInsights(randomNumberGenerator),
  'age': definitionInsights(age),
  'conversion': definitionInsights(conversion),
  'concrete': definitionInsights(concrete),
  'hours': definitionInsights(hours),
  'time': definitionInsights(time),
  'date': definitionInsights(date),
  'time-card': definitionInsights(timeCard),
  'time-zone': definitionInsights(timeZone),
  'gas-mileage': definitionInsights(gasMileage),
  'fuel-cost': definitionInsights(fuelCost),
  'square-footage': definitionInsights(squareFootage),
  'roofing': definitionInsights(roofing),
  'btu': definitionInsights(btu),
  'heat-index': definitionInsights(heatIndex),
  'tip': definitionInsights(tip),
  'roman-numeral': definitionInsights(romanNumeral),
  'ip-subnet': definitionInsights(ipSubnet),
  'password-generator': definitionInsights(passwordGenerator),
  'dice-roller': definitionInsights(diceRoller),
};
