import { expect, request as apiRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_KEY, aiBaseURL, fakeLlmURL } from '../playwright.config.js';
import { expectNoAxeViolations } from './axe.js';

/**
 * The Calculator Agent on the api with an AI provider (`aiBaseURL`, whose model is the fake OpenAI-compatible server):
 * searches become a request (Runtime Agent), the operator approves it, and Run Now on the Calculator Agent drafts it.
 */
test.use({ baseURL: aiBaseURL });

/** How the fake model answers: a calculator draft while this file runs, explanations again after it. */
async function fakeAnswers(behaviour: 'draft' | 'explain') {
  const fake = await apiRequest.newContext();
  try {
    expect((await fake.post(`${fakeLlmURL}/__behave`, { data: { behaviour, delayMs: 0 } })).status()).toBe(200);
  } finally {
    await fake.dispose();
  }
}

/** Runs `work` signed in to the AI server's admin api, then signs out. */
async function asOperator<T>(work: (admin: APIRequestContext) => Promise<T>): Promise<T> {
  const admin = await apiRequest.newContext({ baseURL: aiBaseURL, extraHTTPHeaders: { origin: aiBaseURL } });
  try {
    expect((await admin.post('/api/admin/login', { data: { key: E2E_ADMIN_KEY } })).status()).toBe(200);
    return await work(admin);
  } finally {
    await admin.dispose();
  }
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test.afterEach(async () => {
  await fakeAnswers('explain');
});

test('Run Now on the Calculator Agent drafts the approved request, and the draft shows under it with its examples checked', async ({ page }) => {
  test.setTimeout(90_000);
  await fakeAnswers('draft');
  await asOperator(async (admin) => {
    // A month with room in the budget, whatever earlier journeys spent or capped: a draft's worst case at this
    // server's prices (1,500 answer tokens at $1,500 a million) is about $2.25, over the $1 cap they may leave.
    expect((await admin.post('/api/admin/reset-usage', { data: {} })).status()).toBe(200);
    const settings = {
      ai_enabled: true, global_monthly_cap_usd: 50, warning_threshold: 80, user_free_quota: 5, max_tokens_per_response: 500,
      max_tokens_per_user_month: 5000, premium_bypass: false, hard_cutoff: true, ip_tracking: false,
    };
    expect((await admin.post('/api/admin/ai-settings', { data: settings })).status()).toBe(200);
    for (const query of ['dog years', 'Dog Years', 'dog years calculator']) {
      expect((await admin.post('/api/search-misses', { data: { query, page: '/search' } })).status()).toBe(204);
    }
    // The Runtime Agent turns the searches into a request (it may still be busy with its run at start: try again).
    await expect(async () => {
      expect((await admin.post('/api/admin/agents/run', { data: { agentName: 'Runtime Agent' } })).status()).toBe(202);
    }).toPass({ timeout: 30_000 });
    await expect(async () => {
      const runs = (await (await admin.get('/api/admin/agents/runs?agentName=Runtime%20Agent')).json()) as { runs: Array<{ status: string }> };
      expect(runs.runs[0]?.status).toBe('succeeded');
    }).toPass({ timeout: 30_000 });
  });

  await page.goto('/admin/dashboard');
  await page.getByLabel('Admin key').fill(E2E_ADMIN_KEY);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'CalcHub Admin Dashboard' })).toBeVisible();

  await openTab(page, 'Calculator Requests');
  await page.getByRole('button', { name: 'Approve Dog Years Calculator' }).click();
  await expect(page.getByRole('article', { name: 'Dog Years Calculator' })).toHaveCount(0);

  await openTab(page, 'AI Agents');
  const card = page.getByRole('article', { name: 'Calculator Agent' });
  await expect(card).toContainText('Schedule: Every day at 04:00 UTC');
  await card.getByRole('button', { name: 'Run Now Calculator Agent' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Calculator Agent run requested.' })).toBeVisible();
  const finished = card.getByRole('listitem').filter({ hasText: 'Succeeded' }).first();
  await expect(finished).toContainText(/Drafted 1 calculator \(1 valid, 0 invalid\)\./, { timeout: 30_000 });

  await openTab(page, 'Calculator Requests');
  await page.getByRole('combobox', { name: 'Filter by status' }).selectOption('approved');
  const request = page.getByRole('article', { name: 'Dog Years Calculator' });
  const draft = request.getByRole('region', { name: 'Draft: Dog Years Calculator' });
  await expect(draft).toContainText('Valid');
  await expect(draft).toContainText('Formula: amount * rate / 100 (result in $)');
  await expect(draft.getByRole('table', { name: 'Inputs' }).getByRole('row', { name: /Amount/ })).toContainText('0 to 1,000,000');
  await expect(draft).toContainText('Example 2: amount = 45.5 $, rate = 20 %. Stated 9.1 $; computed 9.1 $.');
  // Review only: an approved request with its draft has no button that would publish it.
  await expect(request.getByRole('button')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
