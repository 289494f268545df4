import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_KEY } from '../playwright.config.js';
import { expectNoAxeViolations } from './axe.js';

// The default e2e server runs the agents (its runner is on), on its own fresh embedded database.

async function signIn(page: Page) {
  await page.goto('/admin/dashboard');
  await page.getByLabel('Admin key').fill(E2E_ADMIN_KEY);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'CalcHub Admin Dashboard' })).toBeVisible();
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('Run Now on the Runtime Agent turns the searches that found nothing into a calculator request the operator can review', async ({ page }) => {
  // Visitors searched for a calculator the site does not have, spelled several ways.
  for (const query of ['aquarium volume', 'Aquarium Volume', 'aquarium volumes calculator', 'aquarim volume', 'aquarium volume calc']) {
    const response = await page.request.post('/api/search-misses', { data: { query, page: '/search' } });
    expect(response.status()).toBe(204);
  }

  await signIn(page);
  await openTab(page, 'AI Agents');
  const card = page.getByRole('article', { name: 'Runtime Agent' });
  await expect(card).toContainText('Schedule: Every hour at minute 00 (UTC); next');
  await card.getByRole('button', { name: 'Run Now Runtime Agent' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Runtime Agent run requested.' })).toBeVisible();

  // The card reloads while the run is open, and shows it finished with its summary.
  const finished = card.getByRole('listitem').filter({ hasText: 'Succeeded' }).first();
  await expect(finished).toContainText(/Read \d+ searches without a result: \d+ needs? found, .*\d+ requests? created/, { timeout: 15_000 });
  await expect(card).toContainText(/Last run: .+, succeeded/);
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: 'Run history' }).click();
  const history = card.getByRole('table');
  await expect(history.getByRole('row').nth(1)).toContainText('Succeeded');
  await expect(history.getByRole('row').nth(1)).toContainText('Run Now');

  await openTab(page, 'Calculator Requests');
  const request = page.getByRole('article', { name: 'Aquarium Volume Calculator' });
  await expect(request).toBeVisible();
  await expect(request).toContainText('Demand5 searches on 1 day');
  await expect(request).toContainText('“aquarium volume”');
  await expect(request).toContainText('Confidence');
});

test('Run Now on an agent whose work is not in this version shows its run failed with the reason', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'AI Agents');
  for (const name of ['SEO Agent']) {
    const card = page.getByRole('article', { name });
    await card.getByRole('button', { name: `Run Now ${name}` }).click();
    await expect(card.getByRole('listitem').filter({ hasText: 'Failed' }).first()).toContainText(
      `Error: ${name} has no work in this version of CalcHub yet, so there is nothing to run.`,
      { timeout: 15_000 },
    );
  }
});

test('Run Now on the Validation Agent checks every calculator inside the running server and says how many checks passed', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'AI Agents');
  const card = page.getByRole('article', { name: 'Validation Agent' });
  await expect(card).toContainText('Schedule: Every day at 03:30 UTC, and when a server starts');
  // It also ran when the server started; Run Now starts another as soon as that one has ended.
  await expect(async () => {
    await card.getByRole('button', { name: 'Run Now Validation Agent' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Validation Agent run requested.' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const finished = card.getByRole('listitem').filter({ hasText: 'Succeeded' }).first();
  await expect(finished).toContainText(/\d{3,} checks passed, 0 failed/, { timeout: 30_000 });
  await card.getByRole('button', { name: 'Run history' }).click();
  await expect(card.getByRole('table').getByRole('row').nth(1)).toContainText('Run Now');
});
