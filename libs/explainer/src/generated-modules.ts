const HEADER = "// Generated from the engine's calculator order and src/worked-steps/<slug>.ts by `npm run generate`. Do not edit.";

/** One calculator as the explainer's generated lists need it. */
export interface WorkedStepsFile {
  readonly slug: string;
  /** The catalogue definition's `resultDecimals`, where it sets them. */
  readonly resultDecimals?: number;
  /**
   * True for a calculator described in one definition: its steps and what-ifs are data in the engine's definition,
   * built by `definitionSteps` and `definitionInsights`, with no module of their own here.
   */
  readonly described?: boolean;
}

/** How a generated table names one calculator's builder: its own module's export, or the generic one. */
interface BuilderKind {
  readonly exportName: (slug: string) => string;
  readonly genericModule: string;
  readonly genericBuilder: string;
}

const STEPS: BuilderKind = { exportName: (slug) => stepsExportName(slug), genericModule: 'definition-steps', genericBuilder: 'definitionSteps' };
const INSIGHTS: BuilderKind = {
  exportName: (slug) => insightsExportName(slug), genericModule: 'definition-insights', genericBuilder: 'definitionInsights',
};

/** A calculator's builder as a registry and a loader table write it: imports, the registry's value, the loader. */
function builderSource({ slug, described }: WorkedStepsFile, kind: BuilderKind): { imports: string[]; value: string; loader: string } {
  if (!described) {
    const name = kind.exportName(slug);
    return {
      imports: [`import { ${name} } from './${slug}.js';`],
      value: name,
      loader: `() => import('./${slug}.js').then((module) => module.${name})`,
    };
  }
  return {
    imports: [`import { ${camelName(slug)} } from '@calchub/calc-engine';`],
    value: `${kind.genericBuilder}(${camelName(slug)})`,
    loader: describedLoader(slug, kind.genericModule, kind.genericBuilder),
  };
}

/**
 * A loader that loads the generic builder and the calculator, and joins them. The calculator comes in its page's chunk
 * (the catalogue's page loader), which a page has already loaded: the engine's own loaders would make each formula a
 * chunk apart from its page's, a split that every calculator page would pay for.
 */
function describedLoader(slug: string, module: string, builder: string): string {
  return `() => Promise.all([import('./${module}.js'), loadCalculatorCode('${slug}')]).then(([module, code]) => module.${builder}(code.calculator))`;
}

/** The imports the generic builders need, when any calculator is described in one definition. */
function describedImports(files: readonly WorkedStepsFile[], line: string): string[] {
  return files.some((file) => file.described) ? [line] : [];
}

/**
 * The builder's export name of a calculator's worked steps: the camelCase of its slug and `Steps`.
 * @param slug - a calculator slug
 * @returns the name `src/worked-steps/<slug>.ts` exports its builder under
 * @example
 * stepsExportName('car-loan'); // 'carLoanSteps'
 */
export function stepsExportName(slug: string): string {
  return `${camelName(slug)}Steps`;
}

/**
 * The builder's export name of a calculator's computed insights: the camelCase of its slug and `Insights`.
 * @param slug - a calculator slug
 * @returns the name `src/insights/<slug>.ts` exports its builder under
 * @example
 * insightsExportName('car-loan'); // 'carLoanInsights'
 */
export function insightsExportName(slug: string): string {
  return `${camelName(slug)}Insights`;
}

function inputsLine(inputs: Readonly<Record<string, number | string>>): string {
  return `inputs: ${Object.entries(inputs).map(([name, value]) => `${name}=${value}`).join(', ')}`;
}

