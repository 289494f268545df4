import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('irr', () => {
  it('refuses flows of one sign, naming cashFlows', () => {
    for (const flows of ['100, 200, 300', '-100, -200', '0, 0, 0']) {
      expect(() => calculate('irr', { cashFlows: flows }), flows)
        .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'cashFlows', message: 'Enter at least one negative and one positive cash flow' }));
    }
    expect(() => calculate('irr', { cashFlows: '-100' })).toThrow(expect.objectContaining({ code: 'inconsistent', field: 'cashFlows' }));
  });

  it('names both rates of flows whose sign changes twice (−100, 230, −132: 10% and 20%)', () => {
    expect(() => calculate('irr', { cashFlows: '-100, 230, -132' }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'cashFlows', message: expect.stringMatching(/^These cash flows have more than one IRR \(10%, 20%\)/) }));
  });

  it('answers no_solution when no rate up to 1,000% makes the NPV 0', () => {
    // Returning $20,000 a period after $1: far above 1,000% a period.
    expect(() => calculate('irr', { cashFlows: '-1, 20000' })).toThrow(expect.objectContaining({ code: 'no_solution', field: 'cashFlows' }));
  });

  it('finds a rate in a thousand flows, and leaves the NPV out without a discount rate', () => {
    const flows = ['-100000', ...Array.from({ length: 999 }, () => '1000')].join(', ');
    const result = calculate('irr', { cashFlows: flows });
    // A perpetuity-like stream: 1,000 a period on 100,000 is very nearly 1% a period.
    expect(result.value).toBeCloseTo(1, 4);
    expect(result.details).not.toHaveProperty('npv');
    expect(result.details).toMatchObject({ periods: 999, netCashFlow: 899000 });
  });

  it('refuses an NPV too large to compute at a rate near −99%, naming the discount rate', () => {
    const flows = ['-1', ...Array.from({ length: 999 }, () => '1')].join(', ');
    expect(() => calculate('irr', { cashFlows: flows, discountRate: -99 })).toThrow(expect.objectContaining({ field: 'discountRate' }));
  });
});
