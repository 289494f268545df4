import { CalculatorInputError } from '../errors/calculator-input-error.js';
import { messages } from '../errors/messages.js';
import type { InputSpec, InputValue, NumberInputSpec, RawInputs, ValidInputs } from '../types.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

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

function isVisible(spec: InputSpec, valid: Record<string, number | string | undefined>): boolean {
  if (!spec.visibleWhen) return true;
  const controller = valid[spec.visibleWhen.input];
  return typeof controller === 'number' && spec.visibleWhen.equals.includes(controller);
}

/**
 * Checks raw inputs against a calculator's input list: required inputs present, numbers finite, selects one of
 * their options, dates real ISO dates. Optional inputs left empty take their default; inputs hidden by
 * `visibleWhen` are not required. Unknown keys are ignored; `raw` is not modified.
 * @param specs - the calculator's inputs, controllers (selects) before the fields they show or hide
 * @param raw - values from a form, a URL or a caller
 * @returns the inputs a calculator's compute function receives
 * @example
 * validateInputs(loan.inputs, { loanAmount: '10000', interestRate: 7, loanTenure: 3 });
 * // { loanAmount: 10000, interestRate: 7, loanTenure: 3 }
 */
export function validateInputs(specs: readonly InputSpec[], raw: RawInputs): ValidInputs {
  const valid: Record<string, number | string | undefined> = {};
  for (const spec of specs) {
    const value = Object.prototype.hasOwnProperty.call(raw, spec.name) ? raw[spec.name] : undefined;
    if (!isVisible(spec, valid) || isEmptyInput(value)) {
      if (spec.required && isVisible(spec, valid)) {
        throw new CalculatorInputError('required', messages.required(spec.label), spec.name);
      }
      valid[spec.name] = spec.default;
      continue;
    }
    switch (spec.type) {
      case 'number': {
        const n = toNumber(value, spec);
        if (spec.integer && !Number.isInteger(n)) {
          throw new CalculatorInputError('out_of_domain', messages.notAWholeNumber(spec.label), spec.name);
        }
        if (spec.checked) assertInDomain(n, spec);
        valid[spec.name] = n;
        break;
      }
      case 'select': {
        const n = toNumber(value, spec);
        if (!spec.options.includes(n)) {
          throw new CalculatorInputError('out_of_domain', messages.notAnOption(spec.label), spec.name);
        }
        valid[spec.name] = n;
        break;
      }
      case 'date': {
        if (typeof value !== 'string' || !isIsoDate(value.trim())) {
          throw new CalculatorInputError('not_a_date', messages.notADate(spec.label), spec.name);
        }
        valid[spec.name] = value.trim();
        break;
      }
    }
  }
  return valid;
}
