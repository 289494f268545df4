import { describe, expect, it } from 'vitest';
import { catalogueSeoPages, proposeSeo, type SearchDemand, type SeoAgentInput, type SeoPage } from './seo-proposals.js';

const now = new Date('2026-06-30T00:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

const loan: SeoPage = {
  path: '/calculator/loan',
  title: 'Loan Calculator | CalcHub',
  description: 'Work out the monthly payment and total interest of a fixed-rate loan.',
  keywords: ['loan payment', 'personal loan', 'emi'],
};
const bmi: SeoPage = {
  path: '/calculator/bmi',
  title: 'BMI Calculator | CalcHub',
  description: 'Find your body mass index (BMI) from your height and weight, and the weight range that is healthy for you.',
  keywords: ['body mass index', 'bmi chart'],
};
const retirement: SeoPage = {
  path: '/calculator/retirement',
  title: 'Retirement Savings, Pension Drawdown and Annuity Income Planner Calculator | CalcHub',
  description: 'Plan your retirement savings and see how long they last.',
  keywords: ['retirement savings', 'pension'],
};
const about: SeoPage = { path: '/about', title: 'About CalcHub', description: 'What CalcHub is and who makes it.', keywords: [] };
const pages = [loan, bmi, retirement, about];

const found = (query: string, count: number, days: number, foundPath: string): SearchDemand => ({ query, count, firstSeen: daysAgo(days), lastSeen: daysAgo(1), foundPath });
const miss = (query: string, count: number, days: number): SearchDemand => ({ query, count, firstSeen: daysAgo(days), lastSeen: daysAgo(1) });

const run = (input: Partial<SeoAgentInput>) => proposeSeo({ pages, demand: [], pending: [], now, ...input });
const forPath = (input: Partial<SeoAgentInput>, path: string) => run(input).proposals.find((proposal) => proposal.path === path);

describe('proposeSeo: from the searches the site saw', () => {
  it('proposes the most-searched keyword a page was found by and its title does not say, with the searches a month as traffic', () => {
    const proposal = forPath({ demand: [found('Car loan', 60, 90, loan.path), found('auto loan', 20, 90, loan.path), found('loan calculator', 500, 90, loan.path)] }, loan.path);
    expect(proposal).toEqual({
      path: '/calculator/loan',
      keyword: 'car loan',
      title: 'Loan Calculator: Car Loan | CalcHub',
      metaDescription: 'Car Loan: Work out the monthly payment and total interest of a fixed-rate loan.',
      // 60 searches over 90 days (2.96 months) is 20 a month.
      estimatedTraffic: 20,
      priority: 'medium',
      // Found by site search (0.55), 20 of the 50 a month that make a sure keyword (0.12), half its words on the page (0.05).
      confidenceScore: 0.72,
      evidence: '"car loan": 60 searches in 90 days (20 a month) found this page, whose title does not say it.',
    });
  });

  it('counts a query seen for less than a month as that month: never more searches than were seen', () => {
    const proposal = forPath({ demand: [found('car loan', 5, 3, loan.path)] }, loan.path);
    expect(proposal?.estimatedTraffic).toBe(5);
    expect(proposal?.priority).toBe('low');
    expect(forPath({ demand: [found('car loan', 150, 20, loan.path)] }, loan.path)?.priority).toBe('high');
  });

  it('needs at least 3 searches of a query to take it as evidence', () => {
    expect(forPath({ demand: [found('car loan', 2, 10, loan.path)] }, loan.path)?.keyword).toBe('personal loan');
    expect(forPath({ demand: [found('car loan', 2, 10, loan.path), found('Car Loan', 1, 5, loan.path)] }, loan.path)?.keyword).toBe('car loan');
  });

  it('adds up the same query however it was typed', () => {
    const proposal = forPath({ demand: [found('car loan', 30, 10, loan.path), found('  CAR-LOAN ', 25, 20, loan.path)] }, loan.path);
    expect(proposal?.keyword).toBe('car loan');
    expect(proposal?.estimatedTraffic).toBe(55);
    expect(proposal?.evidence).toBe('"car loan": 55 searches in 20 days (55 a month) found this page, whose title does not say it.');
  });

  it('gives a search miss to the page it matches, keeping the page\'s capitals, and the description says it', () => {
    const proposal = forPath({ demand: [miss('body mass index for kids', 12, 10)] }, bmi.path);
    expect(proposal).toMatchObject({
      keyword: 'body mass index for kids',
      title: 'BMI Calculator: Body Mass Index for Kids | CalcHub',
      metaDescription: 'Body Mass Index for Kids: Find your body mass index (BMI) from your height and weight, and the weight range that is healthy for you.',
      estimatedTraffic: 12,
      priority: 'medium',
      evidence: '"body mass index for kids": 12 searches in 10 days (12 a month) found no calculator; this page matches them.',
    });
    // A miss is less sure than a search that found the page.
    expect(proposal?.confidenceScore).toBeLessThan(forPath({ demand: [found('body mass index for kids', 12, 10, bmi.path)] }, bmi.path)?.confidenceScore ?? 0);
  });

  it('leaves a miss that matches no page to the calculator requests', () => {
    const { proposals } = run({ demand: [miss('pizza dough hydration', 40, 30), miss('calculator', 99, 30)] });
    expect(proposals.filter((proposal) => proposal.estimatedTraffic !== null)).toEqual([]);
  });

  it('fits the keyword into a long title by shortening the name at a word, never inside one', () => {
    const proposal = forPath({ demand: [found('early retirement', 80, 30, retirement.path)] }, retirement.path);
    expect(proposal?.title).toBe('Retirement Savings, Pension: Early Retirement | CalcHub');
    expect(proposal?.title.length).toBeLessThanOrEqual(60);
  });
});

describe('proposeSeo: with no search data', () => {
  it('shortens a title over 60 characters at a word, with no traffic figure, saying there is no search data yet', () => {
    const proposal = forPath({}, retirement.path);
    expect(proposal).toEqual({
      path: '/calculator/retirement',
      keyword: 'retirement savings',
      title: 'Retirement Savings, Pension Drawdown and Annuity | CalcHub',
      metaDescription: retirement.description,
      priority: 'medium',
      confidenceScore: 0.5,
      estimatedTraffic: null,
      evidence: 'No search data yet; the title is 84 characters, over 60.',
    });
  });

  it('fits a description over 160 characters', () => {
    const wordy: SeoPage = { ...about, description: `${'Every calculator shows its formula. '.repeat(6)}And more.` };
    const proposal = forPath({ pages: [wordy] }, about.path);
    expect(proposal?.metaDescription.length).toBeLessThanOrEqual(160);
    expect(proposal?.metaDescription.endsWith('formula.')).toBe(true);
    expect(proposal?.evidence).toBe(`No search data yet; the description is ${wordy.description.length} characters, over 160.`);
    expect(proposal?.priority).toBe('low');
  });

  it("proposes one of the page's keywords that its title and description never say, at low priority", () => {
    expect(forPath({}, loan.path)).toEqual({
      path: '/calculator/loan',
      keyword: 'personal loan',
      title: 'Loan Calculator: Personal Loan | CalcHub',
      metaDescription: 'Personal Loan: Work out the monthly payment and total interest of a fixed-rate loan.',
      priority: 'low',
      confidenceScore: 0.3,
      estimatedTraffic: null,
      evidence: 'No search data yet; "personal loan" is one of the page\'s keywords, and neither its title nor its description says it.',
    });
  });

  it('proposes nothing for a page whose metadata is sound and has no keyword left to add', () => {
    expect(forPath({}, about.path)).toBeUndefined();
    expect(proposeSeo({ pages: [about], demand: [], pending: [], now })).toEqual({ summary: 'No new SEO proposal: no search data yet, and no page needs a change.', proposals: [] });
  });
});

describe('proposeSeo: no duplicates', () => {
  const demand = [found('car loan', 60, 90, loan.path), found('auto loan', 30, 90, loan.path)];

  it("skips a keyword pending for the page, and a title pending anywhere, for the page's next keyword", () => {
    expect(forPath({ demand, pending: [{ keyword: 'Car Loan', title: 'Something else', path: loan.path }] }, loan.path)?.keyword).toBe('auto loan');
    expect(forPath({ demand, pending: [{ keyword: 'other', title: 'loan calculator: car loan | calchub' }] }, loan.path)?.keyword).toBe('auto loan');
    // A pending proposal stored without its page holds its keyword for every page.
    expect(forPath({ demand, pending: [{ keyword: 'car loan', title: 'Other' }] }, loan.path)?.keyword).toBe('auto loan');
  });

  it("never proposes another page's title", () => {
    const carLoan: SeoPage = { path: '/calculator/car-loan', title: 'Loan Calculator: Car Loan | CalcHub', description: 'Car loans.', keywords: [] };
    expect(proposeSeo({ pages: [loan, carLoan], demand, pending: [], now }).proposals.find((proposal) => proposal.path === loan.path)?.keyword).toBe('auto loan');
  });

  it('makes nothing new when its own proposals are pending', () => {
    const first = run({ demand }).proposals;
    const second = run({ demand, pending: first }).proposals;
    for (const proposal of second) {
      expect(first.some((earlier) => earlier.title === proposal.title || (earlier.path === proposal.path && earlier.keyword === proposal.keyword))).toBe(false);
    }
  });
});

describe('proposeSeo: the run', () => {
  it('orders proposals by priority then traffic, keeps the limit, and sums them up', () => {
    const input = { demand: [found('car loan', 300, 90, loan.path), miss('bmi for kids', 12, 10)] };
    const all = run(input);
    expect(all.proposals.map((proposal) => [proposal.path, proposal.priority, proposal.estimatedTraffic])).toEqual([
      // 300 searches over 90 days, 2.96 average months of 30.44 days.
      ['/calculator/loan', 'high', 101],
      ['/calculator/bmi', 'medium', 12],
      ['/calculator/retirement', 'medium', null],
    ]);
    expect(all.summary).toBe('3 SEO proposals (1 high, 2 medium), 2 from search data.');
    expect(run({ ...input, limit: 1 }).proposals).toHaveLength(1);
  });
});

describe('proposeSeo over the whole catalogue', () => {
  const catalogue = catalogueSeoPages();
  const demand = catalogue.flatMap((page, index) => [
    found(`${page.keywords[0] ?? 'x'} ${['for beginners', 'uk', 'with extra payments', 'chart'][index % 4]}`, 10 + index * 7, 30 + index, page.path),
  ]);

  it.each([
    ['without search data', [] as SearchDemand[]],
    ['with search data', demand],
  ])('%s: every title is at most 60 characters and every description at most 160', (_, searches) => {
    const { proposals } = proposeSeo({ pages: catalogue, demand: searches, pending: [], now, limit: 100 });
    expect(proposals.length).toBeGreaterThan(0);
    for (const proposal of proposals) {
      expect(proposal.title.length).toBeLessThanOrEqual(60);
      expect(proposal.metaDescription.length).toBeLessThanOrEqual(160);
      expect(proposal.confidenceScore).toBeGreaterThanOrEqual(0);
      expect(proposal.confidenceScore).toBeLessThanOrEqual(1);
      expect(new Set(proposals.map((each) => each.title.toLowerCase())).size).toBe(proposals.length);
    }
  });

  it('leaves to the calculator requests the misses of calculators the site lacks, even when one word is a page\'s', () => {
    // "years" is a word of many pages' text, "size" of the BMI page, "depth" of the concrete page's. ("Dog age" or
    // "aquarium volume" would now match the age or volume calculator by its name, which a miss may: half its words, one
    // of them the page's name.)
    const lacking = ['tread depth', 'dog years', 'bra size', 'currency exchange'].map((query) => miss(query, 40, 30));
    const { proposals } = proposeSeo({ pages: catalogue, demand: lacking, pending: [], now, limit: 100 });
    expect(proposals.filter((proposal) => proposal.estimatedTraffic !== null)).toEqual([]);
  });

  it('takes each page as the site serves it: its path, "{title} | CalcHub", description and keywords', () => {
    expect(catalogue.find((page) => page.path === '/calculator/mortgage')).toMatchObject({ title: 'Mortgage Calculator | CalcHub' });
    expect(catalogue.every((page) => page.keywords.length > 0 && page.description.length > 0)).toBe(true);
  });
});
