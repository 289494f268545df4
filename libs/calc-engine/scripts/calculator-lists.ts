/**
 * The engine's generated files, computed from `src/calculators/order.ts` and the calculator folders: the list of
 * definitions, the per-calculator loaders, the public exports, the list of reference values and the README's table of
 * calculators.
 * `scripts/generate.ts` writes them; `tests/generated.test.ts` fails when a committed one differs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { calculatorOrder } from '../src/calculators/order.js';

/** The one command that rewrites every generated file of the engine, the catalogue and the explainer. */
const GENERATE_COMMAND = 'npm run generate';

const HEADER = `// Generated from src/calculators/order.ts and the calculator folders by \`${GENERATE_COMMAND}\`. Do not edit.`;

/** The engine package's folder. */
export const engineRoot = resolve(import.meta.dirname, '..');

/** What the generator reads of one calculator module. */
export interface EngineCalculator {
  readonly slug: string;
  /** The exported definition's name: the camelCase of the slug (`car-loan` → `carLoan`). */
  readonly definition: string;
  /** Public value exports (functions, constants), in source order; `@internal` ones are left out. */
  readonly values: readonly string[];
  /** Public type exports (interfaces, type aliases), in source order. */
  readonly types: readonly string[];
}

/** A file the generator writes: its path from the engine's folder and its full text. */
export interface GeneratedFile {
  readonly path: string;
  readonly text: string;
}

/**
 * The camelCase export name of a slug.
 * @param slug - a calculator slug
 * @returns the name its definition is exported under
 * @example
 * exportName('pregnancy-due-date'); // 'pregnancyDueDate'
 */
function exportName(slug: string): string {
  return slug.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

function isInternal(node: ts.Node): boolean {
  return ts.getJSDocTags(node).some((tag) => tag.tagName.text === 'internal');
}

function hasExport(node: ts.Node): boolean {
  return ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
}

/** The public exports of a calculator module, split into values and types. */
function moduleExports(file: string): { values: string[]; types: string[] } {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const values: string[] = [];
  const types: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement) || ts.isExportAssignment(statement)) {
      throw new Error(`${file}: declare exports in place (export const/function/interface/type), not with \`export { }\``);
    }
    if (!hasExport(statement)) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!isInternal(declaration)) values.push(declaration.name.getText(source));
      }
    } else if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
      if (!isInternal(statement)) types.push(statement.name.text);
    } else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name) {
      if (!isInternal(statement)) values.push(statement.name.text);
    }
  }
  return { values, types };
}

/**
 * Reads every calculator of the engine, in the order of `src/calculators/order.ts`, and checks that the order and
 * the folders agree.
 * @param order - the slugs in catalogue order
 * @param root - the engine's folder
 * @returns the calculators with their public exports
 * @throws Error naming the slug and the file when a listed calculator has no module or no page, a folder
 * is not listed, a slug is listed twice, or a module does not export its definition under the camelCase of its slug
 * @example
 * readEngineCalculators()[0]; // { slug: 'mortgage', definition: 'mortgage', values: ['mortgage', 'mortgagePayment'], types: [...] }
 */
export function readEngineCalculators(order: readonly string[] = calculatorOrder, root = engineRoot): EngineCalculator[] {
  const folder = join(root, 'src/calculators');
  const twice = order.filter((slug, index) => order.indexOf(slug) !== index);
  if (twice.length > 0) throw new Error(`src/calculators/order.ts lists ${twice.map((slug) => `"${slug}"`).join(', ')} more than once`);
  const unlisted = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !order.includes(entry.name))
    .map((entry) => entry.name);
  if (unlisted.length > 0) {
    throw new Error(
      `src/calculators/${unlisted[0]}/ is not listed in src/calculators/order.ts: add "${unlisted[0]}" in its category's place`,
    );
  }
  return order.map((slug) => {
    const path = `src/calculators/${slug}/${slug}.ts`;
    if (!existsSync(join(root, path))) {
      throw new Error(`Calculator "${slug}" is listed in src/calculators/order.ts, but its formula ${path} does not exist`);
    }
    const definition = exportName(slug);
    const { values, types } = moduleExports(join(root, path));
    if (!values.includes(definition)) {
      throw new Error(`Calculator "${slug}": ${path} must export its definition as \`${definition}\` (made with defineCalculator)`);
    }
    const page = `src/calculators/${slug}/${slug}.md`;
    if (!existsSync(join(root, page))) throw new Error(`Calculator "${slug}" has no page: write ${page} (front matter and text)`);
    return { slug, definition, values, types };
  });
}

function modulePath(slug: string): string {
  return `./${slug}/${slug}.js`;
}

