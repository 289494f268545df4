import { CalculatorInputError } from '../errors/calculator-input-error.js';
import { messages } from '../errors/messages.js';
import { isTimeZoneName } from '../dates/time-zones.js';
import { isInputShown } from './input-shown.js';
import type {
  DateListInputSpec, InputSpec, InputValue, NumberInputSpec, NumberListInputSpec, RawInputs, TextInputSpec, ValidInputs,
  ValidInputValue,
} from '../types.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** One or two digits of hours, as browsers and people write a time ("6:30", "06:30"). */
const CLOCK_TIME = /^(\d{1,2}):(\d{2})$/;
const ISO_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;
/** `M:SS` or `H:MM:SS`; only the last field may carry decimals. */
const DURATION = /^(\d+):(\d{2})(?::(\d{2}))?(\.\d+)?$/;
const LIST_SEPARATORS = /[,;\s]+/;
const LIST_NUMBER = /^[+-]?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** Most numbers a `numberList` takes unless its spec says otherwise: a bound on the work one input can ask. */
const NUMBER_LIST_MAX_ITEMS = 10_000;
/** Most dates a `dateList` takes unless its spec says otherwise. */
const DATE_LIST_MAX_ITEMS = 1_000;
/** Longest `text` taken unless its spec says otherwise. */
const TEXT_MAX_LENGTH = 1_000;
const MINUTES_PER_DAY = 1440;

/** True for a value that counts as not given: missing, null, or blank text. */
export function isEmptyInput(value: InputValue): value is null | undefined | '' {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** True when `text` is a real calendar date written as YYYY-MM-DD. */
function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not map years 0–99 to 1900–1999.
  date.setUTCFullYear(y, m - 1, d);
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Minutes after midnight of a clock time `H:MM` or `HH:MM`, or NaN when it is none. */
function clockMinutes(text: string): number {
  const match = CLOCK_TIME.exec(text);
  if (!match) return Number.NaN;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : Number.NaN;
}

/** Seconds of a duration `M:SS` or `H:MM:SS`, or NaN when it is none. */
function durationSeconds(text: string): number {
  const match = DURATION.exec(text);
  if (!match) return Number.NaN;
  const [, first, second, third, fraction = ''] = match as unknown as [string, string, string, string | undefined, string | undefined];
  if (third === undefined) {
    return Number(second) < 60 ? Number(first) * 60 + Number(`${second}${fraction}`) : Number.NaN;
  }
  if (Number(second) >= 60 || Number(third) >= 60) return Number.NaN;
  return Number(first) * 3600 + Number(second) * 60 + Number(`${third}${fraction}`);
}

function readTime(value: number | string, spec: InputSpec): number {
  // A number is minutes after midnight already: validated inputs validate again to themselves (a what-if re-runs them).
  const minutes = typeof value === 'number' ? value : clockMinutes(value.trim());
  if (!Number.isInteger(minutes) || minutes < 0 || minutes >= MINUTES_PER_DAY) {
    throw new CalculatorInputError('not_a_time', messages.notATime(spec.label), spec.name);
  }
  return minutes;
}

function readDuration(value: number | string, spec: InputSpec): number {
  // A number is seconds already, as the compute function receives it.
  const seconds = typeof value === 'number' ? value : durationSeconds(value.trim());
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new CalculatorInputError('not_a_duration', messages.notADuration(spec.label), spec.name);
  }
  return seconds;
}

function readDateTime(value: number | string, spec: InputSpec): string {
  const text = typeof value === 'string' ? value.trim() : '';
  const match = ISO_DATE_TIME.exec(text);
  if (!match || !isIsoDate(match[1] ?? '') || Number.isNaN(clockMinutes(match[2] ?? ''))) {
    throw new CalculatorInputError('not_a_datetime', messages.notADateTime(spec.label), spec.name);
  }
  return text;
}

function readText(value: number | string, spec: TextInputSpec): string {
  const text = String(value).trim();
  const max = spec.maxLength ?? TEXT_MAX_LENGTH;
  if (text.length > max) throw new CalculatorInputError('out_of_domain', messages.textTooLong(spec.label, max), spec.name);
  return text;
}

