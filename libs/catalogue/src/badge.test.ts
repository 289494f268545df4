import { describe, expect, it } from 'vitest';
import { badgeTone } from './badge.js';

describe('badgeTone', () => {
  it('colours every category word of the result panel\'s list', () => {
    expect(['Underweight', 'Low', 'Poor'].map(badgeTone)).toEqual(['red-pink', 'red-pink', 'red-pink']);
    expect(['Normal', 'Average', 'Good'].map(badgeTone)).toEqual(['green', 'green', 'green']);
    expect(['Overweight', 'High', 'Excellent'].map(badgeTone)).toEqual(['blue', 'blue', 'blue']);
    expect(['Obese', 'Very high'].map(badgeTone)).toEqual(['red-orange', 'red-orange']);
  });

  it('matches the leading word of a longer label, in any case', () => {
    expect(badgeTone('Normal weight')).toBe('green');
    expect(badgeTone('OBESE class II')).toBe('red-orange');
    expect(badgeTone('  very   HIGH risk ')).toBe('red-orange');
    expect(badgeTone('High risk')).toBe('blue');
    expect(badgeTone('Low-risk')).toBe('red-pink');
  });

  it('does not match a word that only starts the same letters, and falls back to blue', () => {
    expect(badgeTone('Lower than usual')).toBe('blue');
    expect(badgeTone('Goodish')).toBe('blue');
    expect(badgeTone('Above average')).toBe('blue');
    expect(badgeTone('B+')).toBe('blue');
    expect(badgeTone('')).toBe('blue');
  });
});
