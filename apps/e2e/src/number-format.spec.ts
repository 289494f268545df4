import { calculate } from '@calchub/calc-engine';
import { calculatorDefinitions, formatResult, type NumberFormatChoice } from '@calchub/catalogue';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './axe.js';
import { openCalculator, recordPageErrors } from './pages.js';

const euro: NumberFormatChoice = { locale: 'de-DE', currency: 'EUR' };
const definition = (slug: string) => {
  const found = calculatorDefinitions.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no calculator ${slug}`);
  return found;
};
const mortgage = definition('mortgage');
const loanInputs = { loanAmount: 10000, interestRate: 7, loanTenure: 3 };
const loanPath = '/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3';
/** Results in euros with comma decimals, as the engine computes them: "308,77 €". */
const inEuros = (slug: string, inputs: Record<string, number>) => formatResult(definition(slug), calculate(slug, inputs), euro);
/** The no-break space between amount and symbol reads as a space. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const chooserButton = (page: Page) => page.getByRole('button', { name: /^Currency and number format/ });

async function chooseEuroFormat(page: Page) {
  await chooserButton(page).click();
  const panel = page.getByRole('region', { name: 'Currency and number format' });
  await panel.getByLabel('Currency').selectOption('EUR');
  await panel.getByLabel('Number format').selectOption({ label: '1.234,56' });
  await expect(panel.getByRole('status')).toHaveText(/^1\.234\.567,89\s€$/);
  return panel;
}

test.describe('currency and number format', () => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  test.beforeEach(async ({ browser, baseURL }) => {
    context = await browser.newContext({ baseURL, locale: 'en-US', permissions: ['clipboard-read', 'clipboard-write'] });
    page = await context.newPage();
    problems = recordPageErrors(page);
  });

  test.afterEach(async () => {
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a visitor chooses € and 1.234,56 once: results, money fields and the address follow, and the choice survives a reload', async () => {
    await openCalculator(page, '/calculator/mortgage');
    await expect(chooserButton(page)).toHaveText(/\$1,234\.56/);
    const panel = await chooseEuroFormat(page);
    await expectNoAxeViolations(page, '#number-format-panel');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(chooserButton(page)).toBeFocused();
    await expect(chooserButton(page)).toHaveText(/1\.234,56\s€/);

    // The money field shows the currency before the box and reads dot thousands and comma decimals.
    await expect(page.locator('#homePrice-prefix')).toHaveText('€');
    await page.getByLabel('Home Price').fill('400.000');
    await page.getByLabel('Down Payment').fill('20');
    await page.getByLabel('Interest Rate (APR)').fill('6,25');
    await page.getByLabel('Loan Term').fill('30');
    const expected = inEuros('mortgage', { homePrice: 400000, downPaymentPercent: 20, interestRate: 6.25, loanTerm: 30 });
    expect(spaced(expected)).toMatch(/^\d\.\d{3},\d{2} €\/month$/);
    await expect(page.getByTestId('result-value')).toHaveText(expected);
    // The address keeps plain numbers, so a link works in every format.
    await expect(page).toHaveURL(/homePrice=400000&downPaymentPercent=20&interestRate=6\.25&loanTerm=30/);
    // Details and the interpretation are in euros with comma decimals too.
    const resultCard = page.getByRole('region', { name: 'Your Result' });
    await expect(resultCard).not.toContainText('$');
    await expect(resultCard).toContainText(/\d,\d{2}\s€/);

    await page.reload();
    await page.locator('[data-calculator-ready]').waitFor();
    await expect(chooserButton(page)).toHaveText(/1\.234,56\s€/);
    await expect(page.getByLabel('Interest Rate (APR)')).toHaveValue('6,25');
    await expect(page.getByTestId('result-value')).toHaveText(expected);

    // The example cards show their results in the chosen format.
    await page.getByRole('tab', { name: 'Examples' }).click();
    await expect(page.getByRole('link', { name: /^Example 1/ })).toContainText(`Result: ${formatResult(mortgage, calculate('mortgage', mortgage.examples[0]?.inputs ?? {}), euro)}`);
  });

  test('a comparison reads in € with comma decimals, and its address keeps plain numbers', async () => {
    await openCalculator(page, '/calculator/mortgage?homePrice=400000&downPaymentPercent=20&interestRate=6.5&loanTerm=30');
    await chooseEuroFormat(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Compare' }).click();
    const scenarioB = page.getByRole('region', { name: 'Scenario B', exact: true });
    await scenarioB.getByLabel('Interest Rate (APR)').fill('5,75');
    const a = calculate('mortgage', { homePrice: 400000, downPaymentPercent: 20, interestRate: 6.5, loanTerm: 30 });
    const b = calculate('mortgage', { homePrice: 400000, downPaymentPercent: 20, interestRate: 5.75, loanTerm: 30 });
    const table = page.getByRole('table', { name: `${mortgage.title}: scenario A and scenario B` });
    const firstRow = table.getByRole('row').nth(1).getByRole('cell');
    await expect(firstRow.nth(0)).toHaveText(formatResult(mortgage, a, euro));
    await expect(firstRow.nth(1)).toHaveText(formatResult(mortgage, b, euro));
    await expect(firstRow.nth(2)).toHaveText(/^\u2212\d+,\d{2}\s€\/month \(\u2212\d+(,\d)?%\)$/);
    await expect(table).not.toContainText('$');
    await expect(page).toHaveURL(/compare=interestRate%3D5\.75$/);
  });

  test('a shared address opened in € computes the same numbers; Copy Result and the schedule CSV are in euros with comma decimals', async () => {
    await openCalculator(page, '/calculator/loan');
    await chooseEuroFormat(page);
    await page.keyboard.press('Escape');

    // Rendered on the server in US dollars, then shown in the visitor's format without a hydration error.
    await openCalculator(page, loanPath);
    const expected = inEuros('loan', loanInputs);
    expect(spaced(expected)).toBe('308,77 €');
    await expect(page.getByTestId('result-value')).toHaveText(expected);
    await expect(page.getByLabel('Loan Amount')).toHaveValue('10000');

    await page.getByRole('button', { name: 'Copy Result' }).click();
    await expect(page.getByText('Copied!')).toBeVisible();
    expect(spaced(await page.evaluate(() => navigator.clipboard.readText()))).toBe('Loan Calculator Result: 308,77 €');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const lines = (await readFile(await (await downloading).path(), 'utf8')).trim().split('\n');
    expect(lines[0]).toBe('Month;Payment (EUR);Principal (EUR);Interest (EUR);Balance (EUR)');
    expect(lines[1]).toBe('1;308,77;250,44;58,33;9749,56');
    expect(lines).toHaveLength(37);
    // The table, by year: the balance after the first year.
    await expect(page.getByRole('region', { name: 'Payment schedule table' })).toContainText(/6\.896,43\s€/);

    // Typing with the chosen separators: a comma decimal, then dot thousands.
    await page.getByLabel('Loan Amount').fill('250000,5');
    await expect(page).toHaveURL(/loanAmount=250000\.5&/);
    await expect(page.getByTestId('result-value')).toHaveText(inEuros('loan', { ...loanInputs, loanAmount: 250000.5 }));
    await page.getByLabel('Loan Amount').fill('250.000');
    await expect(page).toHaveURL(/loanAmount=250000&/);
    await expect(page.getByTestId('result-value')).toHaveText(inEuros('loan', { ...loanInputs, loanAmount: 250000 }));
  });
});

test('a browser set to German starts in € with comma decimals, and back in US format everything is in dollars again', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'de-DE' });
  const page = await context.newPage();
  const problems = recordPageErrors(page);
  await openCalculator(page, loanPath);
  await expect(chooserButton(page)).toHaveText(/1\.234,56\s€/);
  await expect(page.getByTestId('result-value')).toHaveText(inEuros('loan', loanInputs));

  await chooserButton(page).click();
  const panel = page.getByRole('region', { name: 'Currency and number format' });
  await panel.getByLabel('Currency').selectOption('USD');
  await panel.getByLabel('Number format').selectOption({ label: '1,234.56' });
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('result-value')).toHaveText('$308.77');
  await expect(page.getByLabel('Loan Amount')).toHaveValue('10000');
  expect(problems).toEqual([]);
  await context.close();
});
