import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe (WCAG 2.2 AA rules) on the page, or only on the part `within` selects, and fails with the violations
 * listed.
 */
export async function expectNoAxeViolations(page: Page, within?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const results = await (within ? builder.include(within) : builder).analyze();
  const violations = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(violations).toEqual([]);
}
