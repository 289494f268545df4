import { PGlite } from '@electric-sql/pglite';
import { test as base, expect, type Page } from '@playwright/test';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { E2E_ADMIN_KEY } from '../playwright.config.js';
import { expectNoAxeViolations } from './axe.js';

const workspaceRoot = resolve(import.meta.dirname, '../../..');

// The api's migrations seed only the settings row and the four agents: the review queues start empty (the agents
// that fill them come later). So these journeys run on their own api server, on a PGlite database migrated with the
// same migrations and seeded here, as the agents and visitors would have filled it.
const SEED = `
INSERT INTO seo_proposals (keyword, priority, status, title, meta_description, confidence_score, estimated_traffic, created_at, decided_at) VALUES
  ('mortgage calculator with taxes', 'high', 'pending', 'Mortgage Calculator with Taxes and Insurance', 'Estimate your monthly mortgage payment including property tax, home insurance and PMI.', 0.87, 12500, now() - interval '3 hours', NULL),
  ('bmi calculator for athletes', 'medium', 'pending', 'BMI Calculator for Athletes', 'Why BMI misreads muscular bodies, and what to check instead.', 0.64, 3400, now() - interval '5 hours', NULL),
  ('loan payoff date', 'low', 'pending', 'When Will My Loan Be Paid Off?', 'Find the month your loan ends, and how extra payments bring it closer.', 0.42, 880, now() - interval '1 day', NULL),
  ('gpa calculator college', 'high', 'approved', 'College GPA Calculator', 'Work out your semester and cumulative GPA.', 0.91, 22000, now() - interval '3 days', now() - interval '2 days'),
  ('funny loan names', 'low', 'rejected', 'Funny Loan Names', 'Lists of joke names for loans.', 0.12, 40, now() - interval '4 days', now() - interval '2 days');
INSERT INTO calculator_requests (name, category, status, formula, disclaimer, confidence_score, created_at, decided_at) VALUES
  ('Tip Calculator', 'finance', 'pending', 'tip = bill × tipRate / 100; perPerson = (bill + tip) / people', 'Tipping customs vary by country.', 0.78, now() - interval '2 hours', NULL),
  ('Sleep Cycle Calculator', 'health', 'pending', 'wakeTimes = bedtime + 15 min + n × 90 min', 'Not medical advice.', 0.55, now() - interval '6 hours', NULL),
  ('Fuel Cost Calculator', 'business', 'rejected', 'cost = distance / efficiency × price', '', 0.33, now() - interval '5 days', now() - interval '4 days');
INSERT INTO agent_runs (agent_name, status, trigger, requested_at, started_at, finished_at, summary) VALUES
  ('SEO Agent', 'succeeded', 'schedule', now() - interval '1 day', now() - interval '1 day', now() - interval '1 day' + interval '40 seconds', '3 proposals made'),
  ('Validation Agent', 'failed', 'schedule', now() - interval '20 hours', now() - interval '20 hours', now() - interval '20 hours' + interval '5 seconds', '1 calculator differs from its reference value');
UPDATE agent_configs SET last_run = now() - interval '1 day' WHERE agent_name = 'SEO Agent';
UPDATE agent_configs SET last_run = now() - interval '20 hours' WHERE agent_name = 'Validation Agent';
UPDATE ai_settings SET spend_this_month_usd = 42.5, total_tokens_used = 185000 WHERE id = 1;
INSERT INTO ai_usage (month, visitor_key, requests, tokens, cost_usd) VALUES
  (date_trunc('month', now())::date, 'visitor-1', 5, 2000, 1.2),
  (date_trunc('month', now())::date, 'visitor-2', 2, 800, 0.4);
INSERT INTO contact_messages (name, email, message, created_at) VALUES
  ('Ada Lovelace', 'ada@example.com', 'Could you add a calculator for the Bernoulli numbers?', now() - interval '1 hour');
`;

/** Migrates a new PGlite database in `dataDir` with the built api's migrations, then adds the rows above. */
async function seedDatabase(dataDir: string): Promise<void> {
  const location = join(dataDir, 'pgdata');
  mkdirSync(location, { recursive: true });
  const client = await PGlite.create({ dataDir: location });
  try {
    await migrate(drizzle(client), { migrationsFolder: join(workspaceRoot, 'apps/api/dist/migrations') });
    await client.exec(SEED);
  } finally {
    await client.close();
  }
}

