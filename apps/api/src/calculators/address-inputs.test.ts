import { calculators } from '@calchub/calc-engine';
import { calculatorDefinitions } from '@calchub/catalogue';
import { describe, expect, it } from 'vitest';
import { engineInputsFromAddress } from './address-inputs.js';

function published(slug: string) {
  const info = calculators.find((calculator) => calculator.slug === slug);
  const definition = calculatorDefinitions.find((page) => page.slug === slug);
  if (!info || !definition) throw new Error(`no ${slug} calculator`);
  return [info, definition] as const;
}

describe('engineInputsFromAddress', () => {
  it('reads the inputs as the page reads them: thousands separators, US units, feet and inches', () => {
    expect(engineInputsFromAddress(...published('loan'), { loanAmount: '10,000', interestRate: 7, loanTenure: '3' })).toEqual({
      ok: true,
      inputs: { loanAmount: 10000, interestRate: 7, loanTenure: 3 },
    });
    expect(engineInputsFromAddress(...published('bmi'), { weight: '150', heightFeet: '5', heightInches: '10', units: 'us' })).toEqual({
      ok: true,
      inputs: { weight: 150, height: 70, unitSystem: 2 },
    });
  });

  it('refuses units other than us or metric, naming units', () => {
    expect(engineInputsFromAddress(...published('bmi'), { weight: '70', height: '175', units: 'imperial' })).toEqual({
      ok: false, message: 'units must be "us" or "metric".', field: 'inputs.units',
    });
  });

  it('refuses to solve for an input the calculator cannot solve for, saying which it can', () => {
    const reading = engineInputsFromAddress(...published('loan'), { solve: 'interest', monthlyPayment: '300', interestRate: '7', loanTenure: '3' });
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.field).toBe('inputs.solve');
    expect(!reading.ok && reading.message).toMatch(/It can solve for: loanAmount/);
  });

  it('names the first value that does not read, the box of feet or inches for a height', () => {
    expect(engineInputsFromAddress(...published('loan'), { loanAmount: 'ten', interestRate: 'x', loanTenure: '3' })).toMatchObject({
      ok: false, field: 'inputs.loanAmount',
    });
    expect(engineInputsFromAddress(...published('bmi'), { weight: '150', heightFeet: 'five', units: 'us' })).toMatchObject({
      ok: false, field: 'inputs.heightFeet', message: 'Height (feet) must be a number',
    });
  });

  it('passes a missing input on, for the engine to name', () => {
    expect(engineInputsFromAddress(...published('loan'), { interestRate: '7', loanTenure: '3' })).toEqual({
      ok: true,
      inputs: { interestRate: 7, loanTenure: 3 },
    });
  });
});
