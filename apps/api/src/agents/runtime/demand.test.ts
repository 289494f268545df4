import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demandConfidence, demandKey, editDistance, groupDemand, guessCategory, MAX_DEMAND_KEYS, requestName, sameDemand, type SearchMiss } from './demand.js';

const misses = (entries: ReadonlyArray<readonly [query: string, times: number, date?: string]>): SearchMiss[] =>
  entries.map(([query, searches, day = '2025-05-01']) => ({ query, day, searches }));
const grouped = async (entries: ReadonlyArray<readonly [query: string, times: number, date?: string]>) => (await groupDemand(misses(entries))).demands;

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
    ['inflation rate calculator', 'inflation'],
    ['Inflation Calcualtor Calculator', 'inflation'],
    ['how much mortgage can i afford', 'afford mortgage'],
    ['rate', 'rate'],
    ['calulator', ''],
    ['claculator', ''],
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
  it('groups case, spacing, calculator words, plurals and misspellings under the most searched spelling', async () => {
    const groups = await grouped(
      [
        ['dog age', 3, '2025-05-01'],
        ['Dog Age Calculator', 2, '2025-05-02'],
        ['dog ages calc', 1, '2025-05-02'],
        ['dgo age', 1, '2025-05-03'],
        ['tip split', 2, '2025-05-01'],
        ['tips split', 1, '2025-05-04'],
        ['calculator', 4],
      ],
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

  it('keeps apart needs whose short words differ by a letter', async () => {
    const groups = await grouped([['tip', 2], ['tax', 2], ['paint', 1], ['point', 1]]);
    expect(groups.map((group) => [group.key, group.searches])).toEqual([
      ['tax', 2],
      ['tip', 2],
      ['paint', 1],
      ['point', 1],
    ]);
  });

  it('keeps at most five sample queries, most frequent first, and names the need by its leading spelling', async () => {
    const [group] = await grouped([['sleep cycle', 5], ['Sleep Cycles', 4], ['sleep cycle calc', 3], ['SLEEP CYCLE', 2], ['sleep-cycle', 1], ['sleep cycles calculator', 1]]);
    expect(group?.samples).toEqual(['sleep cycle', 'Sleep Cycles', 'sleep cycle calc', 'SLEEP CYCLE', 'sleep cycles calculator']);
    expect(group?.phrase).toBe('sleep cycle');
    expect(requestName(group?.phrase ?? '')).toBe('Sleep Cycle Calculator');
  });
});

describe('a corpus of real-looking misses', () => {
  // What visitors type for needs the site does not answer: each need comes in several spellings, and each must end
  // up as one request, named as most visitors wrote it.
  const corpus: ReadonlyArray<readonly [query: string, times: number, date?: string]> = [
    ['inflation calculator', 9, '2025-05-01'],
    ['Inflation Rate Calculator', 4, '2025-05-02'],
    ['Inflation Calcualtor Calculator', 1, '2025-05-03'],
    ['inflaton calculator', 1, '2025-05-03'],
    ['how much inflation', 1, '2025-05-04'],
    ['dog age calculator', 6, '2025-05-01'],
    ['dog years', 5, '2025-05-02'],
    ['dog age calulator', 2, '2025-05-02'],
    ['Dog Ages', 1, '2025-05-03'],
    ['currency converter', 5, '2025-05-01'],
    ['currency exchange rate', 3, '2025-05-02'],
    ['currancy converter', 1, '2025-05-04'],
    ['paint estimator', 3, '2025-05-01'],
    ['paint calculator', 2, '2025-05-02'],
    ['how much paint do i need', 2, '2025-05-03'],
    ['wallpaper', 2, '2025-05-03'],
    ['calculater', 3, '2025-05-03'],
    ['free online calculator', 2, '2025-05-03'],
  ];

  it('folds each need into one request: misspelt "calculator", qualifiers and typos', async () => {
    const groups = await grouped(corpus);
    expect(groups.map((group) => [requestName(group.phrase), group.searches, group.days.length])).toEqual([
      ['Inflation Calculator', 16, 4],
      ['Dog Age Calculator', 9, 3],
      ['Paint Calculator', 7, 3],
      ['Currency Calculator', 6, 2],
      // Other words for a need stay apart: the operator sees both and may reject one.
      ['Dog Years Calculator', 5, 1],
      ['Currency Exchange Rate Calculator', 3, 1],
      ['Wallpaper Calculator', 2, 1],
    ]);
  });
});

describe('the work anyone can make a run do is bounded', () => {
  it('computes an edit distance only as far as its limit, agreeing with the full one up to it', () => {
    const full = (a: string, b: string): number => {
      const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
      for (let i = 1; i <= a.length; i += 1) {
        for (let j = 1; j <= b.length; j += 1) {
          const row = d[i] as number[];
          row[j] = Math.min((d[i - 1] as number[])[j] as number + 1, (row[j - 1] as number) + 1, ((d[i - 1] as number[])[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
        }
      }
      return (d[a.length] as number[])[b.length] as number;
    };
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), maxLength: 14 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, limit) => {
        expect(editDistance(a, b, limit)).toBe(Math.min(full(a, b), limit + 1));
      }),
      { numRuns: 2_000 },
    );
  });

  it('keys a query by its first six words, leaving out words of more than 30 letters', () => {
    expect(demandKey('one two three four five six seven eight')).toBe('five four one six three two');
    expect(demandKey(`dog ${'x'.repeat(31)} age`)).toBe('age dog');
  });

  it(`groups at most the ${MAX_DEMAND_KEYS} most searched keys, counting the searches it left out`, async () => {
    // Keys under six letters group only when equal: each of these is a need of its own.
    const rare = Array.from({ length: MAX_DEMAND_KEYS + 50 }, (_, i) => [`n${i}`, 1] as const);
    const { demands, searchesLeftOut } = await groupDemand(misses([['dog age', 5], ...rare]));
    expect(demands[0]).toMatchObject({ key: 'age dog', searches: 5 });
    expect(searchesLeftOut).toBe(51);
    expect(demands.reduce((sum, demand) => sum + demand.searches, 0)).toBe(MAX_DEMAND_KEYS - 1 + 5);
  });

  it('lets the event loop serve requests while it groups thousands of adversarial misses, and stops when aborted', async () => {
    // Distinct queries of four random 12-letter words (a seeded generator: the same every run), all of one length:
    // the worst case for the pairwise comparison, half a million pairs.
    let seed = 7;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const word = () => Array.from({ length: 12 }, () => String.fromCharCode(97 + Math.floor(next() * 26))).join('');
    const adversarial = misses(Array.from({ length: 1_000 }, () => [`${word()} ${word()} ${word()} ${word()}`, 1] as const));
    expect(new Set(adversarial.map((miss) => demandKey(miss.query))).size).toBe(1_000);
    let turns = 0;
    const ticking = setInterval(() => {
      turns += 1;
    }, 0);
    try {
      await groupDemand(adversarial);
    } finally {
      clearInterval(ticking);
    }
    // A timer ran between slices: the grouping never held the thread for its whole run.
    expect(turns).toBeGreaterThan(0);
    const controller = new AbortController();
    controller.abort(new Error('It passed its time limit and was stopped.'));
    await expect(groupDemand(adversarial, controller.signal)).rejects.toThrow('time limit');
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
