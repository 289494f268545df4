import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('sleep', () => {
  it('counts bedtimes back across midnight and wake-up times on across midnight', () => {
    const bedtimes = calculate('sleep', { mode: 1, time: '01:00', fallAsleepMinutes: 0 });
    // 01:00 − 450 min is 17:30 the day before; − 270 min is 20:30.
    expect(bedtimes.details).toMatchObject({ suggestedTime: '17:30', time3Cycles: '20:30', time6Cycles: '16:00' });
    const alarms = calculate('sleep', { mode: 2, time: '22:00', fallAsleepMinutes: 20 });
    expect(alarms.details).toMatchObject({ suggestedTime: '05:50', time3Cycles: '02:50', time6Cycles: '07:20' });
  });

  it('reads empty fields as waking up, 15 minutes to fall asleep and 90-minute cycles', () => {
    const plain = calculate('sleep', { mode: '', time: '6:30', fallAsleepMinutes: '', cycleMinutes: '' });
    expect(plain.value).toBe('22:45');
    expect(plain.details['sleepHoursSuggested']).toBe(7.5);
  });

  it('gives the hours of five cycles of the length entered', () => {
    const short = calculate('sleep', { mode: 1, time: '07:00', cycleMinutes: 80 });
    expect(short.details['sleepHoursSuggested']).toBeCloseTo(6.666667, 6);
    // 07:00 − 400 − 15 = 00:05.
    expect(short.value).toBe('00:05');
  });

  it('refuses a time that is not HH:MM and minutes outside their ranges, naming each field', () => {
    for (const time of ['25:00', '7am', '07:60', '']) {
      expect(() => calculate('sleep', { mode: 1, time }), time).toThrow(expect.objectContaining({ field: 'time' }));
    }
    expect(() => calculate('sleep', { mode: 1, time: '7am' })).toThrow(expect.objectContaining({ code: 'not_a_time' }));
    expect(() => calculate('sleep', { time: '07:00', fallAsleepMinutes: 121 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'fallAsleepMinutes', message: 'Minutes to Fall Asleep must be from 0 to 120' }));
    expect(() => calculate('sleep', { time: '07:00', cycleMinutes: 59 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'cycleMinutes', message: 'Sleep Cycle Length must be from 60 to 120' }));
  });
});
