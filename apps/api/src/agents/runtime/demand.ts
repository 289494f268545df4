// The Runtime Agent's reading of search misses: what need a query names, which queries name the same need (plurals,
// word order, "calc" and its misspellings, qualifiers such as "rate", misspellings), and how sure the evidence makes
// us. Anyone can post a miss, so the work is bounded: a key has at most MAX_KEY_WORDS words of at most MAX_WORD_LENGTH
// letters, a run groups at most MAX_DEMAND_KEYS distinct keys, an edit distance stops at its threshold, and the
// grouping yields to the event loop every few milliseconds (see yieldEvery).

/** Words that say nothing about the need: every query is about a calculator. */
const FILLER_WORDS = new Set(['calculator', 'calculators', 'calc', 'calcs', 'calculate', 'calculation', 'calculations', 'a', 'an', 'the', 'for', 'of', 'my', 'to', 'online', 'free']);

/**
 * Words that qualify a need without naming another one: "paint estimator", "how much paint do I need" and "paint"
 * ask for the same calculator, as "currency converter" and "currency" do. Left out of a need's key and its name.
 */
const QUALIFIER_WORDS = new Set([
  'estimator', 'estimate', 'estimation', 'tool', 'tools', 'checker', 'finder', 'planner', 'chart', 'table', 'formula', 'converter', 'conversion', 'convert',
  'simple', 'easy', 'best', 'quick', 'how', 'much', 'many', 'what', 'is', 'are', 'do', 'does', 'i', 'can', 'should', 'will', 'need', 'needed', 'and', 'with',
]);

/** "Inflation rate" asks for the inflation calculator, but "heart rate" is named so: left out of the key only. */
const KEY_QUALIFIER_WORDS = new Set(['rate', 'rates']);

/** A need's key keeps its first this many words: no calculator's name is longer. */
const MAX_KEY_WORDS = 6;
/** Longer words are no word of a need (a pasted token, a run of letters) and are left out. */
const MAX_WORD_LENGTH = 30;
/** A run groups at most this many distinct keys, the most searched first; the rest wait for more searches. */
export const MAX_DEMAND_KEYS = 2_000;

/** How many sample queries a request keeps. */
export const SAMPLE_QUERIES_MAX = 5;

/** Searches that found no calculator, as the agent reads them: one query on one day, and how often. */
export interface SearchMiss {
  readonly query: string;
  /** The UTC day, `YYYY-MM-DD`. */
  readonly day: string;
  readonly searches: number;
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

/** "calculator" as people misspell it (`calcualtor`, `calulator`, `claculator`): filler too. */
function isCalculatorWord(word: string): boolean {
  return FILLER_WORDS.has(word) || (word.length >= 8 && word.length <= 12 && word.startsWith('c') && editDistance(word, 'calculator', 2) <= 2);
}

/**
 * The query's meaningful words, lower case, accents and punctuation removed, filler and over-long words dropped, in
 * the typed order, at most {@link MAX_KEY_WORDS}.
 */
function meaningfulWords(query: string): string[] {
  return query
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .filter((word) => word !== '' && word.length <= MAX_WORD_LENGTH && !isCalculatorWord(word))
    .slice(0, MAX_KEY_WORDS);
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
  return without(KEY_QUALIFIER_WORDS, needWords(query)).map(singular).sort().join(' ');
}

/** The words left without `qualifiers`, unless that leaves none: a query of qualifiers alone ("rate") is its need. */
function without(qualifiers: ReadonlySet<string>, words: readonly string[]): string[] {
  const left = words.filter((word) => !qualifiers.has(word));
  return left.length > 0 ? left : [...words];
}

/** The query's words that name its need, in the typed order: its meaningful words without qualifiers. */
function needWords(query: string): string[] {
  return without(QUALIFIER_WORDS, meaningfulWords(query));
}

/**
 * Edit distance counting a swap of two neighbouring letters as one edit (optimal string alignment), computed only as
 * far as `limit`: cells further than `limit` from the diagonal are never filled, and a row wholly past it stops the
 * work. The cost is at most (2 × limit + 1) cells a letter.
 * @returns the distance, or `limit + 1` when it is greater than `limit`
 * @example
 * editDistance('mortgage', 'motrgage', 2); // 1
 */
export function editDistance(a: string, b: string, limit: number): number {
  const past = limit + 1;
  if (Math.abs(a.length - b.length) > limit || letterDifference(a, b) > limit) return past;
  const width = b.length + 1;
  if (rows[0].length < width) rows = [new Int32Array(width * 2), new Int32Array(width * 2), new Int32Array(width * 2)];
  // Three rows, reused from call to call: the one before the previous (for a swap), the previous and this one.
  let [before, above, row] = rows;
  above.fill(past, 0, width);
  for (let j = 0; j <= Math.min(limit, b.length); j += 1) above[j] = j;
  before.fill(past, 0, width);
  for (let i = 1; i <= a.length; i += 1) {
    row.fill(past, 0, width);
    if (i <= limit) row[0] = i;
    let smallest = row[0] as number;
    for (let j = Math.max(1, i - limit); j <= Math.min(b.length, i + limit); j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] as number) + 1);
      row[j] = Math.min(value, past);
      smallest = Math.min(smallest, row[j] as number);
    }
    if (smallest > limit) return past;
    [before, above, row] = [above, row, before];
  }
  return Math.min(above[b.length] as number, past);
}

