// The Runtime Agent's reading of search misses, as pure functions: what need a query names, which queries name the
// same need (plurals, word order, "calc", misspellings), and how sure the evidence makes us.

/** Words that say nothing about the need: every query is about a calculator. */
const FILLER_WORDS = new Set(['calculator', 'calculators', 'calc', 'calcs', 'calculate', 'calculation', 'calculations', 'a', 'an', 'the', 'for', 'of', 'my', 'to', 'online', 'free']);

/** How many sample queries a request keeps. */
export const SAMPLE_QUERIES_MAX = 5;

/** A search that found no calculator, as stored. */
export interface SearchMiss {
  readonly query: string;
  readonly createdAt: Date;
}

/** One need: the searches that name it, grouped. */
export interface Demand {
  /** The need's key: singular words in alphabetical order (`age dog`); the same for every spelling grouped here. */
  readonly key: string;
  /** What visitors asked for, as most of them wrote it, without filler (`dog age`). */
  readonly phrase: string;
  readonly searches: number;
  /** The days (UTC, `YYYY-MM-DD`) the searches came on, in order. */
  readonly days: readonly string[];
  /** Distinct queries as typed, most frequent first, at most SAMPLE_QUERIES_MAX. */
  readonly samples: readonly string[];
}

/**
 * A word without its plural ending, so that `loans` and `loan`, `taxes` and `tax`, `calories` and `calorie` meet.
 * The result is a key, not always an English word (`calory`).
 */
function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  // Only longer words: in `tmie` or `prcie` the ending is a typo, not `calorie`'s.
  if (word.length >= 6 && word.endsWith('ie')) return `${word.slice(0, -2)}y`;
  if (/(s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** The query's meaningful words, lower case, accents and punctuation removed, filler dropped, in the typed order. */
function meaningfulWords(query: string): string[] {
  return query
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word !== '' && !FILLER_WORDS.has(word));
}

/**
 * The need a query names, as a key: case, spacing, punctuation, "calculator"/"calc" words, plurals and word order do
 * not matter. Empty when the query names no need (`calculator`).
 * @param query - what a visitor typed
 * @returns the key
 * @example
 * demandKey('  Car LOANS calc '); // 'car loan'
 * demandKey('loan for a car'); // 'car loan'
 */
export function demandKey(query: string): string {
  return meaningfulWords(query).map(singular).sort().join(' ');
}

/**
 * Edit distance counting a swap of two neighbouring letters as one edit (optimal string alignment).
 * @example
 * editDistance('mortgage', 'motrgage'); // 1
 */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      row[j] = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1);
      }
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

/** Every order of a few words, run together (`dog age` -> `dogage`, `agedog`); a longer key only as it is. */
function runTogether(key: string): string[] {
  const words = key.split(' ');
  if (words.length > 4) return [words.join('')];
  const orders = (rest: readonly string[]): string[][] =>
    rest.length <= 1 ? [[...rest]] : rest.flatMap((word, i) => orders([...rest.slice(0, i), ...rest.slice(i + 1)]).map((order) => [word, ...order]));
  return [...new Set(orders(words).map((order) => order.join('')))];
}

/**
 * Whether two keys name the same need despite a misspelling: short keys must match exactly (`tip` and `tax` are two
 * needs), keys of 6 to 11 letters may differ by one edit, longer ones by two. Spaces are ignored, in any word order
 * (`body fat`, `bodyfat`; `age dog`, `dogage`).
 * @param a - a key
 * @param b - another key
 * @returns true when they are the same need
 * @example
 * sameDemand('mortgage', 'mortage'); // true
 * sameDemand('paint', 'point'); // false
 */
export function sameDemand(a: string, b: string): boolean {
  const rights = runTogether(b);
  return runTogether(a).some((left) => rights.some((right) => {
    if (left === right) return true;
    const shorter = Math.min(left.length, right.length);
    const allowed = shorter < 6 ? 0 : shorter < 12 ? 1 : 2;
    return allowed > 0 && Math.abs(left.length - right.length) <= allowed && editDistance(left, right) <= allowed;
  }));
}

const mostFrequent = (counts: ReadonlyMap<string, number>): string[] =>
  [...counts.entries()].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])).map(([text]) => text);

const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * Groups search misses by the need they name: the same key, or a key within a misspelling of a more searched one.
 * Queries that name no need are left out.
 * @param misses - the searches, in any order
 * @returns the needs, most searched first
 * @example
 * groupDemand([{ query: 'Dog age', createdAt }, { query: 'dog ages calc', createdAt }, { query: 'dgo age', createdAt }]);
 * // [{ key: 'age dog', phrase: 'dog age', searches: 3, ... }]
 */
