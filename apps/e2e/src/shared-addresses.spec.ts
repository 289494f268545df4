import { calculate, calculatorLoader, calculators, deterministicDetails } from '@calchub/calc-engine';
import { calculatorDefinitions, formatResult } from '@calchub/catalogue';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';

/** The query of an example, as the page's own example links write it (metric units, every input named). */
async function exampleSearch(slug: string, inputs: Readonly<Record<string, number | string>>): Promise<string> {
  const info = await calculatorLoader(slug)?.();
  if (!info) throw new Error(`no calculator ${slug}`);
  const query = new URLSearchParams();
  for (const spec of info.inputs) {
    const value = inputs[spec.name];
    if (value !== undefined) query.set(spec.name, String(value));
  }
  return `?${query.toString()}`;
}

/**
 * Records every text the result shows, from the first parsed HTML on: an observer installed before the page's own
 * scripts sees each change, so a number painted for a moment (the default inputs' result, the empty card) is caught.
 */
async function recordResults(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { shownResults: string[] }).shownResults = seen;
    const note = () => {
      // Until the parser reaches the result column there is nothing to see yet; from then on, its number or card.
      const result = document.querySelector('[data-testid="result-value"]');
      const card = document.getElementById('result-placeholder-heading')?.parentElement;
      const shown = result ? result.textContent : card ? `(card: ${card.textContent})` : undefined;
      // The parser may pause between an element's start tag and its text (at a network chunk's end, or when it yields
      // under load): an empty result while the HTML is still being parsed is not yet written, not painted empty. The
      // parse's end is noted below, before any script runs, so an HTML that really sends an empty result is caught.
      if (shown === '' && document.readyState === 'loading') return;
      if (shown !== undefined && seen.at(-1) !== shown) seen.push(shown);
    };
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
    document.addEventListener('readystatechange', note);
  });
}

const shownResults = (page: Page) => page.evaluate(() => (window as unknown as { shownResults: string[] }).shownResults);

/** The generators (random numbers, passwords, dice): each address draws afresh, so they are checked apart. */
const generators = calculators.filter((info) => info.drawn !== undefined);
const isGenerator = (slug: string) => generators.some((info) => info.slug === slug);

test.describe('a shared address shows its own result from the first paint', () => {
  for (const definition of calculatorDefinitions.filter((candidate) => !isGenerator(candidate.slug))) {
    test(`${definition.slug}: the first example's address`, async ({ page }) => {
      const example = definition.examples[0];
      if (!example) throw new Error(`${definition.slug} has no example`);
      const expected = formatResult(definition, calculate(definition.slug, example.inputs));
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await recordResults(page);
      await page.goto(`/calculator/${definition.slug}${await exampleSearch(definition.slug, example.inputs)}`);
      await page.locator('[data-calculator-ready]').waitFor();
      await expect(page.getByTestId('result-value')).toHaveText(expected);
      // From the HTML's first parse through hydration and the address's reading: one number, never another.
      expect(await shownResults(page)).toEqual([expected]);
      // A hydration that disagreed with the HTML would say so here (React reports the mismatch as an error).
      expect(problems).toEqual([]);
    });
  }
});

test.describe('a generator\'s shared address draws afresh, and the page keeps the draw it arrived with', () => {
  for (const info of generators) {
    test(`${info.slug}: the first example's address`, async ({ page }) => {
      const definition = calculatorDefinitions.find((candidate) => candidate.slug === info.slug);
      const example = definition?.examples[0];
      if (!definition || !example) throw new Error(`${info.slug} has no example`);
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await recordResults(page);
      const address = `/calculator/${info.slug}${await exampleSearch(info.slug, example.inputs)}`;
      const response = await page.goto(address);
      // Never kept by a cache on the way, nor by the server: the next visitor draws their own.
      expect(response?.headers()['cache-control']).toBe('no-store');
      await page.locator('[data-calculator-ready]').waitFor();
      const drawn = await page.getByTestId('result-value').textContent();
      // From the HTML's first parse through hydration: the server's draw, never another, and no hydration error.
      expect(await shownResults(page)).toEqual([drawn]);
      expect(problems).toEqual([]);
      // What follows from the inputs is the engine's.
      const steady = deterministicDetails(info, calculate(info.slug, example.inputs).details);
      const details = await page.getByRole('definition').allInnerTexts();
      expect(details.length).toBeGreaterThanOrEqual(Object.keys(steady).length);
      // The address carries the inputs alone, and opened again it draws again.
      expect(new URL(page.url()).search).toBe(await exampleSearch(info.slug, example.inputs));
      let again = drawn;
      for (let attempt = 0; attempt < 10 && again === drawn; attempt += 1) {
        await page.goto(address);
        again = await page.getByTestId('result-value').textContent();
      }
      expect(again).not.toBe(drawn);
    });
  }
});