let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(256), new Int32Array(256), new Int32Array(256)];
/** Letter counts by UTF-16 code unit, back to zeros after each use. */
const letterCounts = new Int32Array(0x10000);

/**
 * A lower bound of the edit distance found without building its table: each edit adds or removes at most one letter
 * of each kind, so the letters one text has more of than the other (counted both ways, the larger) cannot be fewer
 * than the edits. Two unrelated texts of one length are told apart in one pass over their letters.
 */
function letterDifference(a: string, b: string): number {
  const count = (code: number, by: number) => {
    letterCounts[code] = (letterCounts[code] as number) + by;
  };
  for (let i = 0; i < a.length; i += 1) count(a.charCodeAt(i), 1);
  for (let i = 0; i < b.length; i += 1) count(b.charCodeAt(i), -1);
  let more = 0;
  let fewer = 0;
  for (let i = 0; i < a.length; i += 1) {
    const code = a.charCodeAt(i);
    const left = letterCounts[code] as number;
    if (left > 0) more += left;
    else fewer -= left;
    letterCounts[code] = 0;
  }
  for (let i = 0; i < b.length; i += 1) {
    const code = b.charCodeAt(i);
    const left = letterCounts[code] as number;
    if (left < 0) fewer -= left;
    letterCounts[code] = 0;
  }
  return Math.max(more, fewer);
}

/** Every order of a few words, run together (`dog age` -> `dogage`, `agedog`); a key of four words or more only as it is. */
function runTogether(key: string): string[] {
  const words = key.split(' ');
  if (words.length > 3) return [words.join('')];
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
  return sameRunTogether(runTogether(a), runTogether(b));
}

function sameRunTogether(lefts: readonly string[], rights: readonly string[]): boolean {
  return lefts.some((left) => rights.some((right) => {
    if (left === right) return true;
    const shorter = Math.min(left.length, right.length);
    const allowed = shorter < 6 ? 0 : shorter < 12 ? 1 : 2;
    return allowed > 0 && editDistance(left, right, allowed) <= allowed;
  }));
}

/** Work done in one turn of the event loop before the grouping lets requests in: a few milliseconds. */
const SLICE_MS = 8;

/**
 * A pause to call inside a long loop: once {@link SLICE_MS} have passed since the last turn, it waits for the event
 * loop to serve what came in meanwhile, then stops the work if the run was aborted (its time limit).
 * @param signal - the run's signal
 * @returns the pause; `await pause()` costs nothing until the slice is used up
 * @example
 * const pause = eventLoopSlices(context.signal);
 * for (const item of items) { await pause(); work(item); }
 */
