import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { targetHeartRate, targetHeartRateZone, type TargetHeartRateInputs } from './target-heart-rate.js';

const age = fc.double({ min: 10, max: 100, noNaN: true });
const intensity = fc.double({ min: 0, max: 100, noNaN: true });
const percentOfMax = fc.record({ age, method: fc.constant(2 as const), intensity }) satisfies fc.Arbitrary<TargetHeartRateInputs>;
const karvonen = fc
  .record({ age, intensity })
  .chain((given) =>
    fc
      .double({ min: 30, max: Math.min(120, 220 - given.age - 1), noNaN: true })
      .map((restingHeartRate): TargetHeartRateInputs => ({ ...given, method: 1, restingHeartRate })),
  );
const anyMethod = fc.oneof(karvonen, percentOfMax);

describe('target-heart-rate', () => {
  it('gives the target in bpm', () => {
    const result = calculate('target-heart-rate', { age: 40, method: 1, restingHeartRate: 60, intensity: 70 });
    expect(result.unit).toBe('bpm');
    expect(result.details['targetHeartRate']).toBe(result.value);
  });

  it.each([
    // CDC: a 50-year-old's moderate zone at 64–76% of 170 bpm is 109–129 bpm (108.8 rounds up)
    [50, 64, 109],
    [50, 76, 129],
    // CDC: a 35-year-old's vigorous zone at 77–93% of 185 bpm is 142–172 bpm
    [35, 77, 142],
    [35, 93, 172],
    // A true half rounds up: 190 × 85% = 161.5
    [30, 85, 162],
  ] as const)('at %s years and %s% of the maximum gives %s bpm (CDC)', (years, percent, expected) => {
    expect(calculate('target-heart-rate', { age: years, method: 2, intensity: percent }).value).toBe(expected);
  });

  it('gives the AHA zones, moderate 50–70% and vigorous 70–85%, by the chosen method', () => {
    expect(targetHeartRateZone({ age: 40, method: 2 }).details).toEqual({
      targetHeartRate: 126,
      maxHeartRate: 180,
      moderateZoneLow: 90,
      moderateZoneHigh: 126,
      vigorousZoneLow: 126,
      vigorousZoneHigh: 153,
    });
    expect(targetHeartRateZone({ age: 40, method: 1, restingHeartRate: 60 }).details).toMatchObject({
      moderateZoneLow: 120,
      moderateZoneHigh: 144,
      vigorousZoneLow: 144,
      vigorousZoneHigh: 162,
    });
  });

  it('aims at 70% when the intensity is left empty', () => {
    expect(calculate('target-heart-rate', { age: 40, method: 1, restingHeartRate: 60, intensity: '' }).value).toBe(144);
  });

  it('ignores a resting heart rate for the percentage-of-maximum method', () => {
    const { value, details } = targetHeartRateZone({ age: 40, method: 2, restingHeartRate: 60, intensity: 70 });
    expect(value).toBe(126);
    expect(details).not.toHaveProperty('heartRateReserve');
  });

  it('charts five training zones up to the maximum heart rate', () => {
    const { chart } = targetHeartRateZone({ age: 40, method: 2 });
    expect(chart?.type).toBe('bar');
    expect(chart?.data).toEqual([
      { role: 'veryLight', value: 108 },
      { role: 'fatBurn', value: 126 },
      { role: 'aerobic', value: 144 },
      { role: 'anaerobic', value: 162 },
      { role: 'maximum', value: 180 },
    ]);
  });

  describe('invalid input', () => {
    const valid = { age: 40, method: 1, restingHeartRate: 60, intensity: 70 };
    it.each([
      [{ ...valid, age: 0 }, 'age', 'out_of_domain', messages.greaterThanZero('Age')],
      [{ ...valid, age: -30 }, 'age', 'out_of_domain', messages.greaterThanZero('Age')],
      [{ ...valid, age: 120 }, 'age', 'out_of_domain', messages.lessThan('Age', '120')],
      [{ ...valid, restingHeartRate: undefined }, 'restingHeartRate', 'required', messages.required('Resting Heart Rate')],
      [{ ...valid, restingHeartRate: 0 }, 'restingHeartRate', 'out_of_domain', messages.greaterThanZero('Resting Heart Rate')],
      [
        { ...valid, age: 100, restingHeartRate: 120 },
        'restingHeartRate',
        'inconsistent',
        messages.lessThan('Resting Heart Rate', 'the maximum heart rate (120 bpm)'),
      ],
      [{ ...valid, intensity: 101 }, 'intensity', 'out_of_domain', messages.atMost('Target Intensity', 100)],
      [{ ...valid, intensity: -1 }, 'intensity', 'out_of_domain', messages.notNegative('Target Intensity')],
      [{ ...valid, method: 3 }, 'method', 'out_of_domain', messages.notAnOption('Method')],
      [{ age: 40 }, 'method', 'required', messages.required('Method')],
    ])('rejects %o (%s: %s)', (given, field, code, message) => {
      expect(() => calculate('target-heart-rate', given)).toThrow(expect.objectContaining({ field, code, message }));
    });

    it('requires the resting heart rate for Karvonen when compute is called without validation', () => {
      expect(() => targetHeartRate.compute({ age: 40, method: 1 })).toThrow(
        expect.objectContaining({ field: 'restingHeartRate', code: 'required' }),
      );
    });
  });

  describe('properties', () => {
    test.prop([anyMethod])('gives whole, finite heart rates with the zones in order', (given) => {
      const { value, details } = targetHeartRateZone(given);
      for (const v of Object.values(details)) expect(Number.isFinite(v)).toBe(true);
      for (const v of [value, details.moderateZoneLow, details.moderateZoneHigh, details.vigorousZoneHigh]) {
        expect(Number.isInteger(v)).toBe(true);
      }
      expect(details.moderateZoneLow).toBeLessThanOrEqual(details.moderateZoneHigh);
      expect(details.moderateZoneHigh).toBe(details.vigorousZoneLow);
      expect(details.vigorousZoneLow).toBeLessThanOrEqual(details.vigorousZoneHigh);
      expect(value).toBeLessThanOrEqual(Math.round(details.maxHeartRate));
    });

    test.prop([karvonen])('stays between the resting and the maximum heart rate (Karvonen)', (given) => {
      const { value, details } = targetHeartRateZone(given);
      expect(value).toBeGreaterThanOrEqual(Math.round(given.restingHeartRate ?? 0));
      expect(value).toBeLessThanOrEqual(Math.round(details.maxHeartRate));
    });

    test.prop([anyMethod])('does not modify its inputs', (given) => {
      const copy = structuredClone(given);
      targetHeartRateZone(Object.freeze(given));
      expect(given).toEqual(copy);
    });
  });
});
