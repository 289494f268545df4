import { calculate, calculatorLoader, deterministicDetails } from '@calchub/calc-engine';
import { calculatorDefinitions, formatResult } from '@calchub/catalogue';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { addressKey, render, renderAddressPage } from '../entry-server.js';
import { exampleQuery } from '../features/calculator/calculator-form.js';
import type { RenderedDraw } from '../lib/rendered-address.js';
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
        const root = page.getElementById('root');
        if (info.drawn) {
          // A generator's page shows the draw it rendered, and hands that same draw to the browser to hydrate.
          const drawn = JSON.parse(root?.dataset['drawn'] ?? 'null') as RenderedDraw;
          expect(resultOf(page), `${definition.slug} ${search}`).toBe(formatResult(definition, drawn.result));
          expect(deterministicDetails(info, drawn.result.details)).toEqual(deterministicDetails(info, calculate(definition.slug, example.inputs).details));
        } else {
          expect(resultOf(page), `${definition.slug} ${search}`).toBe(formatResult(definition, calculate(definition.slug, example.inputs)));
          expect(root?.dataset['drawn']).toBeUndefined();
        }
        expect(root?.dataset['renderedQuery']).toBe(search);
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

  it('has a real GET form: named fields, a Calculate button for visitors without scripts', async () => {
    const page = await addressPage('/calculator/loan', '?loanAmount=10000&interestRate=7&loanTenure=3');
    const form = page.querySelector(INPUT_FORM);
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.hasAttribute('action')).toBe(false);
    // DOMParser reads the page as a browser without scripts would: the noscript content is markup.
    expect(form?.querySelector('noscript button[type="submit"]')?.textContent).toBe('Calculate');
  });
});

// A tap can land on the server's HTML before the page's scripts run (or without them): each control is a link or a
// form there, to an address the server renders.
describe('the controls of a rendered address work before scripts run', () => {
  const loan = '?loanAmount=10000&interestRate=7&loanTenure=3';
  const selectedTab = (page: Document) => page.querySelector('[role="tab"][aria-selected="true"]')?.textContent;
  const shownPanel = (page: Document) => page.querySelector('[role="tabpanel"]:not([hidden])');

  it('has tabs that are links to the address showing each, keeping the inputs', async () => {
    const page = await addressPage('/calculator/loan', loan);
    const hrefs = [...page.querySelectorAll('[role="tab"]')].map((tab) => [tab.textContent, tab.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Calculator', loan],
      ['Formula', `${loan}&tab=formula`],
      ['Examples', `${loan}&tab=examples`],
    ]);
    expect((await builtPage('/calculator/loan')).match(/<a[^>]*role="tab"[^>]*>Calculator</)?.[0]).toContain('href="/calculator/loan"');
  });

  it('renders the tab the address names, with nothing listed as ignored', async () => {
    const formula = await addressPage('/calculator/loan', `${loan}&tab=formula`);
    expect(selectedTab(formula)).toBe('Formula');
    expect(shownPanel(formula)?.textContent).toContain('Number of payments: 3 × 12 = 36');
    expect(formula.body.textContent).not.toContain('Ignored from the address');
    const examples = await addressPage('/calculator/loan', '?tab=examples');
    expect(selectedTab(examples)).toBe('Examples');
    const cards = [...(shownPanel(examples)?.querySelectorAll('a[data-example]') ?? [])].map((card) => card.getAttribute('href'));
    expect(cards[0]).toBe(loan);
    expect(cards).toHaveLength(calculatorDefinitions.find((definition) => definition.slug === 'loan')?.examples.length ?? 0);
  });

  it('has Compare as a GET form to the comparison of the inputs shown', async () => {
    const page = await addressPage('/calculator/loan', loan);
    const compare = [...page.querySelectorAll('button')].find((button) => button.textContent === 'Compare');
    expect([compare?.type, compare?.name, compare?.value, compare?.form?.method]).toEqual(['submit', 'compare', '', 'get']);
    const sent = [...page.querySelectorAll('input[type="hidden"]')].filter((field) => field.closest('form') === compare?.form);
    expect(sent.map((field) => `${field.getAttribute('name')}=${field.getAttribute('value')}`)).toEqual(['loanAmount=10000', 'interestRate=7', 'loanTenure=3']);
  });
});