export function groupDemand(misses: readonly SearchMiss[]): Demand[] {
  const byKey = new Map<string, SearchMiss[]>();
  for (const miss of misses) {
    const key = demandKey(miss.query);
    if (key === '') continue;
    byKey.set(key, [...(byKey.get(key) ?? []), miss]);
  }
  // The most searched spelling leads its group; a rarer key joins the first leader it is a misspelling of.
  const keys = [...byKey.entries()].sort((x, y) => y[1].length - x[1].length || x[0].localeCompare(y[0])).map(([key]) => key);
  const groups: Array<{ key: string; misses: SearchMiss[] }> = [];
  for (const key of keys) {
    const leader = groups.find((group) => sameDemand(group.key, key));
    if (leader) leader.misses.push(...(byKey.get(key) ?? []));
    else groups.push({ key, misses: [...(byKey.get(key) ?? [])] });
  }
  return groups
    .map(({ key, misses: grouped }) => {
      const phrases = new Map<string, number>();
      const samples = new Map<string, number>();
      for (const miss of grouped) {
        const leaderSpelling = demandKey(miss.query) === key;
        // The phrase comes from the leader's spelling only, so that a misspelling never names the request.
        if (leaderSpelling) {
          const phrase = meaningfulWords(miss.query).join(' ');
          phrases.set(phrase, (phrases.get(phrase) ?? 0) + 1);
        }
        const typed = miss.query.trim().replace(/\s+/g, ' ');
        samples.set(typed, (samples.get(typed) ?? 0) + 1);
      }
      return {
        key,
        phrase: mostFrequent(phrases)[0] ?? key,
        searches: grouped.length,
        days: [...new Set(grouped.map((miss) => utcDay(miss.createdAt)))].sort(),
        samples: mostFrequent(samples).slice(0, SAMPLE_QUERIES_MAX),
      };
    })
    .sort((x, y) => y.searches - x.searches || x.key.localeCompare(y.key));
}

/**
 * How sure the evidence makes us that a need is real: it grows with the searches and, more, with the distinct days
 * they came on (one visitor retrying in a minute is weaker than people asking all week), from 0.05 towards 0.99.
 * @param searches - searches behind the need
 * @param distinctDays - distinct days they came on
 * @returns a confidence from 0.05 to 0.99, two decimals
 * @example
 * demandConfidence(1, 1); // 0.05
 * demandConfidence(12, 3); // 0.63
 * demandConfidence(40, 7); // 0.96
 */
export function demandConfidence(searches: number, distinctDays: number): number {
  const evidence = searches + 4 * Math.max(0, distinctDays - 1);
  const confidence = 1 - Math.exp(-evidence / 20);
  return Math.min(0.99, Math.max(0.05, Math.round(confidence * 100) / 100));
}

/**
 * Words that point at a category of the site; the first category with a matching word wins (`heart rate` is health,
 * `interest rate` finance, `hourly rate` business).
 */
const CATEGORY_WORDS: ReadonlyArray<readonly [category: string, words: readonly string[]]> = [
  ['health', ['calory', 'calorie', 'bmi', 'weight', 'fat', 'body', 'pregnancy', 'due', 'ovulation', 'period', 'heart', 'pulse', 'sleep', 'water', 'protein', 'diet', 'macro', 'keto', 'carb', 'run', 'pace', 'step', 'blood', 'alcohol', 'bac', 'dog', 'cat', 'pet', 'baby', 'height', 'bmr', 'tdee', 'fitness', 'burn', 'burned', 'walking']],
  ['finance', ['loan', 'mortgage', 'interest', 'tax', 'salary', 'pay', 'paycheck', 'wage', 'income', 'saving', 'invest', 'investment', 'retirement', 'pension', 'stock', 'dividend', 'currency', 'exchange', 'inflation', 'rent', 'debt', 'credit', 'card', 'apr', 'apy', 'bond', 'budget', 'tip', 'car', 'auto', 'lease', '401k', 'ira', 'roth', 'crypto', 'bitcoin', 'net', 'worth', 'compound']],
  ['business', ['profit', 'margin', 'markup', 'revenue', 'sale', 'sales', 'invoice', 'payroll', 'inventory', 'break', 'roi', 'cost', 'price', 'pricing', 'discount', 'commission', 'depreciation', 'business', 'cash', 'flow', 'customer', 'churn', 'ltv', 'vat', 'freelance', 'hourly', 'rate']],
  ['education', ['gpa', 'grade', 'exam', 'test', 'score', 'school', 'study', 'percent', 'percentage', 'homework', 'reading', 'sat', 'act']],
  ['math', ['fraction', 'math', 'algebra', 'equation', 'average', 'mean', 'median', 'mode', 'statistic', 'deviation', 'scientific', 'square', 'root', 'quadratic', 'triangle', 'volume', 'area', 'random', 'permutation', 'combination', 'sequence', 'probability']],
  ['everyday', ['hours', 'hour', 'time', 'date', 'age', 'days', 'clock', 'shift', 'convert', 'conversion', 'unit', 'concrete', 'roof', 'roofing', 'gravel', 'fuel', 'gas', 'mileage', 'mpg', 'weather', 'temperature', 'subnet', 'password', 'dice', 'roman', 'zone']],
];

/**
 * A guess at the site category a need belongs to, from its words; `other` when no word points anywhere.
 * @param key - a need's key (see demandKey)
 * @returns a category id of the catalogue (`finance`, `health`, `education`, `business`, `math`, `everyday`) or `other`
 * @example
 * guessCategory('car loan'); // 'finance'
 * guessCategory('age dog'); // 'health'
 */
export function guessCategory(key: string): string {
  const words = new Set(key.split(' '));
  return CATEGORY_WORDS.find(([, list]) => list.some((word) => words.has(word)))?.[0] ?? 'other';
}

/**
 * The request's name: the need as visitors wrote it, in title case, as a calculator.
 * @param phrase - the need's phrase (see Demand)
 * @returns e.g. `Dog Age Calculator`
 * @example
 * requestName('dog age'); // 'Dog Age Calculator'
 */
export function requestName(phrase: string): string {
  return `${phrase.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase())} Calculator`;
}
