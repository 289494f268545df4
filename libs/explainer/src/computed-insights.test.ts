import { calculate, calculatorLoaders, type LoadableCalculatorSlug } from '@calchub/calc-engine';
import { calculatorDefinitions, type CalculatorDefinition } from '@calchub/catalogue';
import { describe, expect, it } from 'vitest';
import { computedInsights, computedInsightsWith } from './computed-insights.js';
import { formatFact } from './fact-display.js';
import type { Fact } from './facts.js';
import { insightsLoaders } from './insights/loaders.js';
import { checkNumbers } from './number-check/check-numbers.js';
import { writtenNumbers, type WrittenNumber } from './number-check/written-numbers.js';

function definition(slug: string): CalculatorDefinition {
  const found = calculatorDefinitions.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no definition ${slug}`);
  return found;
}

function insightsFor(slug: string, inputs: Readonly<Record<string, number | string>>) {
  return computedInsights(definition(slug), inputs, calculate(slug, inputs));
}

/** What a written number claims, so that "3.0" and "3", or "2023-10-08" and "October 8, 2023", compare equal. */
function claim(written: WrittenNumber, value = written.kind === 'amount' ? written.value : 0): string {
  if (written.kind === 'date') return `date ${written.year ?? ''}-${written.month}-${written.day ?? ''}`;
  return `${written.money ? '$' : ''}${value}${written.percent ? '%' : ''}`;
}

/** The claims a fact makes as the site formats it ("$1,970.30/month" claims $1970.3), and without its sign ("$44.01 less"). */
function factClaims(fact: Fact): string[] {
  return writtenNumbers(formatFact(fact)).flatMap((written) =>
    written.kind === 'amount' ? [claim(written), claim(written, Math.abs(written.value))] : [claim(written)],
  );
}

const examples = calculatorDefinitions.flatMap((calculator) =>
  calculator.examples.map((example, index) => ({ slug: calculator.slug, number: index + 1, inputs: example.inputs })),
);

describe('computed insights of every catalogue example', () => {
  it.each(examples)('$slug example $number: the assessment, then at least two what-ifs, never NaN or Infinity', ({ slug, inputs }) => {
    const insights = insightsFor(slug, inputs);
    expect(insights.assessment).toBe(definition(slug).interpret(calculate(slug, inputs), inputs));
    expect(insights.whatIfs.length).toBeGreaterThanOrEqual(2);
    expect(insights.text).toBe([insights.assessment, ...insights.whatIfs].join('\n'));
    expect(insights.text).not.toMatch(/NaN|Infinity|undefined/);
    for (const fact of insights.facts) expect(Number.isFinite(fact.value), fact.label).toBe(true);
  });

  it.each(examples)('$slug example $number: every number of the what-ifs is one of its facts, as the site formats it', ({ slug, inputs }) => {
    const insights = insightsFor(slug, inputs);
    const shown = new Set(insights.facts.flatMap(factClaims));
    const missing = writtenNumbers(insights.whatIfs.join('\n')).filter((written) => !shown.has(claim(written))).map((written) => written.text);
    expect(missing).toEqual([]);
  });

  it.each(examples)('$slug example $number: the text passes the number check an AI answer must pass, on its own facts', ({ slug, inputs }) => {
    const insights = insightsFor(slug, inputs);
    expect(checkNumbers(insights.text, insights.facts)).toEqual({ ok: true });
  });
});

describe('the what-ifs', () => {
  it('write a temperature in the unit the visitor chose, where the unit switch has codes of its own (heat index: 1 °F)', () => {
    const fahrenheit = insightsFor('heat-index', { temperature: 90, temperatureUnit: 1, relativeHumidity: 70 }).whatIfs.at(-1);
    expect(fahrenheit).toMatch(/^At an air temperature of 95 °F, the heat index would be [\d.]+ °F/);
    const celsius = insightsFor('heat-index', { temperature: 32, temperatureUnit: 2, relativeHumidity: 60 }).whatIfs.at(-1);
    expect(celsius).toMatch(/^At an air temperature of 35 °C, the heat index would be [\d.]+ °C/);
  });

  it('end for a raw score far above 100 (the engine accepts it; the walk down to a score that moves starts at 100)', () => {
    const insights = insightsFor('grade-curve', { rawScore: 1e300, method: 1, flatPoints: 10 });
    expect(insights.text).not.toMatch(/NaN|Infinity|undefined/);
    expect(checkNumbers(insights.text, insights.facts)).toEqual({ ok: true });
  });

  it('give the loan at one point less interest and five years shorter, as the engine computes them', () => {
    const inputs = { loanAmount: 200000, interestRate: 4.5, loanTenure: 15 };
    const [rate, term] = insightsFor('loan', inputs).whatIfs;
    expect(rate).toBe(
      'At 3.5% instead of 4.5%, the payment would be $1,429.77 a month ($100.22 less) and the interest $57,357.71 in all ($18,039.87 less).',
    );
    expect(calculate('loan', { ...inputs, interestRate: 3.5 }).details.monthlyPayment).toBeCloseTo(1429.77, 2);
    expect(term).toContain('Over 10 years instead of 15 years, the payment would be $2,072.77 a month ($542.78 more)');
  });

  it('write a number without its unit where the lead names it ({plain.age}), still checked as a fact', () => {
    const insights = insightsFor('target-heart-rate', { age: 95, method: 2, intensity: 70 });
    expect(insights.whatIfs[1]).toMatch(/^At age 85, the target heart rate would be 95 bpm \(7 bpm more\)/);
    expect(checkNumbers(insights.text, insights.facts)).toEqual({ ok: true });
  });

  it('lengthen a loan too short to be five years shorter, and never show a negative term', () => {
    const insights = insightsFor('loan', { loanAmount: 5000, interestRate: 9, loanTenure: 1 });
    expect(insights.whatIfs[1]).toMatch(/^Over 3 years instead of 1 year, the payment would be \$\S+ a month \(\$\S+ less\)/);
    expect(insights.text).not.toMatch(/-\d/);
  });

  it('open a what-if without a lead with its own words: the personal loan without its fee', () => {
    const insights = insightsFor('personal-loan', { loanAmount: 10000, interestRate: 10, loanTerm: 36, originationFee: 5 });
    expect(insights.whatIfs[2]).toBe('Without the origination fee you would receive $10,000.00 and the APR would be 10% (3.56 percentage points less).');
    expect(insightsFor('personal-loan', { loanAmount: 10000, interestRate: 10, loanTerm: 36 }).whatIfs).toHaveLength(2);
    expect(checkNumbers(insights.text, insights.facts)).toEqual({ ok: true });
  });

  it('show the mortgage at 20% down without PMI only below 20% down', () => {
    const below = insightsFor('mortgage', { homePrice: 300000, downPaymentPercent: 5, interestRate: 6.75, loanTerm: 30, pmiRate: 0.6 });
    expect(below.whatIfs[0]).toMatch(/^With 20% down \(\$60,000\.00\) and no PMI, the monthly payment would be/);
    const already = insightsFor('mortgage', { homePrice: 300000, downPaymentPercent: 20, interestRate: 6.75, loanTerm: 30 });
    expect(already.text).not.toContain('no PMI');
    expect(already.whatIfs.length).toBeGreaterThanOrEqual(2);
  });

  it('give the healthy weight range for the height, at the BMI the engine computes for its ends', () => {
    const insights = insightsFor('bmi', { weight: 85, height: 180 });
    expect(insights.whatIfs[0]).toBe('At 180 cm, a weight from 59.9 kg to 80.7 kg gives a BMI from 18.5 kg/m² to 24.9 kg/m², the healthy range.');
    expect(insights.whatIfs[1]).toBe('Reaching the top of that range means losing 4.3 kg.');
  });

  it('find the monthly deposit that reaches a savings goal a year sooner', () => {
    const inputs = { savingsGoal: 10000, interestRate: 5, years: 5 };
    const sooner = calculate('savings-goal', { ...inputs, years: 4 }).details.monthlyDeposit as number;
    expect(insightsFor('savings-goal', inputs).whatIfs[0]).toBe(
      `To reach it a year sooner, the monthly deposit would be $${sooner.toFixed(2)} ($41.58 more).`,
    );
  });

  it('leave a grade\'s score without its weight out of the heaviest assignment, as the engine leaves it out of the grade', () => {
    const inputs = { score1: 93, weight1: 60, score2: 85, weight2: 40, score3: 70 };
    const insights = insightsFor('grade', inputs);
    expect(insights.whatIfs[0]).toMatch(/^With 98% on your heaviest assignment, the weighted grade would be 92\.8%/);
    expect(insights.whatIfs.length).toBeGreaterThanOrEqual(2);
  });

  it('give an ROI over five years when twice the length given is beyond any number', () => {
    const insights = insightsFor('roi', { amountInvested: 100, amountReturned: 120, investmentLength: 1e308 });
    expect(insights.whatIfs[0]).toMatch(/^If it took 5 years, the annualized ROI would be 3\.71%/);
  });

  it('write a value the lead names as {plain.name} without its unit', () => {
    expect(insightsFor('bmr', { sex: 2, age: 30, weight: 60, height: 165 }).whatIfs[0]).toBe(
      'At age 40, the BMR would be 1,270 kcal/day (50 kcal/day less).',
    );
  });

  it('record every what-if value as a fact with its unit and decimals', () => {
    const insights = insightsFor('loan', { loanAmount: 10000, interestRate: 7, loanTenure: 3 });
    expect(insights.facts).toContainEqual({ label: 'Annual Interest Rate in the what-if', value: 6, unit: '%', decimals: 2 });
    const payment = insights.facts.find((fact) => fact.label === 'Monthly payment (At 6% instead of 7%)');
    expect(payment?.value).toBeCloseTo(calculate('loan', { loanAmount: 10000, interestRate: 6, loanTenure: 3 }).value as number, 9);
    expect(payment?.decimals).toBe(2);
  });

  it('turn the figures the assessment quotes beyond inputs and outputs into facts', () => {
    const insights = insightsFor('mortgage', { homePrice: 400000, downPaymentPercent: 20, interestRate: 6.25, loanTerm: 30 });
    expect(insights.facts).toContainEqual(expect.objectContaining({ value: 28, unit: '%', decimals: 0 }));
    expect(insights.facts).toContainEqual(expect.objectContaining({ value: 7036.77, unit: '$', decimals: 2 }));
  });
});

describe('computedInsightsWith', () => {
  it('gives the same insights from one loaded calculator and its loaded insights', async () => {
    const inputs = { homePrice: 300000, downPaymentPercent: 5, interestRate: 6.75, loanTerm: 30, pmiRate: 0.6 };
    const builder = await insightsLoaders.mortgage?.();
    const calculator = await calculatorLoaders['mortgage' satisfies LoadableCalculatorSlug]();
    if (!builder) throw new Error('no mortgage insights loader');
    const result = calculate('mortgage', inputs);
    expect(computedInsightsWith(builder, calculator, definition('mortgage'), inputs, result)).toEqual(
      computedInsights(definition('mortgage'), inputs, result),
    );
  });
});
