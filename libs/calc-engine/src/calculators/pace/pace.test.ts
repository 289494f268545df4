import { describe, expect, it } from 'vitest';
import { calculate, completedInputs } from '../../index.js';

describe('pace', () => {
  it('rounds durations to the nearest second, halves up', () => {
    expect(calculate('pace', { time: '4:58.5', distance: 1 }).details).toMatchObject({ pace: '4:59', paceSeconds: 298.5 });
    expect(calculate('pace', { time: '4:58.49', distance: 1 }).details['pace']).toBe('4:58');
    expect(calculate('pace', { time: '3:30:58.5', distance: 42.195 }).details['time']).toBe('3:30:59');
  });

  it('writes M:SS below an hour and H:MM:SS from one hour', () => {
    expect(calculate('pace', { time: '59:59.4', distance: 1 }).details['pace']).toBe('59:59');
    expect(calculate('pace', { time: '59:59.5', distance: 1 }).details['pace']).toBe('1:00:00');
    expect(calculate('pace', { time: '125:00', distance: 1 }).details).toMatchObject({ pace: '2:05:00', time: '2:05:00' });
  });

  it('takes the distance in miles or metres and the pace per mile', () => {
    const mile = calculate('pace', { time: '8:00', distance: 1, distanceUnit: 2, paceUnit: 2 }).details;
    expect(mile).toMatchObject({ pace: '8:00', speedMph: 7.5, distanceMiles: 1 });
    expect(mile['distanceKm']).toBeCloseTo(1.609344, 12);
    expect(calculate('pace', { time: '8:00', distance: 1609.344, distanceUnit: 3, paceUnit: 2 }).details['pace']).toBe('8:00');
  });

  it('refuses a zero time or distance, and a malformed duration, naming the field', () => {
    expect(() => calculate('pace', { time: '0:00', distance: 10 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'time', message: 'Time must be greater than 0' }));
    expect(() => calculate('pace', { time: '50:00', distance: 0 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'distance', message: 'Distance must be greater than 0' }));
    expect(() => calculate('pace', { time: '1000000:00:00', distance: 1e-310 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'distance', message: 'Distance is too small: the pace cannot be computed' }));
    // However long, a duration is written in digits.
    expect(calculate('pace', { time: 1e308, distance: 1 }).details['time']).toMatch(/^\d+:\d\d:\d\d$/);
    expect(() => calculate('pace', { time: 5e-324, distance: 1e6 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'time', message: 'Time is too short: the speed cannot be computed' }));
    for (const time of ['1:75:00', 'abc', '50', '-5:00']) {
      expect(() => calculate('pace', { time, distance: 10 }), time)
        .toThrow(expect.objectContaining({ code: 'not_a_duration', field: 'time', message: 'Time must be a duration (M:SS or H:MM:SS)' }));
    }
  });
});

describe('pace solved the other way round', () => {
  it('finds the time from a pace typed as a duration, with the time written as one', () => {
    const result = calculate('pace', { solve: 'time', pace: '8:01', distance: 26.2, distanceUnit: 2, paceUnit: 2 });
    // 481 s × 26.2 mi = 12,602.2 s.
    expect(result.value).toBeCloseTo(12602.2, 6);
    expect(result.unit).toBe('s');
    expect(result.details).toMatchObject({ time: '3:30:02', pace: '8:01' });
    expect(result.details['paceSeconds']).toBeCloseTo(481, 9);
  });

  it('finds the distance, and keeps the given time among the completed inputs', () => {
    const inputs = { solve: 'distance', pace: '6:00', time: '1:00:00', distanceUnit: 2, paceUnit: 1 };
    const result = calculate('pace', inputs);
    // 10 km in an hour at 6:00 per km, in miles.
    expect(result.value).toBeCloseTo(10 / 1.609344, 9);
    expect(completedInputs(inputs, result)).toEqual({ time: '1:00:00', distanceUnit: 2, paceUnit: 1, pace: '6:00', distance: result.value });
  });

  it('refuses a pace that is no duration or is zero, and an input that cannot be solved for', () => {
    expect(() => calculate('pace', { solve: 'time', pace: '4:75', distance: 10 }))
      .toThrow(expect.objectContaining({ code: 'not_a_duration', field: 'pace', message: 'Pace must be a duration (M:SS or H:MM:SS)' }));
    expect(() => calculate('pace', { solve: 'distance', pace: '0:00', time: '50:00' }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'pace', message: 'Pace must be greater than 0' }));
    expect(() => calculate('pace', { solve: 'paceUnit', pace: '5:00', time: '50:00', distance: 10 }))
      .toThrow(expect.objectContaining({ code: 'not_solvable', field: 'solve' }));
    expect(() => calculate('pace', { solve: 'time', distance: 10 }))
      .toThrow(expect.objectContaining({ code: 'required', field: 'pace' }));
  });
});
