import { calculate } from '@calchub/calc-engine';
import { calculatorDefinitions, formatResult } from '@calchub/catalogue';
import { expect, test, type Page } from '@playwright/test';
import { openOnSlowProcessor, recordPageErrors } from './pages.js';

// A visitor on a phone taps as soon as the page shows, before its scripts have made it interactive. Each control
// must act on that first tap, whether the server's HTML handles it (a link, a form) or the page once hydrated.
const LOAN = '/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3';
const bmi = calculatorDefinitions.find((definition) => definition.slug === 'bmi');
const firstBmiExample = bmi?.examples[0];
if (!bmi || !firstBmiExample) throw new Error('no BMI calculator with an example');

interface Control {
  readonly name: string;
  readonly path: string;
  readonly tap: (page: Page) => Promise<void>;
  readonly acted: (page: Page) => Promise<void>;
}

const controls: readonly Control[] = [
  {
    name: 'the Formula tab',
    path: LOAN,
    tap: (page) => page.getByRole('tab', { name: 'Formula' }).click(),
    acted: async (page) => {
      await expect(page.getByRole('tab', { name: 'Formula' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: 'Formula' })).toContainText('Number of payments: 3 × 12 = 36');
    },
  },
  {
    name: 'the Examples tab',
    path: '/calculator/bmi',
    tap: (page) => page.getByRole('tab', { name: 'Examples' }).click(),
    acted: async (page) => {
      await expect(page.getByRole('tab', { name: 'Examples' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: 'Examples' }).getByRole('link', { name: /^Example 1/ })).toBeVisible();
    },
  },
  {
    name: 'an example card',
    path: '/calculator/bmi?tab=examples',
    tap: (page) => page.getByRole('tabpanel', { name: 'Examples' }).getByRole('link', { name: /^Example 1/ }).click(),
    acted: async (page) => {
      await expect(page.getByRole('tab', { name: 'Calculator' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByLabel('Weight')).toHaveValue(String(firstBmiExample.inputs['weight']));
      await expect(page.getByTestId('result-value')).toHaveText(formatResult(bmi, calculate('bmi', firstBmiExample.inputs)));
    },
  },
  {
    name: 'Compare',
    path: LOAN,
    tap: (page) => page.getByRole('button', { name: 'Compare' }).click(),
    acted: async (page) => {
      await expect(page.getByRole('table', { name: 'Loan Calculator: scenario A and scenario B' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Scenario B', exact: true }).getByLabel('Loan Amount')).toHaveValue('10000');
    },
  },
  {
    // Before the page is interactive the button sends its form, and the server draws; after, the page draws itself.
    name: 'a generator\'s button',
    path: '/calculator/dice-roller',
    tap: (page) => page.getByRole('button', { name: 'Roll the dice' }).click(),
    acted: async (page) => {
      await expect(page.getByTestId('result-value')).toHaveText(/^([2-9]|1[0-2])$/);
      await expect(page.getByLabel('Sides')).toHaveValue('6');
    },
  },
  {
    name: 'the unit toggle',
    path: '/calculator/bmi',
    tap: (page) => page.getByText('US (lb, ft, in)').click(),
    acted: async (page) => {
      await expect(page.getByRole('radio', { name: 'US (lb, ft, in)' })).toBeChecked();
      await expect(page.getByLabel('Height (feet)')).toBeVisible();
      await expect(page.locator('#weight-unit')).toHaveText('lb');
    },
  },
];

test.describe('with the processor slowed 4×, every control acts on a tap right after load', () => {
  for (const control of controls) {
    for (const delay of [0, 100, 300]) {
      test(`${control.name}, ${delay} ms after load`, async ({ browser }) => {
        // A fresh page each time, so that nothing is cached in the page from an earlier tap.
        const context = await browser.newContext();
        const page = await context.newPage();
        const problems = recordPageErrors(page);
        await openOnSlowProcessor(page, control.path);
        if (delay > 0) await page.waitForTimeout(delay);
        await control.tap(page);
        await control.acted(page);
        expect(problems).toEqual([]);
        await context.close();
      });
    }
  }
});
