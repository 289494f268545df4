// Writes the explainer's generated files: src/worked-steps/registry.ts and loaders.ts from the engine's calculator
// order, the worked-steps modules and the catalogue's result decimals, then the wording snapshots
// src/worked-steps/__snapshots__/<slug>.txt; src/insights/registry.ts and loaders.ts from the same order and the
// insights modules, then the insights snapshots src/insights/__snapshots__/<slug>.txt. Run through
// `npm run generate` at the repository root (after the engine's and the catalogue's).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculators } from '@calchub/calc-engine';
import { calculatorDefinitions } from '@calchub/catalogue';
import {
  explainerRoot, insightsListFiles, insightsSlugs, insightsSnapshotFiles, listFiles, wordingFiles, workedStepsFiles,
} from './explainer-files.js';

const files = workedStepsFiles(calculators.map((info) => info.slug), calculatorDefinitions);
for (const file of listFiles(files)) writeFileSync(join(explainerRoot, file.path), file.text);
for (const file of insightsListFiles(insightsSlugs(calculators.map((info) => info.slug)))) writeFileSync(join(explainerRoot, file.path), file.text);
// Imported only now, so that it reads the registry just written.
const { formatWorkedStep, workedSolution } = await import('../src/worked-solution.js');
mkdirSync(join(explainerRoot, 'src/worked-steps/__snapshots__'), { recursive: true });
for (const file of wordingFiles(calculatorDefinitions, (slug, inputs, result) => workedSolution(slug, inputs, result).map(formatWorkedStep))) writeFileSync(join(explainerRoot, file.path), file.text);
const { computedInsights } = await import('../src/computed-insights.js');
mkdirSync(join(explainerRoot, 'src/insights/__snapshots__'), { recursive: true });
for (const file of insightsSnapshotFiles(calculatorDefinitions, (definition, inputs, result) => computedInsights(definition, inputs, result).text)) writeFileSync(join(explainerRoot, file.path), file.text);
console.log(`explainer: wrote the lists, wording and insights snapshots of ${files.length} calculators`);
