import { calculatorLoaders, tryCalculateWith, type LoadedCalculator } from '@calchub/calc-engine';
import type { CalculatorDefinition, NumberFormatChoice, UnitSystem } from '@calchub/catalogue';
import { describe, expect, it } from 'vitest';
import {
  convertUnits, evaluateForm as evaluateFormWith, exampleValues, initialValues, localIsoDate, queryFromValues, retypeValues, TYPED_UNITS_PARAMETER, valuesFromQuery,
  localIsoDateTime, withToday,
} from './calculator-form.js';
import { scheduleCsv } from './schedule-table.js';
import { trySolveWith } from './solve-chunk.js';
import type { Solver, FormValues } from './calculator-form.js';

/** The form with the calculator's code at hand, as a page has it once loaded. */
function evaluateForm(
  info: LoadedCalculator, definition: CalculatorDefinition, values: FormValues, unitSystem: UnitSystem, format?: NumberFormatChoice, solve?: Solver,
) {
  return evaluateFormWith(info, definition, values, unitSystem, format, { definition, calculator: info, calculate: tryCalculateWith }, solve);
}

const loanInfo = await calculatorLoaders.loan();
const bmiInfo = await calculatorLoaders.bmi();
const bmrInfo = await calculatorLoaders.bmr();

/** Just enough presentation to drive the form; real definitions live in the catalogue. */
function fixture(slug: string, inputs: CalculatorDefinition['inputs'], unitToggle?: CalculatorDefinition['unitToggle']): CalculatorDefinition {
  return {
    slug, aliases: [], title: `${slug} Calculator`, description: '', category: 'finance', topic: 'loans', inputs, unitToggle,
    formula: { expression: '', symbols: [], text: '' }, examples: [], disclaimer: '', interpret: () => '',
    keywords: [], related: [],
  };
}

const loan = fixture('loan', {
  loanAmount: { label: 'Loan Amount' }, interestRate: { label: 'Annual Interest Rate' }, loanTenure: { label: 'Loan Tenure' },
});
const bmi = fixture('bmi', { weight: { label: 'Weight' }, height: { label: 'Height' }, unitSystem: { label: 'Units', uiDefault: 1 } }, {
  measures: { weight: 'mass', height: 'height' }, engineUnitSystemInput: 'unitSystem',
});

describe('evaluateForm', () => {
  it('waits for every required input before computing', () => {
    expect(evaluateForm(loanInfo, loan, { loanAmount: '10000', interestRate: '7', loanTenure: '' }, 'metric')).toEqual({ status: 'incomplete' });
  });

  it('waits for a value when every input may be empty, whatever the page filled in of the present moment', async () => {
    const timeZoneInfo = await calculatorLoaders['time-zone']();
    const timeZone = fixture('time-zone', { dateTime: { label: 'Date and Time' }, fromZone: { label: 'From Time Zone' }, toZone: { label: 'To Time Zone' } });
    const filled = { dateTime: '2024-03-12T09:00', fromZone: 'America/New_York', toZone: '' };
    expect(evaluateForm(timeZoneInfo, timeZone, filled, 'metric')).toEqual({ status: 'incomplete' });
    const outcome = evaluateForm(timeZoneInfo, timeZone, { ...filled, toZone: 'Europe/London' }, 'metric');
    expect(outcome.status === 'result' && outcome.result.value).toBe('2024-03-12T13:00');
  });

  it('asks for the calculator\'s code only once the form could compute, and computes with it', () => {
    const complete = { loanAmount: '10000', interestRate: '7', loanTenure: '3' };
    expect(evaluateFormWith(loanInfo, loan, complete, 'metric')).toEqual({ status: 'incomplete', needsCode: true });
    expect(evaluateFormWith(loanInfo, loan, { ...complete, loanTenure: '' }, 'metric')).toEqual({ status: 'incomplete' });
    expect(evaluateFormWith(loanInfo, loan, { ...complete, loanAmount: 'x' }, 'metric').status).toBe('invalid');
  });

  it('computes with what was typed, accepting thousands separators', () => {
    const outcome = evaluateForm(loanInfo, loan, { loanAmount: '10,000', interestRate: '7', loanTenure: '3' }, 'metric');
    expect(outcome.status === 'result' && outcome.result.value).toBeCloseTo(308.77, 2);
  });

  it('names every field that is not a number', () => {
    const outcome = evaluateForm(loanInfo, loan, { loanAmount: '12abc', interestRate: 'x', loanTenure: '3' }, 'metric');
    expect(outcome).toEqual({
      status: 'invalid',
      errors: { loanAmount: 'Loan Amount must be a number', interestRate: 'Annual Interest Rate must be a number' },
    });
  });

  it("shows the engine's message under the field at fault", () => {
    const outcome = evaluateForm(loanInfo, loan, { loanAmount: '0', interestRate: '7', loanTenure: '3' }, 'metric');
    expect(outcome).toEqual({ status: 'invalid', errors: { loanAmount: 'Loan Amount must be greater than 0' } });
  });
});

