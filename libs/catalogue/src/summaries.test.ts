import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calculatorDefinitions } from './calculators/index.js';
import { calculatorSummaries, findCalculatorSummary } from './summaries.js';
import { calculatorSearchTerms } from './generated/calculator-search-terms.js';
import { definitionLoaders } from './generated/definition-loaders.js';
import { renderLoadersModule, renderSearchTermsModule, renderSummariesModule } from './summaries-module.js';

describe('calculator summaries', () => {
  it('are up to date with the definitions (run `npm run generate -w @calchub/catalogue` if not)', () => {
    const committed = readFileSync(join(import.meta.dirname, 'generated/calculator-summaries.ts'), 'utf8');
    expect(committed).toBe(renderSummariesModule(calculatorDefinitions));
    const searchTerms = readFileSync(join(import.meta.dirname, 'generated/calculator-search-terms.ts'), 'utf8');
    expect(searchTerms).toBe(renderSearchTermsModule(calculatorDefinitions));
    const loaders = readFileSync(join(import.meta.dirname, 'generated/definition-loaders.ts'), 'utf8');
    expect(loaders).toBe(renderLoadersModule(calculatorDefinitions));
  });

  it('load every definition lazily, each the same object as in the list', async () => {
    for (const definition of calculatorDefinitions) {
      expect(await definitionLoaders[definition.slug]?.()).toBe(definition);
    }
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
});
