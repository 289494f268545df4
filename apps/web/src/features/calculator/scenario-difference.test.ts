import { calculate, calculatorLoaders } from '@calchub/calc-engine';
import { calculatorDefinitions } from '@calchub/catalogue';
import { describe, expect, it } from 'vitest';
import { comparisonRows, scenarioDifference, scheduleComparisonRows } from './scenario-difference.js';

const mortgage = calculatorDefinitions.find((definition) => definition.slug === 'mortgage');
const mortgageInfo = await calculatorLoaders.mortgage();
const house = { homePrice: 400000, downPaymentPercent: 20, interestRate: 6.5, loanTerm: 30 };

describe('scenarioDifference', () => {
  it('signs the difference B − A and gives it relative to A', () => {
    expect(scenarioDifference(1000, 1250, '$')).toBe('+$250.00 (+25%)');
    expect(scenarioDifference(1250, 1000, '$/month')).toBe('\u2212$250.00/month (\u221220%)');
    expect(scenarioDifference(8, 6, '%')).toBe('\u22122% (\u221225%)');
    expect(scenarioDifference(-200, -100, '$')).toBe('+$100.00 (+50%)');
  });

  it('gives no percentage of a zero A, and "Same" when the values show alike', () => {
    expect(scenarioDifference(0, 300, '$')).toBe('+$300.00');
    expect(scenarioDifference(0, -2.5, 'kg')).toBe('\u22122.5 kg');
    expect(scenarioDifference(0, 0, '$')).toBe('Same');
    expect(scenarioDifference(308.771, 308.774, '$')).toBe('Same');
  });

  it("writes the difference in the visitor's currency and number format", () => {
    expect(scenarioDifference(1000, 1250.5, '$', undefined, { locale: 'de-DE', currency: 'EUR' })).toBe('+250,50\u00a0€ (+25,1%)');
    expect(scenarioDifference(1250.5, 1000, '$/month', undefined, { locale: 'fr-FR', currency: 'CHF' })).toBe('−250,50\u00a0CHF/month (−20%)');
  });

  it('counts days between dates and leaves other text without a difference', () => {
    expect(scenarioDifference('2026-06-01', '2026-06-08')).toBe('+7 days');
    expect(scenarioDifference('2026-06-08', '2026-06-07')).toBe('\u22121 day');
    expect(scenarioDifference('2026-06-08', '2026-06-08')).toBe('Same');
    expect(scenarioDifference('A', 'B+')).toBe('\u2014');
    expect(scenarioDifference('never', 'never')).toBe('Same');
  });
});

describe('comparisonRows', () => {
  if (!mortgage) throw new Error('no mortgage definition');

  it("puts the result first, then every detail, labelled and formatted as the result card does", () => {
    const a = calculate('mortgage', house);
    const b = calculate('mortgage', { ...house, loanTerm: 15 });
    const rows = comparisonRows(mortgageInfo, mortgage, a, b);
    expect(rows[0]).toMatchObject({ name: mortgageInfo.primary, a: '$2,022.62/month', b: '$2,787.54/month' });
    expect(rows[0]?.difference).toBe('+$764.92/month (+37.8%)');
    const interest = rows.find((row) => row.name === 'totalInterest');
    expect(interest?.label).toBe(mortgage.outputLabels?.['totalInterest'] ?? 'Total interest');
    expect(interest?.difference.startsWith('\u2212$')).toBe(true);
    expect(rows.map((row) => row.name)).toEqual([mortgageInfo.primary, ...mortgageInfo.outputs.map((output) => output.name).filter((name) => name !== mortgageInfo.primary)]);
  });

  it('shows a scenario without a result as such, with no difference', () => {
    const rows = comparisonRows(mortgageInfo, mortgage, calculate('mortgage', house), undefined);
    expect(rows[0]).toMatchObject({ b: 'No result', difference: '\u2014' });
  });
});

describe('scheduleComparisonRows', () => {
  it("sums each loan's schedule and says when it is paid off", () => {
    const a = calculate('mortgage', house);
    const b = calculate('mortgage', { ...house, loanTerm: 15 });
    const rows = scheduleComparisonRows(a, b);
    const sum = (result: typeof a, key: 'payment' | 'interest') => (result.schedule ?? []).reduce((total, row) => total + row[key], 0);
    expect(rows.find((row) => row.name === 'scheduleInterest')).toMatchObject({
      a: `$${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(sum(a, 'interest'))}`,
    });
    expect(sum(b, 'payment')).toBeLessThan(sum(a, 'payment'));
    expect(rows.at(-1)).toEqual({ name: 'schedulePayoff', label: 'Paid off after', a: '30 years (360 payments)', b: '15 years (180 payments)', difference: '\u221215 years' });
  });

  it('has nothing to compare when neither result has a schedule', () => {
    expect(scheduleComparisonRows(calculate('bmi', { weight: 70, height: 170 }), undefined)).toEqual([]);
  });
});
