import { expect, test } from '@playwright/test';
import { openCalculator, recordPageErrors } from './pages.js';

const LOAN_FROM_PAYMENT = '/calculator/loan?solve=loanAmount&monthlyPayment=308.77&interestRate=7&loanTenure=3';

test.describe('solving a calculator the other way round', () => {
  test('a shared address that solves the loan for its amount reads fully without JavaScript, and the form solves again', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(LOAN_FROM_PAYMENT);
    // The amount whose payment rounds to $308.77, not $10,000 (whose payment is $308.770969...).
    await expect(page.getByTestId('result-value')).toHaveText('$9,999.97');
    await expect(page.getByLabel('Solve for')).toHaveValue('loanAmount');
    await expect(page.getByLabel('Monthly payment')).toHaveValue('308.77');
    await expect(page.getByLabel('Loan Amount')).toHaveCount(0);
    await expect(page.getByText('A monthly payment of $308.77')).toBeVisible();

    await page.getByLabel('Monthly payment').fill('500');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL(/solve=loanAmount/);
    await expect(page.getByTestId('result-value')).toHaveText('$16,193.23');

    // Back to the usual calculation: the amount's field returns, empty, and the result waits for it.
    await page.getByLabel('Solve for').selectOption('');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect(page.getByLabel('Loan Amount')).toBeVisible();
    await context.close();
  });

  test('with scripts, choosing what to solve for swaps the field, follows every keystroke and keeps the address', async ({ page }) => {
    const errors = recordPageErrors(page);
    await openCalculator(page, '/calculator/sales-tax');
    await page.getByLabel('Solve for').selectOption('preTaxPrice');
    await page.getByLabel('Total price with tax').fill('85.25');
    await page.getByLabel('Sales Tax Rate').fill('8.45');
    await expect(page.getByTestId('result-value')).toHaveText('$78.61');
    await expect(page).toHaveURL(/solve=preTaxPrice/);
    await expect(page).toHaveURL(/totalPrice=85.25/);

    await page.getByLabel('Total price with tax').fill('');
    await page.getByLabel('Sales tax', { exact: true }).fill('2.44');
    await page.getByLabel('Sales Tax Rate').fill('0');
    await expect(page.getByText('No price before tax gives this sales tax')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
