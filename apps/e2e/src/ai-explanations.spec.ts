import { expect, request as apiRequest, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { E2E_ADMIN_KEY, aiBaseURL, fakeLlmURL } from '../playwright.config.js';
import { expectNoAxeViolations } from './axe.js';

/**
 * Journeys against the api with AI explanations switched on (`aiBaseURL`), whose model is the fake OpenAI-compatible
 * server (`fakeLlmURL`) started by playwright.config.ts. Every test sets the AI settings it needs through the admin
 * api, resets the month's usage and tells the fake how to answer, so the tests hold in any order. The server answers
 * a question it has answered before from its cache, without the model: each test asks about a loan amount of its
 * own, drawn anew each run so that a retry or a repeated run asks the model again.
 */

type Behaviour = 'explain' | 'invent' | 'fail' | 'timeout';

/** The AI settings every test starts from (the product's defaults); a test changes what it is about. */
const BASE_SETTINGS = {
  ai_enabled: true,
  global_monthly_cap_usd: 50,
  warning_threshold: 80,
  user_free_quota: 5,
  max_tokens_per_response: 500,
  max_tokens_per_user_month: 5000,
  premium_bypass: false,
  hard_cutoff: true,
  ip_tracking: false,
};
type Settings = typeof BASE_SETTINGS;
interface Usage {
  readonly spend_this_month: number;
  readonly total_tokens_used: number;
  readonly total_users_reached_quota: number;
}

const UNVERIFIED_LINE = 'The AI answer quoted a number we could not check, so it is not shown.';
const QUOTA_LINE = "You have used this month's free AI explanations.";
const BUDGET_LINE = "This month's AI budget is used up.";
const PROVIDER_LINE = 'The AI service did not answer, so these are worked out from your numbers.';

/** A whole loan amount from $10,000 to $99,999, none twice in one run of this file and a new series each run. */
const newLoanAmount = (() => {
  let next = 10_000 + Math.floor(Math.random() * 80_000);
  return () => next++;
})();

/** The loan calculator's address for an amount, at 7% over 3 years. */
const loanPath = (amount: number, tenure = 3) => `/calculator/loan?loanAmount=${amount}&interestRate=7&loanTenure=${tenure}`;
/** The amount as the calculator's facts write it, which the fake model quotes. */
const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}.00`;

/** Signs in to the AI server's admin api with the key, runs `work` with that session, then signs out. */
async function asOperator<T>(work: (admin: Awaited<ReturnType<typeof apiRequest.newContext>>) => Promise<T>): Promise<T> {
  const admin = await apiRequest.newContext({ baseURL: aiBaseURL, extraHTTPHeaders: { origin: aiBaseURL } });
  try {
    const login = await admin.post('/api/admin/login', { data: { key: E2E_ADMIN_KEY } });
    expect(login.status()).toBe(200);
    return await work(admin);
  } finally {
    await admin.dispose();
  }
}

/**
 * Prepares the AI server for one test: the settings (the base ones with `changes`), this month's usage cleared, and
 * how the fake model answers.
 */
async function prepareAi({ settings = {}, behaviour = 'explain', delayMs = 0 }: { settings?: Partial<Settings>; behaviour?: Behaviour; delayMs?: number } = {}) {
  const fake = await apiRequest.newContext();
  try {
    const switched = await fake.post(`${fakeLlmURL}/__behave`, { data: { behaviour, delayMs } });
    expect(switched.status()).toBe(200);
  } finally {
    await fake.dispose();
  }
  await asOperator(async (admin) => {
    const saved = await admin.post('/api/admin/ai-settings', { data: { ...BASE_SETTINGS, ...settings } });
    expect(saved.status(), await saved.text()).toBe(200);
    expect((await admin.post('/api/admin/reset-usage', { data: {} })).status()).toBe(200);
  });
}

/** This month's usage as the admin api reports it. */
const usage = () => asOperator(async (admin) => (await (await admin.get('/api/admin/ai-settings')).json()) as Usage & Settings);

/** Opens a calculator page and waits until it is interactive and its panel shows what the server offers. */
async function openCalculator(page: Page, path: string) {
  await page.goto(path);
  await page.locator('[data-calculator-ready]').waitFor();
  await expect(aiButton(page).or(computedButton(page))).toBeVisible();
}

/** The panel under the result (`#ai-insights`). */
const panel = (page: Page) => page.locator('#ai-insights');
const aiButton = (page: Page) => panel(page).getByRole('button', { name: 'Get AI-Powered Insights' });
const computedButton = (page: Page) => panel(page).getByRole('button', { name: 'Show more insights' });

