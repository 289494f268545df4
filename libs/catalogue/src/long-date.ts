/** Written out once and kept: building an `Intl.DateTimeFormat` costs more than using one. */
let longDateFormat: Intl.DateTimeFormat | undefined;

/**
 * An ISO calendar date written out. Read in UTC, as the engine computes it, so no time zone can move the day.
 * @param iso - `YYYY-MM-DD`
 * @returns "Sunday, October 8, 2023", or the input unchanged when it is not a date
 * @example
 * longDate('2023-10-08'); // 'Sunday, October 8, 2023'
 */
export function longDate(iso: string): string {
  const time = Date.parse(`${iso}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || !Number.isFinite(time)) return iso;
  longDateFormat ??= new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return longDateFormat.format(time);
}
