import type { SeoPriority } from '@calchub/api-contract';
import { calculatorDefinitions, calculatorPath, SITE_NAME } from '@calchub/catalogue';
import { DESCRIPTION_MAX, fitDescription, fitWords, normalQuery, significantWords, TITLE_MAX, titleCase } from './page-text.js';

/** A page's metadata as the site serves it. */
export interface SeoPage {
  /** "/calculator/loan". */
  readonly path: string;
  /** The whole `<title>`: "Loan Calculator | CalcHub". */
  readonly title: string;
  readonly description: string;
  /** What people type for this page (the catalogue's keywords); empty for a page without any. */
  readonly keywords: readonly string[];
}

/**
 * Site searches of one query, counted: text and counts only, nothing about who searched. `foundPath` is the page the
 * search found (the first result people took); absent for a search miss.
 */
export interface SearchDemand {
  readonly query: string;
  readonly count: number;
  readonly firstSeen: Date;
  readonly lastSeen: Date;
  readonly foundPath?: string;
}

/** A proposal still waiting for the operator; `path` when the store keeps it. */
export interface PendingSeoProposal {
  readonly keyword: string;
  readonly title: string;
  readonly path?: string;
}

/** One SEO proposal: a keyword for a page, the title and description that would say it, and why. */
export interface SeoProposalDraft {
  readonly path: string;
  /** Normalised: lower case, single spaces. */
  readonly keyword: string;
  /** At most 60 characters, never cut inside a word. */
  readonly title: string;
  /** At most 160 characters. */
  readonly metaDescription: string;
  readonly priority: SeoPriority;
  /** 0 to 1, two decimals. */
  readonly confidenceScore: number;
  /** Searches a month actually observed for the keyword; null when there is no search data for it. */
  readonly estimatedTraffic: number | null;
  /** The evidence, in a sentence: the counts behind it, or "No search data yet: …". */
  readonly evidence: string;
}

/** What the SEO Agent is given: the site's pages, the demand it saw, what is pending, and the time of the run. */
export interface SeoAgentInput {
  readonly pages: readonly SeoPage[];
  readonly demand: readonly SearchDemand[];
  readonly pending: readonly PendingSeoProposal[];
  readonly now: Date;
  /** The most proposals one run makes, highest priority first. Default 20. */
  readonly limit?: number;
}

/** An SEO Agent run: the new proposals and the run's summary for its history. */
export interface SeoAgentRun {
  readonly summary: string;
  readonly proposals: readonly SeoProposalDraft[];
}

const DEFAULT_LIMIT = 20;
const DAY_MS = 86_400_000;
/** The average month, in days: counts are divided by the months observed, a shorter span counting as one month. */
const MONTH_DAYS = 30.44;
/** The fewest searches of a query that make it evidence: fewer could be one visitor's typing, or a test. */
const MIN_SEARCHES = 3;
/** Searches a month from which a keyword is a high or a medium priority. */
const HIGH_TRAFFIC = 50;
const MEDIUM_TRAFFIC = 10;
/**
 * A miss belongs to a page when more than half its words are the page's, or half with one in the page's name, and
 * one of them is in its name or keywords: "bmi for kids" is the BMI page's, "aquarium volume" is not the break-even
 * page's for the word "volume" (it is a calculator the site lacks, for the Runtime Agent).
 */
const MISS_MATCH_SHARE = 0.5;
const TITLE_SUFFIX = ` | ${SITE_NAME}`;
const PRIORITY_ORDER: Record<SeoPriority, number> = { high: 0, medium: 1, low: 2 };

/**
 * Every calculator page's metadata as the site serves it from the catalogue: the path, `{title} | CalcHub` (as the
 * calculator page's head writes it), the description and the keywords. An approved proposal's title and description
 * replace these where the site serves them; the caller applies those.
 * @returns one page per calculator, in the catalogue's order
 * @example
 * catalogueSeoPages()[0]; // { path: '/calculator/mortgage', title: 'Mortgage Calculator | CalcHub', ... }
 */
export function catalogueSeoPages(): SeoPage[] {
  return calculatorDefinitions.map((definition) => ({
    path: calculatorPath(definition.slug),
    title: `${definition.title}${TITLE_SUFFIX}`,
    description: definition.description,
    keywords: [...definition.keywords],
  }));
}

interface Demand {
  readonly keyword: string;
  readonly count: number;
  readonly firstSeen: Date;
  readonly found: boolean;
}

