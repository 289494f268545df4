/**
 * When an agent runs by itself, in UTC: every minute (for trials and tests), every hour at a minute, or every day at
 * a time. Kept to these three so that the operator reads it in words and the next start is known exactly.
 */
export type Schedule =
  | { readonly every: 'minute' }
  | { readonly every: 'hour'; readonly minute: number }
  | { readonly every: 'day'; readonly hour: number; readonly minute: number };

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The schedule as the job queue's cron expression (minute hour day month weekday), read in UTC.
 * @param schedule - the schedule
 * @returns the cron expression
 * @example
 * scheduleCron({ every: 'day', hour: 3, minute: 30 }); // '30 3 * * *'
 */
export function scheduleCron(schedule: Schedule): string {
  if (schedule.every === 'minute') return '* * * * *';
  if (schedule.every === 'hour') return `${schedule.minute} * * * *`;
  return `${schedule.minute} ${schedule.hour} * * *`;
}

/**
 * The schedule in words, for the operator.
 * @param schedule - the schedule
 * @returns e.g. `Every day at 03:30 UTC`
 * @example
 * describeSchedule({ every: 'hour', minute: 5 }); // 'Every hour at minute 05 (UTC)'
 */
export function describeSchedule(schedule: Schedule): string {
  if (schedule.every === 'minute') return 'Every minute';
  if (schedule.every === 'hour') return `Every hour at minute ${twoDigits(schedule.minute)} (UTC)`;
  return `Every day at ${twoDigits(schedule.hour)}:${twoDigits(schedule.minute)} UTC`;
}

/**
 * The first start strictly after `now`.
 * @param schedule - the schedule
 * @param now - the moment to count from
 * @returns the next start, at a whole minute
 * @example
 * nextScheduledRun({ every: 'hour', minute: 0 }, new Date('2025-01-01T10:20:30Z')).toISOString(); // '2025-01-01T11:00:00.000Z'
 */
export function nextScheduledRun(schedule: Schedule, now: Date): Date {
  const next = new Date(now);
  next.setUTCSeconds(0, 0);
  if (schedule.every === 'minute') {
    next.setUTCMinutes(next.getUTCMinutes() + 1);
    return next;
  }
  if (schedule.every === 'hour') {
    next.setUTCMinutes(schedule.minute);
    if (next <= now) next.setUTCHours(next.getUTCHours() + 1);
    return next;
  }
  next.setUTCHours(schedule.hour, schedule.minute);
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}
