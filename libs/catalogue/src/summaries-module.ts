import type { CalculatorShape } from '@calchub/calc-engine';
import { categories } from './categories.js';
import { popularSlugs } from './popular.js';
import { toSummary } from './summaries.js';
import type { CalculatorDefinition } from './types.js';

const HEADER = '// Generated from the engine\'s calculator order and the catalogue\'s definitions by `npm run generate`. Do not edit.';

/**
 * Where a calculator's catalogue modules live, from `src/` and without extension: its definition `<source>.ts` and
 * its text `<source>.content.ts`, generated from the calculator's definition and page in `generated/described/<slug>`.
 */
export interface CalculatorFile {
  readonly slug: string;
  readonly category: string;
  readonly source: string;
}

/**
 * The source text of `calculators/index.ts`: every definition and explanatory text, in catalogue order.
 * @param files - each calculator's slug and category folder, in catalogue order
 * @returns the module's text
 * @example
 * renderDefinitionsModule([{ slug: 'car-loan', category: 'finance', source: 'generated/described/car-loan' }])
 *   .includes("import { carLoan } from '../generated/described/car-loan.js';"); // true
 */
export function renderDefinitionsModule(files: readonly CalculatorFile[]): string {
  return [
    HEADER,
    "import type { CalculatorDefinition, ExplanatoryContent } from '../types.js';",
    ...files.map(({ slug, source }) => `import { ${definitionExportName(slug)} } from '${fromFolder('calculators', source)}.js';`),
    ...files.map(({ slug, source }) => `import { ${definitionExportName(slug)}Content } from '${fromFolder('calculators', source)}.content.js';`),
    '',
    '/** Every calculator definition, in catalogue order: finance, health, education, business, math, everyday. */',
    'export const calculatorDefinitions: readonly CalculatorDefinition[] = [',
    ...files.map(({ slug }) => `  ${definitionExportName(slug)},`),
    '];',
    '',
    '/**',
    " * Every calculator's explanatory text, by slug. The prerenderer and the tests read it here; the browser loads one",
    ' * with `contentLoaders` when it renders a calculator page without its prerendered text (a client-side navigation).',
    ' */',
    'export const explanatoryContents: Readonly<Record<string, ExplanatoryContent>> = {',
    ...files.map(({ slug }) => `  '${slug}': ${definitionExportName(slug)}Content,`),
    '};',
    '',
  ].join('\n');
}

/** The source text of `generated/calculator-summaries.ts` for a list of definitions. */
export function renderSummariesModule(definitions: readonly CalculatorDefinition[]): string {
  return [
    HEADER,
    "import type { CalculatorSummary } from '../summaries.js';",
    '',
    `export const calculatorSummaries: readonly CalculatorSummary[] = ${JSON.stringify(definitions.map(toSummary), null, 2)};`,
    '',
  ].join('\n');
}

/**
 * The source text of `generated/popular-summaries.ts`: the summaries of the home page's popular calculators, in their
 * order, so that the home and "not found" pages show them without loading every calculator's summary.
 * @param definitions - the calculators, in catalogue order
 * @returns the module's text
 * @example
 * renderPopularSummariesModule(calculatorDefinitions).includes('"slug": "bmi"'); // true
 */
export function renderPopularSummariesModule(definitions: readonly CalculatorDefinition[]): string {
  const popular = popularSlugs.flatMap((slug) => definitions.filter((definition) => definition.slug === slug).map(toSummary));
  return [
    HEADER,
    "import type { CalculatorSummary } from '../summaries.js';",
    '',
    '/** The home page\'s popular calculators, in the order of `popularSlugs`. */',
    `export const popularSummaries: readonly CalculatorSummary[] = ${JSON.stringify(popular, null, 2)};`,
    '',
  ].join('\n');
}

/**
 * The source text of `generated/category-counts.ts`: how many calculators each category holds. Every page's footer
 * lists the categories with calculators, and reads these few numbers instead of every calculator's summary.
 * @param definitions - the calculators, in catalogue order
 * @returns the module's text
 * @example
 * renderCategoryCountsModule(calculatorDefinitions).includes('"finance": 15'); // true
 */
