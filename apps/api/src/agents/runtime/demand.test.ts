import { describe, expect, it } from 'vitest';
import { demandConfidence, demandKey, groupDemand, guessCategory, requestName, sameDemand } from './demand.js';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const misses = (entries: ReadonlyArray<readonly [query: string, times: number, date?: string]>) =>
  entries.flatMap(([query, times, date = '2025-05-01']) => Array.from({ length: times }, () => ({ query, createdAt: day(date) })));

describe('the need a query names', () => {
  it.each([
    ['Car Loan', 'car loan'],
    ['  car   loan  ', 'car loan'],
    ['car loans', 'car loan'],
    ['car loan calculator', 'car loan'],
    ['car loan calc', 'car loan'],
    ['Calculator: car-loan!', 'car loan'],
    ['loan for a car', 'car loan'],
    ['taxes', 'tax'],
    ['calories burned', 'burned calory'],
    ['calorie burned', 'burned calory'],
    ['Café tips', 'cafe tip'],
    ['tmie zone', 'tmie zone'],
    ['gross', 'gross'],
    ['calculator', ''],
    ['???', ''],
  ])('%j is %j', (query, key) => {
    expect(demandKey(query)).toBe(key);
  });
});

describe('misspellings', () => {
  it.each([
    ['mortgage', 'mortage', true],
    ['mortgage', 'motrgage', true],
    ['age dog', 'age dgo', true],
    ['body fat', 'bodyfat', true],
    ['dogage', 'age dog', true],
    ['pregnancy week', 'pregnacy week', true],
    ['pregnancy week', 'pregnacy wek', false],
    ['paint', 'point', false],
    ['tip', 'tax', false],
    ['roth ira', 'roth irb', true],
    ['loan', 'lawn', false],
  ])('%j and %j are the same need: %j', (a, b, same) => {
    expect(sameDemand(a, b)).toBe(same);
  });
});

describe('groupDemand', () => {
  it('groups case, spacing, calculator words, plurals and misspellings under the most searched spelling', () => {
    const groups = groupDemand(
      misses([
        ['dog age', 3, '2025-05-01'],
        ['Dog Age Calculator', 2, '2025-05-02'],
        ['dog ages calc', 1, '2025-05-02'],
        ['dgo age', 1, '2025-05-03'],
        ['tip split', 2, '2025-05-01'],
        ['tips split', 1, '2025-05-04'],
        ['calculator', 4],
      ]),
    );
    expect(groups).toEqual([
      {
        key: 'age dog',
        phrase: 'dog age',
        searches: 7,
        days: ['2025-05-01', '2025-05-02', '2025-05-03'],
        samples: ['dog age', 'Dog Age Calculator', 'dgo age', 'dog ages calc'],
      },
      { key: 'split tip', phrase: 'tip split', searches: 3, days: ['2025-05-01', '2025-05-04'], samples: ['tip split', 'tips split'] },
    ]);
  });

  it('keeps apart needs whose short words differ by a letter', () => {
    const groups = groupDemand(misses([['tip', 2], ['tax', 2], ['paint', 1], ['point', 1]]));
    expect(groups.map((group) => [group.key, group.searches])).toEqual([
      ['tax', 2],
      ['tip', 2],
      ['paint', 1],
      ['point', 1],
    ]);
  });

  it('keeps at most five sample queries, most frequent first, and names the need by its leading spelling', () => {
    const [group] = groupDemand(misses([['sleep cycle', 5], ['Sleep Cycles', 4], ['sleep cycle calc', 3], ['SLEEP CYCLE', 2], ['sleep-cycle', 1], ['sleep cycles calculator', 1]]));
    expect(group?.samples).toEqual(['sleep cycle', 'Sleep Cycles', 'sleep cycle calc', 'SLEEP CYCLE', 'sleep cycles calculator']);
    expect(group?.phrase).toBe('sleep cycle');
    expect(requestName(group?.phrase ?? '')).toBe('Sleep Cycle Calculator');
  });
});

describe('demandConfidence', () => {
  it('grows with searches and more with distinct days, within 0.05 and 0.99', () => {
    expect(demandConfidence(1, 1)).toBe(0.05);
    expect(demandConfidence(12, 3)).toBe(0.63);
    expect(demandConfidence(40, 7)).toBe(0.96);
    expect(demandConfidence(10_000, 300)).toBe(0.99);
    expect(demandConfidence(12, 1)).toBeLessThan(demandConfidence(12, 3));
    expect(demandConfidence(12, 3)).toBeLessThan(demandConfidence(13, 3));
  });
});

describe('guessCategory', () => {
  it.each([
    ['car loan', 'finance'],
    ['interest rate', 'finance'],
    ['heart rate', 'health'],
    ['age dog', 'health'],
    ['hourly rate', 'business'],
    ['profit share', 'business'],
    ['final grade', 'education'],
    ['paint', 'other'],
  ])('%j is %j', (key, category) => {
    expect(guessCategory(key)).toBe(category);
  });
});
