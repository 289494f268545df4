import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('gdp', () => {
  it('reads empty exports and imports as none, and the shares add up to 100%', () => {
    const closed = calculate('gdp', { consumption: 70, investment: 20, governmentSpending: 10, exports: '', imports: '' });
    expect(closed.value).toBe(100);
    expect(closed.details).toMatchObject({ netExports: 0, consumptionShare: 70, investmentShare: 20, governmentShare: 10, netExportsShare: 0 });
    const open = calculate('gdp', { consumption: 14000, investment: 4000, governmentSpending: 4000, exports: 2500, imports: 3200 }).details;
    expect(Number(open['consumptionShare']) + Number(open['investmentShare']) + Number(open['governmentShare']) + Number(open['netExportsShare'])).toBeCloseTo(100, 9);
  });

  it('takes a negative investment (inventories falling), and refuses components adding up to 0 or less, naming consumption', () => {
    expect(calculate('gdp', { consumption: 100, investment: -5, governmentSpending: 20 }).value).toBe(115);
    expect(() => calculate('gdp', { consumption: 10, investment: -20, governmentSpending: 5 }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'consumption' }));
    expect(() => calculate('gdp', { consumption: 10, investment: 0, governmentSpending: 0, exports: 0, imports: 10 }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'consumption' }));
  });

  it('refuses negative consumption, government spending, exports or imports, naming each', () => {
    for (const field of ['consumption', 'governmentSpending', 'exports', 'imports']) {
      expect(() => calculate('gdp', { consumption: 100, investment: 10, governmentSpending: 10, [field]: -1 }), field)
        .toThrow(expect.objectContaining({ code: 'out_of_domain', field }));
    }
  });
});
