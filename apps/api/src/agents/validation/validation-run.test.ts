import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { calculate, type CalculationResult, type RawInputs } from '@calchub/calc-engine';
import { referenceValues } from '@calchub/calc-engine/reference-values';
import { calculatorDefinitions } from '@calchub/catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteFiles } from '../../site-files.js';
import { pageHtmlFromSite, runValidation } from './validation-run.js';
import type { PageHtml } from './example-checks.js';

/** The built public site, as `npm start` serves it (the api's test target builds it first). */
const BUILT_SITE = resolve(import.meta.dirname, '../../../../web/dist/site');

let pageHtml: PageHtml;

beforeAll(async () => {
  if (!existsSync(BUILT_SITE)) throw new Error(`${BUILT_SITE} is missing: build the site first (npx nx run @calchub/web:build)`);
  pageHtml = pageHtmlFromSite((await loadSiteFiles(BUILT_SITE, { prefix: '/', indexes: true })).byPath);
});

const loanDefinition = calculatorDefinitions.find((definition) => definition.slug === 'loan');
const exampleCount = calculatorDefinitions.reduce((total, definition) => total + definition.examples.length, 0);
const referenceCount = Object.values(referenceValues).reduce((total, references) => total + references.length, 0);

describe('the Validation Agent', () => {
  it('passes every check on the real engine, catalogue and built site, and says how many', async () => {
    const report = await runValidation({ pageHtml, seed: 20_240_601, samples: 30, relationSamples: 15 });
    expect(report.failures).toEqual([]);
    expect(report.failed).toBe(0);
    // Every reference value and every example is a check; the property samples add to them.
    expect(report.passed).toBeGreaterThan(referenceCount + exampleCount);
    expect(report.summary).toBe(`${report.passed} checks passed, 0 failed`);
  });

  it('reports a broken reference value by its name, with what the engine gave and what was expected', async () => {
    const [excelPmt, ...rest] = referenceValues.loan;
    if (!excelPmt) throw new Error('the loan calculator has reference values');
    const broken = { ...excelPmt, expected: { ...excelPmt.expected, monthlyPayment: 308.8 } };
    const report = await runValidation({ pageHtml, referenceValues: { ...referenceValues, loan: [broken, ...rest] }, samples: 1, relationSamples: 1, seed: 1 });
    const message = "loan reference value 'Excel PMT 10,000 at 7% over 3 years' gave 308.77, expected 308.80 (off by 0.029)";
    expect(report.failures).toEqual([{ check: 'reference value', calculator: 'loan', message }]);
    expect(report.failed).toBe(1);
    expect(report.summary).toBe(`${report.passed} checks passed, 1 failed: ${message}`);
  });

  it('names the output that misses when it is not the primary one, and a reference value the engine refuses', async () => {
    const [excelPmt] = referenceValues.loan;
    if (!excelPmt) throw new Error('the loan calculator has reference values');
    const report = await runValidation({
      pageHtml,
      definitions: [],
      samples: 0,
      relationSamples: 0,
      seed: 1,
      referenceValues: {
        loan: [
          { ...excelPmt, expected: { totalInterest: 1115 }, exact: { numberOfPayments: 37 } },
          { ...excelPmt, name: 'no amount', inputs: { interestRate: 7, loanTenure: 3 } },
        ],
      },
    });
    expect(report.failures.map((failure) => failure.message)).toEqual([
      "loan reference value 'Excel PMT 10,000 at 7% over 3 years' totalInterest gave 1115.75, expected 1115.00 (off by 0.75), numberOfPayments gave 36, expected 37",
      "loan reference value 'no amount' was refused: Loan Amount is required",
    ]);
  });

  it('reports an example whose card on the prerendered page shows another result than the engine gives', async () => {
    if (!loanDefinition) throw new Error('the catalogue has the loan calculator');
    const second = loanDefinition.examples[1];
    const slipped: PageHtml = (path) => (path === '/calculator/loan' ? pageHtml(path)?.replace('$955.06', '$955.65') : pageHtml(path));
    const report = await runValidation({ pageHtml: slipped, definitions: [loanDefinition], samples: 0, relationSamples: 0, seed: 1 });
    expect(report.failures).toEqual([
      { check: 'example', calculator: 'loan', message: `loan example 2 ('${second?.description}'): /calculator/loan shows Result: $955.65, the engine gives Result: $955.06` },
    ]);
    expect(report.passed).toBe(referenceCount + loanDefinition.examples.length - 1);
  });

  it('reports every example of a page missing from the built site, or a card missing from its page', async () => {
    if (!loanDefinition) throw new Error('the catalogue has the loan calculator');
    const withoutPage = await runValidation({ pageHtml: () => undefined, definitions: [loanDefinition], samples: 0, relationSamples: 0, seed: 1 });
    expect(withoutPage.failures).toHaveLength(loanDefinition.examples.length);
    expect(withoutPage.failures[0]?.message).toBe(`loan example 1 ('${loanDefinition.examples[0]?.description}'): the built site has no page /calculator/loan`);
    const withoutCards: PageHtml = () => '<!doctype html><h1>Loan Calculator</h1>';
    const report = await runValidation({ pageHtml: withoutCards, definitions: [loanDefinition], samples: 0, relationSamples: 0, seed: 1 });
    expect(report.failures[0]?.message).toMatch(/^loan example 1 \('.*'\): \/calculator\/loan shows no card for it$/);
  });

  it('reports, through the property checks, a calculator that returns NaN for some valid inputs, naming the seed', async () => {
    // A BMI formula broken above 150 kg: every figure published for it is below, so only random inputs find it.
    const brokenBmi = (slug: string, inputs: RawInputs): CalculationResult => {
      const result = calculate(slug, inputs);
      if (slug !== 'bmi' || Number(inputs['weight']) <= 150) return result;
      return { ...result, value: Number.NaN, details: { ...result.details, bmi: Number.NaN } };
    };
    const report = await runValidation({ pageHtml, calculate: brokenBmi, seed: 7, samples: 30, relationSamples: 10 });
    expect(report.failed).toBeGreaterThan(0);
    expect(report.failures.every((failure) => failure.check === 'property' && failure.calculator === 'bmi')).toBe(true);
    expect(report.failures[0]?.message).toMatch(/^bmi gives a non-finite output for \{.*"weight":.*\}: the result is NaN \(seed 7\)$/);
    expect(report.summary).toContain(`failed: ${report.failures[0]?.message}`);
  });

  it('reports a documented monotonic relation that breaks: a loan payment that falls as the rate rises', async () => {
    const fallingWithRate = (slug: string, inputs: RawInputs): CalculationResult => {
      const result = calculate(slug, inputs);
      if (slug !== 'loan') return result;
      const monthlyPayment = 1000 / Number(inputs['interestRate']);
      return { ...result, value: monthlyPayment, details: { ...result.details, monthlyPayment } };
    };
    const report = await runValidation({
      pageHtml, calculate: fallingWithRate, referenceValues: {}, definitions: [], seed: 3, samples: 0, relationSamples: 10,
    });
    expect(report.failures.length).toBeGreaterThan(0);
    expect(report.failures.map((failure) => failure.calculator)).toEqual(report.failures.map(() => 'loan'));
    const rate = /^loan monthlyPayment should rise as interestRate goes from [\d.]+ to [\d.]+, but went from [\d.]+ to [\d.]+, for \{.*\} \(seed 3\)$/;
    expect(report.failures.filter((failure) => rate.test(failure.message)).length).toBeGreaterThan(0);
  });

  it('draws the same random inputs from the same seed, so a failing run can be repeated', async () => {
    const options = { pageHtml, referenceValues: {}, definitions: [], seed: 11, samples: 5, relationSamples: 5 };
    const brokenAbove = (slug: string, inputs: RawInputs): CalculationResult => {
      const result = calculate(slug, inputs);
      return slug === 'percentage' && Number(inputs['valueX']) > 0 ? { ...result, details: { result: Number.POSITIVE_INFINITY } } : result;
    };
    const first = await runValidation({ ...options, calculate: brokenAbove });
    expect(first.failed).toBeGreaterThan(0);
    expect(await runValidation({ ...options, calculate: brokenAbove })).toEqual(first);
  });
});