function camelName(slug: string): string {
  return slug.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * The source text of `worked-steps/registry.ts`: every calculator's steps, eagerly, with its result decimals.
 * @param files - the calculators in catalogue order
 * @returns the module's text
 * @example
 * renderRegistryModule([{ slug: 'body-fat', resultDecimals: 1 }]).includes("{ slug: 'body-fat', steps: bodyFatSteps, resultDecimals: 1 },"); // true
 */
export function renderRegistryModule(files: readonly WorkedStepsFile[]): string {
  return [
    HEADER,
    ...files.flatMap((file) => builderSource(file, STEPS).imports),
    ...describedImports(files, "import { definitionSteps } from './definition-steps.js';"),
    "import type { WorkedSolutionEntry } from './types.js';",
    '',
    '/** Every calculator\'s worked solution, in catalogue order (finance, health, education, business, math, everyday). */',
    'export const workedSolutions: readonly WorkedSolutionEntry[] = [',
    ...files.map((file) =>
      `  { slug: '${file.slug}', steps: ${builderSource(file, STEPS).value}${file.resultDecimals === undefined ? '' : `, resultDecimals: ${file.resultDecimals}`} },`,
    ),
    '];',
    '',
  ].join('\n');
}

/**
 * The source text of `worked-steps/loaders.ts`: one `import()` per calculator's steps, which bundlers split into its
 * own chunk.
 * @param files - the calculators in catalogue order
 * @returns the module's text
 * @example
 * renderLoadersModule([{ slug: 'bmi' }]).includes("'bmi': () => import('./bmi.js').then((module) => module.bmiSteps),"); // true
 */
export function renderLoadersModule(files: readonly WorkedStepsFile[]): string {
  return [
    HEADER,
    ...describedImports(files, "import { loadCalculatorCode } from '../load-calculator-code.js';"),
    "import type { WorkedStepsBuilder } from './types.js';",
    '',
    '/**',
    " * One loader per calculator's worked steps, so that a page loads only its own calculator's (bundlers split each",
    ' * `import()` into its own chunk). The registry (`workedSolutions`) holds them all.',
    ' */',
    'export const workedStepsLoaders: Readonly<Record<string, () => Promise<WorkedStepsBuilder>>> = {',
    ...files.map((file) => `  '${file.slug}': ${builderSource(file, STEPS).loader},`),
    '};',
    '',
  ].join('\n');
}

/**
 * The committed wording of a calculator's worked solution (`worked-steps/__snapshots__/<slug>.txt`), so that a
 * change of wording or of a worked number shows in review.
 * @param slug - the calculator
 * @param source - where the inputs come from ("catalogue example 1: ...")
 * @param inputs - the inputs
 * @param lines - the worked solution for them, one `formatWorkedStep` line per step
 * @returns the text
 * @example
 * renderWordingSnapshot('loan', 'catalogue example 1: ...', inputs, lines).split('\n')[3];
 * // '1. Monthly rate: 7 / 100 / 12 ≈ 0.005833'
 */
export function renderWordingSnapshot(
  slug: string,
  source: string,
  inputs: Readonly<Record<string, number | string>>,
  lines: readonly string[],
): string {
  return [
    `${slug}: ${source}`,
    inputsLine(inputs),
    '',
    ...lines.map((line, index) => `${index + 1}. ${line}`),
    '',
  ].join('\n');
}

const INSIGHTS_HEADER = "// Generated from the engine's calculator order and src/insights/<slug>.ts by `npm run generate`. Do not edit.";

/**
 * The source text of `insights/registry.ts`: every calculator's insights builder, eagerly, by slug.
 * @param files - the calculators in catalogue order
 * @returns the module's text
 * @example
 * renderInsightsRegistryModule([{ slug: 'bmi' }]).includes("  'bmi': bmiInsights,"); // true
 */
export function renderInsightsRegistryModule(files: readonly WorkedStepsFile[]): string {
  return [
    INSIGHTS_HEADER,
    ...files.flatMap((file) => builderSource(file, INSIGHTS).imports),
    ...describedImports(files, "import { definitionInsights } from './definition-insights.js';"),
    "import type { InsightsBuilder } from './types.js';",
    '',
    "/** Every calculator's computed insights, by slug, in catalogue order (finance, health, education, business, math, everyday). */",
    'export const insightsBuilders: Readonly<Record<string, InsightsBuilder>> = {',
    ...files.map((file) => `  '${file.slug}': ${builderSource(file, INSIGHTS).value},`),
    '};',
    '',
  ].join('\n');
}

/**
 * The source text of `insights/loaders.ts`: one `import()` per calculator's insights, which bundlers split into its
 * own chunk.
 * @param files - the calculators in catalogue order
 * @returns the module's text
 * @example
 * renderInsightsLoadersModule([{ slug: 'bmi' }]).includes("'bmi': () => import('./bmi.js').then((module) => module.bmiInsights),"); // true
 */
export function renderInsightsLoadersModule(files: readonly WorkedStepsFile[]): string {
  return [
    INSIGHTS_HEADER,
    ...describedImports(files, "import { loadCalculatorCode } from '../load-calculator-code.js';"),
    "import type { InsightsBuilder } from './types.js';",
    '',
    '/**',
    " * One loader per calculator's computed insights, so that a page loads only its own calculator's (bundlers split",
    ' * each `import()` into its own chunk). The registry (`insightsBuilders`) holds them all.',
    ' */',
    'export const insightsLoaders: Readonly<Record<string, () => Promise<InsightsBuilder>>> = {',
    ...files.map((file) => `  '${file.slug}': ${builderSource(file, INSIGHTS).loader},`),
    '};',
    '',
  ].join('\n');
}

/** One catalogue example with its rendered insights, as the snapshot lists it. */
export interface InsightsExample {
  readonly description: string;
  readonly inputs: Readonly<Record<string, number | string>>;
  readonly text: string;
}

/**
 * The committed wording of a calculator's computed insights for every catalogue example
 * (`insights/__snapshots__/<slug>.txt`), so that a change of wording or of a what-if's number shows in review.
 * @param slug - the calculator
 * @param examples - each example's description, inputs and rendered text
 * @returns the text
 * @example
 * renderInsightsSnapshot('loan', examples).split('\n')[2]; // 'Example 1: $10,000 at 7% for 3 years'
 */
export function renderInsightsSnapshot(slug: string, examples: readonly InsightsExample[]): string {
  return [
    `${slug}: computed insights of every catalogue example`,
    ...examples.flatMap(({ description, inputs, text }, index) => [
      '',
      `Example ${index + 1}: ${description}`,
      inputsLine(inputs),
      '',
      text,
    ]),
    '',
  ].join('\n');
}
