import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

const week = (inputs: Record<string, number | string>) => calculate('time-card', inputs).details;

describe('time-card', () => {
  it('counts a day whose in and out times are equal as 0 hours', () => {
    expect(week({ day1Start: '08:00', day1End: '08:00', day2Start: '08:00', day2End: '12:00' })).toMatchObject({ day1Hours: 0, totalHours: 4 });
  });

  it('uses the overtime limit and rate given, and no overtime at exactly the limit', () => {
    expect(week({ day1Start: '06:00', day1End: '18:00', hourlyRate: 10, overtimeAfter: 8, overtimeMultiplier: 2 }))
      .toMatchObject({ totalHours: 12, regularHours: 8, overtimeHours: 4, regularPay: 80, overtimePay: 80, totalPay: 160 });
    expect(week({ day1Start: '09:00', day1End: '17:00', hourlyRate: 10, overtimeAfter: 8 })).toMatchObject({ overtimeHours: 0, totalPay: 80 });
  });

  it('pays more with a higher rate or overtime multiplier, and less overtime with a higher limit', () => {
    const shifts = { day1Start: '06:00', day1End: '22:00', day2Start: '06:00', day2End: '22:00', day3Start: '06:00', day3End: '22:00' };
    const pay = (extra: Record<string, number>) => week({ ...shifts, hourlyRate: 15, ...extra });
    expect(pay({ hourlyRate: 16 })['totalPay']).toBeGreaterThan(pay({})['totalPay'] as number);
    expect(pay({ overtimeMultiplier: 2 })['totalPay']).toBeGreaterThan(pay({})['totalPay'] as number);
    expect(pay({ overtimeAfter: 45 })['overtimeHours']).toBeLessThan(pay({})['overtimeHours'] as number);
  });

  it('ignores the break of a day off', () => {
    expect(week({ day1Start: '09:00', day1End: '10:00', day7Break: 60 }).totalHours).toBe(1);
  });

  it('refuses a day with one time only, naming the empty one', () => {
    expect(() => calculate('time-card', { day2Start: '09:00' }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'day2End', message: 'Day 2 Out is needed with Day 2 In' }));
    expect(() => calculate('time-card', { day1Start: '09:00', day1End: '17:00', day3End: '17:00' }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'day3Start' }));
  });

  it('refuses a week without any day, and a break longer than the shift', () => {
    expect(() => calculate('time-card', { hourlyRate: 20 })).toThrow(expect.objectContaining({ code: 'required', field: 'day1Start' }));
    expect(() => calculate('time-card', { day4Start: '09:00', day4End: '10:00', day4Break: 61 }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'day4Break' }));
  });

  it('refuses a time that is no clock time', () => {
    expect(() => calculate('time-card', { day1Start: '25:00', day1End: '17:00' }))
      .toThrow(expect.objectContaining({ code: 'not_a_time', field: 'day1Start' }));
  });
});
