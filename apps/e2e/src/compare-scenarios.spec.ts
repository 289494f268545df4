import { calculate, type CalculationResult } from '@calchub/calc-engine';
import { calculatorDefinitions, formatQuantity, formatResult } from '@calchub/catalogue';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { openCalculator, recordPageErrors } from './pages.js';

const mortgage = calculatorDefinitions.find((definition) => definition.slug === 'mortgage');
const house = { homePrice: 400000, downPaymentPercent: 20, interestRate: 6.5, loanTerm: 30 };
const MINUS = '\u2212';

const resultsTable = (page: Page, title: string) => page.getByRole('table', { name: `${title}: scenario A and scenario B` });
const schedulesTable = (page: Page) => page.getByRole('table', { name: 'Payment schedules: scenario A and scenario B' });

/** The cells of a table's row, found by its row header. */
const rowCells = (table: Locator, label: string) => table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell');

const scheduleSum = (result: CalculationResult, key: 'payment' | 'interest') => (result.schedule ?? []).reduce((total, row) => total + row[key], 0);

test('a mortgage over 30 and 15 years, compared, shared, reopened and read by keyboard', async ({ browser, page }) => {
  if (!mortgage) throw new Error('no mortgage calculator');
  const problems = recordPageErrors(page);
  await openCalculator(page, '/calculator/mortgage');
  const scenarioA = page.getByRole('region', { name: 'Input Values', exact: true });
  await scenarioA.getByLabel('Home Price').fill(String(house.homePrice));
  await scenarioA.getByLabel('Down Payment').fill(String(house.downPaymentPercent));
  await scenarioA.getByLabel('Interest Rate (APR)').fill(String(house.interestRate));
  await scenarioA.getByLabel('Loan Term').fill(String(house.loanTerm));
  const thirty = calculate('mortgage', house);
  await expect(page.getByTestId('result-value')).toHaveText(formatResult(mortgage, thirty));

  await page.getByRole('button', { name: 'Compare' }).click();
  // The visitor lands on the comparison, whose scenario B starts as a copy of A.
  await expect(page.getByRole('heading', { name: 'Compare scenarios' })).toBeFocused();
  const scenarioB = page.getByRole('region', { name: 'Scenario B', exact: true });
  await expect(scenarioB.getByLabel('Loan Term')).toHaveValue('30');
  await expect(page).toHaveURL(/&compare=$/);
  await scenarioB.getByLabel('Loan Term').fill('15');

  const fifteen = calculate('mortgage', { ...house, loanTerm: 15 });
  const table = resultsTable(page, mortgage.title);
  await expect(rowCells(table, 'Total monthly payment')).toHaveText([formatResult(mortgage, thirty), formatResult(mortgage, fifteen), '+$764.92/month (+37.8%)']);
  await expect(rowCells(table, 'Number of payments')).toHaveText(['360 months', '180 months', `${MINUS}180 months (${MINUS}50%)`]);
  const schedules = schedulesTable(page);
  await expect(rowCells(schedules, 'Schedule: total interest')).toHaveText([
    formatQuantity(scheduleSum(thirty, 'interest'), '$'),
    formatQuantity(scheduleSum(fifteen, 'interest'), '$'),
    new RegExp(`^${MINUS}\\$[\\d,]+\\.\\d\\d \\(${MINUS}\\d+(\\.\\d)?%\\)$`),
  ]);
  await expect(rowCells(schedules, 'Paid off after')).toHaveText(['30 years (360 payments)', '15 years (180 payments)', `${MINUS}15 years`]);
  await expect(page.getByRole('status').filter({ hasText: 'Comparison updated' })).toHaveText(
    `Comparison updated. Total monthly payment: scenario A ${formatResult(mortgage, thirty)}, scenario B ${formatResult(mortgage, fifteen)}, difference +$764.92/month (+37.8%).`,
  );
  await expect(page).toHaveURL(/\?homePrice=400000&downPaymentPercent=20&interestRate=6\.5&loanTerm=30&.*compare=loanTerm%3D15$/);
  await expectNoAxeViolations(page, 'section[aria-labelledby="comparison-heading"]');
  expect(problems).toEqual([]);

  // The address is the comparison: opened afresh (the server renders it), it shows the same, with nothing changed by hydration.
  const shared = page.url();
  const reopened = await browser.newPage();
  const reopenedProblems = recordPageErrors(reopened);
  await openCalculator(reopened, shared);
  await expect(reopened.getByRole('region', { name: 'Scenario A', exact: true }).getByLabel('Loan Term')).toHaveValue('30');
  await expect(reopened.getByRole('region', { name: 'Scenario B', exact: true }).getByLabel('Loan Term')).toHaveValue('15');
  await expect(rowCells(resultsTable(reopened, mortgage.title), 'Total monthly payment')).toHaveText([
    formatResult(mortgage, thirty), formatResult(mortgage, fifteen), '+$764.92/month (+37.8%)',
  ]);
  expect(reopenedProblems).toEqual([]);

  // By keyboard: from the comparison's heading, its controls, then scenario B's fields, then the table.
  await reopened.getByRole('heading', { name: 'Compare scenarios' }).focus();
  await reopened.keyboard.press('Tab');
  await expect(reopened.getByRole('button', { name: 'Swap A and B' })).toBeFocused();
  await reopened.keyboard.press('Tab');
  await expect(reopened.getByRole('button', { name: 'Stop comparing' })).toBeFocused();
  await reopened.keyboard.press('Tab');
  await expect(reopened.getByRole('region', { name: 'Scenario B', exact: true }).getByLabel('Home Price')).toBeFocused();
  const tableRegion = reopened.getByRole('region', { name: `${mortgage.title}: scenario A and scenario B` });
  for (let presses = 0; presses < 12 && !(await tableRegion.evaluate((element) => element === document.activeElement)); presses += 1) {
    await reopened.keyboard.press('Tab');
  }
  await expect(tableRegion).toBeFocused();
  const focusedTable = tableRegion.getByRole('table');
  await expect(focusedTable.getByRole('columnheader')).toHaveText(['Output', 'Scenario A', 'Scenario B', 'Difference (B − A)']);
  await expect(focusedTable.getByRole('rowheader').first()).toHaveText('Total monthly payment');

  // Swapped, A is 15 years and B 30; stopped, one scenario is left and the address forgets the comparison.
  await reopened.getByRole('button', { name: 'Swap A and B' }).click();
  await expect(reopened.getByRole('region', { name: 'Scenario A', exact: true }).getByLabel('Loan Term')).toHaveValue('15');
  await expect(reopened.getByTestId('result-value')).toHaveText(formatResult(mortgage, fifteen));
  await expect(reopened).toHaveURL(/loanTerm=15&.*compare=loanTerm%3D30$/);
  await reopened.getByRole('button', { name: 'Stop comparing' }).click();
  await expect(resultsTable(reopened, mortgage.title)).toHaveCount(0);
  await expect(reopened).not.toHaveURL(/compare=/);
  await expect(reopened.getByRole('region', { name: 'Input Values', exact: true }).getByLabel('Loan Term')).toHaveValue('15');
  expect(reopenedProblems).toEqual([]);
  await reopened.close();
});

