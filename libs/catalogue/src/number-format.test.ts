import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatQuantity, numbersInFormat } from './format.js';
import { csvSeparator, typedNumberText, type NumberFormatChoice } from './number-format.js';
import { isNumberFormatChoice, numberFormatForLanguage } from './number-format-choices.js';
import { parseTypedNumber } from './typed-number.js';

const us: NumberFormatChoice = { locale: 'en-US', currency: 'USD' };
const euro: NumberFormatChoice = { locale: 'de-DE', currency: 'EUR' };
const french: NumberFormatChoice = { locale: 'fr-FR', currency: 'EUR' };
const swiss: NumberFormatChoice = { locale: 'de-CH', currency: 'CHF' };
// Intl separates with no-break spaces, and Swiss thousands with an apostrophe or a right quotation mark depending on
// its version of the locale data; compare with plain spaces and apostrophes.
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/\u2019/g, "'");

describe('numbers in each format', () => {
  it('group thousands and mark decimals with each style’s separators', () => {
    expect(formatNumber(1234567.891, 2, false, us)).toBe('1,234,567.89');
    expect(formatNumber(1234567.891, 2, false, euro)).toBe('1.234.567,89');
    expect(spaced(formatNumber(1234567.891, 2, false, french))).toBe('1 234 567,89');
    expect(spaced(formatNumber(1234567.891, 2, false, swiss))).toBe("1'234'567.89");
  });

  it('keep the sign of negative numbers and never show negative zero', () => {
    expect(formatNumber(-1234.5, 1, false, euro)).toBe('-1.234,5');
    expect(formatQuantity(-0.0001, '%', undefined, euro)).toBe('0%');
  });

  it('show percentages and units with the chosen decimal separator', () => {
    expect(formatQuantity(33.3333, '%', undefined, euro)).toBe('33,33%');
    expect(formatQuantity(24.22145, 'kg/m²', undefined, french)).toBe('24,22 kg/m²');
    expect(formatQuantity(2151.4, 'kcal/day', undefined, euro)).toBe('2.151 kcal/day');
  });
});

describe('money in each currency', () => {
  it('puts the symbol where the format’s locale puts it', () => {
    expect(formatQuantity(1234.5, '$', undefined, us)).toBe('$1,234.50');
    expect(spaced(formatQuantity(1234.5, '$', undefined, euro))).toBe('1.234,50 €');
    expect(spaced(formatQuantity(1234.5, '$', undefined, french))).toBe('1 234,50 €');
    expect(spaced(formatQuantity(1234.5, '$', undefined, swiss))).toBe("CHF 1'234.50");
    expect(formatQuantity(1234.5, '$', undefined, { locale: 'en-US', currency: 'GBP' })).toBe('£1,234.50');
    expect(formatQuantity(1234.5, '$', undefined, { locale: 'en-US', currency: 'INR' })).toBe('₹1,234.50');
  });

  it('keeps a rate after the amount', () => {
    expect(spaced(formatQuantity(1970.3, '$/month', undefined, euro))).toBe('1.970,30 €/month');
  });

  it('shows the currency’s own decimals: cents to the cent, yen whole', () => {
    expect(formatMoney(308.770969, undefined, us)).toBe('$308.77');
    expect(formatMoney(308.770969, undefined, { locale: 'en-US', currency: 'JPY' })).toBe('¥309');
    expect(formatMoney(308.770969, 3, euro).replace('\u00a0', ' ')).toBe('308,771 €');
  });

  it('signs negative amounts, except those that round to nothing', () => {
    expect(formatQuantity(-12.5, '$')).toBe('-$12.50');
    expect(spaced(formatQuantity(-1234.5, '$', undefined, euro))).toBe('-1.234,50 €');
    expect(spaced(formatQuantity(-0.001, '$', undefined, euro))).toBe('0,00 €');
  });
});

describe('sentences written in US format', () => {
  it('get their numbers and amounts in the visitor’s format', () => {
    expect(spaced(numbersInFormat('You pay $1,234.5 a month, -$12 less, over 2.5 years; 12,500 units in 2030.', euro))).toBe(
      'You pay 1.234,50 € a month, -12 € less, over 2,5 years; 12.500 units in 2030.',
    );
    expect(spaced(numbersInFormat('From $5-$10 and 50–70%', euro))).toBe('From 5 €-10 € and 50–70%');
  });

  it('stay as written in the default format', () => {
    expect(numbersInFormat('You pay $1,234.50 over 2.5 years.', us)).toBe('You pay $1,234.50 over 2.5 years.');
  });
});

