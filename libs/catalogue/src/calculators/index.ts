// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorDefinition, ExplanatoryContent } from '../types.js';
import { mortgage } from '../generated/described/mortgage.js';
import { carLoan } from '../generated/described/car-loan.js';
import { personalLoan } from '../generated/described/personal-loan.js';
import { studentLoan } from '../generated/described/student-loan.js';
import { compoundInterest } from '../generated/described/compound-interest.js';
import { simpleInterest } from '../generated/described/simple-interest.js';
import { interest } from '../generated/described/interest.js';
import { roi } from '../generated/described/roi.js';
import { retirement } from '../generated/described/retirement.js';
import { savingsGoal } from '../generated/described/savings-goal.js';
import { savings } from '../generated/described/savings.js';
import { investment } from '../generated/described/investment.js';
import { amortization } from '../generated/described/amortization.js';
import { mortgagePayoff } from '../generated/described/mortgage-payoff.js';
import { refinance } from '../generated/described/refinance.js';
import { homeEquityLoan } from '../generated/described/home-equity-loan.js';
import { debtPayoff } from '../generated/described/debt-payoff.js';
import { creditCard } from '../generated/described/credit-card.js';
import { loan } from '../generated/described/loan.js';
import { payment } from '../generated/described/payment.js';
import { interestRate } from '../generated/described/interest-rate.js';
import { finance } from '../generated/described/finance.js';
import { autoLease } from '../generated/described/auto-lease.js';
import { debtToIncome } from '../generated/described/debt-to-income.js';
import { rent } from '../generated/described/rent.js';
import { houseAffordability } from '../generated/described/house-affordability.js';
import { realEstate } from '../generated/described/real-estate.js';
import { budget } from '../generated/described/budget.js';
import { salary } from '../generated/described/salary.js';
import { discount } from '../generated/described/discount.js';
import { salesTax } from '../generated/described/sales-tax.js';
import { bmi } from '../generated/described/bmi.js';
import { bodyFat } from '../generated/described/body-fat.js';
import { bmr } from '../generated/described/bmr.js';
import { waterIntake } from '../generated/described/water-intake.js';
import { calorie } from '../generated/described/calorie.js';
import { protein } from '../generated/described/protein.js';
import { macros } from '../generated/described/macros.js';
import { idealWeight } from '../generated/described/ideal-weight.js';
import { bodySurfaceArea } from '../generated/described/body-surface-area.js';
import { targetHeartRate } from '../generated/described/target-heart-rate.js';
import { pregnancyDueDate } from '../generated/described/pregnancy-due-date.js';
import { pace } from '../generated/described/pace.js';
import { oneRepMax } from '../generated/described/one-rep-max.js';
import { carbohydrate } from '../generated/described/carbohydrate.js';
import { sleep } from '../generated/described/sleep.js';
import { bac } from '../generated/described/bac.js';
import { gfr } from '../generated/described/gfr.js';
import { pregnancy } from '../generated/described/pregnancy.js';
import { conception } from '../generated/described/conception.js';
import { ovulation } from '../generated/described/ovulation.js';
import { pregnancyWeightGain } from '../generated/described/pregnancy-weight-gain.js';
import { gpa } from '../generated/described/gpa.js';
import { grade } from '../generated/described/grade.js';
import { percentage } from '../generated/described/percentage.js';
import { gradeCurve } from '../generated/described/grade-curve.js';
import { scholarship } from '../generated/described/scholarship.js';
import { gdp } from '../generated/described/gdp.js';
import { breakEven } from '../generated/described/break-even.js';
import { profitMargin } from '../generated/described/profit-margin.js';
import { markup } from '../generated/described/markup.js';
import { depreciation } from '../generated/described/depreciation.js';
import { paybackPeriod } from '../generated/described/payback-period.js';
import { irr } from '../generated/described/irr.js';
import { fraction } from '../generated/described/fraction.js';
import { scientific } from '../generated/described/scientific.js';
import { standardDeviation } from '../generated/described/standard-deviation.js';
import { meanMedianModeRange } from '../generated/described/mean-median-mode-range.js';
import { zScore } from '../generated/described/z-score.js';
import { permutationCombination } from '../generated/described/permutation-combination.js';
import { quadraticFormula } from '../generated/described/quadratic-formula.js';
import { numberSequence } from '../generated/described/number-sequence.js';
import { volume } from '../generated/described/volume.js';
import { triangle } from '../generated/described/triangle.js';
import { randomNumberGenerator } from '../generated/described/random-number-generator.js';
import { age } from '../generated/described/age.js';
import { conversion } from '../generated/described/conversion.js';
import { concrete } from '../generated/described/concrete.js';
import { hours } from '../generated/described/hours.js';
import { time } from '../generated/described/time.js';
import { date } from '../generated/described/date.js';
import { timeCard } from '../generated/described/time-card.js';
import { timeZone } from '../generated/described/time-zone.js';
import { gasMileage } from '../generated/described/gas-mileage.js';
import { fuelCost } from '../generated/described/fuel-cost.js';
import { squareFootage } from '../generated/described/square-footage.js';
import { roofing } from '../generated/described/roofing.js';
import { btu } from '../generated/described/btu.js';
import { heatIndex } from '../generated/described/heat-index.js';
import { tip } from '../generated/described/tip.js';
import { romanNumeral } from '../generated/described/roman-numeral.js';
import { ipSubnet } from '../generated/described/ip-subnet.js';
import { passwordGenerator } from '../generated/described/password-generator.js';
import { diceRoller } from '../generated/described/dice-roller.js';
import { mortgageContent } from '../generated/described/mortgage.content.js';
import { carLoanContent } from '../generated/described/car-loan.content.js';
import { personalLoanContent } from '../generated/described/personal-loan.content.js';
import { studentLoanContent } from '../generated/described/student-loan.content.js';
import { compoundInterestContent } from '../generated/described/compound-interest.content.js';
import { simpleInterestContent } from '../generated/described/simple-interest.content.js';
import { interestContent } from '../generated/described/interest.content.js';
import { roiContent } from '../generated/described/roi.content.js';
import { retirementContent } from '../generated/described/retirement.content.js';
import { savingsGoalContent } from '../generated/described/savings-goal.content.js';
import { savingsContent } from '../generated/described/savings.content.js';
import { investmentContent } from '../generated/described/investment.content.js';
import { amortizationContent } from '../generated/described/amortization.content.js';
import { mortgagePayoffContent } from '../generated/described/mortgage-payoff.content.js';
import { refinanceContent } from '../generated/described/refinance.content.js';
import { homeEquityLoanContent } from '../generated/described/home-equity-loan.content.js';
import { debtPayoffContent } from '../generated/described/debt-payoff.content.js';
import { creditCardContent } from '../generated/described/credit-card.content.js';
import { loanContent } from '../generated/described/loan.content.js';
import { paymentContent } from '../generated/described/payment.content.js';
import { interestRateContent } from '../generated/described/interest-rate.content.js';
import { financeContent } from '../generated/described/finance.content.js';
import { autoLeaseContent } from '../generated/described/auto-lease.content.js';
import { debtToIncomeContent } from '../generated/described/debt-to-income.content.js';
import { rentContent } from '../generated/described/rent.content.js';
import { houseAffordabilityContent } from '../generated/described/house-affordability.content.js';
import { realEstateContent } from '../generated/described/real-estate.content.js';
import { budgetContent } from '../generated/described/budget.content.js';
import { salaryContent } from '../generated/described/salary.content.js';
import { discountContent } from '../generated/described/discount.content.js';
import { salesTaxContent } from '../generated/described/sales-tax.content.js';
import { bmiContent } from '../generated/described/bmi.content.js';
import { bodyFatContent } from '../generated/described/body-fat.content.js';
import { bmrContent } from '../generated/described/bmr.content.js';
import { waterIntakeContent } from '../generated/described/water-intake.content.js';
import { calorieContent } from '../generated/described/calorie.content.js';
import { proteinContent } from '../generated/described/protein.content.js';
import { macrosContent } from '../generated/described/macros.content.js';
import { idealWeightContent } from '../generated/described/ideal-weight.content.js';
import { bodySurfaceAreaContent } from '../generated/described/body-surface-area.content.js';
import { targetHeartRateContent } from '../generated/described/target-heart-rate.content.js';
import { pregnancyDueDateContent } from '../generated/described/pregnancy-due-date.content.js';
import { paceContent } from '../generated/described/pace.content.js';
import { oneRepMaxContent } from '../generated/described/one-rep-max.content.js';
import { carbohydrateContent } from '../generated/described/carbohydrate.content.js';
import { sleepContent } from '../generated/described/sleep.content.js';
import { bacContent } from '../generated/described/bac.content.js';
import { gfrContent } from '../generated/described/gfr.content.js';
import { pregnancyContent } from '../generated/described/pregnancy.content.js';
import { conceptionContent } from '../generated/described/conception.content.js';
import { ovulationContent } from '../generated/described/ovulation.content.js';
import { pregnancyWeightGainContent } from '../generated/described/pregnancy-weight-gain.content.js';
import { gpaContent } from '../generated/described/gpa.content.js';
import { gradeContent } from '../generated/described/grade.content.js';
import { percentageContent } from '../generated/described/percentage.content.js';
import { gradeCurveContent } from '../generated/described/grade-curve.content.js';
import { scholarshipContent } from '../generated/described/scholarship.content.js';
import { gdpContent } from '../generated/described/gdp.content.js';
import { breakEvenContent } from '../generated/described/break-even.content.js';
import { profitMarginContent } from '../generated/described/profit-margin.content.js';
import { markupContent } from '../generated/described/markup.content.js';
import { depreciationContent } from '../generated/described/depreciation.content.js';
import { paybackPeriodContent } from '../generated/described/payback-period.content.js';
import { irrContent } from '../generated/described/irr.content.js';
import { fractionContent } from '../generated/described/fraction.content.js';
import { scientificContent } from '../generated/described/scientific.content.js';
import { standardDeviationContent } from '../generated/described/standard-deviation.content.js';
import { meanMedianModeRangeContent } from '../generated/described/mean-median-mode-range.content.js';
import { zScoreContent } from '../generated/described/z-score.content.js';
import { permutationCombinationContent } from '../generated/described/permutation-combination.content.js';
import { quadraticFormulaContent } from '../generated/described/quadratic-formula.content.js';
import { numberSequenceContent } from '../generated/described/number-sequence.content.js';
import { volumeContent } from '../generated/described/volume.content.js';
import { triangleContent } from '../generated/described/triangle.content.js';
import { randomNumberGeneratorContent } from '../generated/described/random-number-generator.content.js';
import { ageContent } from '../generated/described/age.content.js';
import { conversionContent } from '../generated/described/conversion.content.js';
import { concreteContent } from '../generated/described/concrete.content.js';
import { hoursContent } from '../generated/described/hours.content.js';
import { timeContent } from '../generated/described/time.content.js';
import { dateContent } from '../generated/described/date.content.js';
import { timeCardContent } from '../generated/described/time-card.content.js';
import { timeZoneContent } from '../generated/described/time-zone.content.js';
import { gasMileageContent } from '../generated/described/gas-mileage.content.js';
import { fuelCostContent } from '../generated/described/fuel-cost.content.js';
import { squareFootageContent } from '../generated/described/square-footage.content.js';
import { roofingContent } from '../generated/described/roofing.content.js';
import { btuContent } from '../generated/described/btu.content.js';
import { heatIndexContent } from '../generated/described/heat-index.content.js';
import { tipContent } from '../generated/described/tip.content.js';
import { romanNumeralContent } from '../generated/described/roman-numeral.content.js';
import { ipSubnetContent } from '../generated/described/ip-subnet.content.js';
import { passwordGeneratorContent } from '../generated/described/password-generator.content.js';
import { diceRollerContent } from '../generated/described/dice-roller.content.js';

