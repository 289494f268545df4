/**
 * The explainer's generated files (the registries and loaders of the worked steps and the insights, and their
 * snapshots) are what `npm run generate` would write. A calculator without its worked steps or its insights fails
 * here, naming the file to write.
 */
import { calculators } from '@calchub/calc-engine';
import { calculatorDefinitions } from '@calchub/catalogue';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  explainerRoot, insightsListFiles, insightsSlugs, insightsSnapshotFiles, listFiles, wordingFiles, workedStepsFiles,
} from '../scripts/explainer-files.js';
import { computedInsights } from './computed-insights.js';
import { formatWorkedStep, workedSolution } from './worked-solution.js';

const STALE = 'is stale: run `npm run generate` at the repository root, and review the diff';

function committed(path: string): string {
  return existsSync(join(explainerRoot, path)) ? readFileSync(join(explainerRoot, path), 'utf8') : `(no file ${path})`;
}

describe('the generated files', () => {
  it('every engine calculator has its worked steps', () => {
    // Throws 'Calculator "<slug>" has no worked steps: write src/worked-steps/<slug>.ts exporting `<slug>Steps`'.
    expect(() => workedStepsFiles(calculators.map((info) => info.slug), calculatorDefinitions)).not.toThrow();
  });

  it.each(listFiles(workedStepsFiles(calculators.map((info) => info.slug), calculatorDefinitions)))(
    '$path is up to date',
    ({ path, text }) => {
      expect(committed(path), `${path} ${STALE}`).toBe(text);
    },
  );

  it.each(wordingFiles(calculatorDefinitions, (slug, inputs, result) => workedSolution(slug, inputs, result).map(formatWorkedStep)))('$path: the wording of its first example is the committed one', ({ path, text }) => {
    expect(committed(path), `${path} ${STALE}`).toBe(text);
  });

  it('holds a wording snapshot for every calculator and for no other', () => {
    const snapshots = readdirSync(join(explainerRoot, 'src/worked-steps/__snapshots__'));
    expect(snapshots.sort()).toEqual(calculatorDefinitions.map((definition) => `${definition.slug}.txt`).sort());
  });

  it('every engine calculator has its computed insights', () => {
    // Throws 'Calculator "<slug>" has no computed insights: write src/insights/<slug>.ts exporting `<slug>Insights`'.
    expect(() => insightsSlugs(calculators.map((info) => info.slug))).not.toThrow();
  });

  it('names the insights file to write for a calculator without one', () => {
    expect(() => insightsSlugs(['tip-jar'])).toThrow(
      'Calculator "tip-jar" has no computed insights: write src/insights/tip-jar.ts exporting `tipJarInsights`',
    );
  });

  it.each(insightsListFiles(insightsSlugs(calculators.map((info) => info.slug))))('$path is up to date', ({ path, text }) => {
    expect(committed(path), `${path} ${STALE}`).toBe(text);
  });

  it.each(insightsSnapshotFiles(calculatorDefinitions, (definition, inputs, result) => computedInsights(definition, inputs, result).text))(
    '$path: the insights of every example are the committed ones',
    ({ path, text }) => {
      expect(committed(path), `${path} ${STALE}`).toBe(text);
    },
  );

  it('holds an insights snapshot for every calculator and for no other', () => {
    const snapshots = readdirSync(join(explainerRoot, 'src/insights/__snapshots__'));
    expect(snapshots.sort()).toEqual(calculatorDefinitions.map((definition) => `${definition.slug}.txt`).sort());
  });
});
