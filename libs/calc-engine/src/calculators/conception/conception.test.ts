import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('conception', () => {
  it('agrees with the pregnancy due date calculator both ways', () => {
    const fromPeriod = calculate('conception', { method: 2, lastPeriodDate: '2024-03-01', cycleLength: 32 }).details;
    const due = calculate('pregnancy-due-date', { method: 1, lastPeriodDate: '2024-03-01', cycleLength: 32, asOfDate: '2024-04-01' }).value;
    expect(fromPeriod['dueDate']).toBe(due);
    expect(calculate('conception', { dueDate: String(due) }).value).toBe(fromPeriod['conceptionDate']);
  });

  it('refuses a cycle outside 20 to 45 days and a missing date', () => {
    expect(() => calculate('conception', { method: 2, lastPeriodDate: '2024-03-01', cycleLength: 46 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'cycleLength' }));
    expect(() => calculate('conception', { method: 2, lastPeriodDate: '2024-03-01', cycleLength: 30.5 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'cycleLength' }));
    expect(() => calculate('conception', { method: 1 })).toThrow(expect.objectContaining({ code: 'required', field: 'dueDate' }));
  });
});
