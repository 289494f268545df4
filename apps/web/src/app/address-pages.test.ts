import { calculate, calculatorLoader } from '@calchub/calc-engine';
import { calculatorDefinitions, formatResult } from '@calchub/catalogue';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { addressKey, render, renderAddressPage } from '../entry-server.js';
import { exampleQuery } from '../features/calculator/calculator-form.js';
import { staticPageHtml } from '../lib/static-site.js';

// Shared addresses as the server renders them: each calculator's page as built (from the source template, as
// prerendered-site.test.ts builds it), then rendered again with an address's query.
const template = readFileSync(join(import.meta.dirname, '../../index.html'), 'utf8');
const builtPages = new Map<string, string>();

async function builtPage(path: string): Promise<string> {
  const known = builtPages.get(path);
  if (known) return known;
  const html = staticPageHtml(template, await render(path), document.implementation.createHTMLDocument(''));
  builtPages.set(path, html);
  return html;
}

async function addressPage(path: string, search: string): Promise<Document> {
  return new DOMParser().parseFromString(await renderAddressPage(await builtPage(path), path, search), 'text/html');
}

/** The calculator's own form (the site's search box is a form too). */
const INPUT_FORM = 'section[aria-labelledby="inputs-heading"] form';

const resultOf = (page: Document) => page.querySelector('[data-testid="result-value"]')?.textContent ?? null;

beforeAll(async () => {
  await builtPage('/calculator/loan');
}, 60_000);

describe('a calculator address renders its own result', () => {
  for (const definition of calculatorDefinitions) {
    it(`${definition.slug}: every example's address shows the engine's result, the page's head unchanged`, async () => {
      const path = `/calculator/${definition.slug}`;
      const info = await calculatorLoader(definition.slug)?.();
      if (!info) throw new Error(`no engine calculator ${definition.slug}`);
      const bare = new DOMParser().parseFromString(await builtPage(path), 'text/html');
      for (const example of definition.examples) {
        const search = exampleQuery(info, definition, example.inputs);
        const page = await addressPage(path, search);
        expect(resultOf(page), `${definition.slug} ${search}`).toBe(formatResult(definition, calculate(definition.slug, example.inputs)));
        expect(page.getElementById('root')?.dataset['renderedQuery']).toBe(search);
        expect(page.head.innerHTML).toBe(bare.head.innerHTML);
        expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(new RegExp(`${path}$`));
        for (const [name, value] of new URLSearchParams(search)) {
          // The engine's unit-system input follows the unit toggle; it is no field of its own.
          if (name === definition.unitToggle?.engineUnitSystemInput) continue;
          expect((page.querySelector(`${INPUT_FORM} [name="${name}"]`) as HTMLInputElement | HTMLSelectElement | null)?.value, name).toBe(value);
        }
      }
      // The page as built shows no result: the address's result is the server's doing.
      expect(resultOf(bare)).toBeNull();
    }, 30_000);
  }

  it('renders the embedded calculator with its own result too', async () => {
    const page = await addressPage('/embed/loan', '?loanAmount=10000&interestRate=7&loanTenure=3');
    expect(resultOf(page)).toBe('$308.77');
    expect(page.querySelector('a[href^="/calculator/loan?"]')?.getAttribute('href')).toBe('/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3');
  });

  it('renders invalid inputs with their field messages and lists what it ignored, as the app does', async () => {
    const invalid = await addressPage('/calculator/loan', '?loanAmount=0&interestRate=7&loanTenure=3');
    expect(resultOf(invalid)).toBeNull();
    expect(invalid.getElementById('loanAmount-error')?.textContent).toMatch(/greater than 0/);
    const ignored = await addressPage('/calculator/loan', '?loanAmount=abc&utm_source=mail&interestRate=7&loanTenure=3');
    expect(ignored.body.textContent).toContain('Ignored from the address: loanAmount, utm_source');
    expect(ignored.body.textContent).toContain('Enter values above to see your result');
  });

  it('converts the values when a form without scripts switched the unit toggle', async () => {
    const page = await addressPage('/calculator/bmi', '?weight=70&height=170&units=us&typedUnits=metric');
    // 70 kg and 170 cm are 154.3 lb and 5 ft 6.9 in to a tenth, as the toggle converts them with scripts.
    const typedInUs = await addressPage('/calculator/bmi', '?weight=154.3&heightFeet=5&heightInches=6.9&units=us');
    expect(resultOf(page)).toMatch(/^24\.2\d kg\/m²$/);
    expect(resultOf(page)).toBe(resultOf(typedInUs));
    expect((page.querySelector('input[name="weight"]') as HTMLInputElement | null)?.value).toBe('154.3');
    expect((page.querySelector('input[name="heightFeet"]') as HTMLInputElement | null)?.value).toBe('5');
    expect((page.querySelector('input[name="units"][value="us"]') as HTMLInputElement | null)?.checked).toBe(true);
  });

  it('has a real GET form: named fields, a Calculate button for visitors without scripts, the examples as links', async () => {
    const page = await addressPage('/calculator/loan', '?loanAmount=10000&interestRate=7&loanTenure=3');
    const form = page.querySelector(INPUT_FORM);
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.hasAttribute('action')).toBe(false);
    // DOMParser reads the page as a browser without scripts would: the noscript content is markup.
    expect(form?.querySelector('noscript button[type="submit"]')?.textContent).toBe('Calculate');
    const links = [...page.querySelectorAll('noscript nav[aria-label="Examples"] a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links[0]).toEqual(['Example 1', '?loanAmount=10000&interestRate=7&loanTenure=3']);
    expect(links).toHaveLength(calculatorDefinitions.find((definition) => definition.slug === 'loan')?.examples.length ?? 0);
  });
});

describe('addressKey', () => {
  it('keys equal renders alike: parameter order and the trailing slash do not matter, ignored names do', () => {
    const key = addressKey('/calculator/loan', '?loanAmount=10000&interestRate=7&loanTenure=3');
    expect(key).toBe('/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3');
    expect(addressKey('/calculator/loan/', '?loanTenure=3&interestRate=7&loanAmount=10000')).toBe(key);
    expect(addressKey('/calculator/loan', '?loanAmount=10000&interestRate=7&loanTenure=3&ref=x')).toBe(`${key}#ignored=ref`);
    expect(addressKey('/embed/loan', '?loanAmount=1')).toBe('/embed/loan?loanAmount=1');
  });

  it('leaves to the page as built what needs no render: no query, no calculator, an unknown slug', () => {
    expect(addressKey('/calculator/loan', '')).toBeUndefined();
    expect(addressKey('/calculator/loan', '?')).toBeUndefined();
    expect(addressKey('/calculator/no-such', '?a=1')).toBeUndefined();
    expect(addressKey('/category/finance', '?a=1')).toBeUndefined();
    expect(addressKey('/calculator/loan/extra', '?loanAmount=1')).toBeUndefined();
  });
});