export function renderCategoryCountsModule(definitions: readonly CalculatorDefinition[]): string {
  const counts: Record<string, number> = Object.fromEntries(categories.map((category) => [category.id, 0]));
  for (const { category } of definitions) counts[category] = (counts[category] ?? 0) + 1;
  return [
    HEADER,
    "import type { CategoryId } from '../types.js';",
    '',
    '/** How many calculators each category holds. */',
    `export const categoryCounts: Readonly<Record<CategoryId, number>> = ${JSON.stringify(counts, null, 2)};`,
    '',
  ].join('\n');
}

/**
 * The source text of `generated/calculator-search-terms.ts`: every calculator's search keywords by slug. They live
 * apart from the summaries, which every page loads, so that they travel in the search chunk only.
 * @param definitions - the calculators, in catalogue order
 * @returns the module's text
 * @example
 * renderSearchTermsModule(calculatorDefinitions).includes('"morgage"'); // true: the mortgage page's misspelling
 */
export function renderSearchTermsModule(definitions: readonly CalculatorDefinition[]): string {
  const terms = Object.fromEntries(definitions.map(({ slug, keywords }) => [slug, keywords]));
  return [
    HEADER,
    '',
    '/** Each calculator\'s search keywords, by slug. Only the search index imports this, so it loads with search. */',
    `export const calculatorSearchTerms: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(terms, null, 2)};`,
    '',
  ].join('\n');
}

/** The import path of `source` (from `src/`) in a module of the folder `folder` (from `src/`). */
function fromFolder(folder: string, source: string): string {
  const depth = folder.split('/').length;
  const [first, ...rest] = source.split('/');
  if (depth === 1 && first === folder) return `./${rest.join('/')}`;
  return `${'../'.repeat(depth)}${source}`;
}

