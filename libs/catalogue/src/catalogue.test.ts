import { calculators, type CalculatorInfo } from '@calchub/calc-engine';
import { describe, expect, it } from 'vitest';
import { categories } from './categories.js';
import { calculatorDefinitions, explanatoryContents } from './calculators/index.js';
import { categoryDisclaimers, disclaimers } from './disclaimers.js';
import { footerQuickLinks, popularSlugs, tryNowSlugs } from './home.js';
import { findCalculatorSlug } from './addresses.js';
import { categoryCounts, computeExample } from './lookup.js';
import { calculatorCount, calculatorSummaries, listedCategories, popularSummaries, summaryCounts, topicGroups } from './summaries.js';
import { engineProblems, explanatoryWordCount, MIN_EXPLANATORY_WORDS, validateContent, validateDefinition } from './schema.js';
import type { CalculatorDefinition } from './types.js';
import { fromMetric, toMetric } from './units.js';
import { calculatorFiles } from '../scripts/catalogue-files.js';

/** Which disclaimer each calculator carries (docs/product.md#disclaimers); the category one otherwise. */
const OWN_DISCLAIMER: Readonly<Record<string, string>> = {
  bmi: disclaimers.medical,
  'body-fat': disclaimers.medical,
  calorie: disclaimers.medical,
  bac: disclaimers.medical,
  gfr: disclaimers.medical,
  pregnancy: disclaimers.medical,
  conception: disclaimers.medical,
  ovulation: disclaimers.medical,
  'pregnancy-weight-gain': disclaimers.medical,
  loan: disclaimers.financial,
  payment: disclaimers.financial,
  mortgage: disclaimers.financial,
  investment: disclaimers.financial,
  gpa: disclaimers.academic,
  grade: disclaimers.academic,
};

