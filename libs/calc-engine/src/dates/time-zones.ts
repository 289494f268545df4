/**
 * IANA time-zone names, as the runtime's tz database knows them.
 *
 * The list is the runtime's own (`Intl.supportedValuesOf`), so a zone is known exactly when the conversions, which
 * use `Intl.DateTimeFormat`, can use it; `UTC` is added, since runtimes list it under `Etc` names or not at all.
 */

let names: readonly string[] | undefined;
let known: ReadonlySet<string> | undefined;

/**
 * Every time-zone name the runtime knows, `UTC` first, then in alphabetical order.
 * @returns the names (`Africa/Abidjan` … `Pacific/Wallis`)
 * @example
 * timeZoneNames()[0]; // 'UTC'
 */
export function timeZoneNames(): readonly string[] {
  names ??= ['UTC', ...Intl.supportedValuesOf('timeZone').filter((name) => name !== 'UTC').sort()];
  return names;
}

/**
 * Whether a text is a time-zone name the runtime knows: one it lists, or another IANA name for one of those (runtimes
 * list `Asia/Calcutta` and take `Asia/Kolkata` as the same zone, or the other way round). Abbreviations (`EST`) and
 * offsets are not zone names.
 * @example
 * isTimeZoneName('Asia/Kolkata'); // true
 * isTimeZoneName('EST'); // false
 */
export function isTimeZoneName(text: string): boolean {
  known ??= new Set(timeZoneNames());
  if (known.has(text)) return true;
  if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$/.test(text) || text.startsWith('Etc/')) return false;
  try {
    return known.has(new Intl.DateTimeFormat('en-US', { timeZone: text }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}
