import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculate } from '../../index.js';

const convert = (inputs: Record<string, string>) => calculate('time-zone', inputs).details;

describe('time-zone', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves to the previous or next day when the hours cross midnight', () => {
    expect(convert({ dateTime: '2024-07-01T23:30', fromZone: 'Asia/Tokyo', toZone: 'America/Los_Angeles' }))
      .toMatchObject({ convertedDateTime: '2024-07-01T07:30', fromUtcOffset: '+09:00', toUtcOffset: '-07:00', hoursDifference: -16 });
    expect(convert({ dateTime: '2024-12-31T22:00', fromZone: 'UTC', toZone: 'Pacific/Kiritimati' }).convertedDateTime).toBe('2025-01-01T12:00');
  });

  it('handles quarter-hour zones and the southern summer', () => {
    expect(convert({ dateTime: '2024-01-15T00:00', fromZone: 'Asia/Kathmandu', toZone: 'Australia/Sydney' }))
      .toMatchObject({ utcDateTime: '2024-01-14T18:15', convertedDateTime: '2024-01-15T05:15', hoursDifference: 5.25 });
  });

  it('reads an empty time as now and an empty zone as UTC', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-06-01T10:00:30Z'));
    expect(convert({ toZone: 'Europe/Paris' })).toMatchObject({ convertedDateTime: '2024-06-01T12:00', fromUtcOffset: '+00:00' });
  });

  it('refuses an unknown zone and a time that is no date and time, naming the field', () => {
    expect(() => calculate('time-zone', { dateTime: '2024-01-01T00:00', fromZone: 'Mars/Olympus', toZone: 'UTC' }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'fromZone' }));
    expect(() => calculate('time-zone', { dateTime: '2024-01-01T00:00', fromZone: 'UTC', toZone: 'EST' }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'toZone' }));
    expect(() => calculate('time-zone', { dateTime: '2024-01-01 25:00', fromZone: 'UTC', toZone: 'UTC' }))
      .toThrow(expect.objectContaining({ code: 'not_a_datetime', field: 'dateTime' }));
  });

  it('refuses a conversion past the end of the calendar', () => {
    expect(() => calculate('time-zone', { dateTime: '9999-12-31T23:00', fromZone: 'UTC', toZone: 'Asia/Tokyo' }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'dateTime' }));
  });
});
