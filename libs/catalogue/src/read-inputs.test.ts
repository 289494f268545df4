import { calculatorLoaders, calculatorShape, type CalculatorShape } from '@calchub/calc-engine';
import { describe, expect, it } from 'vitest';
import { calculatorPageLoaders } from './generated/calculator-page-loaders.js';
import { readCalculatorInputs, type ReadablePage } from './read-inputs.js';

async function calculator(slug: keyof typeof calculatorLoaders) {
  const loadPage = calculatorPageLoaders[slug];
  if (!loadPage) throw new Error(`${slug} has no page`);
  const [engine, parts] = await Promise.all([calculatorLoaders[slug](), loadPage()]);
  return { shape: calculatorShape(engine), page: parts.definition };
}

const [loan, bmi, bmr, concrete, hours, pace, heatIndex] = await Promise.all([
  calculator('loan'), calculator('bmi'), calculator('bmr'), calculator('concrete'), calculator('hours'), calculator('pace'),
  calculator('heat-index'),
]);

/** A calculator of every kind of input but numbers, to see them go to the engine as given. */
const shift: CalculatorShape = {
  slug: 'shift',
  primary: 'hours',
  outputs: [{ name: 'hours', label: 'Hours', type: 'number' }],
  inputs: [
    { name: 'startTime', label: 'Start Time', type: 'time', required: true },
    { name: 'tips', label: 'Tips', type: 'numberList', required: false },
    { name: 'note', label: 'Note', type: 'text', required: false },
    { name: 'breakMinutes', label: 'Unpaid Breaks', type: 'number', required: false },
  ],
};
const shiftPage: ReadablePage = { inputs: {} };

