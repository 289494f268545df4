import { describe, expect, it } from 'vitest';
import { feetInchesKeys, parseTypedNumber, withoutThousandsSeparators } from './typed-number.js';

describe('typed numbers', () => {
  it('read thousands separators only where they group thousands', () => {
    expect(parseTypedNumber('1,234,567.5')).toBe(1234567.5);
    expect(parseTypedNumber(' -12,500 ')).toBe(-12500);
    expect(parseTypedNumber('7')).toBe(7);
    expect(parseTypedNumber('1,23')).toBeNaN();
    expect(parseTypedNumber('')).toBeNaN();
    expect(parseTypedNumber('abc')).toBeNaN();
  });

  it('leave anything else as typed, for the message that names the input', () => {
    expect(withoutThousandsSeparators('12,500')).toBe('12500');
    expect(withoutThousandsSeparators('1,23')).toBe('1,23');
    expect(withoutThousandsSeparators(' abc ')).toBe(' abc ');
  });

  it('name a height in feet and inches after its input', () => {
    expect(feetInchesKeys('height')).toEqual({ feet: 'heightFeet', inches: 'heightInches' });
  });
});