export function eventLoopSlices(signal?: AbortSignal): () => Promise<void> {
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await new Promise((resolve) => setImmediate(resolve));
    signal?.throwIfAborted();
    sliceStart = performance.now();
  };
}

const mostFrequent = (counts: ReadonlyMap<string, number>): string[] =>
  [...counts.entries()].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])).map(([text]) => text);

const add = (counts: Map<string, number>, text: string, searches: number) => counts.set(text, (counts.get(text) ?? 0) + searches);

/** The needs a run's misses name, and the searches it left for a later run. */
export interface DemandGrouping {
  /** The needs, most searched first. */
  readonly demands: Demand[];
  /** Searches whose keys were past the MAX_DEMAND_KEYS most searched. */
  readonly searchesLeftOut: number;
}

/**
 * Groups search misses by the need they name: the same key, or a key within a misspelling of a more searched one.
 * Queries that name no need are left out, and so are keys past the {@link MAX_DEMAND_KEYS} most searched. Yields to
 * the event loop every {@link SLICE_MS} and stops when `signal` aborts.
 * @param misses - the searches, in any order
 * @param signal - the run's signal
 * @returns the needs, most searched first
 * @example
 * await groupDemand([{ query: 'Dog age', day: '2025-05-01', searches: 2 }, { query: 'dgo age', day: '2025-05-02', searches: 1 }]);
 * // { demands: [{ key: 'age dog', phrase: 'dog age', searches: 3, ... }], searchesLeftOut: 0 }
 */
export async function groupDemand(misses: readonly SearchMiss[], signal?: AbortSignal): Promise<DemandGrouping> {
  const pause = eventLoopSlices(signal);
  const byKey = new Map<string, { misses: SearchMiss[]; searches: number }>();
  for (const miss of misses) {
    await pause();
    const key = demandKey(miss.query);
    if (key === '') continue;
    const entry = byKey.get(key) ?? { misses: [], searches: 0 };
    entry.misses.push(miss);
    entry.searches += miss.searches;
    byKey.set(key, entry);
  }
  // The most searched spelling leads its group; a rarer key joins the first leader it is a misspelling of.
  const ranked = [...byKey.entries()].sort((x, y) => y[1].searches - x[1].searches || x[0].localeCompare(y[0]));
  const kept = ranked.slice(0, MAX_DEMAND_KEYS);
  const searchesLeftOut = ranked.slice(MAX_DEMAND_KEYS).reduce((sum, [, entry]) => sum + entry.searches, 0);
  const groups: Array<{ key: string; spellings: readonly string[]; misses: SearchMiss[] }> = [];
  for (const [key, entry] of kept) {
    const spellings = runTogether(key);
    let leader: (typeof groups)[number] | undefined;
    for (const group of groups) {
      await pause();
      if (sameRunTogether(group.spellings, spellings)) {
        leader = group;
        break;
      }
    }
    if (leader) leader.misses.push(...entry.misses);
    else groups.push({ key, spellings, misses: [...entry.misses] });
  }
  const demands = groups
    .map(({ key, misses: grouped }) => {
      const phrases = new Map<string, number>();
      const samples = new Map<string, number>();
      for (const miss of grouped) {
        // The phrase comes from the leader's spelling only, so that a misspelling never names the request.
        if (demandKey(miss.query) === key) add(phrases, needWords(miss.query).join(' '), miss.searches);
        add(samples, miss.query.trim().replace(/\s+/g, ' '), miss.searches);
      }
      return {
        key,
        phrase: mostFrequent(phrases)[0] ?? key,
        searches: grouped.reduce((sum, miss) => sum + miss.searches, 0),
        days: [...new Set(grouped.map((miss) => miss.day))].sort(),
        samples: mostFrequent(samples).slice(0, SAMPLE_QUERIES_MAX),
      };
    })
    .sort((x, y) => y.searches - x.searches || x.key.localeCompare(y.key));
  return { demands, searchesLeftOut };
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
