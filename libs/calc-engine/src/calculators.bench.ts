/**
 * Operations per second of a 360-month amortization schedule, the longest computation the loan calculators make.
 * Every calculator's own figure, on its first catalogue example through `calculate`, is benchmarked by the catalogue
 * (`libs/catalogue/src/calculators.bench.ts`), which holds the examples.
 * Run with `npm run bench` (`vitest bench --run`); `vitest run` does not pick up *.bench.ts files.
 */
import { bench, describe } from 'vitest';
import { amortizationSchedule, monthlyRate } from './index.js';

describe('amortization schedule', () => {
  bench('360 months (a 30-year $320,000 mortgage at 6.25%)', () => {
    amortizationSchedule(320000, monthlyRate(6.25), 360);
  });
});
