/**
 * The engine's generated files (the list of definitions, the loaders, the public exports and the README's table)
 * are what `npm run generate` would write from `src/calculators/order.ts` and the calculator folders.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { engineFiles, engineRoot, readEngineCalculators } from '../scripts/calculator-lists.js';
import { calculators } from '../src/index.js';

const primaries = calculators.map(({ slug, primary, outputs }) => ({
  slug, primary, unit: outputs.find((output) => output.name === primary)?.unit,
}));

describe('the generated files', () => {
  it.each(engineFiles(readEngineCalculators(), primaries))('$path is up to date (run `npm run generate` at the repository root if not)', ({ path, text }) => {
    expect(readFileSync(join(engineRoot, path), 'utf8'), `${path} is stale: run \`npm run generate\` at the repository root`).toBe(text);
  });
});

describe('the calculator order and the calculator folders', () => {
  const root = mkdtempSync(join(tmpdir(), 'calc-engine-order-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** An engine folder holding only calculator modules for `slugs`, exporting `exports` (default: the definition). */
  function engineWith(slugs: readonly string[], source = (name: string) => `export const ${name} = {};\n`): string {
    const folder = mkdtempSync(join(root, 'engine-'));
    for (const slug of slugs) {
      mkdirSync(join(folder, 'src/calculators', slug), { recursive: true });
      const name = slug.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
      writeFileSync(join(folder, 'src/calculators', slug, `${slug}.ts`), source(name));
      writeFileSync(join(folder, 'src/calculators', slug, `${slug}.md`), '---\n---\n');
    }
    return folder;
  }

  it('name a listed calculator whose formula file is missing', () => {
    expect(() => readEngineCalculators(['bmi', 'sales-tax'], engineWith(['bmi'])))
      .toThrow('Calculator "sales-tax" is listed in src/calculators/order.ts, but its formula src/calculators/sales-tax/sales-tax.ts does not exist');
  });

  it('name a calculator folder that the order does not list', () => {
    expect(() => readEngineCalculators(['bmi'], engineWith(['bmi', 'sales-tax'])))
      .toThrow('src/calculators/sales-tax/ is not listed in src/calculators/order.ts');
  });

  it('name a slug listed twice, and a module that does not export its definition under its camelCase name', () => {
    expect(() => readEngineCalculators(['bmi', 'bmi'], engineWith(['bmi']))).toThrow('lists "bmi" more than once');
    expect(() => readEngineCalculators(['sales-tax'], engineWith(['sales-tax'], () => 'export const tax = {};\n')))
      .toThrow('must export its definition as `salesTax`');
  });

  it('name a calculator without its page', () => {
    const folder = engineWith(['sales-tax']);
    rmSync(join(folder, 'src/calculators/sales-tax/sales-tax.md'));
    expect(() => readEngineCalculators(['sales-tax'], folder)).toThrow(
      'Calculator "sales-tax" has no page: write src/calculators/sales-tax/sales-tax.md',
    );
  });

  it('publish every export of a calculator module but those marked @internal', () => {
    const folder = engineWith(['sales-tax'], (name) => [
      `export const ${name} = {};`,
      'export function salesTaxAmount(): number { return 0; }',
      '/** @internal */',
      'export const TAX_COLOR = "#000";',
      'export interface SalesTaxInputs { readonly price: number }',
      'export type SalesTaxMode = 1 | 2;',
      '',
    ].join('\n'));
    expect(readEngineCalculators(['sales-tax'], folder)).toEqual([{
      slug: 'sales-tax', definition: 'salesTax', values: ['salesTax', 'salesTaxAmount'], types: ['SalesTaxInputs', 'SalesTaxMode'],
    }]);
  });
});
