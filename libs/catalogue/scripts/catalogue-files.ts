/**
 * The catalogue's generated files, computed from the engine's calculator order and the catalogue's own files:
 * `src/calculators/index.ts` (every definition and explanatory text) and everything under `src/generated/`.
 * `scripts/generate.ts` writes them; `src/summaries.test.ts` fails when a committed one differs.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { categories } from '../src/categories.js';
import {
  renderAddressesModule, renderContentLoadersModule, renderDefinitionsModule, renderLoadersModule, renderPageModule,
  renderSearchTermsModule, renderSummariesModule, type CalculatorFile,
} from '../src/summaries-module.js';
import type { CalculatorDefinition } from '../src/types.js';

/** The catalogue package's folder. */
export const catalogueRoot = resolve(import.meta.dirname, '..');

/** A file the generator writes: its path from the catalogue's folder and its full text. */
export interface GeneratedFile {
  readonly path: string;
  readonly text: string;
}

/**
 * Finds each calculator's category folder, in the engine's order.
 * @param slugs - the engine's calculators in catalogue order (`calculators.map((info) => info.slug)`)
 * @param root - the catalogue's folder
 * @returns the slug and category of every calculator
 * @throws Error naming the slug and the missing file when a calculator has no definition or no explanatory text, or
 * has a definition in two category folders
 * @example
 * calculatorFiles(['mortgage'])[0]; // { slug: 'mortgage', category: 'finance' }
 */
export function calculatorFiles(slugs: readonly string[], root = catalogueRoot): CalculatorFile[] {
  return slugs.map((slug) => {
    const found = categories.filter(({ id }) => existsSync(join(root, `src/calculators/${id}/${slug}.ts`)));
    const [first] = found;
    if (!first) {
      throw new Error(
        `Calculator "${slug}" has no catalogue definition: write src/calculators/<category>/${slug}.ts ` +
          `(<category> one of ${categories.map(({ id }) => id).join(', ')})`,
      );
    }
    if (found.length > 1) {
      throw new Error(`Calculator "${slug}" has a definition in ${found.map(({ id }) => `src/calculators/${id}/`).join(' and ')}: keep one`);
    }
    const content = `src/calculators/${first.id}/${slug}.content.ts`;
    if (!existsSync(join(root, content))) throw new Error(`Calculator "${slug}" has no explanatory text: write ${content}`);
    return { slug, category: first.id };
  });
}

/**
 * The list of definitions and texts, which the other generated files are computed from.
 * @param files - from {@link calculatorFiles}
 * @returns `src/calculators/index.ts`
 * @example
 * definitionsFile(calculatorFiles(['bmi'])).path; // 'src/calculators/index.ts'
 */
export function definitionsFile(files: readonly CalculatorFile[]): GeneratedFile {
  return { path: 'src/calculators/index.ts', text: renderDefinitionsModule(files) };
}

/**
 * Everything under `src/generated/`, computed from the definitions.
 * @param definitions - every definition, in catalogue order
 * @returns the files, paths relative to the catalogue's folder
 * @example
 * derivedFiles(calculatorDefinitions).length; // 5 + one page module per calculator
 */
export function derivedFiles(definitions: readonly CalculatorDefinition[]): GeneratedFile[] {
  return [
    { path: 'src/generated/calculator-summaries.ts', text: renderSummariesModule(definitions) },
    { path: 'src/generated/calculator-search-terms.ts', text: renderSearchTermsModule(definitions) },
    { path: 'src/generated/calculator-addresses.ts', text: renderAddressesModule(definitions) },
    { path: 'src/generated/calculator-page-loaders.ts', text: renderLoadersModule(definitions) },
    ...definitions.map((definition) => ({ path: `src/generated/calculator-pages/${definition.slug}.ts`, text: renderPageModule(definition) })),
    { path: 'src/generated/content-loaders.ts', text: renderContentLoadersModule(definitions) },
  ];
}
