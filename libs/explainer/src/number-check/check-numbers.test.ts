import { describe, expect, it } from 'vitest';
import { checkNumbers, dateFact, type Fact } from '../index.js';

const payment: Fact = { label: 'Monthly payment', value: 308.770969, unit: '$', decimals: 2 };
const rate: Fact = { label: 'Annual interest rate', value: 7, unit: '%', decimals: 2 };
const term: Fact = { label: 'Loan term', value: 30, unit: 'years', decimals: 0 };
const bmi: Fact = { label: 'BMI', value: 24.221453, unit: 'kg/m²', decimals: 1 };
const revenue: Fact = { label: 'Break-even revenue', value: 1_234_567.89, unit: '$', decimals: 2 };
const calories: Fact = { label: 'Daily calories', value: 2139.3875, unit: 'kcal/day', decimals: 0 };
const profit: Fact = { label: 'Profit', value: -500, unit: '$', decimals: 2 };
const dueDate = dateFact('Estimated due date', '2023-10-08');
const facts = [payment, rate, term, bmi, revenue, calories, profit, dueDate];

const accepted = (text: string) => expect(checkNumbers(text, facts), text).toEqual({ ok: true });
const rejected = (text: string, ...numbers: string[]) =>
  expect(checkNumbers(text, facts), text).toEqual({ ok: false, unverified: numbers });

describe('checkNumbers', () => {
  it('accepts a text without numbers', () => {
    accepted('Your payment is manageable for most budgets.');
  });

  it('accepts a fact as the site shows it, with or without thousands separators', () => {
    accepted('You pay $308.77 a month at 7% for 30 years; revenue must reach $1,234,567.89 (1234567.89 dollars).');
  });

  it('accepts a fact rounded to fewer decimals or to a whole number, from the value or from its display', () => {
    accepted('About $308.8, or $309, a month; a BMI of 24.2, about 24.');
    expect(checkNumbers('A BMI of 2.4', [{ label: 'x', value: 2.445, decimals: 2 }])).toEqual({ ok: true });
  });

  it('rejects a number off by more than its rounding, and shows it as written', () => {
    rejected('You pay $308.78 a month, roughly $310.', '$308.78', '$310');
    rejected('A BMI of 24.3.', '24.3');
  });

  it('rejects more decimals than the site shows, except trailing zeros', () => {
    rejected('You pay $308.771.', '$308.771');
    rejected('About 2,139.39 kcal a day.', '2,139.39');
    accepted('A rate of 7.00% and 2,139.0 kcal.');
  });

  it('rejects rounding to tens or hundreds and numbers the facts do not hold', () => {
    rejected('Roughly $300 a month, $3,705 a year.', '$300', '$3,705');
  });

  it('accepts a scale that keeps two significant digits: 1.2k, 1.2K, $1.2 million, $1.2M, 2.1 thousand', () => {
    accepted('Revenue of $1.2 million ($1.2M, $1,235k, $1.23 million), 2.1k or 2.1K or 2.1 thousand calories.');
  });

  it('rejects a one-digit scaled figure unless it is exact', () => {
    rejected('About $1 million in revenue and 2k calories.', '$1 million', '2k');
    expect(checkNumbers('$1 million', [{ label: 'Goal', value: 1e6, unit: '$', decimals: 2 }])).toEqual({ ok: true });
  });

  it('rejects a scaled figure off by more than its rounding', () => {
    rejected('Revenue of $1.3 million.', '$1.3 million');
  });

  it('matches money only to money facts and percentages only to percentage facts', () => {
    rejected('A $7 rate and a 30% term.', '$7', '30%');
    accepted('7 percent for 30 years.');
    expect(checkNumbers('A margin of 40%.', [{ label: 'Margin ratio', value: 0.4, decimals: 2 }])).toEqual({
      ok: false,
      unverified: ['40%'],
    });
  });

  it('accepts a written minus only for a negative fact, and an unsigned number for either sign', () => {
    accepted('A loss of $500, a profit of -$500, or −$500.');
    rejected('A rate of -7%.', '-7%');
  });

  it('reads "30-year" and ranges as unsigned numbers', () => {
    accepted('A 30-year loan at 7%; a BMI of 24.2–24.2 or 24-30.');
    rejected('A BMI range of 18.5-24.9.', '18.5', '24.9');
  });

  it('reads numbers in words from zero to ninety-nine, with a scale', () => {
    accepted('Thirty years at seven percent.');
    rejected('Twenty-five years at eight percent, two million dollars.', 'Twenty-five', 'eight percent', 'two million dollars');
  });

  it('ignores list markers, "1st", a lone 1 and "one", which carry no figure', () => {
    accepted('1. Your payment is $308.77.\n2) The 1st payment is due in one month; 1 in 30 people pays early.');
    rejected('1 in 3 people pay early.', '3');
  });

  it('rejects unit conversions and derived counts', () => {
    rejected('That is 360 payments over 30 years, or 12 months a year.', '360', '12');
  });

  it('accepts the date of a date fact in its common written forms, and its year', () => {
    accepted(
      'Due on Sunday, October 8, 2023 (2023-10-08, 10/8/2023, 8 October 2023, Oct. 8th, the 8th of October), in October 2023, in 2023.',
    );
  });

  it('rejects another date, another month and another year', () => {
    rejected('Due on October 9, 2023, or 2023-11-08, in November 2023, or 2024.', 'October 9, 2023', '2023-11-08', 'November 2023', '2024');
  });

  it('does not read a date fact as an amount', () => {
    rejected('Day 19638.', '19638');
  });

  it('lists each unverified number once, in the order written', () => {
    rejected('$310, then 12, then $310 again.', '$310', '12');
  });

  it('ignores digits inside words such as m2 or B12', () => {
    accepted('Measured in kg/m2 with vitamin B12.');
  });
});

describe('dateFact', () => {
  it('counts days since 1970-01-01', () => {
    expect(dateFact('Due', '2023-10-08')).toEqual({ label: 'Due', value: 19638, unit: 'date', decimals: 0 });
    expect(dateFact('Epoch', '1970-01-01').value).toBe(0);
  });

  it('refuses a text that is not a calendar date', () => {
    expect(() => dateFact('Due', '2023-02-30')).toThrow(RangeError);
    expect(() => dateFact('Due', 'October 8')).toThrow(RangeError);
  });
});
