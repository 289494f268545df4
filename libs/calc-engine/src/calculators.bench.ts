/**
 * Operations per second of every calculator on its first reference example (docs/formulas.md), through the same
 * `calculate` the site and the API call (validation included), and of a 360-month amortization schedule.
 * Run with `npm run bench` (`vitest bench --run`); `vitest run` does not pick up *.bench.ts files.
 */
import { bench, describe } from 'vitest';
import { amortizationSchedule, calculate, calculators, monthlyRate, type RawInputs } from './index.js';

/** One published reference example per calculator, the first its section of docs/formulas.md cites. */
const EXAMPLES: Readonly<Record<string, RawInputs>> = {
  mortgage: { homePrice: 400000, downPaymentPercent: 20, interestRate: 6.25, loanTerm: 30 },
  'car-loan': { vehiclePrice: 21000, interestRate: 6.9, loanTerm: 48 },
  'personal-loan': { loanAmount: 10000, interestRate: 8, loanTerm: 10 },
  'compound-interest': { principal: 1500, interestRate: 4.3, years: 6, compoundingFrequency: 4 },
  'simple-interest': { principal: 1000, interestRate: 5, time: 2, timeUnit: 1 },
  roi: { amountInvested: 1000, amountReturned: 1200, investmentLength: 2 },
  retirement: {
    currentAge: 40, retirementAge: 60, currentSavings: 100000, monthlyContribution: 1000, annualReturn: 6,
    inflationRate: 0, desiredAnnualIncome: 50000, withdrawalRate: 4,
  },
  'savings-goal': { savingsGoal: 10000, interestRate: 5, years: 5 },
  investment: { initialInvestment: 0, monthlyContribution: 1000, annualReturn: 12, years: 1, contributionTiming: 0 },
  amortization: { loanAmount: 8000, interestRate: 10, loanTerm: 3 },
  refinance: { currentBalance: 200000, currentRate: 7, remainingTerm: 30, newRate: 5.5, newTerm: 30, closingCosts: 4000 },
  'debt-payoff': { debtBalance: 5000, interestRate: 22, monthlyPayment: 200 },
  loan: { loanAmount: 10000, interestRate: 7, loanTenure: 3 },
  bmi: { weight: 70, height: 170 },
  'body-fat': { sex: 1, height: 180, neck: 40, waist: 90 },
  bmr: { sex: 2, age: 30, weight: 60, height: 165 },
  'water-intake': { weight: 80, exerciseMinutes: 30, climate: 0 },
  calorie: { sex: 2, age: 28, weight: 65, height: 165, activityLevel: 1.55 },
  protein: { weight: 70, activityLevel: 1.2 },
  macros: { calories: 2000, dietType: 1 },
  'ideal-weight': { sex: 1, height: 177.8 },
  'body-surface-area': { height: 175, weight: 70 },
  'target-heart-rate': { age: 40, method: 1, restingHeartRate: 60, intensity: 70 },
  // A fixed "today" keeps the example inside the 300-day window whatever day the bench runs.
  'pregnancy-due-date': { method: 1, lastPeriodDate: '2023-01-01', cycleLength: 28, asOfDate: '2023-03-01' },
  gpa: { course1Grade: 4, course1Credits: 3, course2Grade: 3, course2Credits: 4 },
  grade: { score1: 93, weight1: 10, score2: 85, weight2: 20, score3: 86, weight3: 20, score4: 87, weight4: 25, score5: 91, weight5: 25 },
  percentage: { mode: 1, valueX: 20, valueY: 150 },
  'grade-curve': { rawScore: 68, method: 1, flatPoints: 10 },
  scholarship: { tuitionAndFees: 30000, scholarships: 10000, grants: 5000, years: 4 },
  'break-even': { fixedCosts: 300000, pricePerUnit: 10, variableCostPerUnit: 6 },
  'profit-margin': { revenue: 100, costOfGoodsSold: 75 },
  markup: { cost: 75, sellingPrice: 100 },
  depreciation: { assetCost: 30000, salvageValue: 7500, usefulLife: 10, method: 1, year: 1 },
  'payback-period': { initialInvestment: 10000, cashFlowType: 1, annualCashFlow: 2000 },
};

describe('calculate, per calculator (one published reference example each)', () => {
  for (const { slug } of calculators) {
    const example = EXAMPLES[slug];
    if (!example) throw new Error(`No bench example for "${slug}": add its first worked example to EXAMPLES`);
    // Fail at collection rather than benchmark an error path.
    calculate(slug, example);
    bench(slug, () => {
      calculate(slug, example);
    });
  }
});

describe('amortization schedule', () => {
  bench('360 months (a 30-year $320,000 mortgage at 6.25%)', () => {
    amortizationSchedule(320000, monthlyRate(6.25), 360);
  });
});
