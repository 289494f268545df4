/**
 * Calendar-day arithmetic on ISO `YYYY-MM-DD` strings.
 *
 * Every date is handled as midnight UTC, which has no daylight-saving shifts, so adding days or counting the
 * days between two dates can never gain or lose a day, whatever the time zone of the machine running it.
 */

const MS_PER_DAY = 86_400_000;
/** The last year a date is read or written in (`YYYY`): the calendar these dates use ends with 9999. */
export const LAST_CALENDAR_YEAR = 9999;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A source of the current instant; tests pass a fixed one. */
export type Clock = () => Date;

/** The machine's clock. */
export const systemClock: Clock = () => new Date();

/**
 * Reads an ISO calendar date as midnight UTC.
 * @param text - a real calendar date written `YYYY-MM-DD` (years 0000 to 9999)
 * @returns the `Date` at 00:00 UTC of that day
 * @throws RangeError when `text` is not a real date (`2023-02-29`, `2024-13-01`, `1/2/2024`...)
 * @example
 * parseIsoDate('2024-02-29').getTime(); // 1709164800000 (2024-02-29T00:00:00.000Z)
 */
export function parseIsoDate(text: string): Date {
  const match = ISO_DATE.exec(text);
  if (match) {
    const [, year, month, day] = match.map(Number) as [number, number, number, number];
    const date = new Date(0);
    // setUTCFullYear, unlike Date.UTC, does not map the years 0-99 to 1900-1999.
    date.setUTCFullYear(year, month - 1, day);
    if (date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day) return date;
  }
  throw new RangeError(`Not an ISO date (YYYY-MM-DD): "${text}"`);
}

/**
 * Writes the UTC calendar day of an instant as an ISO date.
 * @param date - any instant; only its UTC year, month and day are kept
 * @returns `YYYY-MM-DD`
 * @throws RangeError for an invalid `Date` or a year outside 0000 to 9999
 * @example
 * formatIsoDate(new Date('2024-10-07T23:59:59Z')); // '2024-10-07'
 */
export function formatIsoDate(date: Date): string {
  const year = date.getUTCFullYear();
  if (!(year >= 0 && year <= LAST_CALENDAR_YEAR)) throw new RangeError(`Date outside the years 0000-9999: ${String(date)}`);
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

/**
 * Moves an ISO date by whole calendar days.
 * @param isoDate - start date, `YYYY-MM-DD`
 * @param days - whole days to add; negative moves back
 * @returns the resulting date, `YYYY-MM-DD`
 * @throws RangeError for an invalid date or a fractional number of days
 * @example
 * addDays('2024-01-01', 280); // '2024-10-07' (Naegele's rule across a leap February)
 */
export function addDays(isoDate: string, days: number): string {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be a whole number: ${days}`);
  return formatIsoDate(new Date(parseIsoDate(isoDate).getTime() + days * MS_PER_DAY));
}

/**
 * Counts the calendar days from one ISO date to another.
 * @param from - start date, `YYYY-MM-DD`
 * @param to - end date, `YYYY-MM-DD`
 * @returns `to − from` in whole days; negative when `to` comes first
 * @throws RangeError for an invalid date
 * @example
 * daysBetween('2024-01-01', '2024-10-07'); // 280
 */
export function daysBetween(from: string, to: string): number {
  return Math.round((parseIsoDate(to).getTime() - parseIsoDate(from).getTime()) / MS_PER_DAY);
}

/**
 * Today's date in UTC, read from a clock that tests can replace.
 * @param clock - source of the current instant; the machine's clock by default
 * @returns the UTC calendar day of `clock()`, `YYYY-MM-DD`
 * @example
 * todayUtc(() => new Date('2024-03-10T23:30:00-05:00')); // '2024-03-11' (already the 11th in UTC)
 */
export function todayUtc(clock: Clock = systemClock): string {
  return formatIsoDate(clock());
}

/**
 * The current UTC wall-clock time to the minute, read from a clock that tests can replace.
 * @param clock - source of the current instant; the machine's clock by default
 * @returns `YYYY-MM-DDTHH:MM` in UTC
 * @example
 * nowUtcDateTime(() => new Date('2024-03-10T23:30:45-05:00')); // '2024-03-11T04:30'
 */
export function nowUtcDateTime(clock: Clock = systemClock): string {
  const now = clock();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatIsoDate(now)}T${pad(now.getUTCHours())}:${pad(now.getUTCMinutes())}`;
}

/**
 * Moves an ISO date by whole calendar months, as Excel's `EDATE` does: the day is kept and clamped to the last day of
 * the target month.
 * @param isoDate - start date, `YYYY-MM-DD`
 * @param months - whole months to add; negative moves back
 * @returns the resulting date, `YYYY-MM-DD`
 * @throws RangeError for an invalid date, a fractional number of months or a result outside the years 0000 to 9999
 * @example
 * addMonths('2000-01-31', 1); // '2000-02-29' (clamped to the end of a leap February)
 */
export function addMonths(isoDate: string, months: number): string {
  if (!Number.isInteger(months)) throw new RangeError(`Months must be a whole number: ${months}`);
  const start = parseIsoDate(isoDate);
  const monthIndex = start.getUTCFullYear() * 12 + start.getUTCMonth() + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year, month + 1, 0);
  const date = new Date(0);
  date.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay.getUTCDate()));
  return formatIsoDate(date);
}

/**
 * Whole calendar months from one ISO date to another: the largest `k` with `addMonths(from, k) ≤ to`.
 * @param from - start date, `YYYY-MM-DD`
 * @param to - end date, `YYYY-MM-DD`, not before `from`
 * @returns the whole months, and the date `from` plus that many months (the anchor the remaining days count from)
 * @example
 * wholeMonthsBetween('2000-01-31', '2000-03-01'); // { months: 1, anchor: '2000-02-29' }
 */
export function wholeMonthsBetween(from: string, to: string): { months: number; anchor: string } {
  const start = parseIsoDate(from);
  const end = parseIsoDate(to);
  // The month count of the two dates is at most one more than the answer: step back while the anchor passes `to`.
  let months = (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth();
  let anchor = addMonths(from, months);
  while (months > 0 && daysBetween(anchor, to) < 0) {
    months -= 1;
    anchor = addMonths(from, months);
  }
  return { months, anchor };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * The English name of an ISO date's day of the week.
 * @param isoDate - `YYYY-MM-DD`
 * @returns `Monday` … `Sunday`
 * @example
 * weekdayName('1990-05-15'); // 'Tuesday'
 */
export function weekdayName(isoDate: string): string {
  return WEEKDAYS[parseIsoDate(isoDate).getUTCDay()] ?? '';
}