/** The numbers of a list; an empty list when it holds none (only separators). */
function readNumberList(value: number | string, spec: NumberListInputSpec): number[] {
  const max = spec.maxItems ?? NUMBER_LIST_MAX_ITEMS;
  const items = String(value).split(LIST_SEPARATORS).filter((item) => item !== '');
  // Counted before any item is parsed, so an oversized list costs one split, not max + 1 parses.
  if (items.length > max) throw new CalculatorInputError('out_of_domain', messages.tooManyNumbers(spec.label, max), spec.name);
  return items.map((item) => {
    const n = LIST_NUMBER.test(item) ? Number(item) : Number.NaN;
    if (!Number.isFinite(n)) throw new CalculatorInputError('syntax', messages.notANumberList(spec.label, item), spec.name);
    return n;
  });
}

/** The dates of a list, as `YYYY-MM-DD` texts; an empty list when it holds none (only separators). */
function readDateList(value: number | string, spec: DateListInputSpec): string[] {
  const max = spec.maxItems ?? DATE_LIST_MAX_ITEMS;
  const items = String(value).split(LIST_SEPARATORS).filter((item) => item !== '');
  // Counted before any item is read, as a number list's are.
  if (items.length > max) throw new CalculatorInputError('out_of_domain', messages.tooManyDates(spec.label, max), spec.name);
  for (const item of items) {
    if (!isIsoDate(item)) throw new CalculatorInputError('not_a_date', messages.notADateList(spec.label, item), spec.name);
  }
  return items;
}

function toNumber(value: number | string, spec: InputSpec): number {
  const n = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isFinite(n)) {
    throw new CalculatorInputError('not_a_number', messages.notANumber(spec.label), spec.name);
  }
  return n;
}

/**
 * A domain up to this maximum reads as a range ("must be from 0 to 100"); a larger maximum is only a sanity limit, so
 * a value below the minimum reads "must be 0 or more" rather than "from 0 to 1000000000000".
 */
const RANGE_MESSAGE_MAX = 1e6;

/** The standard message for a value outside a checked input's domain, by the bound it crosses. */
function domainMessage(spec: NumberInputSpec, belowMin: boolean): string {
  if (spec.domainMessage) return spec.domainMessage;
  const { label, min, max } = spec;
  const range = min !== undefined && max !== undefined && !spec.minExclusive && max <= RANGE_MESSAGE_MAX;
  if (range) return messages.fromTo(label, min, max);
  if (!belowMin || min === undefined) return messages.atMost(label, max ?? Number.POSITIVE_INFINITY);
  if (spec.minExclusive) return min === 0 ? messages.greaterThanZero(label) : messages.greaterThan(label, String(min));
  return min === 0 ? messages.zeroOrMore(label) : messages.atLeast(label, min);
}

function assertInDomain(n: number, spec: NumberInputSpec): void {
  const { min, max } = spec;
  const belowMin = min !== undefined && (spec.minExclusive ? n <= min : n < min);
  if (belowMin || (max !== undefined && n > max)) {
    throw new CalculatorInputError('out_of_domain', domainMessage(spec, belowMin), spec.name);
  }
}

/**
 * Checks raw inputs against a calculator's input list: required inputs present, numbers finite, selects one of
 * their options, dates real ISO dates, times `HH:MM` (as minutes after midnight), date-times `YYYY-MM-DDTHH:MM`,
 * durations `M:SS` or `H:MM:SS` (as seconds), number lists (as arrays, at most `maxItems`), date lists (as arrays of
 * `YYYY-MM-DD`, at most `maxItems`), texts trimmed, units one
 * of their codes. Optional inputs left empty take their default; inputs hidden by `visibleWhen` are not required.
 * Unknown keys are ignored; `raw` is not modified.
 * @param specs - the calculator's inputs, controllers (selects) before the fields they show or hide
 * @param raw - values from a form, a URL or a caller
 * @returns the inputs a calculator's compute function receives
 * @example
 * validateInputs(loan.inputs, { loanAmount: '10000', interestRate: 7, loanTenure: 3 });
 * // { loanAmount: 10000, interestRate: 7, loanTenure: 3 }
 * validateInputs([{ name: 'startTime', label: 'Start Time', type: 'time', required: true }], { startTime: '06:30' });
 * // { startTime: 390 }
 */