/** Starts the built api on a free port over the seeded database; resolves to its address once it listens. */
async function startSeededApi(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'calchub-e2e-admin-'));
  await seedDatabase(dataDir);
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_KEY: E2E_ADMIN_KEY, LOG_LEVEL: 'warn' };
  // Never the developer's Postgres or public address: this server is PGlite in dataDir, reached as 127.0.0.1.
  delete env['DATABASE_URL'];
  delete env['PUBLIC_BASE_URL'];
  const server = spawn(process.execPath, ['apps/api/dist/server.mjs'], { cwd: workspaceRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolveUrl(match[1]);
    };
    server.stdout.on('data', onData);
    server.stderr.on('data', onData);
    server.once('exit', (code) => reject(new Error(`The api stopped before listening (exit ${code}): ${output}`)));
  });
  return {
    url,
    async stop() {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await once(server, 'exit');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const test = base.extend<object, { seededApi: string }>({
  seededApi: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const api = await startSeededApi();
      try {
        await use(api.url);
      } finally {
        await api.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ seededApi }, use) => use(seededApi),
});

const TABS = ['SEO Proposals', 'Calculator Requests', 'AI Agents', 'AI Settings', 'Audit Log', 'Messages'] as const;

async function signIn(page: Page) {
  await page.goto('/admin/dashboard');
  await page.getByLabel('Admin key').fill(E2E_ADMIN_KEY);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'CalcHub Admin Dashboard' })).toBeVisible();
}

/** The number on one of the four stat cards. */
function statCard(page: Page, label: string) {
  return page.getByRole('region', { name: 'Overview' }).locator('div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
}

async function statValue(page: Page, label: string): Promise<number> {
  const card = statCard(page, label);
  await expect(card).toHaveText(/^\d+$/);
  return Number(await card.textContent());
}

/** Opens a tab and waits until its content has loaded. */
async function openTab(page: Page, name: (typeof TABS)[number]) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('tabpanel').getByText(/^Loading/)).toHaveCount(0);
}

