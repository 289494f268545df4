import { formatQuantity } from '@calchub/catalogue';
import type { Fact } from './facts.js';

/** The `unit` of a date fact: its `value` counts days since 1970-01-01 (UTC), so a date stays a number. */
const DATE_UNIT = 'date';

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC',
});

/**
 * A date the engine gives (`YYYY-MM-DD`) as a fact: the prompt shows it as the site writes dates, and the number
 * check accepts it in its common written forms ("October 8, 2023", "8 October 2023", "2023-10-08", "10/8/2023").
 * @param label - what the date is ("Estimated due date")
 * @param iso - the date as `YYYY-MM-DD`
 * @returns a fact with unit `date` whose value is the day number since 1970-01-01
 * @throws RangeError when `iso` is not a real calendar date
 * @example
 * dateFact('Estimated due date', '2023-10-08'); // { label: 'Estimated due date', value: 19638, unit: 'date', decimals: 0 }
 */
export function dateFact(label: string, iso: string): Fact {
  const parts = ISO_DATE.exec(iso);
  const time = parts ? Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])) : Number.NaN;
  if (!parts || new Date(time).toISOString().slice(0, 10) !== iso) throw new RangeError(`Not a date: ${iso}`);
  return { label, value: time / MS_PER_DAY, unit: DATE_UNIT, decimals: 0 };
}

/**
 * The calendar day of a date fact, or undefined for any other fact.
 * @param fact - a fact
 * @returns year, month (1 to 12) and day
 * @example
 * calendarDay(dateFact('Due date', '2023-10-08')); // { year: 2023, month: 10, day: 8 }
 */
export function calendarDay(fact: Fact): { year: number; month: number; day: number } | undefined {
  if (fact.unit !== DATE_UNIT) return undefined;
  const date = new Date(Math.round(fact.value) * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * A fact's value as the site shows it: money as "$1,234.56", percentages as "7%", other units after the number
 * with the fact's decimals, dates in full ("Sunday, October 8, 2023").
 * @param fact - the fact
 * @returns display text
 * @example
 * formatFact({ label: 'Monthly payment', value: 308.770969, unit: '$', decimals: 2 }); // '$308.77'
 * formatFact({ label: 'BMI', value: 24.2215, unit: 'kg/m²', decimals: 1 }); // '24.2 kg/m²'
 */
export function formatFact(fact: Fact): string {
  if (fact.unit === DATE_UNIT) return LONG_DATE.format(Math.round(fact.value) * MS_PER_DAY);
  return formatQuantity(fact.value, fact.unit, fact.decimals);
}
