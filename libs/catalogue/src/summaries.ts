import { findCalculatorSlug } from './addresses.js';
import { calculatorSummaries } from './generated/calculator-summaries.js';
import { categories, type Category, type Topic } from './categories.js';
import { categoryCounts } from './generated/category-counts.js';
import { popularSummaries } from './generated/popular-summaries.js';
import type { CalculatorDefinition, CategoryId } from './types.js';

/**
 * What lists, cards, links and alias redirects need about a calculator. Pages that show many calculators use
 * summaries, so the browser does not download every calculator's full definition and explanatory text. Search
 * keywords are not here: only the lazily loaded search index needs them (`calculatorSearchTerms`).
 */
export interface CalculatorSummary {
  readonly slug: string;
  readonly aliases: readonly string[];
  readonly title: string;
  readonly description: string;
  readonly category: CategoryId;
  /** Its topic within the category, under whose heading a long category page lists it. */
  readonly topic: string;
}

export { calculatorSummaries, popularSummaries };

/**
 * The summary of a definition (what `generated/calculator-summaries.ts` holds for each calculator).
 * @param definition - a calculator's full definition
 * @returns its slug, aliases, title, description, category and topic
 * @example
 * toSummary(bmi).aliases.length; // 5 (bmi-calculator, body-mass-index, ...)
 */
export function toSummary(definition: CalculatorDefinition): CalculatorSummary {
  const { slug, aliases, title, description, category, topic } = definition;
  return { slug, aliases, title, description, category, topic };
}

/**
 * Finds a calculator's summary by its slug, an alias, or either with "-calculator" (case-insensitive).
 * @example
 * findCalculatorSummary('bmi-calculator')?.slug; // 'bmi'
 */
export function findCalculatorSummary(slugOrAlias: string): CalculatorSummary | undefined {
  const slug = findCalculatorSlug(slugOrAlias);
  return calculatorSummaries.find((summary) => summary.slug === slug);
}

/**
 * How many calculators each category holds, counted from the catalogue when it was generated (a test keeps the count
 * equal to the summaries), so that a page listing categories does not load every calculator's summary.
 */
export function summaryCounts(): Record<CategoryId, number> {
  return { ...categoryCounts };
}

/**
 * How many calculators the site has, from the same counts.
 * @example
 * calculatorCount() === calculatorSummaries.length; // true
 */
export function calculatorCount(): number {
  return Object.values(categoryCounts).reduce((sum, count) => sum + count, 0);
}

/**
 * The categories the site lists, in its order: those with at least one calculator. A category with none yet gets no
 * card, footer link, page or sitemap entry rather than an empty page; its address answers as an unknown category.
 * @example
 * listedCategories().some((category) => category.id === 'finance'); // true
 */
export function listedCategories(): readonly Category[] {
  const counts = summaryCounts();
  return categories.filter((category) => counts[category.id] > 0);
}

/** A topic of a category with the calculators listed under its heading. */
export interface TopicGroup {
  readonly topic: Topic;
  readonly calculators: readonly CalculatorSummary[];
}

/**
 * A category's calculators grouped under its topics, in the topics' order and, within one, in catalogue order; a
 * topic with no calculator is left out, and so is a calculator naming no topic of the category.
 * @param category - the category
 * @param members - its calculators, in catalogue order
 * @returns the topics that hold calculators, each with them
 * @example
 * topicGroups(finance, summaries)[0]; // { topic: { id: 'loans', name: 'Loans and Credit' }, calculators: [car-loan, ...] }
 */
export function topicGroups(category: Category, members: readonly CalculatorSummary[]): TopicGroup[] {
  return category.topics.flatMap((topic) => {
    const calculators = members.filter((member) => member.topic === topic.id);
    return calculators.length === 0 ? [] : [{ topic, calculators }];
  });
}
