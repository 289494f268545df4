import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('tip', () => {
  it('reads an empty tip as 15%, empty people as one and an empty rounding as none', () => {
    const plain = calculate('tip', { billAmount: 50, tipPercent: '', numberOfPeople: '', roundUp: '' });
    expect(plain.value).toBeCloseTo(7.5, 12);
    expect(plain.details).toMatchObject({ totalPerPerson: 57.5, tipPerPerson: 7.5 });
    expect(plain.unit).toBe('$');
  });

  it('rounds each share up to the next whole dollar, and the shares add up to the total', () => {
    // $99.5566 for three is $33.19 each: $34 each, $102 in all.
    const shared = calculate('tip', { billAmount: 84.37, tipPercent: 18, numberOfPeople: 3, roundUp: 2 });
    expect(shared.details['totalPerPerson']).toBe(34);
    expect(shared.details['totalAmount']).toBe(102);
    // Just over a whole dollar still goes up: $100.01 at 0% for one is $101.
    expect(calculate('tip', { billAmount: 100.01, tipPercent: 0, roundUp: 2 }).details['totalPerPerson']).toBe(101);
    // Without rounding, the shares are exact fractions of the total.
    const exact = calculate('tip', { billAmount: 100, tipPercent: 15, numberOfPeople: 3 });
    expect((exact.details['totalPerPerson'] as number) * 3).toBeCloseTo(115, 12);
  });

  it('refuses a bill of 0, a part person and a rounding that is not an option, naming each field', () => {
    expect(() => calculate('tip', { billAmount: 0 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'billAmount', message: 'Bill must be greater than 0' }));
    expect(() => calculate('tip', { billAmount: 50, numberOfPeople: 2.5 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'numberOfPeople' }));
    expect(() => calculate('tip', { billAmount: 50, numberOfPeople: 0 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'numberOfPeople' }));
    expect(() => calculate('tip', { billAmount: 50, roundUp: 3 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'roundUp' }));
    expect(() => calculate('tip', { tipPercent: 15 })).toThrow(expect.objectContaining({ code: 'required', field: 'billAmount' }));
  });
});