export function validateInputs(specs: readonly InputSpec[], raw: RawInputs): ValidInputs {
  const valid: Record<string, ValidInputValue> = {};
  for (const spec of specs) {
    const value = Object.prototype.hasOwnProperty.call(raw, spec.name) ? raw[spec.name] : undefined;
    const visible = isInputShown(spec, valid, specs);
    if (!visible || isEmptyInput(value)) {
      if (spec.required && visible) {
        throw new CalculatorInputError('required', messages.required(spec.label), spec.name);
      }
      valid[spec.name] = emptyValue(spec);
      continue;
    }
    const read = readInputValue(spec, value);
    if ((spec.type === 'numberList' || spec.type === 'dateList') && Array.isArray(read) && read.length === 0 && spec.required) {
      throw new CalculatorInputError('required', messages.required(spec.label), spec.name);
    }
    valid[spec.name] = read;
  }
  return valid;
}

/** What an empty input means: its default, read as a typed value would be (a time's "09:00" as 540 minutes). */
function emptyValue(spec: InputSpec): ValidInputValue {
  if (spec.default === undefined) return spec.type === 'numberList' || spec.type === 'dateList' ? [] : undefined;
  const parsed = spec.type === 'time' || spec.type === 'duration' || spec.type === 'numberList' || spec.type === 'dateList';
  return parsed ? readInputValue(spec, spec.default) : spec.default;
}

/**
 * One given value checked against its input and turned into what the compute function receives: a time as minutes
 * after midnight, a duration as seconds, a number list as its numbers. Throws {@link CalculatorInputError} as
 * {@link validateInputs} does.
 * @param spec - the input
 * @param value - a value that is not empty ({@link isEmptyInput})
 * @returns the value the compute function receives
 * @example
 * readInputValue({ name: 'time', label: 'Time', type: 'duration', required: true }, '3:30:00'); // 12600
 */
export function readInputValue(spec: InputSpec, value: number | string): ValidInputValue {
  switch (spec.type) {
    case 'number': {
      const n = toNumber(value, spec);
      if (spec.integer && !Number.isInteger(n)) {
        throw new CalculatorInputError('out_of_domain', messages.notAWholeNumber(spec.label), spec.name);
      }
      if (spec.checked) assertInDomain(n, spec);
      return n;
    }
    case 'select': {
      const n = toNumber(value, spec);
      if (!spec.options.includes(n)) {
        throw new CalculatorInputError('out_of_domain', messages.notAnOption(spec.label), spec.name);
      }
      return n;
    }
    case 'date': {
      if (typeof value !== 'string' || !isIsoDate(value.trim())) {
        throw new CalculatorInputError('not_a_date', messages.notADate(spec.label), spec.name);
      }
      return value.trim();
    }
    case 'time':
      return readTime(value, spec);
    case 'datetime':
      return readDateTime(value, spec);
    case 'duration':
      return readDuration(value, spec);
    case 'text':
      return readText(value, spec);
    case 'numberList':
      return readNumberList(value, spec);
    case 'dateList':
      return readDateList(value, spec);
    case 'timezone': {
      const zone = String(value).trim();
      if (!isTimeZoneName(zone)) throw new CalculatorInputError('out_of_domain', messages.notATimeZone(spec.label), spec.name);
      return zone;
    }
    case 'unit': {
      // Unit codes are case-sensitive: "Mm" is no unit, "mm" and "Mm" would mean different ones.
      const code = String(value).trim();
      if (!spec.units.includes(code)) {
        throw new CalculatorInputError('out_of_domain', messages.notAnOption(spec.label), spec.name);
      }
      return code;
    }
  }
}