describe('height in feet and inches (US units)', () => {
  const bmr = fixture('bmr', { weight: { label: 'Weight' }, height: { label: 'Height' }, age: { label: 'Age' }, sex: { label: 'Sex' } }, {
    measures: { weight: 'mass', height: 'height' },
  });

  it('joins feet and inches into inches for an engine that takes US units (5 ft 5 in = 65 in)', () => {
    const outcome = evaluateForm(bmiInfo, bmi, { weight: '150', heightFeet: '5', heightInches: '5', unitSystem: '1' }, 'us');
    expect(outcome.status === 'result' && outcome.result.value).toBeCloseTo(24.96, 2);
  });

  it('converts feet and inches to centimetres for a metric engine, an empty inches box counting as 0', () => {
    const us = evaluateForm(bmrInfo, bmr, { weight: '154.3', heightFeet: '6', heightInches: '', age: '30', sex: '1' }, 'us');
    const metric = evaluateForm(bmrInfo, bmr, { weight: String(154.3 * 0.45359237), height: String(72 * 2.54), age: '30', sex: '1' }, 'metric');
    if (us.status !== 'result' || metric.status !== 'result') throw new Error('both should compute');
    expect(us.result.value).toBeCloseTo(Number(metric.result.value), 6);
  });

  it('waits while both boxes are empty, and names the box that is not a number or negative', () => {
    expect(evaluateForm(bmiInfo, bmi, { weight: '150', heightFeet: '', heightInches: '', unitSystem: '1' }, 'us')).toEqual({ status: 'incomplete' });
    expect(evaluateForm(bmiInfo, bmi, { weight: '150', heightFeet: '5', heightInches: 'ten', unitSystem: '1' }, 'us')).toEqual({
      status: 'invalid', errors: { height: 'Height (inches) must be a number' },
    });
    expect(evaluateForm(bmiInfo, bmi, { weight: '150', heightFeet: '6', heightInches: '-3', unitSystem: '1' }, 'us')).toEqual({
      status: 'invalid', errors: { height: 'Height (inches) cannot be negative' },
    });
  });

  it('converts between centimetres and feet + inches when the toggle changes, keeping what is not a number', () => {
    const us = convertUnits(bmi, { weight: '70', height: '170', unitSystem: '1' }, 'us');
    expect(us).toEqual({ weight: '154.3', height: '', heightFeet: '5', heightInches: '6.9', unitSystem: '1' });
    expect(convertUnits(bmi, us, 'metric')).toEqual({ weight: '70', height: '169.9', heightFeet: '', heightInches: '', unitSystem: '1' });
    // Straight back after a change: the values as typed, not rounded twice.
    const typed = { weight: '70.25', height: '170', unitSystem: '1' };
    const change = { before: typed, after: convertUnits(bmi, typed, 'us') };
    expect(convertUnits(bmi, change.after, 'metric', change)).toEqual({ ...typed, heightFeet: '', heightInches: '' });
    // A measure edited in between converts from its new value; the untouched one comes back as it was.
    const edited = { ...change.after, heightInches: '7' };
    expect(convertUnits(bmi, edited, 'metric', change)).toEqual({ weight: '70.25', height: '170.2', heightFeet: '', heightInches: '', unitSystem: '1' });
    expect(convertUnits(bmi, { weight: 'heavy', height: '', unitSystem: '1' }, 'us')).toEqual({ weight: 'heavy', height: '', unitSystem: '1' });
  });

  it('converts a trip\'s kilometres, litres and price per litre to miles, gallons and price per gallon, the price to the cent', () => {
    const trip = fixture('gas-mileage', { distance: { label: 'Distance Driven' }, fuelUsed: { label: 'Fuel Used' }, fuelPrice: { label: 'Fuel Price' } }, {
      measures: { distance: 'roadDistance', fuelUsed: 'fuel', fuelPrice: 'fuelPrice' }, engineUnitSystemInput: 'unitSystem',
    });
    expect(convertUnits(trip, { distance: '500', fuelUsed: '40', fuelPrice: '1.8' }, 'us')).toEqual({ distance: '310.7', fuelUsed: '10.6', fuelPrice: '6.81' });
    expect(convertUnits(trip, { distance: '300', fuelUsed: '10', fuelPrice: '3.5' }, 'metric')).toEqual({ distance: '482.8', fuelUsed: '37.9', fuelPrice: '0.92' });
  });

  it('converts a floor\'s metres and price per square metre to feet and price per square foot, the price to the cent', () => {
    const floor = fixture('square-footage', { length: { label: 'Length' }, width: { label: 'Width' }, pricePerUnit: { label: 'Price per Unit Area' } }, {
      measures: { length: 'distance', width: 'distance', pricePerUnit: 'areaPrice' }, engineUnitSystemInput: 'unitSystem',
    });
    expect(convertUnits(floor, { length: '4', width: '3', pricePerUnit: '40' }, 'us')).toEqual({ length: '13.1', width: '9.8', pricePerUnit: '3.72' });
    expect(convertUnits(floor, { length: '12', width: '10', pricePerUnit: '4.5' }, 'metric')).toEqual({ length: '3.7', width: '3', pricePerUnit: '48.44' });
  });

  it('reads feet and inches from the address, or a height in inches with units=us', () => {
    const split = valuesFromQuery(bmiInfo, bmi, new URLSearchParams('weight=150&heightFeet=5&heightInches=5&units=us'));
    expect(split.values).toMatchObject({ heightFeet: '5', heightInches: '5' });
    expect(split.ignored).toEqual([]);
    const inches = valuesFromQuery(bmiInfo, bmi, new URLSearchParams('weight=150&height=70&units=us'));
    expect(inches.values).toMatchObject({ height: '', heightFeet: '5', heightInches: '10' });
    expect(valuesFromQuery(bmiInfo, bmi, new URLSearchParams('heightFeet=tall&units=us')).ignored).toEqual(['heightFeet']);
    expect(queryFromValues(split.values, 'us')).toBe('unitSystem=1&weight=150&heightFeet=5&heightInches=5&units=us');
  });
});

