// Generated from src/calculators/order.ts and the calculator folders by `npm run generate`. Do not edit.
import { mortgage } from './mortgage/mortgage.js';
import { carLoan } from './car-loan/car-loan.js';
import { personalLoan } from './personal-loan/personal-loan.js';
import { studentLoan } from './student-loan/student-loan.js';
import { compoundInterest } from './compound-interest/compound-interest.js';
import { simpleInterest } from './simple-interest/simple-interest.js';
import { interest } from './interest/interest.js';
import { roi } from './roi/roi.js';
import { retirement } from './retirement/retirement.js';
import { savingsGoal } from './savings-goal/savings-goal.js';
import { savings } from './savings/savings.js';
import { investment } from './investment/investment.js';
import { amortization } from './amortization/amortization.js';
import { mortgagePayoff } from './mortgage-payoff/mortgage-payoff.js';
import { refinance } from './refinance/refinance.js';
import { homeEquityLoan } from './home-equity-loan/home-equity-loan.js';
import { debtPayoff } from './debt-payoff/debt-payoff.js';
import { creditCard } from './credit-card/credit-card.js';
import { loan } from './loan/loan.js';
import { payment } from './payment/payment.js';
import { interestRate } from './interest-rate/interest-rate.js';
import { finance } from './finance/finance.js';
import { autoLease } from './auto-lease/auto-lease.js';
import { debtToIncome } from './debt-to-income/debt-to-income.js';
import { rent } from './rent/rent.js';
import { houseAffordability } from './house-affordability/house-affordability.js';
import { realEstate } from './real-estate/real-estate.js';
import { budget } from './budget/budget.js';
import { salary } from './salary/salary.js';
import { discount } from './discount/discount.js';
import { salesTax } from './sales-tax/sales-tax.js';
import { bmi } from './bmi/bmi.js';
import { bodyFat } from './body-fat/body-fat.js';
import { bmr } from './bmr/bmr.js';
import { waterIntake } from './water-intake/water-intake.js';
import { calorie } from './calorie/calorie.js';
import { protein } from './protein/protein.js';
import { macros } from './macros/macros.js';
import { idealWeight } from './ideal-weight/ideal-weight.js';
import { bodySurfaceArea } from './body-surface-area/body-surface-area.js';
import { targetHeartRate } from './target-heart-rate/target-heart-rate.js';
import { pregnancyDueDate } from './pregnancy-due-date/pregnancy-due-date.js';
import { pace } from './pace/pace.js';
import { oneRepMax } from './one-rep-max/one-rep-max.js';
import { carbohydrate } from './carbohydrate/carbohydrate.js';
import { sleep } from './sleep/sleep.js';
import { bac } from './bac/bac.js';
import { gfr } from './gfr/gfr.js';
import { pregnancy } from './pregnancy/pregnancy.js';
import { conception } from './conception/conception.js';
import { ovulation } from './ovulation/ovulation.js';
import { pregnancyWeightGain } from './pregnancy-weight-gain/pregnancy-weight-gain.js';
import { gpa } from './gpa/gpa.js';
import { grade } from './grade/grade.js';
import { percentage } from './percentage/percentage.js';
import { gradeCurve } from './grade-curve/grade-curve.js';
import { scholarship } from './scholarship/scholarship.js';
import { gdp } from './gdp/gdp.js';
import { breakEven } from './break-even/break-even.js';
import { profitMargin } from './profit-margin/profit-margin.js';
import { markup } from './markup/markup.js';
import { depreciation } from './depreciation/depreciation.js';
import { paybackPeriod } from './payback-period/payback-period.js';
import { irr } from './irr/irr.js';
import { fraction } from './fraction/fraction.js';
import { scientific } from './scientific/scientific.js';
import { standardDeviation } from './standard-deviation/standard-deviation.js';
import { meanMedianModeRange } from './mean-median-mode-range/mean-median-mode-range.js';
import { zScore } from './z-score/z-score.js';
import { permutationCombination } from './permutation-combination/permutation-combination.js';
import { quadraticFormula } from './quadratic-formula/quadratic-formula.js';
import { numberSequence } from './number-sequence/number-sequence.js';
import { volume } from './volume/volume.js';
import { triangle } from './triangle/triangle.js';
import { randomNumberGenerator } from './random-number-generator/random-number-generator.js';
import { age } from './age/age.js';
import { conversion } from './conversion/conversion.js';
import { concrete } from './concrete/concrete.js';
import { hours } from './hours/hours.js';
import { time } from './time/time.js';
import { date } from './date/date.js';
import { timeCard } from './time-card/time-card.js';
import { timeZone } from './time-zone/time-zone.js';
import { gasMileage } from './gas-mileage/gas-mileage.js';
import { fuelCost } from './fuel-cost/fuel-cost.js';
import { squareFootage } from './square-footage/square-footage.js';
import { roofing } from './roofing/roofing.js';
import { btu } from './btu/btu.js';
import { heatIndex } from './heat-index/heat-index.js';
import { tip } from './tip/tip.js';
import { romanNumeral } from './roman-numeral/roman-numeral.js';
import { ipSubnet } from './ip-subnet/ip-subnet.js';
import { passwordGenerator } from './password-generator/password-generator.js';
import { diceRoller } from './dice-roller/dice-roller.js';

/** Every calculator of the engine, in catalogue order (finance, health, education, business, math, everyday). */
export const calculatorDefinitions = [
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
] as const;
