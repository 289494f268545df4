import { calculate } from '@calchub/calc-engine';
import { calculatorDefinitions, formatResult } from '@calchub/catalogue';
import { expect, test, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectNoAxeViolations } from './axe.js';
import { recordPageErrors } from './pages.js';

/** Chromium logs each request it could not send while offline as a console error; the page handles them. */
const offlineRequest = (text: string) => text.includes('net::ERR_INTERNET_DISCONNECTED');

// The rest of the suite runs with service workers blocked (playwright.config.ts): this journey is about the worker.
test.use({ serviceWorkers: 'allow' });

const OFFLINE_NOTICE = 'Insights need an internet connection. You are offline: the calculator, its formula and examples still work.';

function definitionOf(slug: string) {
  const definition = calculatorDefinitions.find((candidate) => candidate.slug === slug);
  if (!definition) throw new Error(`no ${slug} calculator`);
  return definition;
}

/** Opens a page and waits until the site's service worker controls it: every file it saves is saved by then. */
async function visitOnce(page: Page, path: string) {
  await page.goto(path);
  await page.locator('[data-calculator-ready]').waitFor();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test('after one visit, other calculator pages open and compute with the network off, with their formula and examples', async ({ page, context }) => {
  const problems = recordPageErrors(page, offlineRequest);
  await visitOnce(page, '/calculator/bmi');
  await context.setOffline(true);

  // A calculator never opened before, by its address: the page, its scripts and its result, all from the saved copies.
  await page.goto('/calculator/mortgage');
  await page.locator('[data-calculator-ready]').waitFor();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(definitionOf('mortgage').title);
  await page.getByLabel('Home Price').fill('300000');
  await page.getByLabel('Down Payment').fill('10');
  await page.getByLabel('Interest Rate (APR)').fill('7');
  await page.getByLabel('Loan Term').fill('30');
  const mortgage = formatResult(definitionOf('mortgage'), calculate('mortgage', { homePrice: 300000, downPaymentPercent: 10, interestRate: 7, loanTerm: 30 }));
  await expect(page.getByTestId('result-value')).toHaveText(mortgage);

  // A shared address: the saved page, with the address's inputs applied by the page.
  await page.goto('/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3');
  await page.locator('[data-calculator-ready]').waitFor();
  await expect(page.getByTestId('result-value')).toHaveText('$308.77');
  await page.getByLabel('Loan Tenure').fill('5');
  await expect(page.getByTestId('result-value')).toHaveText('$198.01');
  await page.getByRole('tab', { name: 'Formula' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Number of payments: 5 × 12 = 60');

  // By a link inside the site: the next page's script comes from the saved copies too.
  await page.getByRole('link', { name: /^Car Loan Calculator/ }).first().click();
  await expect(page).toHaveURL(/\/calculator\/car-loan(?:\?|$)/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(definitionOf('car-loan').title);
  await page.getByRole('tab', { name: 'Examples' }).click();
  const example = definitionOf('car-loan').examples[0];
  if (!example) throw new Error('the car loan calculator has no example');
  const expected = formatResult(definitionOf('car-loan'), calculate('car-loan', example.inputs));
  const card = page.getByRole('link', { name: /^Example 1/ });
  await expect(card).toContainText(`Result: ${expected}`);
  await card.click();
  await expect(page.getByTestId('result-value')).toHaveText(expected);

  // The home and category pages too.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/category/health');
  await expect(page.getByRole('link', { name: /^BMI Calculator/ }).first()).toBeVisible();

  expect(problems).toEqual([]);
});

test('offline, the AI panel says it needs a connection, and offers insights again once back online', async ({ page, context }) => {
  await visitOnce(page, '/calculator/loan');
  await context.setOffline(true);
  await page.goto('/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3');
  await page.locator('[data-calculator-ready]').waitFor();
  const panel = page.getByRole('region', { name: 'More insights' });
  await expect(panel.getByRole('status')).toHaveText(OFFLINE_NOTICE);
  await expect(panel.getByRole('button', { name: /Show more insights|Get AI-Powered Insights/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await context.setOffline(false);
  await expect(panel.getByRole('button', { name: 'Show more insights' })).toBeVisible();
  await expect(panel.getByText(OFFLINE_NOTICE)).toHaveCount(0);
  await panel.getByRole('button', { name: 'Show more insights' }).click();
  await expect(page.getByRole('region', { name: 'Computed Insights' })).toContainText('$308.77');
});

test('the API and the admin app are never answered from the saved copies', async ({ page, context }) => {
  await visitOnce(page, '/calculator/loan');
  // Online, the worker leaves them to the server.
  expect(await page.evaluate(async () => (await fetch('/api/health')).ok)).toBe(true);
  await context.setOffline(true);
  expect(await page.evaluate(() => fetch('/api/v1/calculators').then(() => 'answered', () => 'failed'))).toBe('failed');
  await expect(page.goto('/admin')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});

test('the site is installable: Chrome finds no installability error, and reads the manifest with its icons', async ({ playwright, baseURL }, testInfo) => {
  // Chrome never offers to install from an incognito window, which a test's usual context is: a profile of its own.
  const profile = mkdtempSync(join(tmpdir(), 'calchub-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    ...(baseURL ? { baseURL } : {}),
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await visitOnce(page, '/calculator/loan');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
      name: 'CalcHub',
      short_name: 'CalcHub',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      icons: expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', type: 'image/png' }),
        expect.objectContaining({ sizes: '512x512', type: 'image/png', purpose: 'maskable' }),
      ]),
    });
    for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png']) {
      const response = await page.request.get(icon);
      expect({ icon, status: response.status(), type: response.headers()['content-type'] }).toEqual({ icon, status: 200, type: 'image/png' });
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
