import { calculatorLoader, calculatorLoaders, calculators, calculatorShape } from '@calchub/calc-engine';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findCalculatorSlug } from './addresses.js';
import { calculatorDefinitions, explanatoryContents } from './calculators/index.js';
import { calculatorAddresses } from './generated/calculator-addresses.js';
import { contentLoaders } from './generated/content-loaders.js';
import { calculatorSummaries, findCalculatorSummary } from './summaries.js';
import { calculatorSearchTerms } from './generated/calculator-search-terms.js';
import { calculatorCodeLoaders, calculatorPageLoaders } from './generated/calculator-page-loaders.js';
import { calculatorFiles, catalogueRoot, definitionsFile, derivedFiles, describedFiles } from '../scripts/catalogue-files.js';

const files = calculatorFiles(calculators.map((info) => info.slug));
const loaded = await Promise.all(Object.values(calculatorLoaders).map((load) => load()));
const shapes = new Map(loaded.map((calculator) => [calculator.slug, calculatorShape(calculator)]));

describe('calculator summaries', () => {
  it.each([
    ...describedFiles(files),
    definitionsFile(files),
    ...derivedFiles(calculatorDefinitions, files, shapes),
  ])('$path is up to date (run `npm run generate` at the repository root if not)', ({ path, text }) => {
    const committed = existsSync(join(catalogueRoot, path)) ? readFileSync(join(catalogueRoot, path), 'utf8') : `(no file ${path})`;
    expect(committed, `${path} is stale: run \`npm run generate\` at the repository root`).toBe(text);
  });

  it.each(['calculator-pages', 'calculator-code'])('hold a %s module for every calculator and for no other (run `npm run generate` at the repository root if not)', (folder) => {
    const modules = readdirSync(join(catalogueRoot, 'src/generated', folder));
    expect(modules.sort()).toEqual(calculatorDefinitions.map((definition) => `${definition.slug}.ts`).sort());
  });

  it('load each page\'s part lazily: what the page shows before computing, equal to the whole definition but the assessment', async () => {
    for (const { interpret, ...definition } of calculatorDefinitions) {
      const parts = await calculatorPageLoaders[definition.slug]?.();
      const { interpret: _, ...shown } = { interpret, ...parts?.definition };
      expect(shown).toEqual(definition);
      const calculator = await calculatorLoader(definition.slug)?.();
      expect(parts?.calculator).toEqual(calculator && calculatorShape(calculator));
    }
  });

  it('load each calculator\'s code lazily, from the page\'s part too: the same objects as in the lists', async () => {
    for (const definition of calculatorDefinitions) {
      const code = await calculatorCodeLoaders[definition.slug]?.();
      expect(code?.definition).toBe(definition);
      expect(code?.calculator).toBe(await calculatorLoader(definition.slug)?.());
      expect((await (await calculatorPageLoaders[definition.slug]?.())?.loadCode())?.calculator).toBe(code?.calculator);
    }
  });

  it('load every explanatory text lazily, each the same object as in the eager list', async () => {
    for (const definition of calculatorDefinitions) {
      expect(await contentLoaders[definition.slug]?.()).toBe(explanatoryContents[definition.slug]);
    }
  });

  it('give each calculator\'s slug and aliases as its addresses', () => {
    expect(calculatorAddresses).toEqual(calculatorDefinitions.map((definition) => [definition.slug, ...definition.aliases]));
  });

  it('leave the search keywords to the search terms, which hold every calculator\'s keywords', () => {
    expect(calculatorSummaries.some((summary) => 'keywords' in summary)).toBe(false);
    expect(Object.keys(calculatorSearchTerms)).toEqual(calculatorDefinitions.map((definition) => definition.slug));
    for (const definition of calculatorDefinitions) expect(calculatorSearchTerms[definition.slug]).toEqual(definition.keywords);
  });

  it('find a calculator by slug, alias or the long "-calculator" form', () => {
    expect(findCalculatorSummary('loan')?.title).toBe('Loan Calculator');
    expect(findCalculatorSummary('LOAN-calculator')?.slug).toBe('loan');
    expect(findCalculatorSummary('no-such-thing')).toBeUndefined();
  });

  it('tell the slug at an address from the slugs and aliases alone', () => {
    expect(findCalculatorSlug('House-Payment')).toBe('mortgage');
    expect(findCalculatorSlug(' bmi-calculator ')).toBe('bmi');
    expect(findCalculatorSlug('body-mass-index-calculator')).toBe('bmi');
    expect(findCalculatorSlug('calculator')).toBeUndefined();
    expect(findCalculatorSlug('')).toBeUndefined();
  });
});
