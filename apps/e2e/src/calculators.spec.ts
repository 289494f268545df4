import { calculate, calculators, type CalculationResult } from '@calchub/calc-engine';
import { calculatorDefinitions, decimalsForSignificant, formatQuantity, formatResult, outputPrecision } from '@calchub/catalogue';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { openCalculator } from './pages.js';

/**
 * A raw or broken number: more decimals than the calculator shows (four, or its result's or a detail's own, such as a unit
 * conversion's ten for exact factors like 0.45359237 kg, or as many as its significant digits, a scientific
 * result's 12), so a float such as 0.30000000000000004 never leaks.
 */
function unformatted(decimals = 0): RegExp {
  return new RegExp(`NaN|Infinity|undefined|\\d\\.\\d{${Math.max(4, decimals) + 1},}`);
}

/**
 * The most decimals the calculator tab may show for a result: its primary's, or any detail's own (a lease's money
 * factor 0.00208), significant digits counted as the decimals they take for that value (0.0912112 to six).
 */
function shownDecimals(slug: string, result: CalculationResult, resultDecimals = 0): number {
  const outputs = calculators.find((info) => info.slug === slug)?.outputs ?? [];
  return Math.max(resultDecimals, ...outputs.map((output) => {
    const value = result.details[output.name];
    if (output.significantDigits !== undefined && typeof value === 'number') return decimalsForSignificant(value, output.significantDigits);
    return output.decimals ?? 0;
  }));
}

/** The calculator tab (inputs, result, details) shows no raw or broken number. Prose may quote exact rates. */
async function expectCleanPage(page: Page, decimals?: number) {
  const text = await page.getByRole('tabpanel').innerText();
  expect(text).not.toMatch(unformatted(decimals));
}

/** The generators, whose results are drawn at random: checked by what follows from their inputs, and by drawing again. */
const generators = calculators.filter((info) => info.drawn !== undefined);

