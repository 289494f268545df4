import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';

test.describe('public pages', () => {
  test('home: popular calculators, real category counts and no invented figures', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Free Online Calculators' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Popular Calculators' })).toBeVisible();
    const body = await page.locator('body').innerText();
    expect(body).not.toMatch(/200\+|50K|99\.9%|4\.8|1,?250/);
    await expect(page.getByRole('link', { name: /Health & Fitness/ })).toContainText(/\d+ calculators?/);
  });

  test('home search submits to the results page', async ({ page }) => {
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor();
    const hero = page.getByRole('main').getByRole('combobox', { name: 'Search calculators' });
    await hero.fill('loan');
    await hero.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=loan$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "loan"');
  });

  test('an unknown search offers the categories', async ({ page }) => {
    await page.goto('/search?q=zzqxv');
    await expect(page.getByText('No calculators found for "zzqxv"')).toBeVisible();
    await expect(page.getByRole('link', { name: /Finance/ }).first()).toBeVisible();
  });

  test('an unknown category says so and links back', async ({ page }) => {
    await page.goto('/category/travel');
    await expect(page.getByText('No calculators found')).toBeVisible();
    await page.getByRole('link', { name: 'Browse All Calculators' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('legal pages: 8 numbered terms, 5 privacy sections, dated', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Use & Disclaimer');
    await expect(page.getByText('Last updated August 25, 2025')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(8);
    await page.getByRole('link', { name: 'Privacy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(5);
  });

  test('contact: each invalid field gets a message, a valid message is sent', async ({ page }) => {
    await page.goto('/contact');
    await page.locator('html[data-hydrated]').waitFor();
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    await page.getByLabel('Name').fill('Ada');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Message').fill('The GPA calculator is great, please add a tip calculator.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(/valid email address/)).toBeVisible();
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
  });

  test('an unknown path shows "Page not found" with search and popular calculators', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search for a calculator' })).toBeVisible();
  });

  test('the footer links every page', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const name of ['Home', 'BMI', 'Mortgage', 'GPA', 'Finance', 'Health', 'Education', 'Business', 'Privacy', 'Terms', 'Contact']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
  });
});

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const path of ['/', '/category/finance', '/category/travel', '/search?q=loan', '/terms', '/privacy', '/contact', '/no-such-page']) {
    test(`no violations on ${path}`, async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(path);
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
});