/** `src/calculators/index.ts`: every definition, eagerly, in catalogue order. */
function renderDefinitions(calculators: readonly EngineCalculator[]): string {
  return [
    HEADER,
    ...calculators.map(({ slug, definition }) => `import { ${definition} } from '${modulePath(slug)}';`),
    '',
    '/** Every calculator of the engine, in catalogue order (finance, health, education, business, math, everyday). */',
    'export const calculatorDefinitions = [',
    ...calculators.map(({ definition }) => `  ${definition},`),
    '] as const;',
    '',
  ].join('\n');
}

/** `src/calculators/loaders.ts`: one `import()` per calculator, which bundlers split into its own chunk. */
function renderLoaders(calculators: readonly EngineCalculator[]): string {
  return [
    HEADER,
    "import type { CalculatorDefinition } from '../types.js';",
    '',
    '/**',
    ' * One loader per calculator, so that a page that needs one calculator loads only its formula (bundlers split each',
    ' * `import()` into its own chunk). The static `calculators` list and `calculate` load them all.',
    ' * @example',
    ' * const loan = await calculatorLoaders.loan();',
    ' * calculateWith(loan, { loanAmount: 10000, interestRate: 7, loanTenure: 3 }).value; // 308.770969...',
    ' */',
    'export const calculatorLoaders = {',
    ...calculators.map(
      ({ slug, definition }) => `  '${slug}': () => import('${modulePath(slug)}').then((module) => module.${definition}),`,
    ),
    '} as const satisfies Readonly<Record<string, () => Promise<CalculatorDefinition<never>>>>;',
    '',
  ].join('\n');
}

/** `src/calculators/exports.ts`: each calculator's public values and types, re-exported by `src/index.ts`. */
function renderExports(calculators: readonly EngineCalculator[]): string {
  return [
    HEADER,
    ...calculators.flatMap(({ slug, values, types }) => [
      `export { ${values.join(', ')} } from '${modulePath(slug)}';`,
      ...(types.length > 0 ? [`export type { ${types.join(', ')} } from '${modulePath(slug)}';`] : []),
    ]),
    '',
  ].join('\n');
}

/** `src/calculators/reference-values.ts`: every calculator's reference values, by slug, in catalogue order. */
function renderReferenceValues(calculators: readonly EngineCalculator[]): string {
  return [
    HEADER,
    "import type { ReferenceValue } from '../reference-value.js';",
    ...calculators.map(({ slug, definition }) => `import { ${definition} } from './${slug}/${slug}.js';`),
    '',
    '/** Every calculator\'s published reference values, by slug, in catalogue order (finance, health, education, business, math, everyday). */',
    'export const referenceValues = {',
    ...calculators.map(({ slug, definition }) => `  '${slug}': ${definition}.referenceValues ?? [],`),
    '} as const satisfies Readonly<Record<string, readonly ReferenceValue[]>>;',
    '',
  ].join('\n');
}

const TABLE_START = '<!-- calculators: generated by `npm run generate` from the engine, do not edit -->';
const TABLE_END = '<!-- /calculators -->';

/** The README with its table of calculators (slug, primary output and its unit) rewritten. */
function renderReadme(readme: string, calculators: readonly { slug: string; primary: string; unit?: string }[]): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md must hold the markers ${TABLE_START} and ${TABLE_END}`);
  const rows = calculators.map(({ slug, primary, unit }) => `| \`${slug}\` | \`${primary}\` | ${unit ?? ''} |`);
  const table = ['', '| Slug | Primary output | Unit |', '|---|---|---|', ...rows, ''].join('\n');
  return `${readme.slice(0, start + TABLE_START.length)}\n${table}${readme.slice(end)}`;
}

/**
 * Every file the engine generates, with the text it must hold.
 * @param calculators - from {@link readEngineCalculators}
 * @param primaries - each calculator's primary output and its unit, in the same order (from the built `calculators`
 * list; the README's table needs them)
 * @param root - the engine's folder
 * @returns the files, paths relative to the engine's folder
 * @example
 * engineFiles(readEngineCalculators(), primaries).map((file) => file.path);
 * // ['src/calculators/index.ts', 'src/calculators/loaders.ts', 'src/calculators/exports.ts',
 * //  'src/calculators/reference-values.ts', 'README.md']
 */
export function engineFiles(
  calculators: readonly EngineCalculator[],
  primaries: readonly { slug: string; primary: string; unit?: string }[],
  root = engineRoot,
): GeneratedFile[] {
  return [
    { path: 'src/calculators/index.ts', text: renderDefinitions(calculators) },
    { path: 'src/calculators/loaders.ts', text: renderLoaders(calculators) },
    { path: 'src/calculators/exports.ts', text: renderExports(calculators) },
    { path: 'src/calculators/reference-values.ts', text: renderReferenceValues(calculators) },
    { path: 'README.md', text: renderReadme(readFileSync(join(root, 'README.md'), 'utf8'), primaries) },
  ];
}