/** Opens the admin's AI Settings tab on the AI server, signed in with the key through the page's own session. */
async function openAiSettings(page: Page) {
  const login = await page.request.post('/api/admin/login', { data: { key: E2E_ADMIN_KEY }, headers: { origin: aiBaseURL } });
  expect(login.status()).toBe(200);
  await page.goto('/admin/dashboard');
  await page.getByRole('tab', { name: 'AI Settings' }).click();
  await expect(page.getByRole('tabpanel').locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('tabpanel').getByText(/^Loading/)).toHaveCount(0);
}

/** Saves a screenshot of `target` with the test's results (`test-results/`), for a person to look at. */
async function keepScreenshot(testInfo: TestInfo, target: Locator, name: string) {
  await target.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

test.describe('AI explanations from a model (the fake OpenAI-compatible server)', () => {
  test.use({ baseURL: aiBaseURL });
  test.describe.configure({ timeout: 45_000 });

  test('"Get AI-Powered Insights" shows the wait, then the model\'s AI Analysis with its disclaimers, and Copy copies it', async ({ browser }, testInfo) => {
    // A delay, so that the waiting state stays long enough to be seen.
    await prepareAi({ delayMs: 1200 });
    const context = await browser.newContext({ baseURL: aiBaseURL, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    const amount = newLoanAmount();
    await openCalculator(page, loanPath(amount));

    const button = aiButton(page);
    await expect(button).toContainText('Get personalized analysis and recommendations');
    await expect(button).toContainText('Try AI');
    await expect(panel(page).getByText('5 AI explanations left this month')).toBeVisible();
    await expect(computedButton(page)).toHaveCount(0);

    const answered = page.waitForResponse((response) => response.url().endsWith('/api/explain') && response.request().method() === 'POST');
    await button.click();
    await expect(panel(page).getByRole('button', { name: 'Analyzing your result...' })).toBeVisible();
    await expect(panel(page).getByText('AI is analyzing your result...')).toBeVisible();

    const explanation = (await (await answered).json()) as { text: string; source: string; remaining: number };
    expect(explanation).toMatchObject({ source: 'ai', remaining: 4 });
    const card = page.getByRole('region', { name: 'AI Analysis' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('heading', { name: 'AI Analysis' })).toBeFocused();
    await expect(card).toContainText(explanation.text);
    await expect(card).toContainText(`Your loan amount is ${dollars(amount)}`);
    await expect(card.getByRole('note', { name: 'AI Disclaimer' })).toContainText('generated by AI for educational purposes only');
    await expect(card.getByRole('note', { name: 'AI Disclaimer' })).toContainText('Consult a qualified professional');
    await expect(card.getByRole('note', { name: 'Important Note' })).toContainText('This is not financial advice.');
    await expect(page.getByRole('region', { name: 'Computed Insights' })).toHaveCount(0);
    await expect(page.getByText('AI is analyzing your result...')).toHaveCount(0);
    await expectNoAxeViolations(page, '#ai-insights');
    await keepScreenshot(testInfo, card, 'ai-analysis-card');

    await card.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(card.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(explanation.text);

    await card.getByRole('link', { name: /^Learn more/ }).click();
    await expect(page).toHaveURL(`${aiBaseURL}/terms`);
    await context.close();
  });

  test('with a free quota of 1, the AI button is gone after one answer, on the next page too, and the admin counts it', async ({ page }, testInfo) => {
    await prepareAi({ settings: { user_free_quota: 1, global_monthly_cap_usd: 2 } });
    const amount = newLoanAmount();
    await openCalculator(page, loanPath(amount));
    await expect(panel(page).getByText('1 AI explanation left this month')).toBeVisible();
    await aiButton(page).click();
    await expect(page.getByRole('region', { name: 'AI Analysis' })).toContainText(dollars(amount));

    // Another question on the same page: no AI on offer any more, the plain button and why.
    await page.getByLabel('Loan Tenure').fill('4');
    await expect(page.getByRole('region', { name: 'AI Analysis' })).toHaveCount(0);
    await expect(computedButton(page)).toBeVisible();
    await expect(aiButton(page)).toHaveCount(0);
    await expect(panel(page).getByText(QUOTA_LINE)).toBeVisible();

    await openCalculator(page, loanPath(amount, 5));
    await expect(aiButton(page)).toHaveCount(0);
    await expect(panel(page).getByText(QUOTA_LINE)).toBeVisible();
    await computedButton(page).click();
    const card = page.getByRole('region', { name: 'Computed Insights' });
    await expect(card.getByTestId('computed-insights-reason')).toHaveText(
      `These insights are worked out from your numbers by the calculator, not written by AI. ${QUOTA_LINE}`,
    );

    await openAiSettings(page);
    const figures = page.getByRole('region', { name: 'Usage this month' });
    const figure = (label: string) => figures.locator(`dt:text-is("${label}") + dd`);
    await expect(figure('Users who reached their quota')).toHaveText('1');
    await expect(figure('Spent this month')).toHaveText(/^\$0\.(0[1-9]|[1-9]\d)$/);
    expect(Number((await figure('Total tokens used').innerText()).replace(/\D/g, ''))).toBeGreaterThan(0);
    const { spend_this_month: spent, total_users_reached_quota: reached } = await usage();
    expect(reached).toBe(1);
    expect(spent).toBeGreaterThan(0);
    // The budget bar moved: its share of the $2 cap is the spend's.
    const bar = figures.getByRole('meter', { name: 'Budget used' });
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeCloseTo((spent / 2) * 100, 1);
    await keepScreenshot(testInfo, figures, 'admin-usage-after-answers');
  });

  test('an answer quoting a number the calculation does not give is never shown; the operator sees it with that number', async ({ page }, testInfo) => {
    await prepareAi({ behaviour: 'invent' });
    const amount = newLoanAmount();
    await openCalculator(page, loanPath(amount));
    await aiButton(page).click();
    const card = page.getByRole('region', { name: 'Computed Insights' });
    await expect(card.getByTestId('computed-insights-reason')).toHaveText(
      `These insights are worked out from your numbers by the calculator, not written by AI. ${UNVERIFIED_LINE}`,
    );
    await expect(card).toContainText('A monthly payment of');
    await expect(page.getByRole('region', { name: 'AI Analysis' })).toHaveCount(0);
    await expect(page.getByText('AI Disclaimer')).toHaveCount(0);
    await expect(panel(page)).not.toContainText(/about \d+ years|These figures come straight from the calculator/);
    await keepScreenshot(testInfo, card, 'unverified-card');

    await openAiSettings(page);
    const view = page.getByRole('region', { name: 'AI answers' });
    const refused = view.getByRole('row').filter({ hasText: 'Failed the number check' }).filter({ hasText: dollars(amount) });
    await expect(refused).toHaveCount(1);
    await expect(refused.getByRole('rowheader')).toHaveText('loan');
    await expect(refused.getByRole('cell').nth(1)).toHaveText('Computed');
    const failed = refused.getByText('Number not found in the calculation:').locator('mark');
    const number = (await failed.textContent()) ?? '';
    expect(number).toMatch(/^\d+$/);
    // Highlighted in the answer too, where the model wrote it, at its end.
    await refused.getByRole('button', { name: 'Show full answer' }).click();
    await expect(refused).toContainText(`about ${number} years.`);
    await expect(refused.locator('mark').filter({ hasText: new RegExp(`^${number}$`) })).toHaveCount(2);
    await keepScreenshot(testInfo, view, 'admin-ai-answers');
  });

  test('when the model fails, the computed insights say so and the visitor keeps the AI explanation', async ({ page }) => {
    await prepareAi({ behaviour: 'fail' });
    const amount = newLoanAmount();
    await openCalculator(page, loanPath(amount));
    await expect(panel(page).getByText('5 AI explanations left this month')).toBeVisible();
    await aiButton(page).click();
    const card = page.getByRole('region', { name: 'Computed Insights' });
    await expect(card.getByTestId('computed-insights-reason')).toHaveText(
      `These insights are worked out from your numbers by the calculator, not written by AI. ${PROVIDER_LINE}`,
    );
    await expect(page.getByRole('region', { name: 'AI Analysis' })).toHaveCount(0);

    // Not a lasting reason: the next question still offers AI, with the quota untouched.
    await page.getByLabel('Loan Tenure').fill('4');
    await expect(aiButton(page)).toBeVisible();
    await expect(panel(page).getByText('5 AI explanations left this month')).toBeVisible();
    await openCalculator(page, loanPath(amount));
    await expect(panel(page).getByText('5 AI explanations left this month')).toBeVisible();
    const { spend_this_month: spent, total_tokens_used: tokens } = await usage();
    expect([spent, tokens]).toEqual([0, 0]);
  });

  test('a premium code from the operator brings the AI button back to a visitor without free explanations', async ({ page, browser }) => {
    await prepareAi({ settings: { user_free_quota: 0, premium_bypass: true } });
    const label = `Premium journey ${Date.now()}`;
    await openAiSettings(page);
    const codes = page.getByRole('region', { name: 'Premium codes' });
    await codes.getByRole('textbox', { name: 'Label' }).fill(label);
    await codes.getByRole('spinbutton', { name: 'Valid for (days)' }).fill('30');
    await codes.getByRole('button', { name: 'Create code' }).click();
    const code = (await codes.getByRole('region', { name: `New premium code for “${label}”` }).locator('code').textContent()) ?? '';
    expect(code).toMatch(/^CALC-/);

    const visitor = await browser.newContext({ baseURL: aiBaseURL });
    const site = await visitor.newPage();
    const amount = newLoanAmount();
    await openCalculator(site, loanPath(amount));
    await expect(aiButton(site)).toHaveCount(0);
    await expect(computedButton(site)).toBeVisible();
    await expect(panel(site).getByText(QUOTA_LINE)).toBeVisible();

    await panel(site).getByText('Have a premium code?').click();
    await panel(site).getByRole('textbox', { name: 'Premium code' }).fill(code);
    await panel(site).getByRole('button', { name: 'Apply' }).click();
    await expect(panel(site).getByRole('status')).toHaveText(/^Premium active until .*\d{4}$/);
    await expect(aiButton(site)).toBeVisible();
    await expect(panel(site).getByText(QUOTA_LINE)).toHaveCount(0);
    await aiButton(site).click();
    await expect(site.getByRole('region', { name: 'AI Analysis' })).toContainText(dollars(amount));
    await visitor.close();
  });

  test('with the hard cut-off on, a spent cap hides the AI button and says the budget is used up', async ({ page, request }) => {
    // $1, the smallest cap: an answer costs about $0.07 and reserves its worst case (about $0.78) first, so the
    // budget refuses after a few answers.
    await prepareAi({ settings: { global_monthly_cap_usd: 1, user_free_quota: 100, max_tokens_per_user_month: 10_000 } });
    let answers = 0;
    let reason: string | undefined;
    for (let asked = 0; asked < 10 && reason !== 'budget'; asked += 1) {
      const response = await request.post('/api/explain', {
        data: { slug: 'loan', inputs: { loanAmount: String(newLoanAmount()), interestRate: '7', loanTenure: '3' } },
      });
      expect(response.status()).toBe(200);
      const explanation = (await response.json()) as { source: string; reason?: string };
      reason = explanation.reason;
      if (explanation.source === 'ai') answers += 1;
      else expect(reason).toBe('budget');
    }
    expect(reason).toBe('budget');
    expect(answers).toBeGreaterThan(0);
    const { spend_this_month: spent } = await usage();
    expect(spent).toBeGreaterThan(0);
    expect(spent).toBeLessThanOrEqual(1);

    await openCalculator(page, loanPath(newLoanAmount()));
    await expect(aiButton(page)).toHaveCount(0);
    await expect(panel(page).getByText(BUDGET_LINE)).toBeVisible();
    await computedButton(page).click();
    await expect(page.getByRole('region', { name: 'Computed Insights' }).getByTestId('computed-insights-reason')).toHaveText(
      `These insights are worked out from your numbers by the calculator, not written by AI. ${BUDGET_LINE}`,
    );
  });
});
