import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { idealBodyWeight } from './ideal-weight.js';

describe('ideal-weight', () => {
  it('gives each formula its base weight at exactly 5 ft (152.4 cm)', () => {
    const { details } = idealBodyWeight({ sex: 1, height: 152.4 });
    expect(details.idealWeightDevine).toBeCloseTo(50, 10);
    expect(details.idealWeightRobinson).toBeCloseTo(52, 10);
    expect(details.idealWeightMiller).toBeCloseTo(56.2, 10);
    expect(details.idealWeightHamwi).toBeCloseTo(48, 10);
  });

  it('extrapolates below 5 ft by subtracting the per-inch amount', () => {
    // 147.32 cm is 58 in: Devine (female) 45.5 − 2 × 2.3
    expect(idealBodyWeight({ sex: 2, height: 147.32 }).value).toBeCloseTo(40.9, 10);
  });

  it('charts the four formulas', () => {
    const { chart } = idealBodyWeight({ sex: 1, height: 177.8 });
    expect(chart?.type).toBe('bar');
    expect(chart?.data.map((bar) => bar.role)).toEqual(['devine', 'robinson', 'miller', 'hamwi']);
    expect(chart?.data[3]?.value).toBeCloseTo(75, 10);
  });

  describe('invalid input', () => {
    it.each([
      [{ sex: 1, height: 0 }, 'height', 'out_of_domain', messages.greaterThanZero('Height')],
      [{ sex: 2, height: -160 }, 'height', 'out_of_domain', messages.greaterThanZero('Height')],
      [{ sex: 1 }, 'height', 'required', messages.required('Height')],
      [{ height: 170 }, 'sex', 'required', messages.required('Sex')],
      [{ sex: 0, height: 170 }, 'sex', 'out_of_domain', messages.notAnOption('Sex')],
    ])('rejects %o (%s: %s)', (given, field, code, message) => {
      expect(() => calculate('ideal-weight', given)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });
});
