import type { Page } from '@playwright/test';

/** Opens a calculator page and waits until it has hydrated and read its address. */
export async function openCalculator(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('[data-calculator-ready]').waitFor();
}

/**
 * Collects the page's console errors and uncaught exceptions (a hydration that disagreed with the server's HTML
 * reports one), but those `expected` accepts.
 * @returns the list, filled as the page runs: a journey ends expecting it empty
 */
export function recordPageErrors(page: Page, expected: (text: string) => boolean = () => false): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !expected(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/**
 * Reports each Content-Security-Policy violation of the page as a console error, from before its first script: what
 * the policy blocked, or "inline code".
 */
export async function reportCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
}

/**
 * Opens a page on a phone-class processor: the CPU slowed down `rate` times (Chrome's own throttling, as Lighthouse's
 * mobile preset does), from before the page's first script, and for the pages it navigates to.
 * @returns once the page's `load` event has fired, not waiting for it to hydrate
 */
export async function openOnSlowProcessor(page: Page, path: string, rate = 4): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate });
  await page.goto(path, { waitUntil: 'load' });
}
