import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.js';
import { reportCspViolations } from './pages.js';

/** What the page looked like at one moment of its load: the body's background and `<html>`'s `data-theme`. */
interface Look {
  readonly luminance: number;
  readonly theme: string | null;
}

declare global {
  interface Window {
    firstLooks?: { body?: Look; frame?: Look };
  }
}

/**
 * Before any script of the page runs, watches the document and records the page's background twice: the moment
 * `<body>` exists (what the parser hands to the first paint) and in the first animation frame (just before that
 * paint). The background is read as relative luminance (0 black, 1 white), whatever colour syntax the stylesheet
 * uses, by painting it on a canvas pixel.
 */
async function recordFirstLooks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const look = () => {
      const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no canvas');
      context.fillStyle = getComputedStyle(document.body).backgroundColor;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = [...context.getImageData(0, 0, 1, 1).data].map((channel) => {
        const c = channel / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return { luminance: 0.2126 * r + 0.7152 * g + 0.0722 * b, theme: document.documentElement.dataset['theme'] ?? null };
    };
    window.firstLooks = {};
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      observer.disconnect();
      window.firstLooks = { body: look() };
      requestAnimationFrame(() => {
        window.firstLooks = { ...window.firstLooks, frame: look() };
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

async function firstLooks(page: Page): Promise<{ body?: Look; frame?: Look }> {
  await expect.poll(() => page.evaluate(() => window.firstLooks?.frame)).toBeTruthy();
  return page.evaluate(() => window.firstLooks ?? {});
}

/** The body's background now, as relative luminance. */
function luminanceNow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no canvas');
    context.fillStyle = getComputedStyle(document.body).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = [...context.getImageData(0, 0, 1, 1).data].map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  });
}

// Light: the page's slate-50 background; dark: its mirror, slate-950. Anything between would be a wrong theme.
const isLight = (luminance: number) => luminance > 0.8;
const isDark = (luminance: number) => luminance < 0.05;

function themeControl(page: Page) {
  return page.getByRole('banner').getByRole('combobox', { name: 'Theme' });
}

/** Fails the test on a console error or a CSP violation: the theme script must run under the site's policy. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await reportCspViolations(page);
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  return problems;
}

test.describe('dark mode', () => {
  test('under a dark system setting the first paint is dark, with no script choosing it', async ({ page }) => {
    const problems = await watchProblems(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await recordFirstLooks(page);
    await page.goto('/calculator/loan');
    const { body, frame } = await firstLooks(page);
    expect(body).toEqual({ luminance: expect.any(Number), theme: null });
    expect(isDark(body?.luminance ?? 1)).toBe(true);
    expect(isDark(frame?.luminance ?? 1)).toBe(true);
    await page.locator('html[data-hydrated]').waitFor();
    await expect(themeControl(page)).toHaveValue('system');
    // The browser bar takes the dark theme's colour, form controls and scroll bars the dark scheme.
    expect(await page.evaluate(() => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].filter((meta) => matchMedia(meta.media).matches).map((meta) => meta.content))).toEqual(['#0f172a']);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('light dark');
    expect(await page.getByLabel('Loan Amount').evaluate((input) => getComputedStyle(input).colorScheme)).toBe('light dark');
    expect(problems).toEqual([]);
  });

  test('under a light system setting the first paint is light', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await recordFirstLooks(page);
    await page.goto('/');
    const { body, frame } = await firstLooks(page);
    expect(isLight(body?.luminance ?? 0)).toBe(true);
    expect(isLight(frame?.luminance ?? 0)).toBe(true);
  });

  test('a stored choice wins over the system setting from the first paint on, both ways', async ({ page }) => {
    const problems = await watchProblems(page);
    await recordFirstLooks(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/category/finance');
    await page.evaluate(() => localStorage.setItem('calchub-theme', 'light'));
    await page.reload();
    let looks = await firstLooks(page);
    expect(looks.body?.theme).toBe('light');
    expect(isLight(looks.body?.luminance ?? 0)).toBe(true);
    expect(isLight(looks.frame?.luminance ?? 0)).toBe(true);
    await page.locator('html[data-hydrated]').waitFor();
    await expect(themeControl(page)).toHaveValue('light');

    await page.emulateMedia({ colorScheme: 'light' });
    await page.evaluate(() => localStorage.setItem('calchub-theme', 'dark'));
    await page.reload();
    looks = await firstLooks(page);
    expect(looks.body?.theme).toBe('dark');
    expect(isDark(looks.body?.luminance ?? 1)).toBe(true);
    expect(isDark(looks.frame?.luminance ?? 1)).toBe(true);
    await page.locator('html[data-hydrated]').waitFor();
    await expect(themeControl(page)).toHaveValue('dark');
    expect(problems).toEqual([]);
  });

  test('the header toggle switches the theme, survives a reload and a navigation, and System follows the device again', async ({ page }) => {
    const problems = await watchProblems(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor();
    const control = themeControl(page);
    await expect(control).toHaveValue('system');
    expect(isLight(await luminanceNow(page))).toBe(true);

    // By keyboard: arrow keys move the choice of the focused select.
    await control.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(control).toHaveValue('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(isDark(await luminanceNow(page))).toBe(true);

    await recordFirstLooks(page);
    await page.reload();
    expect(isDark((await firstLooks(page)).body?.luminance ?? 1)).toBe(true);
    await page.locator('html[data-hydrated]').waitFor();
    await expect(themeControl(page)).toHaveValue('dark');

    // A link inside the site (no page load), then a new page load.
    await page.getByRole('main').getByRole('link', { name: /BMI Calculator/ }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('BMI Calculator');
    expect(isDark(await luminanceNow(page))).toBe(true);
    await page.goto('/search?q=loan');
    expect(isDark((await firstLooks(page)).body?.luminance ?? 1)).toBe(true);
    await page.locator('html[data-hydrated]').waitFor();
    await expect(themeControl(page)).toHaveValue('dark');

    await themeControl(page).selectOption('Light');
    expect(isLight(await luminanceNow(page))).toBe(true);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(isLight(await luminanceNow(page))).toBe(true);

    await themeControl(page).selectOption('System');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'system');
    expect(await page.evaluate(() => localStorage.getItem('calchub-theme'))).toBeNull();
    expect(isDark(await luminanceNow(page))).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    expect(isLight(await luminanceNow(page))).toBe(true);
    expect(problems).toEqual([]);
  });

  test('chart series take the theme\'s colours: brighter on the dark card', async ({ page }) => {
    const sliceColours = async () => {
      const slices = page.getByTestId('chart-graphic').locator('.recharts-pie-sector path');
      await expect(slices).toHaveCount(2);
      return slices.evaluateAll((paths) => paths.map((path) => getComputedStyle(path).fill));
    };
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3');
    await page.locator('html[data-hydrated]').waitFor();
    // Principal in green, Interest in amber (docs/product.md#chart-colours).
    expect(await sliceColours()).toEqual(['rgb(16, 185, 129)', 'rgb(245, 158, 11)']);
    await themeControl(page).selectOption('Dark');
    expect(await sliceColours()).toEqual(['rgb(52, 211, 153)', 'rgb(251, 191, 36)']);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`every part of a calculator page has no axe violations in the ${scheme} theme: insights, embed code, tabs, search suggestions`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3');
      await page.locator('html[data-hydrated]').waitFor();
      await page.locator('#ai-insights').getByRole('button', { name: 'Show more insights' }).click();
      await expect(page.getByRole('region', { name: 'Computed Insights' })).toBeVisible();
      await page.getByText('Embed this calculator').click();
      await expect(page.getByRole('button', { name: 'Copy embed code' })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('tab', { name: 'Formula' }).click();
      await expect(page.getByRole('heading', { name: 'With your numbers' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('tab', { name: 'Examples' }).click();
      await expect(page.getByText('Example 1')).toBeVisible();
      await expectNoAxeViolations(page);

      const search = page.getByRole('banner').getByRole('combobox', { name: 'Search calculators' });
      await search.fill('mort');
      await expect(page.getByRole('banner').getByRole('option').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  // [page type, address, what must show before axe looks: a result with its chart, and a schedule]
  const pages = [
    ['home', '/', []],
    ['calculator with a result, its chart and schedule', '/calculator/loan?loanAmount=10000&interestRate=7&loanTenure=3', ['result', 'schedule']],
    ['category', '/category/finance', []],
    ['search results', '/search?q=loan', []],
    ['embed with a result', '/embed/bmi?weight=70&height=170', ['result']],
    ['legal', '/terms', []],
    ['contact', '/contact', []],
    ['not found', '/no-such-page', []],
  ] as const;

  for (const scheme of ['light', 'dark'] as const) {
    for (const [kind, path, parts] of pages) {
      test(`${kind} has no axe violations, colour contrast included, in the ${scheme} theme`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(path);
        await page.locator('html[data-hydrated]').waitFor();
        expect(scheme === 'dark' ? isDark(await luminanceNow(page)) : isLight(await luminanceNow(page))).toBe(true);
        if (parts.some((part) => part === 'result')) {
          await expect(page.getByTestId('result-value')).toBeVisible();
          await expect(page.getByTestId('chart-graphic').locator('svg.recharts-surface').first()).toBeVisible();
        }
        if (parts.some((part) => part === 'schedule')) await expect(page.getByRole('heading', { name: 'Payment Schedule' })).toBeVisible();
        await expectNoAxeViolations(page);
        await page.screenshot({ path: test.info().outputPath(`${scheme}.png`), fullPage: true });
      });
    }
  }
});