interface PageFacts {
  readonly page: SeoPage;
  /** The title without " | CalcHub". */
  readonly name: string;
  readonly nameWords: ReadonlySet<string>;
  /** Words of the name and keywords: the page's identity. */
  readonly identity: ReadonlySet<string>;
  /** Every word of the page's metadata. */
  readonly vocabulary: ReadonlySet<string>;
}

function factsOf(page: SeoPage): PageFacts {
  const name = page.title.endsWith(TITLE_SUFFIX) ? page.title.slice(0, -TITLE_SUFFIX.length) : page.title;
  const nameWords = new Set(significantWords(name));
  const identity = new Set([...nameWords, ...page.keywords.flatMap(significantWords)]);
  return { page, name, nameWords, identity, vocabulary: new Set([...identity, ...significantWords(page.description)]) };
}

/** Searches a month: the count over the months since the query was first seen, a span under a month counting as one. */
function monthly(count: number, firstSeen: Date, now: Date): number {
  const months = Math.max(1, (now.getTime() - firstSeen.getTime()) / DAY_MS / MONTH_DAYS);
  return Math.round(count / months);
}

function share(words: readonly string[], among: ReadonlySet<string>): number {
  return words.length === 0 ? 0 : words.filter((word) => among.has(word)).length / words.length;
}

/** The page a search miss asks for, when one clearly does: most words in common, then most in its name or keywords. */
function pageForMiss(words: readonly string[], pages: readonly PageFacts[]): PageFacts | undefined {
  let best: { facts: PageFacts; score: number; identity: number } | undefined;
  for (const facts of pages) {
    const identity = share(words, facts.identity);
    const score = share(words, facts.vocabulary);
    const named = words.some((word) => facts.nameWords.has(word));
    if (identity === 0 || score < MISS_MATCH_SHARE || (score === MISS_MATCH_SHARE && !named)) continue;
    if (!best || score > best.score || (score === best.score && identity > best.identity)) best = { facts, score, identity };
  }
  return best?.facts;
}

/** The site's demand per page, grouped by normalised query: found searches by the page they found, misses by the page they match. */
function demandByPage(demand: readonly SearchDemand[], pages: readonly PageFacts[]): Map<string, Demand[]> {
  const byPath = new Map(pages.map((facts) => [facts.page.path, facts]));
  const grouped = new Map<string, { path: string; keyword: string; count: number; firstSeen: Date; found: boolean }>();
  for (const entry of demand) {
    if (!Number.isFinite(entry.count) || entry.count <= 0) continue;
    const keyword = normalQuery(entry.query);
    const words = significantWords(keyword);
    if (words.length === 0) continue;
    const facts = entry.foundPath === undefined ? pageForMiss(words, pages) : byPath.get(entry.foundPath);
    if (!facts) continue;
    const found = entry.foundPath !== undefined;
    const key = `${facts.page.path}\n${keyword}`;
    const known = grouped.get(key);
    grouped.set(key, {
      path: facts.page.path,
      keyword,
      count: (known?.count ?? 0) + entry.count,
      firstSeen: known && known.firstSeen < entry.firstSeen ? known.firstSeen : entry.firstSeen,
      // A query some searches found and others missed is the page's all the same.
      found: (known?.found ?? false) || found,
    });
  }
  const result = new Map<string, Demand[]>();
  for (const { path, ...entry } of grouped.values()) {
    if (entry.count >= MIN_SEARCHES) result.set(path, [...(result.get(path) ?? []), entry]);
  }
  return result;
}

/**
 * The page's title saying the keyword, within 60 characters: `{name}: {Keyword} | CalcHub`, the name shortened at a
 * word if need be, then without the site name, then the keyword alone; undefined when even that is too long.
 */
function titleWithKeyword(facts: PageFacts, phrase: string): string | undefined {
  for (const suffix of [TITLE_SUFFIX, '']) {
    const room = TITLE_MAX - suffix.length - phrase.length - 2;
    const name = room > 0 ? fitWords(facts.name, room) : undefined;
    if (name) return `${name}: ${phrase}${suffix}`;
  }
  return [`${phrase}${TITLE_SUFFIX}`, phrase].find((whole) => whole.length <= TITLE_MAX);
}

/** The page's own title within 60 characters: its name shortened at a word, with the site name when it still fits. */
function shortenedTitle(facts: PageFacts): string | undefined {
  const withSite = fitWords(facts.name, TITLE_MAX - TITLE_SUFFIX.length);
  return withSite ? `${withSite}${TITLE_SUFFIX}` : fitWords(facts.name, TITLE_MAX);
}

