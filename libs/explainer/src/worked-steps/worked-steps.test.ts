import { calculate, calculators, type CalculationResult } from '@calchub/calc-engine';
import { calculatorDefinitions, formatQuantity, formatResult, primaryUnit } from '@calchub/catalogue';
import { describe, expect, it } from 'vitest';
import { formatWorkedStep, workedSolution } from '../worked-solution.js';
import { workedSolutions } from './registry.js';
import type { WorkedStep } from './types.js';

/** Every calculator's first catalogue example: the worked solution the Formula tab shows first. */
const firstExamples = calculatorDefinitions.map(({ slug, examples }) => ({ slug, inputs: examples[0]?.inputs ?? {} }));

/** Text that must never reach a visitor. */
const BROKEN_TEXT = /NaN|Infinity|undefined|null|\[object/;

/** The primary result exactly as the result panel shows it (the catalogue's formatResult). */
function resultPanelText(slug: string, result: CalculationResult): string {
  const definition = calculatorDefinitions.find((candidate) => candidate.slug === slug);
  return definition ? formatResult(definition, result) : formatQuantity(result.value, primaryUnit(slug) ?? result.unit);
}

function solve(slug: string, inputs: Readonly<Record<string, number | string>>) {
  const result = calculate(slug, inputs);
  return { result, steps: workedSolution(slug, inputs, result) };
}

function expectWellFormed(steps: readonly WorkedStep[]): void {
  expect(steps.length).toBeGreaterThan(0);
  for (const step of steps) {
    for (const text of [step.label, step.expression, step.value]) {
      expect(text.trim()).not.toBe('');
      expect(text).not.toMatch(BROKEN_TEXT);
    }
  }
}

describe('the registry', () => {
  it('has one worked solution for every engine calculator, and none for anything else', () => {
    const slugs = workedSolutions.map((entry) => entry.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toEqual(calculators.map((info) => info.slug));
  });

  it('rounds the primary result as the catalogue does wherever a definition sets its decimals', () => {
    const disagreements = calculatorDefinitions.flatMap((definition) => {
      const decimals = workedSolutions.find((entry) => entry.slug === definition.slug)?.resultDecimals;
      return decimals === definition.resultDecimals ? [] : [{ slug: definition.slug, decimals, catalogue: definition.resultDecimals }];
    });
    expect(disagreements).toEqual([]);
  });
});

describe.each(firstExamples)('$slug, catalogue example 1', ({ slug, inputs }) => {
  const { result, steps } = solve(slug, inputs);

  it('ends with the primary result exactly as the result panel shows it (a generator\'s, the same for any draw)', () => {
    // A generator's steps end at what follows from its inputs: another draw gives the same steps.
    if (calculators.find((info) => info.slug === slug)?.drawn) expect(workedSolution(slug, inputs, calculate(slug, inputs))).toEqual(steps);
    else expect(steps.at(-1)?.value).toBe(resultPanelText(slug, result));
  });

  it('has a label, a formula and a value on every step, with no NaN, Infinity or undefined', () => {
    expectWellFormed(steps);
  });
});

describe('the loan, as the Formula tab shows it', () => {
  it('substitutes the numbers step by step: rate, payments, payment, totals', () => {
    const { steps } = solve('loan', { loanAmount: 10000, interestRate: 7, loanTenure: 3 });
    expect(steps.map(formatWorkedStep)).toEqual([
      'Monthly rate: 7 / 100 / 12 ≈ 0.005833',
      'Number of payments: 3 × 12 = 36',
      'Monthly payment: 10,000 × 0.005833 × (1 + 0.005833)^36 / ((1 + 0.005833)^36 − 1) = $308.77',
      'Total paid: 308.77 × 36 = $11,115.75',
      'Total interest: 11,115.75 − 10,000 = $1,115.75',
      'Monthly payment: 10,000 at 7% a year, repaid over 36 months = $308.77',
    ]);
  });

  it('divides the amount by the number of payments at 0%', () => {
    const { steps } = solve('loan', { loanAmount: 10000, interestRate: 0, loanTenure: 3 });
    expect(steps[2]).toEqual({ label: 'Monthly payment', expression: '10,000 / 36', value: '$277.78' });
  });
});

/** Inputs that take each method-dependent calculator down another path than its contract example. */
const METHOD_CASES: readonly {
  readonly name: string;
  readonly slug: string;
  readonly inputs: Readonly<Record<string, number | string>>;
  readonly shows: RegExp;
  readonly hides?: RegExp;
}[] = [
  { name: 'BMI in US units', slug: 'bmi', inputs: { weight: 150, height: 65, unitSystem: 2 }, shows: /^BMI: 703 × 150 \/ 65²/m },
  {
    name: 'body fat of a woman, with her weight',
    slug: 'body-fat',
    inputs: { sex: 2, height: 165, neck: 32, waist: 72, hip: 96, weight: 60 },
    shows: /Waist plus hip minus neck: 72 \+ 96 − 32 = 136 cm[\s\S]*0\.35004 × log10\(136\)[\s\S]*Fat mass: 60 ×/,
  },
  {
    name: 'BMR by revised Harris-Benedict',
    slug: 'bmr',
    inputs: { sex: 2, age: 30, weight: 60, height: 165, formula: 2 },
    shows: /BMR \(revised Harris-Benedict\): 447\.593 \+ 9\.247 × 60 \+ 3\.098 × 165 − 4\.33 × 30/,
    hides: /Mifflin/,
  },
  {
    name: 'BMR by Katch-McArdle',
    slug: 'bmr',
    inputs: { sex: 1, age: 30, weight: 70, height: 175, formula: 3, bodyFatPercentage: 20 },
    shows: /Lean body mass: 70 × \(1 − 20 \/ 100\) = 56 kg\nBMR \(Katch-McArdle\): 370 \+ 21\.6 × 56 =/,
  },
  {
    name: 'calories with a weight-loss goal',
    slug: 'calorie',
    inputs: { sex: 2, age: 28, weight: 65, height: 165, activityLevel: 1.55, goal: -500 },
    shows: /Calories to lose weight: 2,139\.39 − 500 = 1,639 kcal\/day/,
  },
  {
    name: 'a custom macro split',
    slug: 'macros',
    inputs: { calories: 2000, dietType: 7, carbPercent: 40, proteinPercent: 35, fatPercent: 25 },
    shows: /Custom diet: carbs 40%, protein 35%, fat 25%[\s\S]*Protein: 700 \/ 4 = 175 g\/day$/,
  },
  {
    name: 'target heart rate as a percentage of the maximum',
    slug: 'target-heart-rate',
    inputs: { age: 50, method: 2, intensity: 70 },
    shows: /Target heart rate at 70%: round\(170 × 70 \/ 100\) = 119 bpm$/,
    hides: /reserve/,
  },
  {
    name: 'a due date from the conception date',
    slug: 'pregnancy-due-date',
    inputs: { method: 2, conceptionDate: '2024-01-15', asOfDate: '2024-03-01' },
    shows: /^Start of the count \(two weeks before conception\): 2024-01-15 − 14 days = 2024-01-01[\s\S]*Due date: 2024-01-01 \+ 280 days = 2024-10-07$/,
  },
  {
    name: 'simple interest over days',
    slug: 'simple-interest',
    inputs: { principal: 10000, interestRate: 6, time: 90, timeUnit: 3 },
    shows: /Time in years: 90 \/ 365 ≈ 0\.246575 years\nInterest: 10,000 × 6 \/ 100 × 0\.246575 = \$147\.95/,
  },
  { name: 'X as a percent of Y', slug: 'percentage', inputs: { mode: 2, valueX: 20, valueY: 150 }, shows: /^20 as a percentage of 150: 20 \/ 150 × 100 = 13\.33%$/ },
  {
    name: 'a percentage change from a negative number',
    slug: 'percentage',
    inputs: { mode: 3, valueX: -50, valueY: -25 },
    shows: /\(−25 − \(−50\)\) \/ \|−50\| × 100 = 50%$/,
  },
  { name: 'the highest score becoming 100', slug: 'grade-curve', inputs: { rawScore: 68, method: 2, highestScore: 92 }, shows: /68 \+ \(100 − 92\) = 76%$/ },
  { name: 'a shift to the target average', slug: 'grade-curve', inputs: { rawScore: 68, method: 3, classMean: 70 }, shows: /68 \+ \(75 − 70\) = 73%$/ },
  { name: 'a square-root curve', slug: 'grade-curve', inputs: { rawScore: 64, method: 4 }, shows: /10 × √64 = 80%$/ },
  {
    name: 'a bell curve',
    slug: 'grade-curve',
    inputs: { rawScore: 68, method: 5, classMean: 70, classStdDev: 8 },
    shows: /Your z-score: \(68 − 70\) \/ 8 = −0\.25\nCurved score \(bell curve\): 75 \+ \(−0\.25\) × 10 = 72\.5%$/,
  },
  { name: 'a curve capped at 100', slug: 'grade-curve', inputs: { rawScore: 68, method: 1, flatPoints: 40 }, shows: /min\(100, 68 \+ 40\) = 100%$/ },
  {
    name: 'sum-of-years’ digits depreciation',
    slug: 'depreciation',
    inputs: { assetCost: 30000, salvageValue: 7500, usefulLife: 10, method: 3, year: 1 },
    shows: /Depreciation in year 1 \(sum-of-years’ digits\): 22,500 × \(10 − 1 \+ 1\) \/ 55 = \$4,090\.91$/,
  },
  {
    name: 'double-declining-balance depreciation',
    slug: 'depreciation',
    inputs: { assetCost: 10000, salvageValue: 1000, usefulLife: 5, method: 2, year: 3 },
    shows: /Book value at the start of year 3: 10,000 − 6,400 depreciated in years 1 to 2 = \$3,600\.00[\s\S]*\(declining balance\): 3,600 × 0\.4 = \$1,440\.00$/,
  },
  {
    name: 'declining balance stopped at the salvage value',
    slug: 'depreciation',
    inputs: { assetCost: 10000, salvageValue: 3000, usefulLife: 5, method: 2, year: 3 },
    shows: /3,000, the salvage value[\s\S]*\(declining balance\): 3,600 − 3,000 = \$600\.00$/,
  },
  {
    name: 'uneven cash flows with a discount rate',
    slug: 'payback-period',
    inputs: { initialInvestment: 10000, cashFlowType: 2, cashFlowYear1: 3000, cashFlowYear2: 4000, cashFlowYear3: 5000, discountRate: 10 },
    shows: /after year 3: −3,000 \+ 5,000 = \$2,000\.00[\s\S]*Net present value: −10,000 \+ 2,727\.27[\s\S]*Payback period: 2 \+ 3,000 \/ 5,000 = 2\.6 years$/,
  },
  {
    name: 'even cash flows with a discount rate',
    slug: 'payback-period',
    inputs: { initialInvestment: 10000, cashFlowType: 1, annualCashFlow: 1000, discountRate: 8 },
    shows: /Discounted payback period: 20 \+ 181\.85 \/ 198\.66 = 20\.92 years\nPayback period: 10,000 \/ 1,000 = 10 years$/,
  },
  {
    name: 'an investment never recovered',
    slug: 'payback-period',
    inputs: { initialInvestment: 10000, cashFlowType: 2, cashFlowYear1: 1000 },
    shows: /Payback period: the cumulative cash flow is still below 0 after year 6 = not recovered$/,
  },
  {
    name: 'a refinance that never breaks even',
    slug: 'refinance',
    inputs: { currentBalance: 200000, currentRate: 5, remainingTerm: 30, newRate: 6, newTerm: 30, closingCosts: 4000 },
    shows: /Break-even: the new payment is not lower, so the costs are never recovered = never/,
  },
  {
    name: 'a savings goal the current savings already reach',
    slug: 'savings-goal',
    inputs: { savingsGoal: 1000, currentSavings: 2000, interestRate: 4, years: 2 },
    shows: /Monthly deposit: max\(0, \(1,000 − 2,166\.29\)[\s\S]*= \$0\.00\n/,
  },
  {
    name: 'a savings goal 90 years away: the grown savings as money, the months as an exponent without separators',
    slug: 'savings-goal',
    inputs: { savingsGoal: 1000000, currentSavings: 1000, interestRate: 5, years: 90 },
    shows: /Current savings grown: 1,000 × \(1 \+ 0\.004167\)\^1080 = \$89,\d{3}\.\d{2}\n/,
  },
  {
    name: 'a mortgage under 20% down, with PMI',
    slug: 'mortgage',
    inputs: { homePrice: 300000, downPaymentPercent: 10, interestRate: 6, loanTerm: 30, pmiRate: 0.5 },
    shows: /PMI a month: 270,000 × 0\.5 \/ 100 \/ 12 = \$112\.50\/month/,
  },
  {
    name: 'a personal loan with an origination fee',
    slug: 'personal-loan',
    inputs: { loanAmount: 10000, interestRate: 8, loanTerm: 36, originationFee: 5 },
    shows: /Money you receive: 10,000 − 500 = \$9,500\.00[\s\S]*APR with the fee: 12 × 0\.0096 × 100 = 11\.52%/,
  },
  {
    name: 'a personal loan of 1,200 months with a fee: the months as an exponent after its minus, without separators',
    slug: 'personal-loan',
    inputs: { loanAmount: 10000, interestRate: 8, loanTerm: 1200, originationFee: 5 },
    shows: /Monthly rate on the money received: i such that 9,500 = 66\.69 × \(1 − \(1 \+ i\)\^−1200\) \/ i/,
  },
  {
    name: 'an amortization with extra principal',
    slug: 'amortization',
    inputs: { loanAmount: 200000, interestRate: 6, loanTerm: 30, extraMonthlyPayment: 200 },
    shows: /Payment with the extra principal: 1,199\.10 \+ 200 = \$1,399\.10[\s\S]*Interest saved by the extra payment:/,
  },
  {
    name: 'compound interest with monthly contributions and daily compounding',
    slug: 'compound-interest',
    inputs: { principal: 1000, interestRate: 5, years: 10, compoundingFrequency: 365, monthlyContribution: 100 },
    shows: /Equivalent monthly rate: \(1 \+ 0\.000137\)\^\(365 \/ 12\) − 1 ≈ 0\.004175[\s\S]*Future value: 1,648\.66 \+ 15,536\.61 = \$17,185\.28/,
  },
  {
    name: 'contributions at the beginning of each month',
    slug: 'investment',
    inputs: { initialInvestment: 1000, monthlyContribution: 100, annualReturn: 6, years: 1, contributionTiming: 1 },
    shows: /100 × \(1 \+ 0\.005\) × \(\(1 \+ 0\.005\)\^12 − 1\) \/ 0\.005 = \$1,239\.72/,
  },
  {
    name: 'a car loan with a trade-in',
    slug: 'car-loan',
    inputs: { vehiclePrice: 30000, tradeInValue: 5000, salesTaxRate: 6, interestRate: 5, loanTerm: 60 },
    shows: /Sales tax: \(30,000 − 5,000\) × 6 \/ 100 = \$1,500\.00\nAmount financed: 30,000 \+ 1,500 − 5,000 = \$26,500\.00/,
  },
  {
    name: 'a grade with a target for the final',
    slug: 'grade',
    inputs: { score1: 93, weight1: 10, score2: 85, weight2: 20, score3: 86, weight3: 20, score4: 87, weight4: 25, targetGrade: 88 },
    shows: /Average needed on the remaining 25% \(achievable\): \(88 × 100 − 6,525\) \/ \(100 − 75\) = 91%/,
  },
  {
    name: 'a GPA on the 4.3 scale',
    slug: 'gpa',
    inputs: { course1Grade: 4.3, course1Credits: 4, course2Grade: 3, course2Credits: 2, course3Grade: 4, course3Credits: 3, aPlusValue: 4.3 },
    shows: /^Grade points \(A\+ counts as 4\.3\): 4\.3 × 4 \+ 3 × 2 \+ 4 × 3 = 35\.2\nCredits: 4 \+ 2 \+ 3 = 9\nGPA: 35\.2 \/ 9 = 3\.91$/,
  },
];

describe.each(METHOD_CASES)('$name', ({ slug, inputs, shows, hides }) => {
  const { result, steps } = solve(slug, inputs);
  const text = steps.map(formatWorkedStep).join('\n');

  it('shows the steps of the method used', () => {
    expect(text).toMatch(shows);
    if (hides) expect(text).not.toMatch(hides);
  });

  it('ends with the primary result as the result panel shows it, with every step well formed', () => {
    expect(steps.at(-1)?.value).toBe(resultPanelText(slug, result));
    expectWellFormed(steps);
  });
});

describe('inputs left empty', () => {
  it('take the engine’s defaults, so the steps match those of the defaults typed in', () => {
    const given = { homePrice: 400000, downPaymentPercent: 20, interestRate: 6.25, loanTerm: 30 };
    const typed = { ...given, propertyTaxRate: 0, homeInsurance: 0, pmiRate: 0, hoaFees: 0 };
    const result = calculate('mortgage', given);
    expect(workedSolution('mortgage', given, result)).toEqual(workedSolution('mortgage', typed, result));
  });

  it('use the 28-day cycle, the target average of 75 and year 1 where the form leaves them out', () => {
    const dueDate = solve('pregnancy-due-date', { method: 1, lastPeriodDate: '2024-01-01', asOfDate: '2024-03-01', cycleLength: '' });
    expect(dueDate.steps[0]?.expression).toBe('2024-01-01 + (28 − 28) days');
    const curve = solve('grade-curve', { rawScore: 68, method: 3, classMean: 70 });
    expect(curve.steps.at(-1)?.expression).toBe('68 + (75 − 70)');
    const asset = solve('depreciation', { assetCost: 30000, salvageValue: 7500, usefulLife: 10, method: 1 });
    expect(asset.steps.at(-1)?.label).toBe('Depreciation in year 1 (straight-line)');
  });
});