test('a loan comparison shows both schedules’ totals and payoff, stacked on a phone', async ({ page }) => {
  const loan = calculatorDefinitions.find((definition) => definition.slug === 'loan');
  if (!loan) throw new Error('no loan calculator');
  const problems = recordPageErrors(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await openCalculator(page, '/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3&compare=loanTenure%3D5');
  const three = calculate('loan', { loanAmount: 10000, interestRate: 7, loanTenure: 3 });
  const five = calculate('loan', { loanAmount: 10000, interestRate: 7, loanTenure: 5 });
  const schedules = schedulesTable(page);
  await expect(rowCells(schedules, 'Schedule: total paid')).toHaveText([
    formatQuantity(scheduleSum(three, 'payment'), '$'),
    formatQuantity(scheduleSum(five, 'payment'), '$'),
    /^\+\$[\d,]+\.\d\d \(\+\d+(\.\d)?%\)$/,
  ]);
  await expect(rowCells(schedules, 'Paid off after')).toHaveText(['3 years (36 payments)', '5 years (60 payments)', '+2 years']);
  await expect(rowCells(resultsTable(page, loan.title), 'Monthly payment')).toHaveText([formatResult(loan, three), formatResult(loan, five), /^\u2212\$110\.76/]);

  // Stacked: scenario B's inputs above the table, the page no wider than the phone.
  const inputs = await page.getByRole('region', { name: 'Scenario B', exact: true }).boundingBox();
  const table = await page.getByRole('region', { name: `${loan.title}: scenario A and scenario B` }).boundingBox();
  if (!inputs || !table) throw new Error('the comparison is not shown');
  expect(table.y).toBeGreaterThanOrEqual(inputs.y + inputs.height);
  expect(table.x + table.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, 'section[aria-labelledby="comparison-heading"]');

  // Scenario B's wrong value gets its own field message, and the table says B has no result.
  await page.getByRole('region', { name: 'Scenario B', exact: true }).getByLabel('Loan Amount').fill('0');
  await expect(page.locator('#scenario-b-loanAmount-error')).toHaveText(/greater than 0/);
  await expect(rowCells(resultsTable(page, loan.title), 'Monthly payment')).toHaveText([formatResult(loan, three), 'No result', '—']);
  await expect(page).toHaveURL(/compare=loanAmount%3D0%26loanTenure%3D5$/);
  expect(problems).toEqual([]);
});

test('without scripts, a shared comparison can be read, and scenario A calculated again with it', async ({ browser }) => {
  if (!mortgage) throw new Error('no mortgage calculator');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/calculator/mortgage?homePrice=400000&downPaymentPercent=20&interestRate=6.5&loanTerm=30&compare=loanTerm%3D15');
  await expect(rowCells(resultsTable(page, mortgage.title), 'Total monthly payment')).toHaveText([
    formatResult(mortgage, calculate('mortgage', house)),
    formatResult(mortgage, calculate('mortgage', { ...house, loanTerm: 15 })),
    '+$764.92/month (+37.8%)',
  ]);
  // Scenario A's Calculate sends the comparison along: B keeps its 15 years and follows A's new price.
  const scenarioA = page.getByRole('region', { name: 'Scenario A', exact: true });
  await scenarioA.getByLabel('Home Price').fill('500000');
  await scenarioA.getByRole('button', { name: 'Calculate' }).click();
  await expect(page).toHaveURL(/homePrice=500000.*compare=loanTerm%3D15/);
  await expect(rowCells(resultsTable(page, mortgage.title), 'Total monthly payment')).toHaveText([
    formatResult(mortgage, calculate('mortgage', { ...house, homePrice: 500000 })),
    formatResult(mortgage, calculate('mortgage', { ...house, homePrice: 500000, loanTerm: 15 })),
    /^\+\$[\d,]+\.\d\d\/month \(\+37\.8%\)$/,
  ]);
  await context.close();
});

test('a shared comparison with parameters the page ignores names them in each scenario, once its script has run', async ({ page }) => {
  // The server renders the canonical address (one page for every spelling of it); the names come from the address.
  await openCalculator(page, '/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3&utm=mail&compare=interestRate%3D6%26ref%3Dx');
  await expect(page.getByText('Ignored from the address: utm (unknown or not a valid value).')).toBeVisible();
  await expect(page.getByText('Ignored from the address: ref (unknown or not a valid value).')).toBeVisible();
});
