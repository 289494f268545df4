import { setImmediate } from 'node:timers/promises';
import { calculate as engineCalculate, calculators as engineCalculators, type CalculatorInfo } from '@calchub/calc-engine';
import { referenceValues as engineReferenceValues, type ReferenceValue } from '@calchub/calc-engine/reference-values';
import { calculatorDefinitions, type CalculatorDefinition } from '@calchub/catalogue';
import type { SiteFile } from '../../site-files.js';
import type { CalculateFunction } from './calculate-function.js';
import { checkExamples, type PageHtml } from './example-checks.js';
import { checkProperties, MONOTONIC_RELATIONS, type MonotonicRelation } from './property-checks.js';
import { checkReferenceValues } from './reference-checks.js';
import { validationReport, type ValidationReport } from './validation-report.js';

/** What a validation run checks and against what. Only `pageHtml` is needed; the rest default to the real ones. */
export interface ValidationRunOptions {
  /** The built site's pages by URL path (see {@link pageHtmlFromSite}). */
  readonly pageHtml: PageHtml;
  /** The engine's `calculate` (a test passes a broken one). */
  readonly calculate?: CalculateFunction;
  /** The engine's calculators: inputs with their limits, outputs, primary output. */
  readonly calculators?: readonly CalculatorInfo[];
  /** Reference values by calculator slug: `@calchub/calc-engine/reference-values`. */
  readonly referenceValues?: Readonly<Record<string, readonly ReferenceValue[]>>;
  /** The catalogue's definitions, with their examples. */
  readonly definitions?: readonly CalculatorDefinition[];
  /** The monotonic relations to check. */
  readonly relations?: readonly MonotonicRelation[];
  /** Random valid inputs per calculator for the finite-outputs property (default 40). */
  readonly samples?: number;
  /** Random valid inputs per monotonic relation (default 20). */
  readonly relationSamples?: number;
  /** The seed of the random inputs (default: a new one each run, named in any property failure). */
  readonly seed?: number;
}

const DEFAULT_SAMPLES = 40;
const DEFAULT_RELATION_SAMPLES = 20;

/**
 * The Validation Agent's run: every calculator's published reference values through the engine, every catalogue
 * example against the card its prerendered page shows, and property checks over random valid inputs (finite outputs,
 * the documented monotonic relations).
 * @param options - the built site's pages, and anything to check other than the real engine and catalogue
 * @returns how many checks passed and failed, each failure (check, calculator, message), and a summary in words
 * @example
 * const report = await runValidation({ pageHtml: pageHtmlFromSite(site.byPath) });
 * report.summary; // '1746 checks passed, 0 failed'
 */
export async function runValidation(options: ValidationRunOptions): Promise<ValidationReport> {
  const calculate = options.calculate ?? engineCalculate;
  const calculators = options.calculators ?? engineCalculators;
  const relations = options.relations ?? MONOTONIC_RELATIONS;
  const propertyOptions = {
    samples: options.samples ?? DEFAULT_SAMPLES,
    relationSamples: options.relationSamples ?? DEFAULT_RELATION_SAMPLES,
    seed: options.seed ?? Math.floor(Math.random() * 2 ** 32),
  };
  const primaryOutputs = new Map(calculators.map((info) => [info.slug, info.primary]));
  const outcomes = [
    checkReferenceValues(options.referenceValues ?? engineReferenceValues, calculate, primaryOutputs),
    checkExamples(options.definitions ?? calculatorDefinitions, calculate, options.pageHtml),
  ];
  // One calculator at a time, letting the server answer requests in between: the run takes about a second.
  for (const info of calculators) {
    await setImmediate();
    outcomes.push(checkProperties([info], calculate, relations.filter((relation) => relation.calculator === info.slug), propertyOptions));
  }
  const known = new Set(calculators.map((info) => info.slug));
  outcomes.push(checkProperties([], calculate, relations.filter((relation) => !known.has(relation.calculator)), propertyOptions));
  return validationReport(outcomes);
}

/**
 * Reads pages from the built site the api holds in memory (`loadSiteFiles`): the HTML of a path, from its
 * uncompressed copy.
 * @param byPath - the site's files by URL path
 * @returns the page lookup a validation run takes
 * @example
 * pageHtmlFromSite((await loadSiteFiles('apps/web/dist/site', { prefix: '/', indexes: true })).byPath)('/calculator/loan');
 * // '<!doctype html>...'
 */
export function pageHtmlFromSite(byPath: ReadonlyMap<string, SiteFile>): PageHtml {
  return (path) => {
    const file = byPath.get(path);
    if (!file?.contentType.startsWith('text/html')) return undefined;
    return file.copies.find((copy) => copy.coding === 'identity')?.body?.toString('utf8');
  };
}
