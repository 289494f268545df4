import { expect, test } from '@playwright/test';
import { openCalculator, recordPageErrors } from './pages.js';

// A visitor works with the scientific calculator as with one on the desk: keys and keyboard, degrees and radians,
// an error said in words, and earlier results a tap away, still there after a reload.
test('the scientific calculator: keypad and keyboard, radians, an error in words, and the history', async ({ page }) => {
  const problems = recordPageErrors(page);
  await openCalculator(page, '/calculator/scientific');
  const keypad = page.getByRole('group', { name: 'Keypad' });
  const key = (name: string) => keypad.getByRole('button', { name, exact: true });
  const field = page.getByLabel('Expression');
  const result = page.getByTestId('result-value');
  const history = page.getByRole('list', { name: 'History' });

  for (const name of ['sine', '3', '0', 'close parenthesis']) await key(name).click();
  await expect(field).toHaveValue('sin(30)');
  await expect(result).toHaveText('0.5');
  await key('equals').click();
  await expect(history.getByRole('listitem')).toHaveText(['sin(30) = 0.5']);

  await page.getByLabel('Angle Unit').selectOption('2');
  await expect(result).toHaveText('-0.988031624093');

  // Typed on the keyboard; the keypad then types where the cursor stands, and Enter keeps the result.
  await field.click();
  await field.press('Control+A');
  await page.keyboard.type('2^10');
  await expect(result).toHaveText('1,024');
  await field.press('Home');
  await key('minus').click();
  await expect(field).toHaveValue('−2^10');
  await expect(result).toHaveText('-1,024');
  await field.press('Enter');
  await expect(history.getByRole('listitem')).toHaveText(['−2^10 = -1,024 (radians)', 'sin(30) = 0.5']);

  await field.fill('1/0');
  await expect(page.locator('#expression-error')).toHaveText('Division by zero');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('sin 30');
  await expect(page.locator('#expression-error')).toHaveText("'sin' needs parentheses, like sin(2)");

  await page.reload();
  await page.locator('[data-calculator-ready]').waitFor();
  await history.getByRole('button', { name: 'sin(30) = 0.5' }).click();
  await expect(field).toHaveValue('sin(30)');
  await expect(page.getByLabel('Angle Unit')).toHaveValue('1');
  await expect(result).toHaveText('0.5');
  await page.getByRole('button', { name: 'Clear history' }).click();
  await expect(history).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the keypad is only on the scientific calculator', async ({ page }) => {
  await openCalculator(page, '/calculator/mortgage');
  await expect(page.getByRole('group', { name: 'Keypad' })).toHaveCount(0);
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the expression field and Calculate work, and no key is shown that would do nothing', async ({ page }) => {
    await page.goto('/calculator/scientific');
    await expect(page.getByRole('group', { name: 'Keypad' })).toHaveCount(0);
    await page.getByLabel('Expression').fill('2(2+3)^2');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByTestId('result-value')).toHaveText('50');
    await page.getByLabel('Expression').fill('ln(0)');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.locator('#expression-error')).toHaveText('ln needs a number greater than 0');
  });
});