test('without scripts, the HTML of an address carries its result, and a crawler sees the same', async ({ browser, request }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/calculator/mortgage?homePrice=300000&downPaymentPercent=10&interestRate=7&loanTerm=30');
  const mortgage = calculatorDefinitions.find((definition) => definition.slug === 'mortgage');
  if (!mortgage) throw new Error('no mortgage calculator');
  const expected = formatResult(mortgage, calculate('mortgage', { homePrice: 300000, downPaymentPercent: 10, interestRate: 7, loanTerm: 30 }));
  await expect(page.getByTestId('result-value')).toHaveText(expected);
  await context.close();
  const html = await (await request.get('/calculator/mortgage?homePrice=300000&downPaymentPercent=10&interestRate=7&loanTerm=30')).text();
  expect(html).toContain(`>${expected}<`);
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/calculator\/mortgage"/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('filling the form and pressing Calculate shows the result; a wrong value shows its message and keeps the others', async ({ page }) => {
    await page.goto('/calculator/loan');
    await expect(page.getByText('Enter values above to see your result')).toBeVisible();
    await page.getByLabel('Loan Amount').fill('10000');
    await page.getByLabel('Annual Interest Rate').fill('7');
    await page.getByLabel('Loan Tenure').fill('3');
    await page.getByRole('button', { name: 'Calculate' }).click();
    // The form sends its Solve for choice too: empty, the usual calculation.
    await expect(page).toHaveURL(/\/calculator\/loan\?solve=&loanAmount=10000&interestRate=7&loanTenure=3$/);
    await expect(page.getByTestId('result-value')).toHaveText('$308.77');
    await expect(page.getByText('Ignored from the address')).toHaveCount(0);
    await page.getByLabel('Loan Amount').fill('0');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByText(/greater than 0/)).toBeVisible();
    await expect(page.getByTestId('result-value')).toHaveCount(0);
    await expect(page.getByLabel('Annual Interest Rate')).toHaveValue('7');
  });

  test('a generator\'s button draws with the inputs shown, and draws again at each press', async ({ page }) => {
    await page.goto('/calculator/dice-roller');
    await expect(page.getByText('Press Roll the dice to see your result')).toBeVisible();
    await expect(page.getByLabel('Dice', { exact: true })).toHaveValue('2');
    await page.getByLabel('Dice', { exact: true }).fill('3');
    await page.getByRole('button', { name: 'Roll the dice' }).click();
    await expect(page).toHaveURL(/\/calculator\/dice-roller\?numberOfDice=3&sides=6&modifier=0$/);
    const totals = new Set<string>();
    for (let press = 0; press < 10 && totals.size < 2; press += 1) {
      const total = Number(await page.getByTestId('result-value').textContent());
      expect(total).toBeGreaterThanOrEqual(3);
      expect(total).toBeLessThanOrEqual(18);
      totals.add(String(total));
      await page.getByRole('button', { name: 'Roll the dice' }).click();
    }
    expect(totals.size).toBe(2);
    await expect(page.getByRole('term').filter({ hasText: 'Average total' })).toBeVisible();
  });

  test('the unit toggle converts what was typed, as it does with scripts', async ({ page }) => {
    await page.goto('/calculator/bmi');
    await page.getByLabel('Weight').fill('70');
    await page.getByLabel('Height').fill('170');
    await page.getByRole('button', { name: 'Calculate' }).click();
    const metric = await page.getByTestId('result-value').textContent();
    expect(metric).toBe('24.22 kg/m²');
    await page.getByText('US (lb, ft, in)').click();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByLabel('Weight')).toHaveValue('154.3');
    await expect(page.getByLabel('Height (feet)')).toHaveValue('5');
    await expect(page.getByTestId('result-value')).toHaveText(/^24\.2\d kg\/m²$/);
    await expect(page.getByText('US (lb, ft, in)')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'US (lb, ft, in)' })).toBeChecked();
  });

  test('the tabs, the examples and Compare are links and forms to addresses the server renders', async ({ page }) => {
    await page.goto('/calculator/loan');
    await page.getByRole('tab', { name: 'Formula' }).click();
    await expect(page).toHaveURL(/\/calculator\/loan\?tab=formula$/);
    await expect(page.getByRole('tabpanel', { name: 'Formula' })).toContainText('Enter values on the Calculator tab');
    await page.getByRole('tab', { name: 'Examples' }).click();
    await page.getByRole('tabpanel', { name: 'Examples' }).getByRole('link', { name: /^Example 1/ }).click();
    await expect(page).toHaveURL(/loanAmount=10000/);
    await expect(page.getByRole('tab', { name: 'Calculator' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('result-value')).toHaveText('$308.77');
    await page.getByRole('button', { name: 'Compare' }).click();
    await expect(page).toHaveURL(/\?loanAmount=10000&interestRate=7&loanTenure=3&compare=$/);
    await expect(page.getByRole('table', { name: 'Loan Calculator: scenario A and scenario B' })).toBeVisible();
  });

  test('the embedded calculator works too', async ({ page }) => {
    await page.goto('/embed/loan');
    await page.getByLabel('Loan Amount').fill('10000');
    await page.getByLabel('Annual Interest Rate').fill('7');
    await page.getByLabel('Loan Tenure').fill('3');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByTestId('result-value')).toHaveText('$308.77');
    await expect(page.getByRole('link', { name: /Powered by/ })).toHaveAttribute('href', '/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3');
  });
});

test('a rendered address with a field message has no axe violations', async ({ page }) => {
  await page.goto('/calculator/loan?loanAmount=0&interestRate=7&loanTenure=3');
  await expect(page.getByText(/greater than 0/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('with scripts on, the form has no Calculate button: the result follows the inputs', async ({ page }) => {
  await page.goto('/calculator/loan');
  await page.locator('[data-calculator-ready]').waitFor();
  await expect(page.getByRole('button', { name: 'Calculate' })).toHaveCount(0);
  await page.getByLabel('Loan Amount').fill('10000');
  await page.getByLabel('Annual Interest Rate').fill('7');
  await page.getByLabel('Loan Tenure').fill('3');
  await page.getByLabel('Loan Tenure').press('Enter');
  await expect(page.getByTestId('result-value')).toHaveText('$308.77');
  await expect(page).toHaveURL(/\/calculator\/loan\?loanAmount=10000&interestRate=7&loanTenure=3$/);
});