describe('typed numbers in a format', () => {
  it('read the chosen decimal separator and thousands groups', () => {
    expect(parseTypedNumber('250.000', euro)).toBe(250000);
    expect(parseTypedNumber('250000,5', euro)).toBe(250000.5);
    expect(parseTypedNumber('-1.234.567,89', euro)).toBe(-1234567.89);
    expect(parseTypedNumber('250 000,5', french)).toBe(250000.5);
    expect(parseTypedNumber('250\u202f000', french)).toBe(250000);
    expect(parseTypedNumber("1'234.5", swiss)).toBe(1234.5);
    expect(parseTypedNumber('1’234', swiss)).toBe(1234);
  });

  it('refuse a dot that groups nothing where the comma marks decimals, rather than guess', () => {
    expect(parseTypedNumber('1.5', euro)).toBeNaN();
    expect(parseTypedNumber('1,2,3', euro)).toBeNaN();
    expect(parseTypedNumber('', euro)).toBeNaN();
    expect(parseTypedNumber('250000,5', us)).toBeNaN();
  });

  it('are written back with the format’s decimal separator', () => {
    expect(typedNumberText(250000.5, euro)).toBe('250000,5');
    expect(typedNumberText(250000.5, swiss)).toBe('250000.5');
    expect(parseTypedNumber(typedNumberText(0.125, french), french)).toBe(0.125);
  });
});

describe('the default format from the browser’s language', () => {
  it('follows the region’s currency and the language’s separators', () => {
    expect(numberFormatForLanguage('de-DE')).toEqual({ locale: 'de-DE', currency: 'EUR' });
    expect(numberFormatForLanguage('en-GB')).toEqual({ locale: 'en-US', currency: 'GBP' });
    expect(numberFormatForLanguage('en-US')).toEqual({ locale: 'en-US', currency: 'USD' });
    expect(numberFormatForLanguage('fr-FR')).toEqual({ locale: 'fr-FR', currency: 'EUR' });
    expect(numberFormatForLanguage('fr-CA')).toEqual({ locale: 'fr-FR', currency: 'CAD' });
    expect(numberFormatForLanguage('de-CH')).toEqual({ locale: 'de-CH', currency: 'CHF' });
    expect(numberFormatForLanguage('en-IE')).toEqual({ locale: 'en-US', currency: 'EUR' });
    expect(numberFormatForLanguage('ja-JP')).toEqual({ locale: 'en-US', currency: 'JPY' });
    expect(numberFormatForLanguage('hi-IN')).toEqual({ locale: 'en-US', currency: 'INR' });
  });

  it('uses the language’s currency without a region, and US dollars for anything unknown', () => {
    expect(numberFormatForLanguage('de')).toEqual({ locale: 'de-DE', currency: 'EUR' });
    expect(numberFormatForLanguage('en')).toEqual({ locale: 'en-US', currency: 'USD' });
    expect(numberFormatForLanguage('')).toEqual({ locale: 'en-US', currency: 'USD' });
    expect(numberFormatForLanguage(undefined)).toEqual({ locale: 'en-US', currency: 'USD' });
  });
});

describe('stored choices and CSV files', () => {
  it('accept only a format the site offers', () => {
    expect(isNumberFormatChoice(euro)).toBe(true);
    expect(isNumberFormatChoice({ locale: 'xx-XX', currency: 'EUR' })).toBe(false);
    expect(isNumberFormatChoice({ locale: 'de-DE', currency: 'toString' })).toBe(false);
    expect(isNumberFormatChoice('de-DE')).toBe(false);
  });

  it('separate CSV columns with semicolons where the comma marks decimals', () => {
    expect(csvSeparator(us)).toBe(',');
    expect(csvSeparator(euro)).toBe(';');
    expect(csvSeparator(french)).toBe(';');
    expect(csvSeparator(swiss)).toBe(',');
  });
});