test.describe('every calculator computes its first example as the engine does', () => {
  for (const definition of calculatorDefinitions.filter((candidate) => !generators.some((info) => info.slug === candidate.slug))) {
    test(`${definition.slug}: Example 1`, async ({ page }) => {
      const example = definition.examples[0];
      if (!example) throw new Error(`${definition.slug} has no example`);
      const result = calculate(definition.slug, example.inputs);
      const expected = formatResult(definition, result);
      await openCalculator(page, `/calculator/${definition.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(definition.title);
      await expect(page.getByText('Enter values above to see your result')).toBeVisible();
      await page.getByRole('tab', { name: 'Examples' }).click();
      const card = page.getByRole('link', { name: /^Example 1/ });
      await expect(card).toContainText(`Result: ${expected}`);
      await card.click();
      await expect(page.getByRole('tab', { name: 'Calculator' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('result-value')).toHaveText(expected);
      await expectCleanPage(page, shownDecimals(definition.slug, result, definition.resultDecimals ?? definition.resultSignificantDigits));
    });
  }
});

test.describe('every generator draws its first example at a click, and again at its button', () => {
  for (const info of generators) {
    test(`${info.slug}: Example 1`, async ({ page }) => {
      const definition = calculatorDefinitions.find((candidate) => candidate.slug === info.slug);
      const example = definition?.examples[0];
      const drawn = info.drawn;
      if (!definition || !example || !drawn) throw new Error(`${info.slug} has no example`);
      const steady = info.outputs.find((output) => !drawn.outputs.includes(output.name));
      if (!steady) throw new Error(`${info.slug} has no output that follows from its inputs`);
      const expected = formatQuantity(calculate(info.slug, example.inputs).details[steady.name] ?? '', steady.unit, outputPrecision(steady));
      await openCalculator(page, `/calculator/${info.slug}`);
      await expect(page.getByText(`Press ${drawn.action} to see your result`)).toBeVisible();
      await page.getByRole('tab', { name: 'Examples' }).click();
      // The card shows what follows from the example's inputs, never a draw frozen in the page.
      const card = page.getByRole('link', { name: /^Example 1/ });
      await expect(card).toContainText(`${steady.label}: ${expected}`);
      await expect(card).not.toContainText('Result:');
      await card.click();
      const value = page.getByTestId('result-value');
      await expect(value).not.toBeEmpty();
      await expect(page.getByRole('tabpanel')).toContainText(expected);
      // No AI panel: a draw has nothing to explain that the page does not say.
      await expect(page.locator('#ai-insights')).toHaveCount(0);
      const first = await value.textContent();
      for (let press = 0; press < 10 && (await value.textContent()) === first; press += 1) await page.getByRole('button', { name: drawn.action }).click();
      await expect(value).not.toHaveText(String(first));
    });
  }
});

test('a calculator reached by a link from another calculator loads and computes', async ({ page }) => {
  // The page sent names only its own calculator's chunk; the next one is found in the list of every calculator.
  const mortgage = calculatorDefinitions.find((definition) => definition.slug === 'mortgage');
  const example = mortgage?.examples[0];
  if (!mortgage || !example) throw new Error('mortgage has no example');
  await openCalculator(page, '/calculator/loan');
  await page.getByRole('link', { name: /^Mortgage Calculator/ }).first().click();
  await expect(page).toHaveURL(/\/calculator\/mortgage$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mortgage Calculator');
  await page.getByRole('tab', { name: 'Examples' }).click();
  await page.getByRole('link', { name: /^Example 1/ }).click();
  await expect(page.getByTestId('result-value')).toHaveText(formatResult(mortgage, calculate('mortgage', example.inputs)));
});

test('an invalid value shows its message and no result, and keeps what was typed', async ({ page }) => {
  await openCalculator(page, '/calculator/loan');
  await page.getByLabel('Loan Amount').fill('12abc');
  await page.getByLabel('Annual Interest Rate').fill('7');
  await page.getByLabel('Loan Tenure').fill('3');
  await expect(page.getByText(/must be a number/)).toBeVisible();
  await expect(page.getByTestId('result-value')).toHaveCount(0);
  await expect(page.getByLabel('Loan Amount')).toHaveValue('12abc');
  await page.getByLabel('Loan Amount').fill('0');
  await expect(page.getByText(/greater than 0/)).toBeVisible();
  await page.getByLabel('Loan Amount').fill('10000');
  await expect(page.getByTestId('result-value')).toHaveText('$308.77');
});

test('a shared address reproduces the result after reload, and the address follows the inputs', async ({ page }) => {
  await openCalculator(page, '/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3');
  await expect(page.getByTestId('result-value')).toHaveText('$308.77');
  await page.getByLabel('Loan Tenure').fill('5');
  await expect(page).toHaveURL(/loanTenure=5/);
  await page.reload();
  await page.locator('[data-calculator-ready]').waitFor();
  await expect(page.getByLabel('Loan Tenure')).toHaveValue('5');
  await expect(page.getByTestId('result-value')).toHaveText('$198.01');
});

test('unknown or invalid parameters are ignored with a visible note', async ({ page }) => {
  await openCalculator(page, '/calculator/loan?loanAmount=abc&foo=1&interestRate=7');
  await expect(page.getByText(/Ignored from the address: loanAmount, foo/)).toBeVisible();
  await expect(page.getByLabel('Annual Interest Rate')).toHaveValue('7');
});

test('the loan schedule downloads as CSV with one row per month', async ({ page }) => {
  await openCalculator(page, '/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3');
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloadPromise;
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const lines = (await readFile(path, 'utf8')).trim().split('\n');
  expect(lines[0]).toBe('Month,Payment,Principal,Interest,Balance');
  expect(lines).toHaveLength(37);
  expect(lines[1]).toBe('1,308.77,250.44,58.33,9749.56');
  expect(lines[36]?.endsWith(',0.00')).toBe(true);
});

test('the tabs work with the keyboard alone', async ({ page }) => {
  await openCalculator(page, '/calculator/bmi');
  await page.getByRole('tab', { name: 'Calculator' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Formula' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Formula' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Examples' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'Calculator' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('result-value')).toBeVisible();
});

test('an unknown calculator says "Calculator Not Found" with a 404', async ({ page }) => {
  const response = await page.goto('/calculator/no-such-calculator');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Calculator Not Found' })).toBeVisible();
  await expect(page.getByText("The calculator you're looking for doesn't exist or has been moved.")).toBeVisible();
  await page.getByRole('link', { name: 'Go to Homepage' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('calculator pages have no axe violations, with and without a result', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/calculator/mortgage');
  await expectNoAxeViolations(page);
  await page.goto('/calculator/bmi?weight=70&height=170');
  await expect(page.getByTestId('result-value')).toBeVisible();
  // Once the lazy chart is drawn: its drawing is aria-hidden, so nothing in it may take focus.
  const drawing = page.getByTestId('chart-graphic');
  await expect(drawing.locator('svg.recharts-surface').first()).toBeVisible();
  await expect(drawing.locator('[tabindex]:not([tabindex="-1"]), a[href], button, input')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await context.close();
});

test('pie charts hide nothing focusable, and a pie of one slice keeps its label inside the drawing', async ({ page }) => {
  // The loan page's pie (principal and interest): axe's aria-hidden-focus once found the pie's own layer a tab stop.
  await page.goto('/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3');
  const pie = page.getByTestId('chart-graphic').filter({ has: page.locator('.recharts-pie') });
  await expect(pie.locator('.recharts-pie-sector').first()).toBeVisible();
  await expect(page.getByTestId('chart-graphic').locator('[tabindex]:not([tabindex="-1"]), a[href], button, input')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A mortgage without tax, insurance or PMI: one slice, its label above the circle rather than past the left edge.
  await page.goto('/calculator/mortgage?homePrice=400000&downPaymentPercent=20&interestRate=6.25&loanTerm=30');
  await expect(pie.locator('.recharts-pie-sector')).toHaveCount(1);
  const label = pie.locator('.recharts-pie-label-text').first();
  await expect(label).toHaveText(/100%$/);
  const [surface, text] = await Promise.all([pie.locator('svg.recharts-surface').first().boundingBox(), label.boundingBox()]);
  if (!surface || !text) throw new Error('the pie or its label has no box');
  expect(text.x).toBeGreaterThanOrEqual(surface.x);
  expect(text.y).toBeGreaterThanOrEqual(surface.y);
  expect(text.x + text.width).toBeLessThanOrEqual(surface.x + surface.width);
  expect(text.y + text.height).toBeLessThanOrEqual(surface.y + surface.height);
  await expectNoAxeViolations(page);
});

test('the Formula tab works the formula with the visitor’s own numbers', async ({ page }) => {
  await openCalculator(page, '/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3');
  await expect(page.getByTestId('result-value')).toHaveText('$308.77');
  await page.getByRole('tab', { name: 'Formula' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('Monthly rate: 7 / 100 / 12 ≈ 0.005833');
  await expect(panel).toContainText('Number of payments: 3 × 12 = 36');
  await expect(panel).toContainText('= $308.77');
});

test('US units: height in feet and inches, kept in the address and converted back to centimetres without drift', async ({ page }) => {
  const definition = calculatorDefinitions.find((candidate) => candidate.slug === 'bmi');
  if (!definition) throw new Error('no bmi definition');
  const expected = formatResult(definition, calculate('bmi', { weight: 150, height: 65, unitSystem: 2 }));
  await openCalculator(page, '/calculator/bmi');
  // The radio is visually hidden behind its label, as in most segmented controls: people click the label.
  await page.locator('label', { hasText: 'US (lb, ft, in)' }).click();
  await expect(page.getByRole('radio', { name: 'US (lb, ft, in)' })).toBeChecked();
  await page.getByLabel('Weight').fill('150');
  await page.getByRole('textbox', { name: 'Height (feet)' }).fill('5');
  await page.getByRole('textbox', { name: 'Height (inches)' }).fill('5');
  await expect(page.getByTestId('result-value')).toHaveText(expected);
  await expect(page).toHaveURL(/heightFeet=5&heightInches=5&units=us/);
  await page.reload();
  await page.locator('[data-calculator-ready]').waitFor();
  await expect(page.getByRole('textbox', { name: 'Height (inches)' })).toHaveValue('5');
  await expect(page.getByTestId('result-value')).toHaveText(expected);
  await page.getByRole('textbox', { name: 'Height (inches)' }).fill('five');
  await expect(page.getByText('Height (inches) must be a number')).toBeVisible();
  await expect(page.getByTestId('result-value')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Height (inches)' }).fill('5');
  await page.locator('label', { hasText: 'Metric (kg, cm)' }).click();
  await expect(page.getByLabel('Height')).toHaveValue('165.1');
  await expect(page.getByLabel('Weight')).toHaveValue('68');
  // There and straight back gives the values as typed, not rounded twice (170 cm, never 169.9).
  await page.getByLabel('Height').fill('170');
  await page.locator('label', { hasText: 'US (lb, ft, in)' }).click();
  await expect(page.getByRole('textbox', { name: 'Height (inches)' })).toHaveValue('6.9');
  await expect(page.getByLabel('Weight')).toHaveValue('150');
  await page.locator('label', { hasText: 'Metric (kg, cm)' }).click();
  await expect(page.getByLabel('Height')).toHaveValue('170');
  await expect(page.getByLabel('Weight')).toHaveValue('68');
});

test('printing shows the inputs, the result and the schedule, without the site chrome or the long text', async ({ page }) => {
  await openCalculator(page, '/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3');
  await expect(page.getByTestId('result-value')).toHaveText('$308.77');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByLabel('Loan Amount')).toBeVisible();
  await expect(page.getByTestId('result-value')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment schedule table' })).toBeVisible();
  for (const hidden of [page.getByRole('banner'), page.getByRole('contentinfo'), page.getByRole('tablist'),
    page.getByRole('button', { name: 'Copy Result' }), page.getByRole('heading', { name: 'About the Loan Calculator' })]) {
    await expect(hidden).toBeHidden();
  }
});

test.describe('Copy Result and Share', () => {
  const loanPath = '/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3';

  test('Copy Result copies "Loan Calculator Result: $308.77" and says "Copied!"', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'], baseURL });
    const page = await context.newPage();
    await openCalculator(page, loanPath);
    await page.getByRole('button', { name: 'Copy Result' }).click();
    await expect(page.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Loan Calculator Result: $308.77');
    await context.close();
  });

  test('Share opens the device share dialog with the title, text and the address that reproduces the result', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    await openCalculator(page, loanPath);
    await page.getByRole('button', { name: 'Share' }).click();
    const shared = await page.waitForFunction(() => (window as unknown as { shared?: ShareData }).shared).then((handle) => handle.jsonValue());
    expect(shared?.title).toBe('Loan Calculator Result');
    expect(shared?.text).toBe('Check out my Loan Calculator result: $308.77');
    expect(shared?.url).toMatch(/\/calculator\/loan\?loanAmount=10000&interestRate=7&loanTenure=3$/);
  });

  test('without a share dialog, Share copies the text and the address', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'], baseURL });
    const page = await context.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined });
    });
    await openCalculator(page, loanPath);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /^Check out my Loan Calculator result: \$308\.77 http:\/\/[^ ]+\/calculator\/loan\?loanAmount=10000&interestRate=7&loanTenure=3$/,
    );
    await context.close();
  });
});

test('saving and investing calculators show a year-by-year balance table and a growth chart', async ({ page }) => {
  for (const slug of ['compound-interest', 'investment', 'retirement', 'savings-goal']) {
    await openCalculator(page, `/calculator/${slug}`);
    await page.getByRole('tab', { name: 'Examples' }).click();
    await page.getByRole('link', { name: /^Example 1/ }).click();
    const growth = page.getByRole('region', { name: 'Growth by Year' });
    await expect(growth, slug).toBeVisible();
    await expect(growth.locator('svg.recharts-surface').first(), slug).toBeVisible();
    const rows = growth.getByRole('region', { name: 'Balance by year table' }).getByRole('row');
    // A header row, then one row per year (example 1 of investment is a single year).
    expect(await rows.count(), slug).toBeGreaterThan(1);
    await expect(rows.nth(1), slug).toContainText('$');
  }
});

test('a loan schedule shows years by default and months on request', async ({ page }) => {
  await openCalculator(page, '/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3');
  const table = page.getByRole('region', { name: 'Payment schedule table' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: 'By month' }).click();
  await expect(table.getByRole('row')).toHaveCount(37);
  await expect(table.getByRole('row').nth(1)).toContainText('$308.77');
});