describe('address parameters', () => {
  it('round-trips the inputs and the unit system', () => {
    const query = queryFromValues({ loanAmount: '10000', interestRate: '7', loanTenure: '3' }, 'metric');
    expect(query).toBe('loanAmount=10000&interestRate=7&loanTenure=3');
    const read = valuesFromQuery(loanInfo, loan, new URLSearchParams(query));
    expect(read.values).toEqual({ loanAmount: '10000', interestRate: '7', loanTenure: '3' });
    expect(read.ignored).toEqual([]);
  });

  it('ignores unknown names and unusable values, and lists them', () => {
    const read = valuesFromQuery(loanInfo, loan, new URLSearchParams('loanAmount=abc&foo=1&interestRate=7'));
    expect(read.values.loanAmount).toBe('');
    expect(read.values.interestRate).toBe('7');
    expect(read.ignored).toEqual(['loanAmount', 'foo']);
  });

  it('converts the values a form without scripts sent when its unit toggle was switched before Calculate', () => {
    const toUs = valuesFromQuery(bmiInfo, bmi, new URLSearchParams(`weight=70&height=170&units=us&${TYPED_UNITS_PARAMETER}=metric`));
    expect(toUs.unitSystem).toBe('us');
    expect(toUs.values).toMatchObject({ weight: '154.3', height: '', heightFeet: '5', heightInches: '6.9' });
    expect(toUs.ignored).toEqual([]);
    const back = valuesFromQuery(bmiInfo, bmi, new URLSearchParams(`weight=154.3&heightFeet=5&heightInches=6.9&units=metric&${TYPED_UNITS_PARAMETER}=us`));
    expect(back.unitSystem).toBe('metric');
    // 5 ft 6.9 in is 169.9 cm to a tenth: without scripts the page cannot remember the 170 typed two pages ago.
    expect(back.values).toMatchObject({ weight: '70', height: '169.9', heightFeet: '', heightInches: '' });
    // Typed in the units the page shows: nothing to convert.
    expect(valuesFromQuery(bmiInfo, bmi, new URLSearchParams(`weight=150&height=70&units=us&${TYPED_UNITS_PARAMETER}=us`)).values).toMatchObject({
      weight: '150', heightFeet: '5', heightInches: '10',
    });
    // A calculator without a unit toggle has no such parameter: it is ignored like any unknown one.
    expect(valuesFromQuery(loanInfo, loan, new URLSearchParams(`loanAmount=1&${TYPED_UNITS_PARAMETER}=us`)).ignored).toEqual([TYPED_UNITS_PARAMETER]);
  });
});