/** The description saying the keyword: as it is when it already does, else led by the keyword. */
function descriptionWithKeyword(facts: PageFacts, keyword: string, phrase: string): string {
  const description = facts.page.description;
  const said = significantWords(keyword).every((word) => new Set(significantWords(description)).has(word));
  return fitDescription(said ? description : `${phrase}: ${description}`);
}

function priorityOf(traffic: number): SeoPriority {
  return traffic >= HIGH_TRAFFIC ? 'high' : traffic >= MEDIUM_TRAFFIC ? 'medium' : 'low';
}

const twoDecimals = (value: number) => Math.round(value * 100) / 100;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Titles and keywords no new proposal may repeat: each title (lower case) with the page that serves it, or '' for a
 * pending or proposed one; each keyword by page, or '*' when a pending proposal does not say its page.
 */
interface Taken {
  readonly titles: Map<string, string>;
  readonly keywords: Set<string>;
}

const keywordKey = (path: string | undefined, keyword: string) => `${path ?? '*'}\n${normalQuery(keyword)}`;

function isTaken(taken: Taken, path: string, keyword: string, title: string): boolean {
  const owner = taken.titles.get(title.toLowerCase());
  // A page keeps its own title (a proposal that only fits its description); any other holder's title is taken.
  return (owner !== undefined && owner !== path) || taken.keywords.has(keywordKey(path, keyword)) || taken.keywords.has(keywordKey(undefined, keyword));
}

function take(taken: Taken, proposal: SeoProposalDraft): void {
  taken.titles.set(proposal.title.toLowerCase(), '');
  taken.keywords.add(keywordKey(proposal.path, proposal.keyword));
}

/** A proposal from the searches the page saw: the most-searched keyword its title does not say yet. */
function fromDemand(facts: PageFacts, demand: readonly Demand[], now: Date, taken: Taken): SeoProposalDraft | undefined {
  const candidates = demand
    .map((entry) => ({ ...entry, traffic: monthly(entry.count, entry.firstSeen, now), words: significantWords(entry.keyword) }))
    .filter((entry) => !entry.words.every((word) => facts.nameWords.has(word)))
    .sort((a, b) => b.traffic - a.traffic || Number(b.found) - Number(a.found) || a.keyword.localeCompare(b.keyword));
  for (const entry of candidates) {
    const phrase = titleCase(entry.keyword, `${facts.page.title} ${facts.page.description}`);
    const title = titleWithKeyword(facts, phrase);
    if (!title || isTaken(taken, facts.page.path, entry.keyword, title)) continue;
    const days = Math.max(1, Math.ceil((now.getTime() - entry.firstSeen.getTime()) / DAY_MS));
    const searches = `${plural(entry.count, 'search', 'searches')} in ${plural(days, 'day', 'days')} (${entry.traffic} a month)`;
    return {
      path: facts.page.path,
      keyword: entry.keyword,
      title,
      metaDescription: descriptionWithKeyword(facts, entry.keyword, phrase),
      priority: priorityOf(entry.traffic),
      // Site search already sent these searches here (found) or they found nothing and match the page (a miss);
      // more searches and more of the keyword's words on the page make the proposal surer.
      confidenceScore: twoDecimals(
        (entry.found ? 0.55 : 0.35) + 0.3 * Math.min(1, entry.traffic / HIGH_TRAFFIC) + 0.1 * share(entry.words, facts.vocabulary),
      ),
      estimatedTraffic: entry.traffic,
      evidence: entry.found
        ? `"${entry.keyword}": ${searches} found this page, whose title does not say it.`
        : `"${entry.keyword}": ${searches} found no calculator; this page matches them.`,
    };
  }
  return undefined;
}

/**
 * A proposal from the page's own metadata, with no search behind it: a title over 60 characters shortened, a
 * description over 160 fitted; else one of its keyword phrases that neither its title nor its description says.
 */
