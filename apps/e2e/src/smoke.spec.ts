import { expect, test } from '@playwright/test';

test('the home page shows the categories and leads to a category page', async ({ page }) => {
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Explore Calculators' }).click();
  await expect(page.getByRole('heading', { name: 'Browse by Category' })).toBeInViewport();
  await page.getByRole('link', { name: /Health & Fitness/ }).click();
  await expect(page).toHaveURL(/\/category\/health$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Health & Fitness Calculators');
});

test('the api answers its health check with the database status', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.database.ok).toBe(true);
  expect(typeof body.version).toBe('string');
});

test('the admin app shows its login screen at /admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'CalcHub Admin' })).toBeVisible();
  await expect(page.getByLabel(/Admin key/)).toHaveAttribute('type', 'password');
});
