import { calculate, calculators } from '@calchub/calc-engine';
import { describe, expect, it } from 'vitest';
import { calculatorDefinitions } from './calculators/index.js';
import { formatQuantity } from './format.js';
import { primaryUnit } from './primary-unit.js';
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
        expect(formatResult(definition, result)).toBe(formatQuantity(result.value, declared ?? result.unit, definition.resultDecimals));
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
});