/** Export name of a definition: the camelCase of its slug (`car-loan` → `carLoan`). */
export function definitionExportName(slug: string): string {
  return slug.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** Whether a calculator is described in one definition (its catalogue module is generated from its page file). */
function isDescribed({ source }: CalculatorFile): boolean {
  return source.startsWith('generated/described/');
}

/**
 * A calculator's shape as the source of a constant: plain data, refused if anything in it is not (a function, a
 * number JSON cannot write).
 */
function shapeSource(shape: CalculatorShape): string {
  return JSON.stringify(shape, (key, value: unknown) => {
    if (typeof value === 'function' || (typeof value === 'number' && !Number.isFinite(value))) {
      throw new Error(`Calculator "${shape.slug}": its shape must be plain data, but "${key}" is ${String(value)}`);
    }
    return value;
  }, 2);
}

/**
 * The source text of `generated/calculator-pages/<slug>.ts`: what a calculator's page shows before anything is
 * computed (its definition without the assessment, and its shape: inputs, outputs, what can be solved for), with the
 * loader of its code (`generated/calculator-code/<slug>.ts`), so that a bundler puts the formula in a chunk of its own
 * that the page loads when a result is wanted.
 * @example
 * renderPageModule({ slug: 'mortgage', category: 'finance', source: 'generated/described/mortgage' }, calculatorShape(mortgage))
 *   .includes("export const loadCode = () => import('../calculator-code/mortgage.js');"); // true
 */
export function renderPageModule(file: CalculatorFile, shape: CalculatorShape): string {
  const name = definitionExportName(file.slug);
  const definition = isDescribed(file)
    ? [
        "import { describedPage } from '../../described-page.js';",
        "import type { CalculatorPageDefinition } from '../../types.js';",
        `import { ${name}Page } from '../described/${file.slug}-page.js';`,
      ]
    : [`export { ${name} as definition } from '${fromFolder('generated/calculator-pages', file.source)}.js';`];
  return [
    HEADER,
    "import type { CalculatorShape } from '@calchub/calc-engine';",
    ...definition,
    '',
    `export const calculator: CalculatorShape = ${shapeSource(shape)};`,
    ...(isDescribed(file) ? [`export const definition: CalculatorPageDefinition = describedPage(calculator, ${name}Page);`] : []),
    `export const loadCode = () => import('../calculator-code/${file.slug}.js');`,
    '',
  ].join('\n');
}

/**
 * The source text of `generated/calculator-code/<slug>.ts`: a calculator's formula and its whole definition (the
 * assessment included), one chunk that a page loads when a result is wanted.
 * @example
 * renderCodeModule({ slug: 'mortgage', category: 'finance', source: 'generated/described/mortgage' }).includes("export { mortgage as calculator } from '@calchub/calc-engine';"); // true
 */
export function renderCodeModule({ slug, source }: CalculatorFile): string {
  const name = definitionExportName(slug);
  return [
    HEADER,
    `export { ${name} as definition } from '${fromFolder('generated/calculator-code', source)}.js';`,
    `export { ${name} as calculator } from '@calchub/calc-engine';`,
    '',
  ].join('\n');
}

/**
 * The source text of `generated/calculator-page-loaders.ts`: one lazy import per calculator of its page's part and one
 * of its code, for code splitting.
 */
export function renderLoadersModule(definitions: readonly CalculatorDefinition[]): string {
  const table = (folder: string) => definitions.map(({ slug }) => `  '${slug}': () => import('./${folder}/${slug}.js'),`);
  return [
    HEADER,
    "import type { CalculatorShape, LoadedCalculator } from '@calchub/calc-engine';",
    "import type { CalculatorDefinition, CalculatorPageDefinition } from '../types.js';",
    '',
    "/** What computing a calculator's result and explaining it need: the engine's formula and the whole definition. */",
    'export interface CalculatorCode {',
    '  readonly definition: CalculatorDefinition;',
    '  readonly calculator: LoadedCalculator;',
    '}',
    '',
    '/**',
    " * What a calculator's page needs before anything is computed: its definition without the assessment, the",
    ' * calculator\'s shape, and the loader of its code.',
    ' */',
    'export interface CalculatorPageParts {',
    '  readonly definition: CalculatorPageDefinition;',
    '  readonly calculator: CalculatorShape;',
    '  readonly loadCode: () => Promise<CalculatorCode>;',
    '}',
    '',
    "/** Loads one calculator's page part, a chunk of its own. */",
    'export const calculatorPageLoaders: Readonly<Record<string, () => Promise<CalculatorPageParts>>> = {',
    ...table('calculator-pages'),
    '};',
    '',
    "/** Loads one calculator's code (formula and whole definition), a chunk of its own. */",
    'export const calculatorCodeLoaders: Readonly<Record<string, () => Promise<CalculatorCode>>> = {',
    ...table('calculator-code'),
    '};',
    '',
  ].join('\n');
}

/** The source text of `generated/content-loaders.ts`: one lazy import of explanatory text per calculator. */
export function renderContentLoadersModule(files: readonly CalculatorFile[]): string {
  return renderLoaderTable(files, {
    type: 'ExplanatoryContent',
    doc: "Loads one calculator's explanatory text as a separate chunk (for pages rendered without their prerendered text).",
    name: 'contentLoaders',
    file: (slug) => `${slug}.content`,
    exportName: (slug) => `${definitionExportName(slug)}Content`,
  });
}

function renderLoaderTable(
  files: readonly CalculatorFile[],
  table: { type: string; doc: string; name: string; file: (slug: string) => string; exportName: (slug: string) => string },
): string {
  const lines = files.map(({ slug, source }) => {
    const path = `${fromFolder('generated', source.replace(/[^/]+$/, table.file(slug)))}.js`;
    return `  '${slug}': () => import('${path}').then((module) => module.${table.exportName(slug)}),`;
  });
  return [
    HEADER,
    `import type { ${table.type} } from '../types.js';`,
    '',
    `/** ${table.doc} */`,
    `export const ${table.name}: Readonly<Record<string, () => Promise<${table.type}>>> = {`,
    ...lines,
    '};',
    '',
  ].join('\n');
}

/**
 * The source text of `generated/calculator-addresses.ts`: each calculator's slug followed by its aliases. Routes
 * need only these to tell a calculator's address from a missing page, not the titles and descriptions.
 */
export function renderAddressesModule(definitions: readonly CalculatorDefinition[]): string {
  const addresses = definitions.map(({ slug, aliases }) => [slug, ...aliases]);
  return [
    HEADER,
    '',
    "/** Each calculator's slug, then its aliases, in catalogue order. */",
    `export const calculatorAddresses: readonly (readonly string[])[] = ${JSON.stringify(addresses)};`,
    '',
  ].join('\n');
}
