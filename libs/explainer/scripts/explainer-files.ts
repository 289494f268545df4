/**
 * The explainer's generated files, computed from the engine's calculator order, the catalogue's definitions, the
 * worked-steps and the insights modules: `src/worked-steps/registry.ts`, `loaders.ts` and the wording snapshots
 * `src/worked-steps/__snapshots__/<slug>.txt`; `src/insights/registry.ts`, `loaders.ts` and the insights snapshots
 * `src/insights/__snapshots__/<slug>.txt`. `scripts/generate.ts` writes them; `src/generated.test.ts` fails when
 * a committed one differs.
 */
import { calculate } from '@calchub/calc-engine';
import type { CalculatorDefinition } from '@calchub/catalogue';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  insightsExportName, renderInsightsLoadersModule, renderInsightsRegistryModule, renderInsightsSnapshot,
  renderLoadersModule, renderRegistryModule, renderWordingSnapshot, stepsExportName, type WorkedStepsFile,
} from '../src/generated-modules.js';

/** The explainer package's folder. */
export const explainerRoot = resolve(import.meta.dirname, '..');
/** The engine package's folder, where a calculator described in one definition keeps its page file. */
const engineRoot = resolve(explainerRoot, '../calc-engine');

/**
 * True when a calculator's explanation is built from its definition's data: it is described in one definition (a page
 * file beside its engine module) and has no module of its own at `path`, which a described calculator keeps where its
 * steps cannot be written as data (the depreciation methods' own arithmetic, or rows that add up a varying number of
 * assignments or years).
 */
function isDescribed(slug: string, engine: string, root: string, path: string): boolean {
  return existsSync(join(engine, `src/calculators/${slug}/${slug}.md`)) && !existsSync(join(root, path));
}

/** A file the generator writes: its path from the explainer's folder and its full text. */
export interface GeneratedFile {
  readonly path: string;
  readonly text: string;
}

function requireModule(root: string, slug: string, path: string, name: string, what: string): void {
  if (!existsSync(join(root, path))) throw new Error(`Calculator "${slug}" has no ${what}: write ${path} exporting \`${name}\``);
  if (!new RegExp(`export function ${name}\\b|export const ${name}\\b`).test(readFileSync(join(root, path), 'utf8'))) {
    throw new Error(`Calculator "${slug}": ${path} must export its ${what} as \`${name}\``);
  }
}

/**
 * Checks that every calculator has its worked steps, and pairs each with the catalogue's result decimals.
 * @param slugs - the engine's calculators in catalogue order
 * @param definitions - the catalogue's definitions
 * @param root - the explainer's folder
 * @returns the calculators in catalogue order
 * @throws Error naming the slug and the missing file, or the missing export
 * @example
 * workedStepsFiles(['body-fat'], calculatorDefinitions); // [{ slug: 'body-fat', resultDecimals: 1 }]
 */
export function workedStepsFiles(
  slugs: readonly string[],
  definitions: readonly CalculatorDefinition[],
  root = explainerRoot,
  engine = engineRoot,
): WorkedStepsFile[] {
  return slugs.map((slug) => {
    const described = isDescribed(slug, engine, root, `src/worked-steps/${slug}.ts`);
    if (!described) requireModule(root, slug, `src/worked-steps/${slug}.ts`, stepsExportName(slug), 'worked steps');
    const resultDecimals = definitions.find((definition) => definition.slug === slug)?.resultDecimals;
    return { slug, ...(resultDecimals === undefined ? {} : { resultDecimals }), ...(described ? { described } : {}) };
  });
}

/**
 * The registry and the loaders of the worked steps.
 * @param files - from {@link workedStepsFiles}
 * @returns the two files, paths relative to the explainer's folder
 * @example
 * listFiles(files).map((file) => file.path); // ['src/worked-steps/registry.ts', 'src/worked-steps/loaders.ts']
 */
export function listFiles(files: readonly WorkedStepsFile[]): GeneratedFile[] {
  return [
    { path: 'src/worked-steps/registry.ts', text: renderRegistryModule(files) },
    { path: 'src/worked-steps/loaders.ts', text: renderLoadersModule(files) },
  ];
}

