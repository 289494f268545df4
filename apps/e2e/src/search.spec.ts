import { expect, test } from '@playwright/test';

test('a misspelled query finds the calculator, picked with the keyboard', async ({ page }) => {
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor();
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search calculators' });
  await box.click();
  await box.pressSequentially('morgage');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('banner').getByRole('option').first()).toContainText('Mortgage Calculator');
  await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/calculator\/mortgage$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mortgage Calculator');
});

test('Enter in the header goes to the first match; recent searches come back on focus', async ({ page }) => {
  await page.goto('/terms');
  await page.locator('html[data-hydrated]').waitFor();
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search calculators' });
  await box.fill('body fat');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/calculator\/body-fat$/);
  await page.locator('[data-calculator-ready]').waitFor();
  await box.click();
  await expect(page.getByRole('banner').getByText('Recent Searches')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('option', { name: 'body fat' })).toBeVisible();
});

test('a query with no match is logged locally and sent to the api, then shows the results page', async ({ page }) => {
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor();
  const posted = page.waitForRequest((request) => request.url().endsWith('/api/search-misses') && request.method() === 'POST');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search calculators' });
  await box.fill('horoscope signs');
  await expect(page.getByRole('banner').getByText('No calculators found for "horoscope signs"')).toBeVisible();
  await box.press('Enter');
  expect((await posted).postDataJSON()).toEqual({ query: 'horoscope signs', page: '/' });
  await expect(page).toHaveURL(/\/search\?q=horoscope(\+|%20)signs$/);
  const log = await page.evaluate(() => JSON.parse(localStorage.getItem('missingCalculatorRequests') ?? '[]'));
  expect(log[0]).toMatchObject({ query: 'horoscope signs', searchCount: 1 });
});

test('the search box loads its suggestions only when reached for; keys typed while they load are kept', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/category/finance');
  await page.locator('html[data-hydrated]').waitFor();
  await page.waitForLoadState('networkidle');
  const loadedWithPage = scripts.length;
  // Tab from the skip link to the box, then type at once: the first keys reach the static box.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search calculators' });
  await expect(box).toBeFocused();
  await page.keyboard.type('morgage', { delay: 5 });
  await expect(box).toHaveValue('morgage');
  await expect(box).toBeFocused();
  await expect(page.getByRole('banner').getByRole('option').first()).toContainText('Mortgage Calculator');
  expect(scripts.length).toBeGreaterThan(loadedWithPage);
});

test('without JavaScript the search box is a form to the results page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/terms');
  await page.getByRole('banner').getByRole('combobox', { name: 'Search calculators' }).fill('loan');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=loan$/);
  await context.close();
});
