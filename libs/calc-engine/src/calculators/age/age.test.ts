import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculate } from '../../index.js';
import { age } from './age.js';

const ageOn = (birthDate: string, asOfDate: string) => calculate('age', { birthDate, asOfDate }).details;

describe('age', () => {
  it('makes a 29 February birthday a year older on 28 February in common years', () => {
    expect(ageOn('2000-02-29', '2001-02-28')).toMatchObject({ years: 1, months: 0, days: 0, nextBirthday: '2001-02-28', daysUntilNextBirthday: 0 });
    expect(ageOn('2000-02-29', '2001-02-27')).toMatchObject({ years: 0, months: 11, days: 29, nextBirthday: '2001-02-28' });
    expect(ageOn('2000-02-29', '2004-02-29')).toMatchObject({ years: 4, months: 0, days: 0, nextBirthday: '2004-02-29' });
  });

  it('clamps month ends: 31 January to 29 February is 1 month, to 1 March 1 month and 1 day', () => {
    expect(ageOn('2000-01-31', '2000-02-29')).toMatchObject({ years: 0, months: 1, days: 0 });
    expect(ageOn('2000-01-31', '2000-03-01')).toMatchObject({ years: 0, months: 1, days: 1 });
  });

  it('is 0 on the day of birth, with the first birthday a year later', () => {
    expect(ageOn('2024-05-15', '2024-05-15')).toMatchObject({
      years: 0, months: 0, days: 0, totalDays: 0, totalHours: 0, nextBirthday: '2025-05-15', daysUntilNextBirthday: 365,
    });
  });

  it('gives the totals and the weekday of birth', () => {
    expect(ageOn('1990-05-15', '2026-11-26')).toMatchObject({
      years: 36, months: 6, days: 11, totalMonths: 438, totalDays: 13344, totalWeeks: 1906, totalHours: 320256,
      nextBirthday: '2027-05-15', daysUntilNextBirthday: 170, dayOfWeekBorn: 'Tuesday',
    });
  });

  it('refuses a date of birth after the as-of date, and dates that do not exist', () => {
    expect(() => calculate('age', { birthDate: '2030-01-01', asOfDate: '2026-11-26' }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'birthDate', message: 'Date of birth must be on or before the as-of date' }));
    expect(() => calculate('age', { birthDate: '2021-02-30', asOfDate: '2026-11-26' }))
      .toThrow(expect.objectContaining({ code: 'not_a_date', field: 'birthDate' }));
    expect(() => calculate('age', { birthDate: '', asOfDate: '2026-11-26' }))
      .toThrow(expect.objectContaining({ code: 'required', field: 'birthDate' }));
  });

  it('refuses an as-of date whose next birthday would fall after the year 9999, naming that date', () => {
    expect(ageOn('1955-03-03', '9999-03-03')).toMatchObject({ years: 8044, nextBirthday: '9999-03-03', daysUntilNextBirthday: 0 });
    expect(() => calculate('age', { birthDate: '1955-03-03', asOfDate: '9999-12-31' })).toThrow(expect.objectContaining({
      code: 'out_of_domain',
      field: 'asOfDate',
      message: 'Age at the Date of must be no later than 9999-03-03: the next birthday would fall after the year 9999',
    }));
  });
});

describe("age's what-ifs", () => {
  it('stop at the end of the calendar: no next birthday or later year after 9999', () => {
    const changes = (asOfDate: string) => (age.whatIfs ?? []).map((whatIf) => whatIf.change({ birthDate: '2000-06-01', asOfDate } as never));
    expect(changes('9999-12-31')).toEqual([undefined, undefined, undefined]);
    expect(changes('9998-12-31')).toEqual([{ asOfDate: '9999-06-01' }, { asOfDate: '9999-12-31' }, { asOfDate: '9999-01-01' }]);
  });
});

describe('age without an as-of date', () => {
  afterEach(() => { vi.useRealTimers(); });

  it('counts to today, in UTC', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T23:30:00Z') });
    expect(calculate('age', { birthDate: '1990-11-27' }).details).toMatchObject({ years: 35, daysUntilNextBirthday: 1 });
  });
});
