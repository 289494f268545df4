import { calculate, calculators } from '@calchub/calc-engine';
import { describe, expect, it } from 'vitest';
import { calculatorDefinitions } from './calculators/index.js';
import { formatQuantity } from './format.js';
import { primaryUnit } from './primary-unit.js';
import { resultPrecision } from './format.js';
import { formatResult } from './result-format.js';

describe('formatResult', () => {
  it("uses the engine's declared primary unit for every numeric example result, where one is declared", () => {
    for (const definition of calculatorDefinitions) {
      const declared = primaryUnit(definition.slug);
      for (const example of definition.examples) {
        const result = calculate(definition.slug, example.inputs);
        // A mode can lead with another output (the payment calculator's number of payments), in that output's unit.
        const primary = calculators.find((calculator) => calculator.slug === definition.slug)?.primary ?? '';
        if (result.details[primary] !== undefined && result.details[primary] !== result.value) continue;
        if (typeof result.value === 'number' && declared !== undefined) expect(result.unit, definition.slug).toBe(declared);
        expect(formatResult(definition, result)).toBe(formatQuantity(result.value, declared ?? result.unit, resultPrecision(definition)));
      }
    }
  });

  it('formats money to the cent with separators, and a unit after the number', () => {
    const loan = calculatorDefinitions.find((definition) => definition.slug === 'loan');
    if (!loan) throw new Error('no loan definition');
    expect(formatResult(loan, calculate('loan', { loanAmount: 100000, interestRate: 7, loanTenure: 3 }))).toBe('$3,087.71');
    expect(formatResult({ resultDecimals: 1 }, { value: 24.2214, unit: 'kg/m²', details: {} })).toBe('24.2 kg/m²');
  });

  it('writes a time solved for as a stopwatch does, not in seconds', () => {
    const pace = calculatorDefinitions.find((definition) => definition.slug === 'pace');
    if (!pace) throw new Error('no pace definition');
    // A marathon at 4:59 per kilometre.
    expect(formatResult(pace, calculate('pace', { solve: 'time', pace: '4:59', distance: 42.195 }))).toBe('3:30:16');
    expect(formatResult(pace, calculate('pace', { solve: 'time', pace: '5:00', distance: 5 }))).toBe('25:00');
  });

  it('writes seconds as a unit where no duration is solved for: a year converted to seconds', () => {
    const conversion = calculatorDefinitions.find((definition) => definition.slug === 'conversion');
    if (!conversion) throw new Error('no conversion definition');
    expect(formatResult(conversion, calculate('conversion', { value: 1, fromUnit: 'yr', toUnit: 's' }))).toBe('31,557,600 s');
    expect(formatResult(conversion, calculate('conversion', { value: 0, fromUnit: 'min', toUnit: 's' }))).toBe('0 s');
  });

  it('shows a result with significant digits where the calculator gives them, whatever its size', () => {
    const scientific = calculatorDefinitions.find((definition) => definition.slug === 'scientific');
    if (!scientific) throw new Error('no scientific definition');
    expect(scientific.resultSignificantDigits).toBe(12);
    const shown = (expression: string, angleUnit = 1) => formatResult(scientific, calculate('scientific', { expression, angleUnit }));
    expect(shown('0.1+0.2')).toBe('0.3');
    expect(shown('sin(30)')).toBe('0.5');
    expect(shown('98.6^3.2')).toBe('2,401,077.22207');
    expect(shown('asin(-0.5)', 2)).toBe('-0.523598775598');
    expect(shown('1.5e21')).toBe('1.5e21');
    expect(shown('-1*0')).toBe('0');
    expect(formatResult(scientific, calculate('scientific', { expression: '1234.5' }), { locale: 'de-DE', currency: 'EUR' })).toBe('1.234,5');
  });
});