/** Text that must never reach a visitor from an interpretation. */
const BROKEN_TEXT = /NaN|Infinity|undefined|null|\[object/;

const engineBySlug = new Map<string, CalculatorInfo>(calculators.map((info) => [info.slug, info]));
const bySlug = (definition: CalculatorDefinition) => [definition.slug, definition] as const;

describe('the engine and the catalogue cover the same calculators', () => {
  it('every engine calculator has a page beside its definition', () => {
    // Throws "Calculator "<slug>" has no page: write libs/calc-engine/src/calculators/<slug>/<slug>.md" where one is missing.
    expect(() => calculatorFiles(calculators.map((info) => info.slug))).not.toThrow();
  });

  it('lists exactly one definition per engine calculator, in the engine\'s order (run `npm run generate` if not)', () => {
    expect(calculatorDefinitions.map((definition) => definition.slug)).toEqual(calculators.map((info) => info.slug));
  });

  it('every definition has an engine calculator', () => {
    const orphans = calculatorDefinitions.filter((definition) => !engineBySlug.has(definition.slug));
    expect(orphans.map((definition) => definition.slug)).toEqual([]);
  });

  it('has the explanatory text of every calculator and of no other', () => {
    expect(Object.keys(explanatoryContents)).toEqual(calculatorDefinitions.map((definition) => definition.slug));
  });

  it('keeps each category together, in the order of the categories (finance, health, education, business, math, everyday)', () => {
    const rank = (definition: CalculatorDefinition) => categories.findIndex((category) => category.id === definition.category);
    const misplaced = calculatorDefinitions.flatMap((definition, index) => {
      const previous = calculatorDefinitions[index - 1];
      return previous && rank(previous) > rank(definition)
        ? [`${definition.slug} (${definition.category}) comes after ${previous.slug} (${previous.category}) in the engine's src/calculators/order.ts`]
        : [];
    });
    expect(misplaced).toEqual([]);
  });

  it('counts the calculators of each category from the list', () => {
    const counts = Object.fromEntries(categories.map((category) => [
      category.id, calculatorDefinitions.filter((definition) => definition.category === category.id).length,
    ]));
    expect(categoryCounts()).toEqual(counts);
  });

  it('lists exactly the categories that hold a calculator, so no card or page is empty', () => {
    const counts = categoryCounts();
    expect(listedCategories().map((category) => category.id)).toEqual(categories.filter((category) => counts[category.id] > 0).map((category) => category.id));
    for (const category of listedCategories()) expect(summaryCounts()[category.id], category.id).toBeGreaterThan(0);
    // The generated counts the footer reads are the catalogue's own.
    expect(summaryCounts()).toEqual(counts);
    // The four first categories have always had calculators; the site must never hide them.
    expect(listedCategories().slice(0, 4).map((category) => category.id)).toEqual(['finance', 'health', 'education', 'business']);
  });
});

describe.each(calculatorDefinitions.map(bySlug))('%s', (slug, definition) => {
  it('validates against the definition schema', () => {
    expect(validateDefinition(definition)).toEqual([]);
  });

  it('presents exactly the engine inputs, with select labels and defaults inside the engine limits', () => {
    const info = engineBySlug.get(slug);
    expect(info, `the engine has no calculator "${slug}"`).toBeDefined();
    if (info) expect(engineProblems(definition, info)).toEqual([]);
  });

  it('has at least 400 words of explanatory text, with three FAQ entries and no placeholder', () => {
    expect(validateContent(slug, explanatoryContents[slug])).toEqual([]);
    expect(explanatoryWordCount(explanatoryContents[slug])).toBeGreaterThanOrEqual(MIN_EXPLANATORY_WORDS);
  });

  it('computes every example with the engine, and interprets each result in readable text', () => {
    for (const example of definition.examples) {
      const result = computeExample(definition, example);
      expect(typeof result.value === 'string' || Number.isFinite(result.value), example.description).toBe(true);
      const text = definition.interpret(result, example.inputs);
      expect(text.trim().length, example.description).toBeGreaterThan(0);
      expect(text, example.description).not.toMatch(BROKEN_TEXT);
    }
  });

  it('carries the medical, financial or academic disclaimer where it has one, else its category\'s', () => {
    expect(definition.disclaimer).toBe(OWN_DISCLAIMER[slug] ?? categoryDisclaimers[definition.category]);
  });

  it('links only to calculators in the catalogue', () => {
    const unknown = definition.related.filter((related) => !findCalculatorSlug(related));
    expect(unknown).toEqual([]);
  });
});

/** Calculators whose toggle converts US values before calling the engine (BMI takes US units itself). */
const converting = calculatorDefinitions.filter((d) => d.unitToggle !== undefined && d.unitToggle.engineUnitSystemInput === undefined);

describe.each(converting.map(bySlug))('%s with the US-units toggle', (_slug, definition) => {
  it('gives the same result when its examples are entered in US units and converted back', () => {
    const measures = definition.unitToggle?.measures ?? {};
    for (const example of definition.examples) {
      const viaUs = Object.fromEntries(
        Object.entries(example.inputs).map(([name, value]) => {
          const kind = measures[name];
          return [name, kind && typeof value === 'number' ? toMetric(kind, fromMetric(kind, value)) : value];
        }),
      );
      const direct = computeExample(definition, example).value;
      const converted = computeExample(definition, { ...example, inputs: viaUs }).value;
      if (typeof direct === 'number' && typeof converted === 'number') expect(converted, example.description).toBeCloseTo(direct, 6);
      else expect(converted, example.description).toBe(direct);
    }
  });
});

/** Long forms of a slug that an older calculator already had as an alias, and keeps. */
const LONG_FORMS_KEPT_BY_ALIAS: Readonly<Record<string, string>> = {
  'savings-calculator': 'savings-goal',
  'pregnancy-calculator': 'pregnancy-due-date',
};
const longForm = (slug: string) => `${slug}-calculator`;
const longFormIfOwn = (slug: string) => (longForm(slug) in LONG_FORMS_KEPT_BY_ALIAS ? [] : [longForm(slug)]);

describe('names people reach a calculator by', () => {
  it('gives every slug and alias to one calculator only, also in the "-calculator" long form', () => {
    const owners = new Map<string, string[]>();
    for (const definition of calculatorDefinitions) {
      const names = new Set([definition.slug, ...longFormIfOwn(definition.slug), ...definition.aliases]);
      for (const name of names) owners.set(name, [...(owners.get(name) ?? []), definition.slug]);
    }
    const shared = [...owners].filter(([, slugs]) => slugs.length > 1).map(([name, slugs]) => `${name}: ${slugs.join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('finds every calculator by its slug, its long slug and each alias', () => {
    for (const definition of calculatorDefinitions) {
      for (const name of [definition.slug, ...longFormIfOwn(definition.slug), ...definition.aliases]) {
        expect(findCalculatorSlug(name), name).toBe(definition.slug);
      }
    }
  });

  it('leaves a long form that is an older calculator\'s alias with that calculator', () => {
    for (const [name, owner] of Object.entries(LONG_FORMS_KEPT_BY_ALIAS)) expect(findCalculatorSlug(name), name).toBe(owner);
  });
});

describe('home page lists', () => {
  it('list the popular and try-now calculators in their order, each a calculator of the catalogue', () => {
    expect(popularSlugs).toEqual(['bmi', 'loan', 'gpa', 'mortgage', 'body-fat', 'roi']);
    expect(tryNowSlugs).toEqual(['bmi', 'loan', 'gpa', 'mortgage']);
    const missing = [...popularSlugs, ...tryNowSlugs].filter((slug) => findCalculatorSlug(slug) !== slug);
    expect(missing).toEqual([]);
  });

  it('carry the popular calculators\' summaries and the count of every calculator without the list of all summaries', () => {
    expect(popularSummaries).toEqual(popularSlugs.map((slug) => calculatorSummaries.find((summary) => summary.slug === slug)));
    expect(calculatorCount()).toBe(calculatorSummaries.length);
  });

  it('footer quick links go home and to the BMI, Mortgage and GPA calculators', () => {
    expect(footerQuickLinks).toEqual([
      { label: 'Home', href: '/' },
      { label: 'BMI', href: '/calculator/bmi' },
      { label: 'Mortgage', href: '/calculator/mortgage' },
      { label: 'GPA', href: '/calculator/gpa' },
    ]);
    for (const link of footerQuickLinks.slice(1)) {
      expect(findCalculatorSlug(link.href.replace('/calculator/', '')), link.label).toBeDefined();
    }
  });

  it('groups a category\'s calculators under its topics, in the topics\' order, every calculator under one', () => {
    for (const category of categories) {
      const members = calculatorSummaries.filter((summary) => summary.category === category.id);
      const groups = topicGroups(category, members);
      expect(groups.flatMap((group) => group.calculators).length, category.id).toBe(members.length);
      const order = category.topics.map((topic) => topic.id);
      expect(groups.map((group) => group.topic.id), category.id).toEqual(order.filter((id) => groups.some((group) => group.topic.id === id)));
      for (const group of groups) expect(group.calculators.length, `${category.id}/${group.topic.id}`).toBeGreaterThan(0);
    }
    const finance = categories.find((category) => category.id === 'finance');
    if (!finance) throw new Error('no finance category');
    const loans = topicGroups(finance, calculatorSummaries.filter((summary) => summary.category === 'finance')).find((group) => group.topic.id === 'loans');
    expect(loans?.calculators.map((summary) => summary.slug)).toEqual(expect.arrayContaining(['car-loan', 'loan', 'amortization']));
    expect(new Set(categories.flatMap((category) => category.topics.map((topic) => `${category.id}/${topic.id}`))).size)
      .toBe(categories.reduce((sum, category) => sum + category.topics.length, 0));
  });
});