describe('initial and example values', () => {
  it('pre-fills selects and leaves numbers empty; an example replaces every input', () => {
    expect(initialValues(bmiInfo, bmi)).toEqual({ unitSystem: '1', weight: '', height: '' });
    expect(exampleValues(loanInfo, loan, { loanAmount: 50000, interestRate: 5.5, loanTenure: 5 })).toEqual({
      loanAmount: '50000', interestRate: '5.5', loanTenure: '5',
    });
  });
});

describe('a form in another number format', () => {
  const euro: NumberFormatChoice = { locale: 'de-DE', currency: 'EUR' };
  const us: NumberFormatChoice = { locale: 'en-US', currency: 'USD' };

  it('reads comma decimals and dot thousands as the visitor types them', () => {
    const grouped = evaluateForm(loanInfo, loan, { loanAmount: '10.000', interestRate: '7', loanTenure: '3' }, 'metric', euro);
    expect(grouped.status === 'result' && grouped.result.value).toBeCloseTo(308.77, 2);
    const decimals = evaluateForm(loanInfo, loan, { loanAmount: '10000,5', interestRate: '7,5', loanTenure: '3' }, 'metric', euro);
    const same = evaluateForm(loanInfo, loan, { loanAmount: '10000.5', interestRate: '7.5', loanTenure: '3' }, 'metric');
    expect(decimals.status === 'result' && decimals.result.value).toBe(same.status === 'result' && same.result.value);
  });

  it('names a field whose dot groups nothing, rather than guess', () => {
    const outcome = evaluateForm(loanInfo, loan, { loanAmount: '10000', interestRate: '7.5', loanTenure: '3' }, 'metric', euro);
    expect(outcome.status === 'invalid' && Object.keys(outcome.errors)).toEqual(['interestRate']);
  });

  it('puts plain numbers in the address and reads them back in the visitor’s format', () => {
    expect(queryFromValues({ loanAmount: '250.000', interestRate: '6,5', loanTenure: '30' }, 'metric', euro)).toBe(
      'loanAmount=250000&interestRate=6.5&loanTenure=30',
    );
    const read = valuesFromQuery(loanInfo, loan, new URLSearchParams('loanAmount=250000.5&interestRate=1.234&loanTenure=30'), euro);
    expect(read.values).toMatchObject({ loanAmount: '250000,5', interestRate: '1,234', loanTenure: '30' });
  });

  it('keeps a select’s option as it is', () => {
    const values = valuesFromQuery(bmiInfo, bmi, new URLSearchParams('weight=70.5&height=170&units=metric'), euro).values;
    expect(values).toMatchObject({ weight: '70,5', height: '170', unitSystem: '1' });
  });

  it('rewrites what was typed when the visitor changes format, so no number changes', () => {
    expect(retypeValues(loanInfo, loan, { loanAmount: '250.000,5', interestRate: 'x', loanTenure: '30' }, euro, us)).toEqual({
      loanAmount: '250000.5', interestRate: 'x', loanTenure: '30',
    });
    expect(retypeValues(loanInfo, loan, { loanAmount: '12,500.5' }, us, euro)).toEqual({ loanAmount: '12500,5' });
  });

  it('converts units and fills examples in the visitor’s format', () => {
    expect(convertUnits(bmi, { weight: '70,5', height: '170', unitSystem: '1' }, 'us', undefined, euro)).toMatchObject({ weight: '155,4' });
    expect(exampleValues(loanInfo, loan, { loanAmount: 10000.5, interestRate: 7, loanTenure: 3 }, euro)).toMatchObject({ loanAmount: '10000,5' });
  });
});

