import type { CalculationResult, CalculatorShape } from '@calchub/calc-engine';
import { DEFAULT_NUMBER_FORMAT, defaultDecimals, formatQuantity, labelFromName, type CalculatorPageDefinition, type NumberFormatChoice } from '@calchub/catalogue';

/** The minus sign of a difference: a screen reader says "minus", where it may say "dash" for a hyphen. */
const MINUS = '\u2212';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days from one ISO date (`2026-06-01`) to another, or undefined when either is no such date. */
function daysBetween(a: string, b: string): number | undefined {
  const from = ISO_DATE.exec(a);
  const to = ISO_DATE.exec(b);
  if (!from || !to) return undefined;
  const day = (parts: RegExpExecArray) => Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])) / 86_400_000;
  return day(to) - day(from);
}

/**
 * The difference B − A as people read it: signed, in the output's unit, with the change relative to A for numbers
 * (none when A is 0: no percentage of nothing), both from the values as shown. Dates give the days between them; other text (a grade, "never") has
 * no difference, only "Same" when both agree.
 * @param a - scenario A's value
 * @param b - scenario B's value
 * @param unit - the output's unit, as the engine gives it
 * @param decimals - decimals shown for both values (default: by unit)
 * @param format - the visitor's currency and number format
 * @returns the difference's text
 * @example
 * scenarioDifference(1000, 1250, '$'); // '+$250.00 (+25%)'
 * scenarioDifference(8, 6, '%'); // '−2% (−25%)'
 * scenarioDifference('2026-06-01', '2026-06-08'); // '+7 days'
 */
export function scenarioDifference(
  a: number | string,
  b: number | string,
  unit?: string,
  decimals?: number,
  format: NumberFormatChoice = DEFAULT_NUMBER_FORMAT,
): string {
  if (typeof a === 'string' || typeof b === 'string') {
    const days = typeof a === 'string' && typeof b === 'string' ? daysBetween(a, b) : undefined;
    if (days !== undefined && days !== 0) return `${days > 0 ? '+' : MINUS}${formatQuantity(Math.abs(days), Math.abs(days) === 1 ? 'day' : 'days', undefined, format)}`;
    return String(a) === String(b) ? 'Same' : '—';
  }
  // From the values as shown, so the difference is what a reader gets subtracting one from the other.
  const places = decimals ?? (unit?.startsWith('$') ? 2 : defaultDecimals(unit));
  const asShown = (value: number) => Math.round(value * 10 ** places) / 10 ** places;
  const delta = asShown(b) - asShown(a);
  const shown = formatQuantity(Math.abs(delta), unit, decimals, format);
  if (shown === formatQuantity(0, unit, decimals, format)) return 'Same';
  const signed = (value: number, text: string) => `${value > 0 ? '+' : MINUS}${text}`;
  if (asShown(a) === 0) return signed(delta, shown);
  const relative = (delta / Math.abs(asShown(a))) * 100;
  const percent = formatQuantity(Math.abs(relative), '%', 1, format);
  return `${signed(delta, shown)} (${percent === formatQuantity(0, '%', 1, format) ? '0%' : signed(relative, percent)})`;
}

/** One line of the comparison table: an output of both scenarios and their difference. */
export interface ComparisonRow {
  readonly name: string;
  readonly label: string;
  readonly a: string;
  readonly b: string;
  readonly difference: string;
}

const NO_RESULT = 'No result';

/** An output's unit and decimals, and the visitor's format. */
interface Shown {
  readonly unit?: string | undefined;
  readonly decimals?: number | undefined;
  readonly format: NumberFormatChoice;
}

function row(name: string, label: string, a: number | string | undefined, b: number | string | undefined, { unit, decimals, format }: Shown): ComparisonRow {
  return {
    name,
    label,
    a: a === undefined ? NO_RESULT : formatQuantity(a, unit, decimals, format),
    b: b === undefined ? NO_RESULT : formatQuantity(b, unit, decimals, format),
    difference: a === undefined || b === undefined ? '—' : scenarioDifference(a, b, unit, decimals, format),
  };
}

