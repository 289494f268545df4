/**
 * Operations per second of every calculator on its first catalogue example, through the same `calculate` the site
 * and the API call (validation included). The examples live in the definitions, so a new calculator is benchmarked
 * as soon as it has one. Run with `npm run bench` (`vitest bench --run`); `vitest run` does not pick up *.bench.ts.
 */
import { calculate } from '@calchub/calc-engine';
import { bench, describe } from 'vitest';
import { calculatorDefinitions } from './calculators/index.js';

describe('calculate, per calculator (catalogue example 1)', () => {
  for (const { slug, examples } of calculatorDefinitions) {
    const example = examples[0];
    if (!example) throw new Error(`No example for "${slug}": its definition must have at least one`);
    // Fail at collection rather than benchmark an error path.
    calculate(slug, example.inputs);
    bench(slug, () => {
      calculate(slug, example.inputs);
    });
  }
});
