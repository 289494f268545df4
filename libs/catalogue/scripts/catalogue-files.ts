/**
 * The catalogue's generated files, computed from the engine's calculator order and the catalogue's own files:
 * `src/calculators/index.ts` (every definition and explanatory text) and everything under `src/generated/`.
 * `scripts/generate.ts` writes them; `src/summaries.test.ts` fails when a committed one differs.
 */
import { existsSync } from 'node:fs';
import type { CalculatorShape } from '@calchub/calc-engine';
import { join, resolve } from 'node:path';
import {
  definitionExportName, renderAddressesModule, renderCodeModule, renderContentLoadersModule, renderDefinitionsModule, renderLoadersModule, renderPageModule,
  renderCategoryCountsModule, renderPopularSummariesModule, renderSearchTermsModule, renderSummariesModule, type CalculatorFile,
} from '../src/summaries-module.js';
import type { CalculatorDefinition } from '../src/types.js';
import { readCalculatorPage } from './calculator-page-file.js';

/** The catalogue package's folder. */
export const catalogueRoot = resolve(import.meta.dirname, '..');
/** The engine package's folder, where a calculator described in one definition keeps its page file. */
export const engineRoot = resolve(catalogueRoot, '../calc-engine');

const DESCRIBED_HEADER = (slug: string) =>
  `// Generated from libs/calc-engine/src/calculators/${slug}/${slug}.ts and ${slug}.md by \`npm run generate\`. Do not edit.`;

/** The page file of a calculator described in one definition, from the engine's folder. */
function pageFilePath(slug: string): string {
  return `src/calculators/${slug}/${slug}.md`;
}

/** A file the generator writes: its path from the catalogue's folder and its full text. */
export interface GeneratedFile {
  readonly path: string;
  readonly text: string;
}

/**
 * Reads each calculator's category from its page, in the engine's order.
 * @param slugs - the engine's calculators in catalogue order (`calculators.map((info) => info.slug)`)
 * @param engine - the engine's folder, where each calculator keeps its page beside its definition
 * @returns the slug, category and generated module of every calculator
 * @throws Error naming the slug and the missing file when a calculator has no page
 * @example
 * calculatorFiles(['mortgage'])[0]; // { slug: 'mortgage', category: 'finance', source: 'generated/described/mortgage' }
 */
export function calculatorFiles(slugs: readonly string[], engine = engineRoot): CalculatorFile[] {
  return slugs.map((slug) => {
    const path = join(engine, pageFilePath(slug));
    if (!existsSync(path)) {
      throw new Error(`Calculator "${slug}" has no page: write libs/calc-engine/${pageFilePath(slug)} (front matter and text)`);
    }
    return { slug, category: readCalculatorPage(path).page.category, source: `generated/described/${slug}` };
  });
}


/**
 * The catalogue modules of the calculators described in one definition: for each, `src/generated/described/<slug>.ts`
 * (the definition, derived from the engine's and the page file's front matter), `<slug>-page.ts` (that front matter) and
 * `<slug>.content.ts` (its text).
 * @param files - from {@link calculatorFiles}
 * @param engine - the engine's folder
 * @returns the files, paths relative to the catalogue's folder
 * @example
 * describedFiles(calculatorFiles(['sales-tax'])).map((file) => file.path);
 * // ['src/generated/described/sales-tax.ts', 'src/generated/described/sales-tax-page.ts', 'src/generated/described/sales-tax.content.ts']
 */
export function describedFiles(files: readonly CalculatorFile[], engine = engineRoot): GeneratedFile[] {
  return files.filter(({ source }) => source.startsWith('generated/described/')).flatMap(({ slug }) => {
    const { page, content } = readCalculatorPage(join(engine, pageFilePath(slug)));
    const name = definitionExportName(slug);
    return [
      {
        path: `src/generated/described/${slug}.ts`,
        text: [
          DESCRIBED_HEADER(slug),
          `import { ${name} as calculator } from '@calchub/calc-engine';`,
          "import { describedCalculator } from '../../described-calculator.js';",
          "import type { CalculatorDefinition } from '../../types.js';",
          `import { ${name}Page } from './${slug}-page.js';`,
          '',
          `export const ${name}: CalculatorDefinition = describedCalculator(calculator, ${name}Page);`,
          '',
        ].join('\n'),
      },
      {
        // A hyphen, not a dot: the page's chunk is named after it, and asset names are `<name>-<hash>.js`.
        path: `src/generated/described/${slug}-page.ts`,
        text: [
          DESCRIBED_HEADER(slug),
          "import type { CalculatorPage } from '../../described-page.js';",
          '',
          `export const ${name}Page: CalculatorPage = ${JSON.stringify(page, null, 2)};`,
          '',
        ].join('\n'),
      },
      {
        path: `src/generated/described/${slug}.content.ts`,
        text: [
          DESCRIBED_HEADER(slug),
          "import type { ExplanatoryContent } from '../../types.js';",
          '',
          `export const ${name}Content: ExplanatoryContent = ${JSON.stringify(content, null, 2)};`,
          '',
        ].join('\n'),
      },
    ];
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
 * @param files - from {@link calculatorFiles}, in the same order
 * @param shapes - each calculator's shape (`calculatorShape`), by slug
 * @returns the files, paths relative to the catalogue's folder
 * @throws Error when a calculator has no shape
 * @example
 * derivedFiles(calculatorDefinitions, files, shapes).length; // 6 + a page module and a code module per calculator
 */
export function derivedFiles(
  definitions: readonly CalculatorDefinition[],
  files: readonly CalculatorFile[],
  shapes: ReadonlyMap<string, CalculatorShape>,
): GeneratedFile[] {
  const shapeOf = (slug: string) => {
    const shape = shapes.get(slug);
    if (!shape) throw new Error(`Calculator "${slug}" is in the catalogue but not in the engine`);
    return shape;
  };
  return [
    { path: 'src/generated/calculator-summaries.ts', text: renderSummariesModule(definitions) },
    { path: 'src/generated/category-counts.ts', text: renderCategoryCountsModule(definitions) },
    { path: 'src/generated/popular-summaries.ts', text: renderPopularSummariesModule(definitions) },
    { path: 'src/generated/calculator-search-terms.ts', text: renderSearchTermsModule(definitions) },
    { path: 'src/generated/calculator-addresses.ts', text: renderAddressesModule(definitions) },
    { path: 'src/generated/calculator-page-loaders.ts', text: renderLoadersModule(definitions) },
    ...files.map((file) => ({ path: `src/generated/calculator-pages/${file.slug}.ts`, text: renderPageModule(file, shapeOf(file.slug)) })),
    ...files.map((file) => ({ path: `src/generated/calculator-code/${file.slug}.ts`, text: renderCodeModule(file) })),
    { path: 'src/generated/content-loaders.ts', text: renderContentLoadersModule(files) },
  ];
}