/**
 * The outputs of two scenarios side by side: the result first (with the calculator's precision), then every detail
 * either scenario has, labelled as the result card labels them.
 * @param a - scenario A's result, if it has one
 * @param b - scenario B's result, if it has one
 * @param format - the visitor's currency and number format
 * @returns one row per output
 * @example
 * comparisonRows(loanInfo, loan, resultAt10000, resultAt15000)[0]; // { label: 'Monthly payment', a: '$308.77', b: '$463.16', difference: '+$154.39 (+50%)' }
 */
export function comparisonRows(
  info: CalculatorShape,
  definition: Pick<CalculatorPageDefinition, 'outputLabels' | 'resultDecimals'>,
  a: CalculationResult | undefined,
  b: CalculationResult | undefined,
  format: NumberFormatChoice = DEFAULT_NUMBER_FORMAT,
): ComparisonRow[] {
  const label = (name: string) => definition.outputLabels?.[name] ?? labelFromName(name);
  const primaryUnit = a?.unit ?? b?.unit;
  const rows = [row(info.primary, label(info.primary), a?.value, b?.value, { unit: primaryUnit, decimals: definition.resultDecimals, format })];
  for (const output of info.outputs) {
    if (output.name === info.primary) continue;
    const valueA = a?.details[output.name];
    const valueB = b?.details[output.name];
    if (valueA === undefined && valueB === undefined) continue;
    rows.push(row(output.name, label(output.name), valueA, valueB, { unit: output.unit, format }));
  }
  return rows;
}

/** A number of months as years and months: "30 years", "15 years 6 months", "7 months". */
function duration(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts = [years > 0 && `${years} ${years === 1 ? 'year' : 'years'}`, rest > 0 && `${rest} ${rest === 1 ? 'month' : 'months'}`];
  return parts.filter(Boolean).join(' ') || '0 months';
}

/** Totals of a payment schedule: what is paid in all, in interest and principal, and the month of the last payment. */
function scheduleTotals(schedule: CalculationResult['schedule']) {
  if (!schedule || schedule.length === 0) return undefined;
  let payment = 0;
  let interest = 0;
  let principal = 0;
  for (const month of schedule) {
    payment += month.payment;
    interest += month.interest;
    principal += month.principal;
  }
  return { payment, interest, principal, months: schedule.at(-1)?.month ?? schedule.length };
}

/**
 * The payment schedules of two loan scenarios compared: total paid, interest and principal over the schedule, and
 * when the loan is paid off, counted from the first payment (the calculators take no start date).
 * @returns the rows, or none when neither scenario has a schedule
 * @example
 * scheduleComparisonRows(thirtyYears, fifteenYears).at(-1); // { label: 'Paid off after', a: '30 years', b: '15 years', difference: '−15 years' }
 */
export function scheduleComparisonRows(
  a: CalculationResult | undefined,
  b: CalculationResult | undefined,
  format: NumberFormatChoice = DEFAULT_NUMBER_FORMAT,
): ComparisonRow[] {
  const totalsA = scheduleTotals(a?.schedule);
  const totalsB = scheduleTotals(b?.schedule);
  if (!totalsA && !totalsB) return [];
  const months = (totals: typeof totalsA) => (totals ? `${duration(totals.months)} (${formatQuantity(totals.months, 'payments', undefined, format)})` : NO_RESULT);
  const difference = totalsA && totalsB ? totalsB.months - totalsA.months : undefined;
  return [
    row('schedulePayments', 'Schedule: total paid', totalsA?.payment, totalsB?.payment, { unit: '$', format }),
    row('scheduleInterest', 'Schedule: total interest', totalsA?.interest, totalsB?.interest, { unit: '$', format }),
    row('schedulePrincipal', 'Schedule: total principal', totalsA?.principal, totalsB?.principal, { unit: '$', format }),
    {
      name: 'schedulePayoff',
      label: 'Paid off after',
      a: months(totalsA),
      b: months(totalsB),
      difference: difference === undefined ? '—' : difference === 0 ? 'Same' : `${difference > 0 ? '+' : MINUS}${duration(Math.abs(difference))}`,
    },
  ];
}