/**
 * The wording snapshot of every calculator: its worked solution for its first catalogue example.
 * @param definitions - the catalogue's definitions, in catalogue order
 * @param solve - the worked solution as lines (`workedSolution` then `formatWorkedStep`), passed in so that the
 * generator uses the registry it has just written, not one imported before
 * @returns one file per calculator
 * @throws Error naming the slug when its worked solution is empty
 * @example
 * wordingFiles(calculatorDefinitions, solveLines)[0]?.path; // 'src/worked-steps/__snapshots__/mortgage.txt'
 */
export function wordingFiles(
  definitions: readonly CalculatorDefinition[],
  solve: (slug: string, inputs: Readonly<Record<string, number | string>>, result: ReturnType<typeof calculate>) => string[],
): GeneratedFile[] {
  return definitions.map(({ slug, examples }) => {
    const example = examples[0];
    if (!example) throw new Error(`Calculator "${slug}" has no catalogue example to work through`);
    const lines = solve(slug, example.inputs, calculate(slug, example.inputs));
    if (lines.length === 0) throw new Error(`Calculator "${slug}" has no worked solution: is it in src/worked-steps/registry.ts?`);
    return {
      path: `src/worked-steps/__snapshots__/${slug}.txt`,
      text: renderWordingSnapshot(slug, `catalogue example 1: ${example.description}`, example.inputs, lines),
    };
  });
}

/**
 * Checks that every calculator has its computed insights.
 * @param slugs - the engine's calculators in catalogue order
 * @param root - the explainer's folder
 * @returns the same slugs
 * @throws Error naming the slug and the missing file, or the missing export
 * @example
 * insightsSlugs(['sales-tax']);
 * // throws 'Calculator "sales-tax" has no computed insights: write src/insights/sales-tax.ts exporting `salesTaxInsights`'
 */
export function insightsSlugs(slugs: readonly string[], root = explainerRoot, engine = engineRoot): WorkedStepsFile[] {
  return slugs.map((slug) => {
    if (isDescribed(slug, engine, root, `src/insights/${slug}.ts`)) return { slug, described: true };
    requireModule(root, slug, `src/insights/${slug}.ts`, insightsExportName(slug), 'computed insights');
    return { slug };
  });
}

/**
 * The registry and the loaders of the computed insights.
 * @param slugs - from {@link insightsSlugs}
 * @returns the two files, paths relative to the explainer's folder
 * @example
 * insightsListFiles(slugs).map((file) => file.path); // ['src/insights/registry.ts', 'src/insights/loaders.ts']
 */
export function insightsListFiles(files: readonly WorkedStepsFile[]): GeneratedFile[] {
  return [
    { path: 'src/insights/registry.ts', text: renderInsightsRegistryModule(files) },
    { path: 'src/insights/loaders.ts', text: renderInsightsLoadersModule(files) },
  ];
}

/**
 * The insights snapshot of every calculator: the rendered insights of each of its catalogue examples.
 * @param definitions - the catalogue's definitions, in catalogue order
 * @param render - the insights' text for a definition, inputs and result (`computedInsights(...).text`), passed in
 * so that the generator uses the registry it has just written, not one imported before
 * @returns one file per calculator
 * @example
 * insightsSnapshotFiles(calculatorDefinitions, render)[0]?.path; // 'src/insights/__snapshots__/mortgage.txt'
 */
export function insightsSnapshotFiles(
  definitions: readonly CalculatorDefinition[],
  render: (definition: CalculatorDefinition, inputs: Readonly<Record<string, number | string>>, result: ReturnType<typeof calculate>) => string,
): GeneratedFile[] {
  return definitions.map((definition) => ({
    path: `src/insights/__snapshots__/${definition.slug}.txt`,
    text: renderInsightsSnapshot(
      definition.slug,
      definition.examples.map(({ description, inputs }) => ({
        description,
        inputs,
        text: render(definition, inputs, calculate(definition.slug, inputs)),
      })),
    ),
  }));
}