describe('the schedule as CSV', () => {
  const outcome = evaluateForm(loanInfo, loan, { loanAmount: '10000', interestRate: '7', loanTenure: '1' }, 'metric');
  const rows = outcome.status === 'result' ? (outcome.result.schedule ?? []) : [];

  it('has comma-separated columns and dot decimals in US format', () => {
    const lines = scheduleCsv(rows).trim().split('\n');
    expect(lines[0]).toBe('Month,Payment,Principal,Interest,Balance');
    expect(lines[1]).toBe('1,865.27,806.93,58.33,9193.07');
    expect(lines).toHaveLength(13);
  });

  it('has semicolon-separated columns, comma decimals and the currency in the header where the comma marks decimals', () => {
    const lines = scheduleCsv(rows, { locale: 'de-DE', currency: 'EUR' }).trim().split('\n');
    expect(lines[0]).toBe('Month;Payment (EUR);Principal (EUR);Interest (EUR);Balance (EUR)');
    expect(lines[1]).toBe('1;865,27;806,93;58,33;9193,07');
  });
});

describe('solving for an input', () => {
  it('waits for the solver\'s chunk before solving', () => {
    expect(evaluateForm(loanInfo, loan, { solve: 'loanAmount', monthlyPayment: '308.77', interestRate: '7', loanTenure: '3' }, 'metric').status)
      .toBe('incomplete');
  });

  const solving = { solve: 'loanAmount', monthlyPayment: '308.77', interestRate: '7', loanTenure: '3' };

  it('finds the loan amount whose payment is the one typed, with the payment in the field of the amount', () => {
    const outcome = evaluateForm(loanInfo, loan, solving, 'metric', undefined, trySolveWith);
    expect(outcome.status).toBe('result');
    if (outcome.status !== 'result') return;
    expect(outcome.result.value).toBeCloseTo(9999.97, 2);
    expect(outcome.engineInputs).toEqual({ solve: 'loanAmount', monthlyPayment: 308.77, interestRate: 7, loanTenure: 3 });
  });

  it('waits for the known result, and names it when it is not a number', () => {
    expect(evaluateForm(loanInfo, loan, { ...solving, monthlyPayment: '' }, 'metric', undefined, trySolveWith).status).toBe('incomplete');
    expect(evaluateForm(loanInfo, loan, { ...solving, monthlyPayment: 'abc' }, 'metric', undefined, trySolveWith))
      .toEqual({ status: 'invalid', errors: { monthlyPayment: 'Monthly payment must be a number' } });
  });

  it('shows the engine\'s message on the known result when nothing gives it', () => {
    expect(evaluateForm(loanInfo, loan, { solve: 'interestRate', monthlyPayment: '100', loanAmount: '10000', loanTenure: '3' }, 'metric', undefined, trySolveWith))
      .toEqual({ status: 'invalid', errors: { monthlyPayment: 'No annual interest rate gives this monthly payment' } });
  });

  it('reads `solve` and the known result from the address, and writes them back', () => {
    const query = new URLSearchParams('solve=loanAmount&monthlyPayment=308.77&interestRate=7&loanTenure=3');
    const read = valuesFromQuery(loanInfo, loan, query);
    expect(read.values).toEqual({ loanAmount: '', ...solving });
    expect(read.ignored).toEqual([]);
    expect(queryFromValues(read.values, 'metric')).toBe('interestRate=7&loanTenure=3&solve=loanAmount&monthlyPayment=308.77');
  });

  it('takes a known pace as the duration typed, from the form and from the address', async () => {
    const paceInfo = await calculatorLoaders.pace();
    const pace = fixture('pace', { time: { label: 'Time' }, distance: { label: 'Distance' } });
    const values = { solve: 'time', pace: '4:59', distance: '42.195', distanceUnit: '1', paceUnit: '1' };
    const outcome = evaluateForm(paceInfo, pace, values, 'metric', undefined, trySolveWith);
    expect(outcome.status).toBe('result');
    if (outcome.status !== 'result') return;
    expect(outcome.engineInputs['pace']).toBe('4:59');
    expect(outcome.result.details['time']).toBe('3:30:16');
    expect(valuesFromQuery(paceInfo, pace, new URLSearchParams('solve=time&pace=4%3A59&distance=42.195')).values).toMatchObject({ solve: 'time', pace: '4:59' });
    expect(evaluateForm(paceInfo, pace, { ...values, pace: '4:75' }, 'metric', undefined, trySolveWith).status).toBe('invalid');
  });

  it('ignores an input that cannot be solved for, and a known result of another calculator', () => {
    const read = valuesFromQuery(bmrInfo, fixture('bmr', {}), new URLSearchParams('solve=weight&bmr=1500'));
    expect(read.ignored).toEqual(['solve', 'bmr']);
    expect(valuesFromQuery(loanInfo, loan, new URLSearchParams('solve=principal')).ignored).toEqual(['solve']);
    // The form without scripts sends `solve=` for the usual calculation: nothing to ignore.
    expect(valuesFromQuery(loanInfo, loan, new URLSearchParams('solve=&loanAmount=10000')).ignored).toEqual([]);
  });
});

