import { expect, test, type Page } from '@playwright/test';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expectNoAxeViolations } from './axe.js';

/**
 * Another site: a server of its own on another port of loopback (so another origin), answering every address with
 * the page it is given. Its pages frame CalcHub's as a real cross-origin iframe.
 */
let otherSite: Server;
let otherSiteUrl: string;
let otherSitePage = '';

test.beforeAll(async () => {
  otherSite = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(otherSitePage);
  });
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
  otherSiteUrl = `http://127.0.0.1:${(otherSite.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  await new Promise((resolve) => otherSite.close(resolve));
});

/** Opens a page of the other site made of `body`. */
async function openOtherSite(page: Page, body: string) {
  otherSitePage = `<!doctype html><html lang="en"><head><title>A blog about money</title></head><body><h1>A blog about money</h1>${body}</body></html>`;
  await page.goto(otherSiteUrl);
}

test('the embed code from a calculator page, pasted on another site, shows the calculator working inside the frame', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'], baseURL });
  const page = await context.newPage();
  await page.goto('/calculator/loan');
  await page.locator('[data-calculator-ready]').waitFor();
  await page.getByText('Embed this calculator').click();
  await page.getByRole('button', { name: 'Copy embed code' }).click();
  await expect(page.getByText('Embed code copied.')).toBeVisible();
  const snippet = await page.evaluate(() => navigator.clipboard.readText());
  // The site's public address is fixed at build time; on the other site the frame points at this test's server.
  const match = /^<iframe src="[^"]+(\/embed\/loan)" title="Loan Calculator - CalcHub" width="100%" height="\d+" loading="lazy" style="border:0"><\/iframe>$/.exec(snippet);
  expect(match, snippet).not.toBeNull();
  await openOtherSite(page, snippet.replace(/src="[^"]+"/, `src="${baseURL}${match?.[1]}"`));

  const frame = page.frameLocator('iframe[title="Loan Calculator - CalcHub"]');
  await frame.locator('[data-calculator-ready]').waitFor();
  // A real cross-origin frame: the other site cannot reach into its document.
  expect(await page.evaluate(() => document.querySelector('iframe')?.contentDocument ?? 'cross-origin')).toBe('cross-origin');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Loan Calculator');
  await frame.getByLabel('Loan Amount').fill('10000');
  await frame.getByLabel('Annual Interest Rate').fill('7');
  await frame.getByLabel('Loan Tenure').fill('3');
  await expect(frame.getByTestId('result-value')).toHaveText('$308.77');
  const powered = frame.getByRole('link', { name: 'Powered by CalcHub' });
  await expect(powered).toHaveAttribute('target', '_blank');
  await expect(powered).toHaveAttribute('rel', 'noopener');
  await expect(powered).toHaveAttribute('href', '/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3');
  // No site chrome in the frame: no header, search or footer.
  await expect(frame.locator('header, footer, input[type="search"]')).toHaveCount(0);
  await context.close();
});

test('the calculator page itself refuses to be framed by another site: the frame stays blocked', async ({ page, baseURL }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('frame-ancestors')) refusals.push(message.text());
  });
  await openOtherSite(
    page,
    `<iframe id="page" src="${baseURL}/calculator/loan" title="Loan Calculator page"></iframe>` +
      `<iframe id="embed" src="${baseURL}/embed/loan" title="Loan Calculator - CalcHub"></iframe>`,
  );
  // The embed beside it loads: by then the browser has answered the page's frame too.
  await page.frameLocator('#embed').locator('[data-calculator-ready]').waitFor();
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
  expect(refusals.join('\n')).toContain("frame-ancestors 'none'");
  await expect(page.frameLocator('#page').getByRole('heading', { name: 'Loan Calculator' })).toHaveCount(0);
});

test('an embedded calculator has no axe violations, with and without a result', async ({ page }) => {
  await page.goto('/embed/loan');
  await page.locator('[data-calculator-ready]').waitFor();
  await expectNoAxeViolations(page);
  await page.goto('/embed/bmi?weight=70&height=170');
  await expect(page.getByTestId('result-value')).toBeVisible();
  await expect(page.getByTestId('chart-graphic').locator('svg.recharts-surface').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
