import { describe, expect, it } from 'vitest';
import { calculate, calculators, tryCalculate } from './calculate.js';
import { calculateWith, tryCalculateWith } from './calculate-with.js';
import { calculatorLoader, calculatorLoaders } from './calculator-loaders.js';
import { calculatorDefinitions } from './calculators/index.js';

describe('calculatorLoaders', () => {
  it('has exactly one loader per calculator, giving the same definition as the static list', async () => {
    expect(Object.keys(calculatorLoaders).sort()).toEqual(calculators.map((calculator) => calculator.slug).sort());
    for (const definition of calculatorDefinitions) {
      const loaded = await calculatorLoader(definition.slug)?.();
      expect(loaded, definition.slug).toBe(definition);
    }
    expect(calculatorLoader('no-such-calculator')).toBeUndefined();
    expect(calculatorLoader('toString')).toBeUndefined();
  });

  it('computes through calculateWith exactly as calculate does, errors included', async () => {
    const loan = await calculatorLoaders.loan();
    const inputs = { loanAmount: 10000, interestRate: 7, loanTenure: 3 };
    expect(calculateWith(loan, inputs)).toEqual(calculate('loan', inputs));
    expect(calculateWith(loan, inputs).value).toBeCloseTo(308.77, 2);
    const bmi = await calculatorLoaders.bmi();
    const invalid = tryCalculateWith(bmi, { weight: 70, height: 0 });
    expect(invalid).toEqual(tryCalculate('bmi', { weight: 70, height: 0 }));
    expect(invalid.ok === false && invalid.error.field).toBe('height');
  });
});