describe('a comparison address renders both scenarios', () => {
  const house = { homePrice: 400000, downPaymentPercent: 20, interestRate: 6.5, loanTerm: 30 };
  const search = '?homePrice=400000&downPaymentPercent=20&interestRate=6.5&loanTerm=30&compare=loanTerm%3D15';

  const tables = (page: Document) => [...page.querySelectorAll('table[data-testid="comparison-table"]')];
  const cells = (table: Element | undefined, label: string) =>
    [...(table?.querySelectorAll('tbody tr') ?? [])]
      .find((row) => row.querySelector('th')?.textContent === label)
      ?.querySelectorAll('td');

  it("shows scenario A's and B's results, details and schedules with the engine's numbers", async () => {
    const mortgage = calculatorDefinitions.find((definition) => definition.slug === 'mortgage');
    if (!mortgage) throw new Error('no mortgage definition');
    const page = await addressPage('/calculator/mortgage', search);
    const [results, schedules] = tables(page);
    expect(results?.querySelector('caption')?.textContent).toBe('Mortgage Calculator: scenario A and scenario B');
    expect([...(results?.querySelectorAll('thead th') ?? [])].map((th) => th.textContent)).toEqual(['Output', 'Scenario A', 'Scenario B', 'Difference (B − A)']);
    const primary = results?.querySelector('tbody tr');
    expect([...(primary?.querySelectorAll('td') ?? [])].map((td) => td.textContent)).toEqual([
      formatResult(mortgage, calculate('mortgage', house)),
      formatResult(mortgage, calculate('mortgage', { ...house, loanTerm: 15 })),
      '+$764.92/month (+37.8%)',
    ]);
    expect([...(cells(schedules, 'Paid off after') ?? [])].map((td) => td.textContent)).toEqual(['30 years (360 payments)', '15 years (180 payments)', '\u221215 years']);
    // Scenario A is the page's own form; B's fields are its own, filled from `compare`.
    expect((page.querySelector(`${INPUT_FORM} [name="loanTerm"]`) as HTMLInputElement | null)?.value).toBe('30');
    expect((page.querySelector('#scenario-b-loanTerm') as HTMLInputElement | null)?.value).toBe('15');
    expect((page.querySelector('#scenario-b-homePrice') as HTMLInputElement | null)?.value).toBe('400000');
    expect(page.getElementById('root')?.dataset['renderedQuery']).toBe(search);
  });

  it("gives scenario B's invalid values their field messages and lists what it ignored", async () => {
    const page = await addressPage('/calculator/loan', '?loanAmount=10000&interestRate=7&loanTenure=3&compare=loanAmount%3D0%26ref%3Dx');
    expect(page.getElementById('scenario-b-loanAmount-error')?.textContent).toMatch(/greater than 0/);
    expect(page.getElementById('loanAmount-error')).toBeNull();
    expect(page.body.textContent).toContain('Ignored from the address: ref');
    expect(cells(tables(page)[0], 'Monthly payment')?.[1]?.textContent).toBe('No result');
  });

  it('renders a page without the comparison for an address without `compare`', async () => {
    const page = await addressPage('/calculator/mortgage', search.replace(/&compare=.*/, ''));
    expect(tables(page)).toHaveLength(0);
    expect(page.querySelector('#scenario-b-loanTerm')).toBeNull();
  });
});

