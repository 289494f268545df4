import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN_KEY } from '../playwright.config.js';
import { expectNoAxeViolations } from './axe.js';

const CODE_FORMAT = /^CALC(-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}){4}$/;
const INVALID_CODE = 'This premium code is not valid: it may be mistyped, expired or revoked.';

/** Signs in (unless this page's session still lives) and opens the AI Settings tab once its content has loaded. */
async function openAiSettings(page: Page) {
  await page.goto('/admin/dashboard');
  const dashboard = page.getByRole('heading', { name: 'CalcHub Admin Dashboard' });
  const key = page.getByLabel('Admin key');
  await expect(dashboard.or(key)).toBeVisible();
  if (await key.isVisible()) {
    await key.fill(E2E_ADMIN_KEY);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(dashboard).toBeVisible();
  await page.getByRole('tab', { name: 'AI Settings' }).click();
  await expect(page.getByRole('tabpanel').locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('tabpanel').getByText(/^Loading/)).toHaveCount(0);
}

function premiumSection(page: Page) {
  return page.getByRole('region', { name: 'Premium codes' });
}

// Serial, on the suite's fresh database: the code created first is the one redeemed and revoked after.
test.describe('premium codes and AI answers in the admin', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  let code = '';

  test('an operator creates a premium code, sees it once and copies it; a visitor can redeem it as typed', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openAiSettings(page);
    const section = premiumSection(page);
    await expect(section.getByText('No premium codes yet. Create one above to give a visitor premium access.')).toBeVisible();

    await section.getByRole('textbox', { name: 'Label' }).fill('Newsletter readers');
    await section.getByRole('spinbutton', { name: 'Valid for (days)' }).fill('14');
    await section.getByRole('button', { name: 'Create code' }).click();

    const shown = section.getByRole('region', { name: 'New premium code for “Newsletter readers”' });
    await expect(shown).toBeFocused();
    await expect(shown).toContainText('Copy it now: it will not be shown again.');
    code = (await shown.locator('code').textContent()) ?? '';
    expect(code).toMatch(CODE_FORMAT);
    await shown.getByRole('button', { name: 'Copy' }).click();
    await expect(shown.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    const row = section.getByRole('row', { name: /^Newsletter readers/ });
    await expect(row).toContainText('Active');
    await expect(row.getByRole('cell').nth(3)).toHaveText('0 of 5');
    await expectNoAxeViolations(page);

    // A visitor types it in lower case with spaces: the site makes that visitor premium.
    const typed = code.toLowerCase().replaceAll('-', ' ');
    const redeemed = await page.request.post('/api/explain/premium', { data: { code: typed } });
    expect(redeemed.status()).toBe(200);
    expect(await redeemed.json()).toMatchObject({ premium: true });

    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toHaveCount(0);
    await expect(section.getByRole('textbox', { name: 'Label' })).toBeFocused();

    // Shown once: after a reload the list has the code's label and its visitor, never the code.
    await openAiSettings(page);
    await expect(premiumSection(page).getByRole('row', { name: /^Newsletter readers/ }).getByRole('cell').nth(3)).toHaveText('1 of 5');
    await expect(page.getByText(code)).toHaveCount(0);
    expect(await page.content()).not.toContain(code.slice(5));
  });

  test('a wrong label or number of days is refused under its field', async ({ page }) => {
    await openAiSettings(page);
    const section = premiumSection(page);
    const days = section.getByRole('spinbutton', { name: 'Valid for (days)' });
    await days.fill('400');
    await section.getByRole('button', { name: 'Create code' }).click();
    const label = section.getByRole('textbox', { name: 'Label' });
    await expect(label).toBeFocused();
    await expect(label).toHaveAccessibleDescription(/Label must say who the code is for \(1 to 80 characters\)\./);
    await expect(days).toHaveAccessibleDescription(/Valid for \(days\) must be a whole number from 1 to 366\./);
    await expect(section.getByRole('row')).toHaveCount(2);
  });

  test('revoking asks first, then the code stops working', async ({ page }) => {
    await openAiSettings(page);
    const section = premiumSection(page);
    const row = section.getByRole('row', { name: /^Newsletter readers/ });
    await row.getByRole('button', { name: 'Revoke Newsletter readers' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke this premium code?' });
    await expect(dialog).toContainText('lose premium access now');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(row).toContainText('Active');

    await row.getByRole('button', { name: 'Revoke Newsletter readers' }).click();
    await dialog.getByRole('button', { name: 'Revoke code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Revoked “Newsletter readers”.' })).toBeVisible();
    await expect(row).toContainText('Revoked');
    await expect(row.getByRole('button')).toHaveCount(0);

    const refused = await page.request.post('/api/explain/premium', { data: { code } });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ message: INVALID_CODE, field: 'code' });
  });

  // This server has no AI provider, so no model ever answers here, whatever the other journeys asked before; the
  // views with answers are in ai-explanations.spec.ts.
  test('the AI answers view says plainly when no AI answer has been given, and switches source', async ({ page }) => {
    await openAiSettings(page);
    const view = page.getByRole('region', { name: 'AI answers' });
    await view.getByRole('combobox', { name: 'Show' }).selectOption({ label: 'AI answers only' });
    await expect(view.getByText('No AI answers yet.', { exact: true })).toBeVisible();
    await expect(view.getByRole('table')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('fits a tablet: the AI settings tab with codes does not scroll sideways at 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await openAiSettings(page);
    await expect(premiumSection(page).getByRole('row', { name: /^Newsletter readers/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  });
});
