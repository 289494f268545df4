const SECONDS_PER_HOUR = 3600;

/**
 * A duration as a stopwatch shows it: the seconds rounded to a whole number, halves up, then `M:SS` below an hour and
 * `H:MM:SS` from one hour. The rounding to a millionth first keeps a float such as 298.49999999 (for 298.5) from
 * rounding down; the hours are written in full digits however many there are.
 * @param seconds - a duration of 0 seconds or more
 * @returns the duration as `M:SS` or `H:MM:SS`
 * @example
 * durationText(299); // '4:59'
 * durationText(12616.305); // '3:30:16'
 */
export function durationText(seconds: number): string {
  const whole = seconds < 1e9 ? Math.round(Math.round(seconds * 1e6) / 1e6) : Math.round(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(whole / SECONDS_PER_HOUR);
  const minutes = Math.floor(whole / 60) % 60;
  return hours > 0 ? `${BigInt(hours)}:${pad(minutes)}:${pad(whole % 60)}` : `${minutes}:${pad(whole % 60)}`;
}