function usageValue(page: Page, label: string) {
  return page.getByRole('region', { name: 'Usage this month' }).locator('div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
}

// Serial, in this order, on a database of their own. Stat cards are compared with the counts read before each action;
// the settings journey expects the seeded budget (85% of $50), so it runs before the reset and the expired-session
// journeys change the spend and the cap. The rate-limit journey comes last: after it, 127.0.0.1 cannot sign in for
// 15 minutes.
test.describe('the admin app against the real api', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test('a wrong key is refused with "Invalid admin key. Please try again."; the right one opens the dashboard', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'CalcHub Admin' })).toBeVisible();
    const key = page.getByLabel('Admin key');
    await expect(key).toHaveAttribute('type', 'password');
    await expect(page.getByText(/ADMIN_KEY/)).toBeVisible();
    await key.fill('not-the-admin-key-at-all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid admin key. Please try again.');
    await expect(page).toHaveURL(/\/admin$/);

    await key.fill(E2E_ADMIN_KEY);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'CalcHub Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText([...TABS]);
    for (const label of ['Pending SEO proposals', 'Pending calculator requests', 'Active agents', 'Approved today']) {
      await expect(statCard(page, label)).toHaveText(/^\d+$/);
    }
    // The session is an HttpOnly cookie: nothing the page's scripts could read or leak.
    expect(await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length, cookies: document.cookie }))).toEqual({
      local: 0,
      session: 0,
      cookies: '',
    });
  });

  test('approving and rejecting seeded items updates the lists, the filters and the stat cards', async ({ page }) => {
    await signIn(page);
    const seoPending = await statValue(page, 'Pending SEO proposals');
    const approvedToday = await statValue(page, 'Approved today');

    const mortgage = page.getByRole('article', { name: 'Mortgage Calculator with Taxes and Insurance' });
    await expect(mortgage).toContainText('High priority');
    await expect(mortgage).toContainText('mortgage calculator with taxes');
    await expect(mortgage).toContainText('87%');
    await expect(mortgage).toContainText('12,500 visits per month');
    await mortgage.getByRole('button', { name: 'Approve Mortgage Calculator with Taxes and Insurance' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Approved “Mortgage Calculator with Taxes and Insurance”.' })).toBeVisible();
    await expect(mortgage).toHaveCount(0);
    await expect(statCard(page, 'Pending SEO proposals')).toHaveText(String(seoPending - 1));
    await expect(statCard(page, 'Approved today')).toHaveText(String(approvedToday + 1));

    await page.getByRole('button', { name: 'Reject When Will My Loan Be Paid Off?' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Rejected “When Will My Loan Be Paid Off?”.' })).toBeVisible();
    await expect(statCard(page, 'Pending SEO proposals')).toHaveText(String(seoPending - 2));
    await expect(statCard(page, 'Approved today')).toHaveText(String(approvedToday + 1));

    const filter = page.getByRole('combobox', { name: 'Filter by status' });
    await expect(filter).toHaveValue('pending');
    await filter.selectOption('approved');
    await expect(mortgage).toContainText('Approved');
    await expect(mortgage).toContainText('Decided');
    await expect(mortgage.getByRole('button')).toHaveCount(0);
    await filter.selectOption('rejected');
    await expect(page.getByRole('article', { name: 'When Will My Loan Be Paid Off?' })).toContainText('Rejected');
    await expect(page.getByRole('article', { name: 'Funny Loan Names' })).toBeVisible();
    await filter.selectOption('all');
    await expect(page.getByRole('article', { name: 'College GPA Calculator' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'BMI Calculator for Athletes' })).toBeVisible();

    await openTab(page, 'Calculator Requests');
    const requestsPending = await statValue(page, 'Pending calculator requests');
    const tip = page.getByRole('article', { name: 'Tip Calculator' });
    await expect(tip).toContainText('Finance');
    await expect(tip).toContainText('tip = bill × tipRate / 100');
    await expect(tip).toContainText('Tipping customs vary by country.');
    await expect(tip).toContainText('78%');
    await tip.getByRole('button', { name: 'Approve Tip Calculator' }).click();
    await expect(statCard(page, 'Pending calculator requests')).toHaveText(String(requestsPending - 1));
    await expect(statCard(page, 'Approved today')).toHaveText(String(approvedToday + 2));
    await page.getByRole('button', { name: 'Reject Sleep Cycle Calculator' }).click();
    await expect(statCard(page, 'Pending calculator requests')).toHaveText(String(requestsPending - 2));
    await expect(page.getByText('No pending calculator requests.')).toBeVisible();
  });

  test('an agent can be disabled, refused a run while disabled, enabled and run; the dashboard reloads 2 s later', async ({ page }) => {
    await signIn(page);
    await openTab(page, 'AI Agents');
    const active = await statValue(page, 'Active agents');
    const card = page.getByRole('article', { name: 'Calculator Agent' });
    await expect(card).toContainText('Creates new calculator formulas and components.');
    const toggle = card.getByRole('switch', { name: 'Calculator Agent' });
    const run = card.getByRole('button', { name: 'Run Now Calculator Agent' });

    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toContainText('Disabled');
    await expect(statCard(page, 'Active agents')).toHaveText(String(active - 1));

    await run.click();
    await expect(page.getByRole('alert')).toHaveText('Could not run Calculator Agent. Calculator Agent is disabled. Enable it before running it.');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(toggle).toContainText('Active');
    await expect(statCard(page, 'Active agents')).toHaveText(String(active));

    await expect(card).toContainText('Last run: Never');
    await run.click();
    await expect(page.getByRole('status').filter({ hasText: 'Calculator Agent run requested.' })).toBeVisible();
    // This server has no AI provider: the run ends saying drafts need one, and changes nothing.
    await expect(card.getByRole('listitem').filter({ hasText: 'Succeeded' }).first()).toContainText('No AI provider is configured: drafts need one');
    await expect(card).not.toContainText('Last run: Never');

    // Measured in the browser: every list and the counts were asked for again, 2 s after the run was accepted.
    const timings = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      // The last run request: the one refused while the agent was disabled came before it.
      const runEntry = entries.filter((entry) => entry.name.endsWith('/api/admin/agents/run')).at(-1);
      if (!runEntry) return undefined;
      const after = (path: string) => entries.find((entry) => entry.name.includes(path) && entry.startTime > runEntry.responseEnd);
      return ['/api/admin/agent-configs', '/api/admin/stats', '/api/admin/seo-proposals', '/api/admin/calculator-requests'].map((path) => {
        const entry = after(path);
        return entry ? entry.startTime - runEntry.responseEnd : -1;
      });
    });
    expect(timings).toHaveLength(4);
    for (const delay of timings ?? []) expect(delay).toBeGreaterThanOrEqual(1990);
  });

  test('settings: an out-of-range value is refused under its field; a valid one is saved and kept after reload', async ({ page }) => {
    await signIn(page);
    await openTab(page, 'AI Settings');
    const threshold = page.getByRole('spinbutton', { name: 'Warning threshold (% of the cap)' });
    await expect(threshold).toHaveAttribute('min', '50');
    await expect(threshold).toHaveAttribute('max', '99');
    const meter = page.getByRole('meter', { name: 'Budget used' });
    // $42.50 of the $50 cap: 85%, above the default 80% threshold.
    await expect(meter).toHaveAttribute('data-level', 'warning');
    await expect(page.getByText('Budget usage is high (85%). Monitor spending closely.')).toBeVisible();

    await threshold.fill('120');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(threshold).toHaveAttribute('aria-invalid', 'true');
    await expect(threshold).toHaveAccessibleDescription(/Warning threshold \(% of the cap\) must be a whole number from 50 to 99\./);
    await expect(threshold).toBeFocused();
    await expect(page.getByText('Settings saved successfully!')).toHaveCount(0);

    await threshold.fill('90');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved successfully!')).toBeVisible();
    await expect(threshold).not.toHaveAttribute('aria-invalid', 'true');
    await expect(meter).toHaveAttribute('data-level', 'normal');
    await expect(page.getByText(/Budget usage is high/)).toHaveCount(0);
    await expect(page.getByText('Settings saved successfully!')).toHaveCount(0, { timeout: 6000 });

    await page.reload();
    await expect(page.getByRole('heading', { name: 'CalcHub Admin Dashboard' })).toBeVisible();
    await openTab(page, 'AI Settings');
    await expect(page.getByRole('spinbutton', { name: 'Warning threshold (% of the cap)' })).toHaveValue('90');
  });

  test('the preview shows the button the site shows; without a provider, "Show more insights", and the Provider block says why', async ({ page }) => {
    await signIn(page);
    await openTab(page, 'AI Settings');
    // This server runs without AI_BASE_URL.
    await expect(page.getByRole('region', { name: 'Provider' })).toContainText(
      'No AI provider is configured: visitors get computed insights. Set AI_BASE_URL, AI_MODEL and the prices to turn AI on.',
    );
    const view = page.getByRole('group', { name: "Visitor's view" });
    await expect(view).toContainText('Basic Insight');
    const previewed = view.getByRole('button', { name: 'Show more insights' });
    await expect(previewed).toBeVisible();
    await expect(view.getByRole('button', { name: 'Get AI-Powered Insights' })).toHaveCount(0);
    const previewedText = await previewed.innerText();
    await page.getByRole('checkbox', { name: 'Enable AI explanations' }).uncheck();
    await expect(page.getByText('AI explanations are off: visitors get “Show more insights”, the computed insights, never labelled AI.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Enable AI explanations' }).check();

    // The site, served by the same api: the same button, in the same words.
    const site = await page.context().newPage();
    await site.goto('/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3');
    const shown = site.getByRole('region', { name: 'More insights' }).getByRole('button', { name: 'Show more insights' });
    await expect(shown).toBeVisible();
    expect(await shown.innerText()).toBe(previewedText);
    await site.close();
  });

  test('resetting monthly usage asks first, then clears this month’s usage', async ({ page }) => {
    await signIn(page);
    await openTab(page, 'AI Settings');
    await expect(usageValue(page, 'Spent this month')).toHaveText('$42.50');

    await page.getByRole('button', { name: 'Reset Monthly Usage' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset monthly usage?' });
    await expect(dialog).toContainText('Are you sure you want to reset monthly usage? This will clear all usage data.');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(usageValue(page, 'Spent this month')).toHaveText('$42.50');

    await page.getByRole('button', { name: 'Reset Monthly Usage' }).click();
    await dialog.getByRole('button', { name: 'Reset usage' }).click();
    await expect(page.getByRole('status').filter({ hasText: '✅ Monthly usage reset successfully' })).toBeVisible();
    await expect(usageValue(page, 'Spent this month')).toHaveText('$0.00');
    await expect(usageValue(page, 'Total tokens used')).toHaveText('0');
    await expect(page.getByRole('meter', { name: 'Budget used' })).toHaveAttribute('aria-valuenow', '0');
  });

  test('an expired session returns to the login screen with a message and keeps what was typed', async ({ page, context }) => {
    await signIn(page);
    await openTab(page, 'AI Settings');
    const cap = page.getByRole('spinbutton', { name: 'Monthly budget cap (USD)' });
    await cap.fill('75');

    await context.clearCookies();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'CalcHub Admin Dashboard' })).toBeHidden();
    await expect(page.getByLabel('Admin key')).toBeFocused();

    await page.getByLabel('Admin key').fill(E2E_ADMIN_KEY);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'CalcHub Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'AI Settings' })).toHaveAttribute('aria-selected', 'true');
    await expect(cap).toHaveValue('75');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByText('Settings saved successfully!')).toBeVisible();

    await page.reload();
    await openTab(page, 'AI Settings');
    await expect(page.getByRole('spinbutton', { name: 'Monthly budget cap (USD)' })).toHaveValue('75');
  });

  test('works with the keyboard alone: sign in, change tabs, approve, toggle an agent', async ({ page }) => {
    await page.goto('/admin');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Admin key')).toBeFocused();
    await page.keyboard.type(E2E_ADMIN_KEY);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'CalcHub Admin Dashboard' })).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Log out' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tab', { name: 'SEO Proposals' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Ada Lovelace');
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'SEO Proposals' })).toBeFocused();

    const approve = page.getByRole('button', { name: 'Approve BMI Calculator for Athletes' });
    await expect(approve).toBeVisible();
    for (let presses = 0; presses < 10 && !(await approve.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(approve).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('article', { name: 'BMI Calculator for Athletes' })).toHaveCount(0);
    // The button left with its item: focus continues from the list's heading, not from the top of the page.
    await expect(page.getByRole('heading', { name: 'SEO Proposals', level: 2 })).toBeFocused();

    await page.getByRole('tab', { name: 'SEO Proposals' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'AI Agents' })).toHaveAttribute('aria-selected', 'true');
    const toggle = page.getByRole('switch', { name: 'Runtime Agent' });
    await expect(toggle).toBeVisible();
    for (let presses = 0; presses < 12 && !(await toggle.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(toggle).toBeFocused();
    const before = await toggle.getAttribute('aria-checked');
    await page.keyboard.press('Space');
    await expect(toggle).not.toHaveAttribute('aria-checked', before ?? '');
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', before ?? '');
  });

  test('fits a tablet: no tab of the dashboard scrolls sideways at 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await signIn(page);
    for (const tab of TABS) {
      await openTab(page, tab);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${tab} is wider than the tablet`).toBeLessThanOrEqual(768);
      const lastTab = await page.getByRole('tab', { name: 'Messages' }).boundingBox();
      expect((lastTab?.x ?? Infinity) + (lastTab?.width ?? 0)).toBeLessThanOrEqual(768);
    }
  });

  test('axe finds no violations on the login screen and on every tab of the dashboard', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'CalcHub Admin' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Admin key').fill('not-the-admin-key-at-all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);

    await signIn(page);
    for (const tab of TABS) {
      await openTab(page, tab);
      await expectNoAxeViolations(page);
    }
    await openTab(page, 'AI Settings');
    await page.getByRole('button', { name: 'Reset Monthly Usage' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await context.close();
  });

  test('logging out ends the session; /admin/dashboard without a session shows the login screen', async ({ page, browser }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'CalcHub Admin' })).toBeVisible();
    expect(await (await page.request.get('/api/admin/session')).json()).toMatchObject({ authenticated: false });
    expect((await page.request.get('/api/admin/stats')).status()).toBe(401);

    await page.goto('/admin/dashboard');
    await expect(page.getByLabel('Admin key')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'CalcHub Admin Dashboard' })).toHaveCount(0);

    const fresh = await browser.newContext();
    const stranger = await fresh.newPage();
    await stranger.goto('/admin/dashboard');
    await expect(stranger.getByRole('heading', { name: 'CalcHub Admin' })).toBeVisible();
    await expect(stranger.getByLabel('Admin key')).toBeVisible();
    await expect(stranger.getByRole('heading', { name: 'CalcHub Admin Dashboard' })).toHaveCount(0);
    await fresh.close();
  });

  test('too many wrong keys: the login says how long to wait, and refuses even the right key meanwhile', async ({ page }) => {
    await page.goto('/admin');
    const key = page.getByLabel('Admin key');
    const alert = page.getByRole('alert');
    // Failures earlier in this run count too: try until the limit answers (more than 5 in 15 minutes).
    for (let attempt = 0; attempt < 7; attempt++) {
      await key.fill(`wrong-key-${attempt}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(alert).toHaveText(/Invalid admin key\. Please try again\.|Too many failed attempts/);
      if ((await alert.textContent())?.startsWith('Too many')) break;
    }
    await expect(alert).toHaveText(/^Too many failed attempts\. Please wait \d+ (seconds|minutes) before trying again\.$/);
    await key.fill(E2E_ADMIN_KEY);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(alert).toHaveText(/^Too many failed attempts\. Please wait/);
    await expect(page.getByRole('heading', { name: 'CalcHub Admin Dashboard' })).toHaveCount(0);
  });
});
