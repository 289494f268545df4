import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { bloodAlcohol } from './bac.js';

describe('bac', () => {
  it('counts a standard drink as 14 g and a drink by size and strength at 0.789 g/mL of ethanol', () => {
    const standard = bloodAlcohol({ sex: 1, weight: 80, drinkInput: 1, standardDrinks: 1, hoursSinceFirstDrink: 0 });
    expect(standard.details.alcoholGrams).toBe(14);
    // 355 mL × 5% × 0.789 = 14.00475 g: a US can of beer is one standard drink.
    const can = calculate('bac', { sex: 1, weight: 80, drinkInput: 2, numberOfDrinks: 1, drinkVolume: 355, alcoholPercent: 5 });
    expect(can.details['alcoholGrams']).toBeCloseTo(14.00475, 10);
  });

  it('gives a woman a higher BAC than a man of the same weight (r 0.55 against 0.68)', () => {
    const man = calculate('bac', { sex: 1, weight: 70, standardDrinks: 2 }).value as number;
    const woman = calculate('bac', { sex: 2, weight: 70, standardDrinks: 2 }).value as number;
    expect(woman / man).toBeCloseTo(0.68 / 0.55, 12);
  });

  it('takes 0.015% off an hour, and never goes below 0', () => {
    const peak = calculate('bac', { sex: 1, weight: 80, standardDrinks: 3 }).value as number;
    const later = calculate('bac', { sex: 1, weight: 80, standardDrinks: 3, hoursSinceFirstDrink: 2 }).value as number;
    expect(peak - later).toBeCloseTo(0.03, 12);
    const gone = calculate('bac', { sex: 1, weight: 80, standardDrinks: 3, hoursSinceFirstDrink: 48 });
    expect(gone.value).toBe(0);
    expect(gone.details['hoursUntilSober']).toBe(0);
  });

  it('refuses a weight outside 20 to 300 kg and a missing sex, naming each field', () => {
    expect(() => calculate('bac', { sex: 1, weight: 19, standardDrinks: 3 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'weight', message: messages.fromTo('Body Weight', 20, 300) }));
    expect(() => calculate('bac', { weight: 80, standardDrinks: 3 }))
      .toThrow(expect.objectContaining({ code: 'required', field: 'sex' }));
  });
});