/** Every calculator definition, in catalogue order: finance, health, education, business, math, everyday. */
export const calculatorDefinitions: readonly CalculatorDefinition[] = [
  mortgage,
  carLoan,
  personalLoan,
  studentLoan,
  compoundInterest,
  simpleInterest,
  interest,
  roi,
  retirement,
  savingsGoal,
  savings,
  investment,
  amortization,
  mortgagePayoff,
  refinance,
  homeEquityLoan,
  debtPayoff,
  creditCard,
  loan,
  payment,
  interestRate,
  finance,
  autoLease,
  debtToIncome,
  rent,
  houseAffordability,
  realEstate,
  budget,
  salary,
  discount,
  salesTax,
  bmi,
  bodyFat,
  bmr,
  waterIntake,
  calorie,
  protein,
  macros,
  idealWeight,
  bodySurfaceArea,
  targetHeartRate,
  pregnancyDueDate,
  pace,
  oneRepMax,
  carbohydrate,
  sleep,
  bac,
  gfr,
  pregnancy,
  conception,
  ovulation,
  pregnancyWeightGain,
  gpa,
  grade,
  percentage,
  gradeCurve,
  scholarship,
  gdp,
  breakEven,
  profitMargin,
  markup,
  depreciation,
  paybackPeriod,
  irr,
  fraction,
  scientific,
  standardDeviation,
  meanMedianModeRange,
  zScore,
  permutationCombination,
  quadraticFormula,
  numberSequence,
  volume,
  triangle,
  randomNumberGenerator,
  age,
  conversion,
  concrete,
  hours,
  time,
  date,
  timeCard,
  timeZone,
  gasMileage,
  fuelCost,
  squareFootage,
  roofing,
  btu,
  heatIndex,
  tip,
  romanNumeral,
  ipSubnet,
  passwordGenerator,
  diceRoller,
];

