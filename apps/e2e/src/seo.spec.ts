import { calculatorDefinitions, explanatoryContents, listedCategories } from '@calchub/catalogue';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { reportCspViolations } from './pages.js';

function definitionOf(slug: string) {
  const definition = calculatorDefinitions.find((candidate) => candidate.slug === slug);
  const content = explanatoryContents[slug];
  if (!definition || !content) throw new Error(`No calculator ${slug}`);
  return { ...definition, content };
}

/** The first paragraph of a text made of blank-line separated paragraphs, as the page shows it. */
function firstParagraph(text: string): string {
  return text.split(/\n\s*\n/)[0]?.trim() ?? '';
}

test.describe('with JavaScript disabled, as a crawler or a visitor without scripts gets it', () => {
  async function openWithoutScripts(browser: Browser, path: string): Promise<{ page: Page; close: () => Promise<void> }> {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    // Nothing ran: the hydration marker is set by the app's code only.
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    return { page, close: () => context.close() };
  }

  test('a calculator page has its title, every input with its label, and its explanatory text in the HTML', async ({ browser }) => {
    const definition = definitionOf('mortgage');
    const { page, close } = await openWithoutScripts(browser, `/calculator/${definition.slug}`);
    await expect(page).toHaveTitle(`${definition.title} | CalcHub`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(definition.title);
    await expect(page.getByRole('main').getByText(definition.description)).toBeVisible();
    for (const input of Object.values(definition.inputs)) await expect(page.getByLabel(input.label)).toBeEditable();
    await expect(page.getByText('Enter values above to see your result')).toBeVisible();
    await expect(page.getByRole('heading', { name: `About the ${definition.title}` })).toBeVisible();
    await expect(page.getByText(firstParagraph(definition.content.whatItComputes))).toBeVisible();
    await expect(page.getByText(firstParagraph(definition.content.formulaExplained))).toBeVisible();
    const faq = definition.content.faq[0];
    if (!faq) throw new Error('The mortgage calculator has no FAQ');
    await expect(page.getByText(faq.question)).toBeVisible();
    await expect(page.getByText(/Loading/)).toHaveCount(0);
    await close();
  });

  test('a calculator with a unit toggle shows its fields and both unit systems', async ({ browser }) => {
    const definition = definitionOf('bmi');
    const { page, close } = await openWithoutScripts(browser, `/calculator/${definition.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(definition.title);
    await expect(page.getByLabel('Weight')).toBeEditable();
    await expect(page.getByLabel('Height')).toBeEditable();
    await expect(page.getByRole('radio', { name: 'Metric (kg, cm)' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /^US/ })).not.toBeChecked();
    await expect(page.getByText(firstParagraph(definition.content.whatItComputes))).toBeVisible();
    await close();
  });

  test('the home page has its heading, category links and JSON-LD that parses', async ({ browser }) => {
    const { page, close } = await openWithoutScripts(browser, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free Online Calculators');
    await expect(page.getByRole('main').getByRole('link', { name: /Finance/ }).first()).toHaveAttribute('href', '/category/finance');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.map((block) => (JSON.parse(block) as { '@type': string })['@type'])).toEqual(['WebApplication', 'Organization', 'WebSite']);
    await close();
  });
});

test.describe('answers of the server for the site', () => {
  test('the short path and every alias of every calculator answer 301 to its canonical path, keeping the query', async ({ request }) => {
    // A long form that an older calculator has as its own alias stays that calculator's address
    // ("savings-calculator" is the savings goal calculator's, from before the savings calculator).
    const ownAliases = new Set(calculatorDefinitions.flatMap((definition) => definition.aliases));
    for (const definition of calculatorDefinitions) {
      const longForm = `${definition.slug}-calculator`;
      const aliases = [...definition.aliases, ...(ownAliases.has(longForm) ? [] : [longForm])];
      for (const from of [`/${definition.slug}`, ...aliases.flatMap((alias) => [`/calculator/${alias}`, `/${alias}`])]) {
        const response = await request.get(`${from}?ref=e2e`, { maxRedirects: 0 });
        expect({ from, status: response.status(), location: response.headers()['location'] }).toEqual({
          from,
          status: 301,
          location: `/calculator/${definition.slug}?ref=e2e`,
        });
      }
    }
  });

  test('unknown paths, calculator slugs and categories answer 404 with a noindex page, never cached', async ({ request }) => {
    for (const path of ['/no-such-page', '/calculator/no-such-calculator', '/category/travel', '/category/finance/extra']) {
      const response = await request.get(path);
      const html = await response.text();
      expect({ path, status: response.status(), type: response.headers()['content-type'], cache: response.headers()['cache-control'] }).toEqual({
        path,
        status: 404,
        type: 'text/html; charset=utf-8',
        cache: 'no-cache',
      });
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
    }
  });

  test('canonical pages, sitemap.xml and robots.txt are served with 200 and no-cache; every sitemap URL is a live canonical page', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/xml/);
    expect(sitemap.headers()['cache-control']).toBe('no-cache');
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    // Home, the categories that hold a calculator, every calculator, search, terms, privacy and contact.
    expect(locs.length).toBe(1 + listedCategories().length + calculatorDefinitions.length + 4);
    for (const loc of locs) {
      // The build's PUBLIC_BASE_URL may differ from the address the tests run on: fetch the path here.
      const response = await request.get(new URL(loc).pathname);
      const html = await response.text();
      expect({ loc, status: response.status(), cache: response.headers()['cache-control'] }).toEqual({ loc, status: 200, cache: 'no-cache' });
      expect(html).toContain(`<link rel="canonical" href="${loc}">`);
    }
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^Disallow: \/admin$[\s\S]*^Disallow: \/api$[\s\S]*^Sitemap: \S+\/sitemap\.xml$/m);
  });

  test('the scripts and styles a page loads are hashed assets with a year-long immutable cache', async ({ page }) => {
    const assets: { url: string; cache: string | undefined }[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') assets.push({ url: new URL(response.url()).pathname, cache: response.headers()['cache-control'] });
    });
    await page.goto('/calculator/mortgage');
    await page.locator('[data-calculator-ready]').waitFor();
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset).toEqual({ url: expect.stringMatching(/^\/assets\/[\w-]+-[\w-]{8}\.(js|css)$/), cache: 'public, max-age=31536000, immutable' });
    }
  });
});

test.describe('hydration and Content-Security-Policy', () => {
  /**
   * Opens a page and records every console error or warning, uncaught error and CSP violation until it is
   * interactive. The production build of React reports a hydration mismatch as an uncaught error (#418, #423...).
   * Service workers are allowed, as in a visitor's browser: the site's worker registers after load, under the same CSP.
   */
  async function watch(browser: Browser, path: string) {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    const problems: string[] = [];
    await reportCspViolations(page);
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // A 404 page reports its own status as a failed load; that status is what the page is for.
      if (message.text().startsWith('Failed to load resource') && message.location().url === page.url()) return;
      problems.push(`${message.type()}: ${message.text()}`);
    });
    const response = await page.goto(path);
    await page.locator('html[data-hydrated]').waitFor();
    return { page, problems, status: response?.status(), close: () => context.close() };
  }

  const pages = [
    ['home', '/', 200],
    ['calculator', '/calculator/mortgage', 200],
    ['calculator with a shared result', '/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3', 200],
    ['category', '/category/finance', 200],
    ['search results', '/search?q=loan', 200],
    ['legal', '/terms', 200],
    ['contact', '/contact', 200],
    ['unknown path', '/no-such-page', 404],
    ['unknown calculator', '/calculator/no-such-calculator', 404],
    ['unknown category', '/category/travel', 404],
  ] as const;

  for (const [kind, path, status] of pages) {
    test(`${kind} (${path}) becomes interactive with no warning, error or CSP violation`, async ({ browser }) => {
      const { page, problems, status: answered, close } = await watch(browser, path);
      expect(answered).toBe(status);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      await close();
    });
  }

  test('a result with its lazy chart, the search box and the tabs add no error or CSP violation', async ({ browser }) => {
    const { page, problems, close } = await watch(browser, '/calculator/mortgage');
    await page.locator('[data-calculator-ready]').waitFor();
    await page.getByRole('tab', { name: 'Examples' }).click();
    await page.getByRole('link', { name: /^Example 1/ }).click();
    await expect(page.getByTestId('result-value')).toBeVisible();
    await expect(page.getByTestId('chart-graphic').locator('svg').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Formula' }).click();
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search calculators' });
    await search.fill('bmi');
    await expect(page.getByRole('banner').getByRole('option').first()).toContainText('BMI');
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
    await close();
  });

  test('the explanatory text stays as prerendered; its links open calculators inside the app, with their own text', async ({ browser }) => {
    const { page, problems, close } = await watch(browser, '/calculator/mortgage');
    const prerendered = await page.locator('[data-prerendered="explanation-mortgage"]').innerHTML();
    await page.locator('[data-calculator-ready]').waitFor();
    await expect(page.getByRole('heading', { level: 2, name: 'About the Mortgage Calculator' })).toBeVisible();
    expect(await page.locator('[data-prerendered="explanation-mortgage"]').innerHTML()).toBe(prerendered);
    // A full page load would lose this mark.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: /Refinance Calculator/ }).click();
    await expect(page).toHaveURL(/\/calculator\/refinance$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Refinance Calculator' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'About the Refinance Calculator' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Mortgage Calculator/ })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: 'About the Mortgage Calculator' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });
});