describe('times, date-times, durations and lists', () => {
  /** A shift: a time span less a break, with a list of tips, to drive the form with every written input type. */
  const shiftInfo = {
    slug: 'shift',
    inputs: [
      { name: 'startTime', label: 'Start Time', type: 'time', required: true },
      { name: 'endTime', label: 'End Time', type: 'time', required: true },
      { name: 'starts', label: 'Starts', type: 'datetime', required: false },
      { name: 'lap', label: 'Lap', type: 'duration', required: false },
      { name: 'tips', label: 'Tips', type: 'numberList', required: false },
    ],
    outputs: [{ name: 'minutes', type: 'number' }],
    primary: 'minutes',
    compute: ({ startTime, endTime, tips }: { startTime: number; endTime: number; tips: readonly number[] }) => ({
      value: endTime - startTime + tips.length,
      details: { minutes: endTime - startTime + tips.length },
    }),
  } as unknown as LoadedCalculator;
  const shift = fixture('shift', {
    startTime: { label: 'Start Time' }, endTime: { label: 'End Time' }, starts: { label: 'Starts' }, lap: { label: 'Lap' }, tips: { label: 'Tips' },
  });

  it('hands the typed text to the engine, which reads a time as minutes after midnight and a list as numbers', () => {
    const outcome = evaluateForm(shiftInfo, shift, { startTime: '9:00', endTime: '17:30', tips: '1, 2;3' }, 'metric');
    expect(outcome.status === 'result' && outcome.result.value).toBe(510 + 3);
  });

  it.each([
    [{ startTime: '25:00', endTime: '17:00' }, 'startTime', 'Start Time must be a time of day (HH:MM, 24-hour)'],
    [{ startTime: '9:00', endTime: '17:00', starts: '2023-02-29T10:00' }, 'starts', 'Starts must be a date and time (YYYY-MM-DDTHH:MM)'],
    [{ startTime: '9:00', endTime: '17:00', lap: '1:75:00' }, 'lap', 'Lap must be a duration (M:SS or H:MM:SS)'],
    [{ startTime: '9:00', endTime: '17:00', tips: '1, two' }, 'tips', 'Tips must be numbers separated by commas, semicolons, spaces or new lines ("two" is not a number)'],
  ])('names the field the engine refuses (%o)', (values, field, message) => {
    expect(evaluateForm(shiftInfo, shift, values, 'metric')).toEqual({ status: 'invalid', errors: { [field]: message } });
  });

  it('keeps a list, a duration and a time from the address exactly as written, and ignores a time no picker can show', () => {
    const query = new URLSearchParams('startTime=22:00&endTime=6:30&lap=4:59.5&tips=1,%202%0A3&starts=tomorrow');
    const read = valuesFromQuery(shiftInfo, shift, query);
    expect(read.values).toMatchObject({ startTime: '22:00', endTime: '6:30', lap: '4:59.5', tips: '1, 2\n3', starts: '' });
    expect(read.ignored).toEqual(['starts']);
    expect(new URLSearchParams(queryFromValues(read.values, 'metric')).get('tips')).toBe('1, 2\n3');
  });
});