describe('readCalculatorInputs', () => {
  it('reads numbers typed with thousands separators, and numbers as they are', () => {
    expect(readCalculatorInputs(loan.shape, loan.page, { loanAmount: '10,000', interestRate: '7', loanTenure: 3 }, { unitSystem: 'metric' })).toEqual({
      inputs: { loanAmount: 10000, interestRate: 7, loanTenure: 3 },
      errors: [],
    });
  });

  it('reads numbers in the visitor\'s format, and a select\'s option as a plain number', () => {
    const reading = readCalculatorInputs(concrete.shape, concrete.page, { shape: '1', length: '1.234,5', width: '2,5', thickness: '10' }, {
      unitSystem: 'metric', format: { locale: 'de-DE', currency: 'EUR' },
    });
    expect(reading.inputs).toMatchObject({ shape: 1, length: 1234.5, width: 2.5, thickness: 10 });
    expect(reading.errors).toEqual([]);
  });

  it('names every value that does not read by its label, in the order of the inputs', () => {
    const reading = readCalculatorInputs(loan.shape, loan.page, { loanAmount: '12abc', interestRate: 'x', loanTenure: '3' }, { unitSystem: 'metric' });
    expect(reading.errors).toEqual([
      { input: 'loanAmount', field: 'loanAmount', message: `${loan.page.inputs['loanAmount']?.label} must be a number` },
      { input: 'interestRate', field: 'interestRate', message: `${loan.page.inputs['interestRate']?.label} must be a number` },
    ]);
  });

  it('leaves an empty input out, naming the first required one missing, so the engine takes a default or asks for it', () => {
    expect(readCalculatorInputs(loan.shape, loan.page, { loanAmount: ' ', interestRate: '7' }, { unitSystem: 'metric' })).toEqual({
      inputs: { interestRate: 7 },
      errors: [],
      missing: 'loanAmount',
    });
  });

  it('passes times, lists and texts as given: their commas and colons are the value, not thousands separators', () => {
    expect(readCalculatorInputs(shift, shiftPage, { startTime: '22:00', tips: '1,000,2', note: '1,5', breakMinutes: '1,000' }, { unitSystem: 'metric' })).toEqual({
      inputs: { startTime: '22:00', tips: '1,000,2', note: '1,5', breakMinutes: 1000 },
      errors: [],
    });
  });

  it('reads a height in US units as feet and inches, in inches for an engine that takes US units', () => {
    const reading = readCalculatorInputs(bmi.shape, bmi.page, { weight: '150', heightFeet: '5', heightInches: '10' }, { unitSystem: 'us' });
    expect(reading).toEqual({ inputs: { weight: 150, height: 70, unitSystem: 2 }, errors: [] });
  });

  it('sets a unit switch of its own name to its own codes: the heat index takes 2 for °C and 1 for °F', () => {
    expect(heatIndex.page.unitToggle).toEqual({
      measures: { temperature: 'temperature' }, engineUnitSystemInput: 'temperatureUnit', engineUnitSystemCodes: { metric: 2, us: 1 },
    });
    expect(readCalculatorInputs(heatIndex.shape, heatIndex.page, { temperature: '90', relativeHumidity: '70' }, { unitSystem: 'us' }))
      .toEqual({ inputs: { temperature: 90, relativeHumidity: 70, temperatureUnit: 1 }, errors: [] });
    expect(readCalculatorInputs(heatIndex.shape, heatIndex.page, { temperature: '32', relativeHumidity: '60' }, { unitSystem: 'metric' }))
      .toEqual({ inputs: { temperature: 32, relativeHumidity: 60, temperatureUnit: 2 }, errors: [] });
  });

  it('converts US measures to the metric units a metric engine takes, a height given as one value being in inches', () => {
    const feetInches = readCalculatorInputs(bmr.shape, bmr.page, { sex: 1, age: 40, weight: '150', heightFeet: 5, heightInches: 10 }, { unitSystem: 'us' });
    expect(feetInches.inputs['weight']).toBeCloseTo(68.0389, 4);
    expect(feetInches.inputs['height']).toBeCloseTo(177.8, 6);
    const inches = readCalculatorInputs(bmr.shape, bmr.page, { sex: 1, age: 40, weight: '150', height: '70' }, { unitSystem: 'us' });
    expect(inches.inputs['height']).toBeCloseTo(177.8, 6);
    expect(readCalculatorInputs(bmr.shape, bmr.page, { sex: 1, age: 40, weight: '150', height: '70' }, { unitSystem: 'metric' }).inputs['height']).toBe(70);
  });

  it('names the box of feet or inches that does not read, or is negative', () => {
    expect(readCalculatorInputs(bmi.shape, bmi.page, { weight: '150', heightFeet: 'x', heightInches: '2' }, { unitSystem: 'us' }).errors).toEqual([
      { input: 'height', field: 'heightFeet', message: 'Height (feet) must be a number' },
    ]);
    expect(readCalculatorInputs(bmi.shape, bmi.page, { weight: '150', heightFeet: '5', heightInches: -1 }, { unitSystem: 'us' }).errors).toEqual([
      { input: 'height', field: 'heightInches', message: 'Height (inches) cannot be negative' },
    ]);
  });

  it('reads only the inputs the chosen method shows, its controller taking its default when not given', () => {
    const given = { startTime: '09:00', endTime: '17:00', startDateTime: '2024-03-09T08:00' };
    expect(readCalculatorInputs(hours.shape, hours.page, given, { unitSystem: 'metric' }).inputs).toEqual({ startTime: '09:00', endTime: '17:00' });
    expect(readCalculatorInputs(hours.shape, hours.page, { ...given, mode: '2' }, { unitSystem: 'metric' }).inputs).toEqual({
      mode: 2, startDateTime: '2024-03-09T08:00',
    });
  });

  it('solves: the input solved for is left out, the first known result given is read, and `solve` is kept', () => {
    const given = { solve: 'loanAmount', loanAmount: '5000', monthlyPayment: '308.77', interestRate: '7', loanTenure: '3' };
    expect(readCalculatorInputs(loan.shape, loan.page, given, { unitSystem: 'metric' })).toEqual({
      inputs: { interestRate: 7, loanTenure: 3, monthlyPayment: 308.77, solve: 'loanAmount' },
      errors: [],
    });
    const { monthlyPayment: _payment, ...withoutResult } = given;
    expect(readCalculatorInputs(loan.shape, loan.page, withoutResult, { unitSystem: 'metric' }).missing).toBe('monthlyPayment');
    expect(readCalculatorInputs(loan.shape, loan.page, { ...given, monthlyPayment: 'lots' }, { unitSystem: 'metric' }).errors).toEqual([
      { input: 'monthlyPayment', field: 'monthlyPayment', message: 'Monthly payment must be a number' },
    ]);
  });

  it('reads a known result that is a duration as the text given (a pace of 4:59)', () => {
    const reading = readCalculatorInputs(pace.shape, pace.page, { solve: 'time', pace: ' 4:59 ', distance: '10' }, { unitSystem: 'metric' });
    expect(reading.inputs).toMatchObject({ pace: '4:59', solve: 'time' });
    expect(reading.errors).toEqual([]);
  });

  it('ignores a `solve` that names no input it can solve for', () => {
    const reading = readCalculatorInputs(loan.shape, loan.page, { solve: 'nothing', loanAmount: '1', interestRate: '7', loanTenure: '3' }, { unitSystem: 'metric' });
    expect(reading.inputs).toEqual({ loanAmount: 1, interestRate: 7, loanTenure: 3 });
  });
});
