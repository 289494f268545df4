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
  await box.fill('lottery odds');
  await expect(page.getByRole('banner').getByText('No calculators found for "lottery odds"')).toBeVisible();
  await box.press('Enter');
  expect((await posted).postDataJSON()).toEqual({ query: 'lottery odds', page: '/' });
  await expect(page).toHaveURL(/\/search\?q=lottery(\+|%20)odds$/);
  const log = await page.evaluate(() => JSON.parse(localStorage.getItem('missingCalculatorRequests') ?? '[]'));
  expect(log[0]).toMatchObject({ query: 'lottery odds', searchCount: 1 });
});
