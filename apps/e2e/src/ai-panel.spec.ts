import { expect, test, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config.js';
import { expectNoAxeViolations } from './axe.js';
import { openCalculator } from './pages.js';

/**
 * The servers these journeys run against, each started by playwright.config.ts. Template mode is the api as shipped,
 * with no AI provider configured: availability is `{ ai: false, reason: 'not_configured' }` and every answer is the
 * computed insights. The journeys against the server whose model is the fake AI provider are in
 * ai-explanations.spec.ts.
 */
const servers = {
  template: baseURL,
} as const;

const LOAN_PATH = '/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3';
const UNAVAILABLE = 'AI explainer not available right now. Showing static insight only.';

/** The panel under the result (`#ai-insights`). */
const panel = (page: Page) => page.locator('#ai-insights');

test.describe('the AI panel in template mode (no AI provider)', () => {
  test.use({ baseURL: servers.template });

  test('offers "Show more insights", never an AI button, and shows the computed insights with the reason', async ({ page }) => {
    await openCalculator(page, LOAN_PATH);
    await expect(page.getByRole('heading', { name: 'Basic Insight' })).toBeVisible();
    const button = panel(page).getByRole('button', { name: 'Show more insights' });
    await expect(button).toBeVisible();
    await expect(button).toContainText('What-ifs worked out from your numbers');
    await expect(page.getByRole('button', { name: /AI/ })).toHaveCount(0);
    await expectNoAxeViolations(page, '#ai-insights');

    await button.click();
    const card = page.getByRole('region', { name: 'Computed Insights' });
    await expect(card).toBeVisible();
    await expect(card).toContainText('not written by AI. AI explanations are not set up on this site.');
    await expect(card).toContainText('$308.77');
    expect(await card.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await expect(card.getByRole('note', { name: 'Important Note' })).toContainText('This is not financial advice.');
    await expect(card.getByRole('link', { name: /^Learn more/ })).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('region', { name: 'AI Analysis' })).toHaveCount(0);
    await expect(page.getByText('AI Disclaimer')).toHaveCount(0);
    await expect(card.getByRole('heading', { name: 'Computed Insights' })).toBeFocused();
    await expectNoAxeViolations(page, '#ai-insights');
  });

  test('Copy copies the insights and says "Copied!"', async ({ browser }) => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'], baseURL: servers.template });
    const page = await context.newPage();
    await openCalculator(page, LOAN_PATH);
    await panel(page).getByRole('button', { name: 'Show more insights' }).click();
    const card = page.getByRole('region', { name: 'Computed Insights' });
    await card.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Copied!' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const shown = [await card.locator('p').nth(1).innerText(), ...(await card.getByRole('listitem').allInnerTexts())];
    expect(copied).toBe(shown.join('\n'));
    await context.close();
  });

  test('changing an input hides the answer, which explained other numbers', async ({ page }) => {
    await openCalculator(page, LOAN_PATH);
    await panel(page).getByRole('button', { name: 'Show more insights' }).click();
    await expect(page.getByRole('region', { name: 'Computed Insights' })).toBeVisible();
    await page.getByLabel('Loan Tenure').fill('5');
    await expect(page.getByTestId('result-value')).toHaveText('$198.01');
    await expect(page.getByRole('region', { name: 'Computed Insights' })).toHaveCount(0);
    await panel(page).getByRole('button', { name: 'Show more insights' }).click();
    await expect(page.getByRole('region', { name: 'Computed Insights' })).toContainText('$198.01');
  });

  test('a failed request says so and keeps the Basic Insight', async ({ page }) => {
    await page.route('**/api/explain', (route) => route.fulfill({ status: 500, json: { message: 'Something went wrong on our side.' } }));
    await openCalculator(page, LOAN_PATH);
    await panel(page).getByRole('button', { name: 'Show more insights' }).click();
    await expect(panel(page).getByText(UNAVAILABLE)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Basic Insight' })).toBeVisible();
    await expect(page.getByText('Your loan calculator result is $308.77.', { exact: false })).toBeVisible();
    await expect(panel(page).getByRole('button', { name: 'Show more insights' })).toBeVisible();
  });

  for (const reason of ['blockedbyclient', 'failed'] as const) {
    test(`a request lost on its way while the browser is online (${reason}) says the explainer is not available, never offline, and keeps the Basic Insight`, async ({ page }) => {
      await page.route('**/api/explain', (route) => route.abort(reason));
      await openCalculator(page, LOAN_PATH);
      await panel(page).getByRole('button', { name: 'Show more insights' }).click();
      await expect(panel(page).getByText(UNAVAILABLE)).toBeVisible();
      await expect(page.getByText('You are offline', { exact: false })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Basic Insight' })).toBeVisible();
      await expect(panel(page).getByRole('button', { name: 'Show more insights' })).toBeVisible();
    });
  }

  test('a wrong premium code gets a clear message next to the field, and what was typed stays', async ({ page }) => {
    await openCalculator(page, LOAN_PATH);
    await panel(page).getByText('Have a premium code?').click();
    const field = panel(page).getByRole('textbox', { name: 'Premium code' });
    await field.fill('NOT-A-REAL-CODE');
    await panel(page).getByRole('button', { name: 'Apply' }).click();
    const alert = panel(page).getByRole('alert');
    // The api refuses an unknown code with a 400 naming `code`; a server without premium codes yet answers 404,
    // which the panel words as codes not being checkable. Either way the visitor reads a sentence, not a status.
    await expect(alert).toHaveText(
      /^(This premium code is not valid: it may be mistyped, expired or revoked\.|Premium codes cannot be checked on this site right now\. Please try again later\.)$/,
    );
    await expect(field).toHaveAttribute('aria-describedby', (await alert.getAttribute('id')) ?? 'missing');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('NOT-A-REAL-CODE');
    await expectNoAxeViolations(page, '#ai-insights');
  });

  test('"Try AI Explainer" on the home page lands on the panel with an example filled in', async ({ page }) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor();
    const link = page.getByRole('link', { name: 'Try AI Explainer' });
    await expect(link).toHaveAttribute('href', `${LOAN_PATH}#ai-insights`);
    await link.click();
    await expect(page.getByTestId('result-value')).toHaveText('$308.77');
    const button = panel(page).getByRole('button', { name: 'Show more insights' });
    await expect(button).toBeInViewport();
    // Landed: the anchor leaves the address, which keeps the inputs.
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(new URL(page.url()).search).toBe('?loanAmount=10000&interestRate=7&loanTenure=3');
  });

  test('the same link opened directly lands on the panel too', async ({ page }) => {
    await page.goto(`${LOAN_PATH}#ai-insights`);
    await expect(panel(page).getByRole('button', { name: 'Show more insights' })).toBeInViewport();
  });

  test('on a phone the panel fits the screen and answers', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, baseURL: servers.template });
    const page = await context.newPage();
    await openCalculator(page, `${LOAN_PATH}#ai-insights`);
    const button = panel(page).getByRole('button', { name: 'Show more insights' });
    await expect(button).toBeInViewport();
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await button.tap();
    await expect(page.getByRole('region', { name: 'Computed Insights' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await context.close();
  });
});