const ageInfo = await calculatorLoaders.age();

describe('a date that means today when empty', () => {
  it('is filled with the visitor\'s own day, so the address names it', () => {
    const filled = withToday(ageInfo, { birthDate: '1990-05-15', asOfDate: '' }, '2026-11-26');
    expect(filled).toEqual({ birthDate: '1990-05-15', asOfDate: '2026-11-26' });
    expect(queryFromValues(filled, 'metric')).toBe('birthDate=1990-05-15&asOfDate=2026-11-26');
  });

  it('keeps a day the visitor chose, and the same values when nothing is empty', () => {
    const chosen = { birthDate: '1990-05-15', asOfDate: '2000-01-01' };
    expect(withToday(ageInfo, chosen, '2026-11-26')).toBe(chosen);
  });

  it('reads the day in the browser\'s time zone, not in UTC', () => {
    expect(localIsoDate(new Date(2026, 10, 26, 23, 59))).toBe('2026-11-26');
    expect(localIsoDate(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
  });
});

describe('a date and time that means now when empty', () => {
  const moveInfo = {
    inputs: [
      { name: 'start', label: 'Start', type: 'datetime', required: false, emptyMeansNow: true },
      { name: 'end', label: 'End', type: 'datetime', required: false },
    ],
  } as const;

  it('is filled with the visitor\'s own moment, and another date and time stays empty', () => {
    expect(withToday(moveInfo, { start: '', end: '' }, '2026-11-26', '2026-11-26T14:05')).toEqual({ start: '2026-11-26T14:05', end: '' });
    const chosen = { start: '2024-02-28T22:00', end: '' };
    expect(withToday(moveInfo, chosen, '2026-11-26', '2026-11-26T14:05')).toBe(chosen);
  });

  it('fills an empty time zone that means the visitor\'s with their zone, and keeps one chosen', () => {
    const zoneInfo = {
      inputs: [
        { name: 'fromZone', label: 'From', type: 'timezone', required: false, emptyMeansVisitorZone: true },
        { name: 'toZone', label: 'To', type: 'timezone', required: false },
      ],
    } as const;
    expect(withToday(zoneInfo, { fromZone: '', toZone: '' }, '2026-11-26', '2026-11-26T14:05', 'Europe/Paris'))
      .toEqual({ fromZone: 'Europe/Paris', toZone: '' });
    const chosen = { fromZone: 'Asia/Tokyo', toZone: 'UTC' };
    expect(withToday(zoneInfo, chosen, '2026-11-26', '2026-11-26T14:05', 'Europe/Paris')).toBe(chosen);
  });

  it('reads the time in the browser\'s time zone, to the minute', () => {
    expect(localIsoDateTime(new Date(2026, 10, 26, 23, 59, 30))).toBe('2026-11-26T23:59');
    expect(localIsoDateTime(new Date(2026, 0, 1, 7, 5))).toBe('2026-01-01T07:05');
  });
});
