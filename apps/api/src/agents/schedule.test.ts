import { describe, expect, it } from 'vitest';
import { describeSchedule, nextScheduledRun, scheduleCron } from './schedule.js';

describe('agent schedules', () => {
  it('read in words and as cron', () => {
    expect([describeSchedule({ every: 'minute' }), scheduleCron({ every: 'minute' })]).toEqual(['Every minute', '* * * * *']);
    expect([describeSchedule({ every: 'hour', minute: 0 }), scheduleCron({ every: 'hour', minute: 0 })]).toEqual([
      'Every hour at minute 00 (UTC)',
      '0 * * * *',
    ]);
    expect([describeSchedule({ every: 'day', hour: 4, minute: 15 }), scheduleCron({ every: 'day', hour: 4, minute: 15 })]).toEqual([
      'Every day at 04:15 UTC',
      '15 4 * * *',
    ]);
  });

  it('know the next start, strictly after now', () => {
    const at = (iso: string) => new Date(iso);
    expect(nextScheduledRun({ every: 'minute' }, at('2025-03-01T10:20:30Z'))).toEqual(at('2025-03-01T10:21:00Z'));
    expect(nextScheduledRun({ every: 'minute' }, at('2025-03-01T10:20:00Z'))).toEqual(at('2025-03-01T10:21:00Z'));
    expect(nextScheduledRun({ every: 'hour', minute: 0 }, at('2025-03-01T10:20:30Z'))).toEqual(at('2025-03-01T11:00:00Z'));
    expect(nextScheduledRun({ every: 'hour', minute: 45 }, at('2025-03-01T10:20:30Z'))).toEqual(at('2025-03-01T10:45:00Z'));
    expect(nextScheduledRun({ every: 'hour', minute: 0 }, at('2025-03-01T23:00:00Z'))).toEqual(at('2025-03-02T00:00:00Z'));
    expect(nextScheduledRun({ every: 'day', hour: 3, minute: 0 }, at('2025-03-01T02:59:59Z'))).toEqual(at('2025-03-01T03:00:00Z'));
    expect(nextScheduledRun({ every: 'day', hour: 3, minute: 0 }, at('2025-03-01T03:00:00Z'))).toEqual(at('2025-03-02T03:00:00Z'));
    expect(nextScheduledRun({ every: 'day', hour: 3, minute: 0 }, at('2025-12-31T12:00:00Z'))).toEqual(at('2026-01-01T03:00:00Z'));
  });
});