/**
 * Every calculator's explanatory text, by slug. The prerenderer and the tests read it here; the browser loads one
 * with `contentLoaders` when it renders a calculator page without its prerendered text (a client-side navigation).
 */
export const explanatoryContents: Readonly<Record<string, ExplanatoryContent>> = {
  'mortgage': mortgageContent,
  'car-loan': carLoanContent,
  'personal-loan': personalLoanContent,
  'student-loan': studentLoanContent,
  'compound-interest': compoundInterestContent,
  'simple-interest': simpleInterestContent,
  'interest': interestContent,
  'roi': roiContent,
  'retirement': retirementContent,
  'savings-goal': savingsGoalContent,
  'savings': savingsContent,
  'investment': investmentContent,
  'amortization': amortizationContent,
  'mortgage-payoff': mortgagePayoffContent,
  'refinance': refinanceContent,
  'home-equity-loan': homeEquityLoanContent,
  'debt-payoff': debtPayoffContent,
  'credit-card': creditCardContent,
  'loan': loanContent,
  'payment': paymentContent,
  'interest-rate': interestRateContent,
  'finance': financeContent,
  'auto-lease': autoLeaseContent,
  'debt-to-income': debtToIncomeContent,
  'rent': rentContent,
  'house-affordability': houseAffordabilityContent,
  'real-estate': realEstateContent,
  'budget': budgetContent,
  'salary': salaryContent,
  'discount': discountContent,
  'sales-tax': salesTaxContent,
  'bmi': bmiContent,
  'body-fat': bodyFatContent,
  'bmr': bmrContent,
  'water-intake': waterIntakeContent,
  'calorie': calorieContent,
  'protein': proteinContent,
  'macros': macrosContent,
  'ideal-weight': idealWeightContent,
  'body-surface-area': bodySurfaceAreaContent,
  'target-heart-rate': targetHeartRateContent,
  'pregnancy-due-date': pregnancyDueDateContent,
  'pace': paceContent,
  'one-rep-max': oneRepMaxContent,
  'carbohydrate': carbohydrateContent,
  'sleep': sleepContent,
  'bac': bacContent,
  'gfr': gfrContent,
  'pregnancy': pregnancyContent,
  'conception': conceptionContent,
  'ovulation': ovulationContent,
  'pregnancy-weight-gain': pregnancyWeightGainContent,
  'gpa': gpaContent,
  'grade': gradeContent,
  'percentage': percentageContent,
  'grade-curve': gradeCurveContent,
  'scholarship': scholarshipContent,
  'gdp': gdpContent,
  'break-even': breakEvenContent,
  'profit-margin': profitMarginContent,
  'markup': markupContent,
  'depreciation': depreciationContent,
  'payback-period': paybackPeriodContent,
  'irr': irrContent,
  'fraction': fractionContent,
  'scientific': scientificContent,
  'standard-deviation': standardDeviationContent,
  'mean-median-mode-range': meanMedianModeRangeContent,
  'z-score': zScoreContent,
  'permutation-combination': permutationCombinationContent,
  'quadratic-formula': quadraticFormulaContent,
  'number-sequence': numberSequenceContent,
  'volume': volumeContent,
  'triangle': triangleContent,
  'random-number-generator': randomNumberGeneratorContent,
  'age': ageContent,
  'conversion': conversionContent,
  'concrete': concreteContent,
  'hours': hoursContent,
  'time': timeContent,
  'date': dateContent,
  'time-card': timeCardContent,
  'time-zone': timeZoneContent,
  'gas-mileage': gasMileageContent,
  'fuel-cost': fuelCostContent,
  'square-footage': squareFootageContent,
  'roofing': roofingContent,
  'btu': btuContent,
  'heat-index': heatIndexContent,
  'tip': tipContent,
  'roman-numeral': romanNumeralContent,
  'ip-subnet': ipSubnetContent,
  'password-generator': passwordGeneratorContent,
  'dice-roller': diceRollerContent,
};
