/**
 * Random inputs a person could enter into a calculator, within each input's browser limits: the arbitraries the
 * property tests of every calculator draw from.
 */
import { fc } from '@fast-check/vitest';
import { addDays, isInputShown, todayUtc, type CalculatorInfo, type InputSpec } from '../src/index.js';

/** Dates are drawn around the day the tests run, since date calculators compare with today. */
const TODAY = todayUtc();

export type Inputs = Record<string, number | string>;

/** The smallest positive normal double: below it a number keeps too few digits for any formula to keep its shape. */
const SMALLEST_NORMAL = 2.2250738585072014e-308;

/**
 * A number between `min` and `max` as a person could type it: any double but a subnormal one (5e-324 is no amount
 * anyone enters, and a ratio of two such numbers has lost nearly all its digits).
 * @param range - the bounds
 * @returns the arbitrary
 */
export function typedNumber(range: { min: number; max: number }): fc.Arbitrary<number> {
  return fc.double({ ...range, noNaN: true }).filter((value) => value === 0 || Math.abs(value) >= SMALLEST_NORMAL);
}

/**
 * A value within the input's browser limits: any number between min and max, an option, a date near today; times,
 * date-times, durations and number lists as the text a person types.
 */
function valueWithinLimits(spec: InputSpec): fc.Arbitrary<number | string> {
  switch (spec.type) {
    case 'number': {
      const min = spec.min ?? -1e6;
      const max = spec.max ?? 1e6;
      const wholeRange = { min: Math.ceil(min), max: Math.floor(max) };
      // A minimum the domain leaves out (an amount greater than 0) is not a value a person could enter.
      const within = (value: number) => !(spec.minExclusive === true && spec.checked === true && value <= min);
      if (spec.integer) return fc.integer(wholeRange).filter(within);
      const any = typedNumber({ min, max });
      // Whole numbers too: they are what people type, and they hit exact boundaries such as a 0% rate.
      return (wholeRange.min <= wholeRange.max ? fc.oneof(any, fc.integer(wholeRange)) : any).filter(within);
    }
    case 'select':
      return fc.constantFrom(...spec.options);
    case 'date':
      return fc.integer({ min: -400, max: 400 }).map((days) => addDays(TODAY, days));
    case 'time':
      return fc.integer({ min: 0, max: 1439 }).map(clockText);
    case 'datetime':
      return fc
        .tuple(fc.integer({ min: -400, max: 400 }), fc.integer({ min: 0, max: 1439 }))
        .map(([days, minutes]) => `${addDays(TODAY, days)}T${clockText(minutes).padStart(5, '0')}`);
    case 'duration':
      return fc.integer({ min: 0, max: 100 * 3600 }).map(durationText);
    case 'numberList':
      return fc
        .array(fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.double({ min: -1e6, max: 1e6, noNaN: true })), {
          minLength: 1,
          maxLength: Math.min(spec.maxItems ?? 50, 50),
        })
        .map((numbers) => numbers.join(', '));
    case 'dateList':
      return fc
        .array(fc.integer({ min: -400, max: 400 }).map((days) => addDays(TODAY, days)), { maxLength: Math.min(spec.maxItems ?? 20, 20) })
        .map((dates) => dates.join(', '));
    case 'text': {
      // A text's grammar is the calculator's own: its example is what people type, anything else mostly a syntax error.
      // Blank text is no value at all (an input left out), not one a person entered.
      const typed = fc.string({ maxLength: 20 }).filter((text) => text.trim() !== '');
      return typeof spec.uiDefault === 'string' ? fc.oneof(fc.constant(spec.uiDefault), typed) : typed;
    }
    case 'unit':
      return fc.constantFrom(...spec.units);
    case 'timezone':
      // Whole-hour, half-hour, quarter-hour and daylight-saving zones, on both sides of UTC.
      return fc.constantFrom('UTC', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Pacific/Kiritimati', 'Pacific/Pago_Pago');
  }
}

/** A clock time as a person types it: `H:MM`, 24-hour. */
function clockText(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** A duration as a person types it: `H:MM:SS`. */
function durationText(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}


/** Inputs a person could enter: every visible required input, some optional ones, nothing hidden. */
export function inputsFor(info: Pick<CalculatorInfo, 'inputs'>): fc.Arbitrary<Inputs> {
  const drafts = info.inputs.map((spec) =>
    fc.record({ value: valueWithinLimits(spec), present: spec.required ? fc.constant(true) : fc.boolean() }),
  );
  return fc.tuple(...drafts).map((values) => {
    const inputs: Inputs = {};
    info.inputs.forEach((spec, index) => {
      const draft = values[index];
      // Controllers come first, so their value is already decided when a field depending on them comes up.
      if (draft?.present && isInputShown(spec, inputs, info.inputs)) inputs[spec.name] = draft.value;
    });
    return inputs;
  });
}