describe('addressKey', () => {
  it('keys a comparison canonically: the order of names in the address and in `compare` does not matter', () => {
    const key = addressKey('/calculator/loan', '?loanAmount=10000&interestRate=7&loanTenure=3&compare=loanTenure%3D5%26interestRate%3D6');
    expect(key).toBe('/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3&compare=interestRate%3D6%26loanTenure%3D5');
    expect(addressKey('/calculator/loan', '?compare=interestRate%3D6%26loanTenure%3D5&loanTenure=3&interestRate=7&loanAmount=10000')).toBe(key);
    // A parameter of B equal to A's is no difference.
    expect(addressKey('/calculator/loan', '?loanAmount=10000&interestRate=7&loanTenure=3&compare=loanTenure%3D5%26interestRate%3D6%26loanAmount%3D10000')).toBe(key);
    expect(addressKey('/calculator/loan', '?loanAmount=10000&compare=')).toBe('/calculator/loan?loanAmount=10000&compare=');
    expect(addressKey('/calculator/loan', '?loanAmount=10000&compare=ref%3Dx')).toBe('/calculator/loan?loanAmount=10000&compare=');
    expect(addressKey('/calculator/loan', '?loanAmount=10000')).toBe('/calculator/loan?loanAmount=10000');
  });

  it('keys the tab shown, but for the first, which is the page as built', () => {
    expect(addressKey('/calculator/loan', '?tab=formula&loanAmount=10000')).toBe('/calculator/loan?loanAmount=10000&tab=formula');
    expect(addressKey('/calculator/loan', '?tab=examples')).toBe('/calculator/loan?tab=examples');
    expect(addressKey('/calculator/loan', '?tab=calculator')).toBeUndefined();
    expect(addressKey('/calculator/loan', '?loanAmount=10000&tab=nonsense')).toBe('/calculator/loan?loanAmount=10000');
  });

  it('keys equal renders alike: parameter order, the trailing slash and ignored names do not matter', () => {
    const key = addressKey('/calculator/loan', '?loanAmount=10000&interestRate=7&loanTenure=3');
    expect(key).toBe('/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3');
    expect(addressKey('/calculator/loan/', '?loanTenure=3&interestRate=7&loanAmount=10000')).toBe(key);
    expect(addressKey('/calculator/loan', '?loanAmount=10000&interestRate=7&loanTenure=3&ref=x')).toBe(key);
    expect(addressKey('/calculator/loan', '?loanAmount=abc&interestRate=7&loanTenure=3&a1=x')).toBe('/calculator/loan?interestRate=7&loanTenure=3');
    expect(addressKey('/calculator/loan', '?a1=x')).toBeUndefined();
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

describe('a results page address renders its matches', () => {
  beforeAll(async () => {
    await builtPage('/search');
  }, 60_000);

  it('lists the matches and a GET form to search again, before scripts run', async () => {
    const page = await addressPage('/search', '?q=mortgage');
    expect(page.querySelector('h1')?.textContent).toBe('Search results for "mortgage"');
    const links = [...page.querySelectorAll('#search-results li a')].map((link) => link.getAttribute('href'));
    expect(links[0]).toBe('/calculator/mortgage');
    expect(page.querySelector('[role="status"]')?.textContent).toBe(`${links.length} calculators found`);
    const form = page.querySelector<HTMLFormElement>('#search-results form');
    expect(form?.getAttribute('method')?.toLowerCase() ?? 'get').toBe('get');
    expect(form?.getAttribute('action')).toBe('/search');
    // The browser hydrates with the results written on the page, without the search index.
    const found = JSON.parse(page.querySelector('#search-results')?.getAttribute('data-found') ?? 'null');
    expect(found.query).toBe('mortgage');
    expect(found.results.map((result: { path: string }) => result.path)).toEqual(links);
  });

  it('says when nothing matches and offers the categories', async () => {
    const page = await addressPage('/search', '?q=horoscope%20signs');
    expect(page.querySelector('[role="status"]')?.textContent).toBe('No calculators found for "horoscope signs"');
    expect(page.querySelectorAll('a[href^="/category/"]').length).toBeGreaterThan(3);
  });

  it('keys a search by its query as searched: spaces around it and other parameters do not matter, 100 characters are read', () => {
    expect(addressKey('/search', '?q=%20loan%20&ref=x')).toBe('/search?q=loan');
    expect(addressKey('/search/', '?q=loan')).toBe('/search?q=loan');
    expect(addressKey('/search', `?q=${'a'.repeat(5000)}`)).toBe(`/search?q=${'a'.repeat(100)}`);
    expect(addressKey('/search', '?q=%20%20')).toBeUndefined();
    expect(addressKey('/search', '?ref=x')).toBeUndefined();
  });
});