function fromMetadata(facts: PageFacts, taken: Taken): SeoProposalDraft | undefined {
  const { page } = facts;
  const keyword = normalQuery(page.keywords[0] ?? facts.name);
  if (page.title.length > TITLE_MAX || page.description.length > DESCRIPTION_MAX) {
    const title = page.title.length > TITLE_MAX ? shortenedTitle(facts) : page.title;
    if (!title || isTaken(taken, page.path, keyword, title)) return undefined;
    const reasons = [
      ...(page.title.length > TITLE_MAX ? [`the title is ${page.title.length} characters, over ${TITLE_MAX}`] : []),
      ...(page.description.length > DESCRIPTION_MAX ? [`the description is ${page.description.length} characters, over ${DESCRIPTION_MAX}`] : []),
    ];
    return {
      path: page.path,
      keyword,
      title,
      metaDescription: fitDescription(page.description),
      priority: page.title.length > TITLE_MAX ? 'medium' : 'low',
      confidenceScore: 0.5,
      estimatedTraffic: null,
      evidence: `No search data yet; ${reasons.join(' and ')}.`,
    };
  }
  const said = new Set(significantWords(`${page.title} ${page.description}`));
  for (const candidate of page.keywords.map(normalQuery)) {
    const words = significantWords(candidate);
    // The catalogue's keywords also hold abbreviations and misspellings people type ("tdee", "bodyfat"): without
    // searches to vouch for one, only a phrase of real words is worth a title.
    if (words.length < 2 || words.some((word) => word.length < 3) || words.every((word) => said.has(word))) continue;
    const phrase = titleCase(candidate, `${page.title} ${page.description}`);
    const title = titleWithKeyword(facts, phrase);
    if (!title || isTaken(taken, page.path, candidate, title)) continue;
    return {
      path: page.path,
      keyword: candidate,
      title,
      metaDescription: descriptionWithKeyword(facts, candidate, phrase),
      priority: 'low',
      confidenceScore: 0.3,
      estimatedTraffic: null,
      evidence: `No search data yet; "${candidate}" is one of the page's keywords, and neither its title nor its description says it.`,
    };
  }
  return undefined;
}

/**
 * One run of the SEO Agent, deterministic and without AI: for each page, at most one proposal. A page whose
 * searches (found ones, and misses that match it; at least 3 of a query) include a keyword its title does not say
 * gets that keyword, the most searched first, with a title of at most 60 characters that says it (never cut inside a
 * word; a long name is shortened), a description of at most 160, the searches a month observed as its traffic, and a
 * priority from them (50 a month or more high, 10 or more medium). A page without such searches gets a proposal only
 * when its title or description is too long, or a keyword of its own (a phrase of two or more words) is said nowhere
 * on it, with no traffic figure and "No search data yet". No proposal repeats a pending proposal's keyword for the
 * page or its title, or another page's title.
 * @param input - the pages, the demand, the pending proposals, the time of the run, the most proposals to make
 * @returns the new proposals, highest priority and traffic first, and a summary
 * @example
 * proposeSeo({ pages: catalogueSeoPages(), demand: [{ query: 'house payment', count: 90, firstSeen, lastSeen,
 *   foundPath: '/calculator/mortgage' }], pending: [], now }).proposals[0];
 * // { path: '/calculator/mortgage', keyword: 'house payment', title: 'Mortgage Calculator: House Payment | CalcHub',
 * //   priority: 'medium', estimatedTraffic: 30, ... } (90 searches over three months)
 */
export function proposeSeo(input: SeoAgentInput): SeoAgentRun {
  const pages = input.pages.map(factsOf);
  const taken: Taken = {
    titles: new Map([
      ...input.pending.map((proposal) => [proposal.title.toLowerCase(), ''] as const),
      ...input.pages.map((page) => [page.title.toLowerCase(), page.path] as const),
    ]),
    keywords: new Set(input.pending.map((proposal) => keywordKey(proposal.path, proposal.keyword))),
  };
  const demand = demandByPage(input.demand, pages);
  const proposals: SeoProposalDraft[] = [];
  for (const facts of pages) {
    const proposal = fromDemand(facts, demand.get(facts.page.path) ?? [], input.now, taken) ?? fromMetadata(facts, taken);
    if (!proposal) continue;
    take(taken, proposal);
    proposals.push(proposal);
  }
  proposals.sort(
    (a, b) => PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] || (b.estimatedTraffic ?? -1) - (a.estimatedTraffic ?? -1) || a.path.localeCompare(b.path),
  );
  const kept = proposals.slice(0, input.limit ?? DEFAULT_LIMIT);
  if (kept.length === 0) return { summary: `No new SEO proposal: ${input.demand.length === 0 ? 'no search data yet, and ' : ''}no page needs a change.`, proposals: kept };
  const counts = (['high', 'medium', 'low'] as const).map((priority) => [priority, kept.filter((proposal) => proposal.priority === priority).length] as const);
  const withData = kept.filter((proposal) => proposal.estimatedTraffic !== null).length;
  return {
    summary: `${plural(kept.length, 'SEO proposal', 'SEO proposals')} (${counts
      .filter(([, count]) => count > 0)
      .map(([priority, count]) => `${count} ${priority}`)
      .join(', ')}), ${withData} from search data.`,
    proposals: kept,
  };
}
