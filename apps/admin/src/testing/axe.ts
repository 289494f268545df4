import axe from 'axe-core';

/**
 * Runs axe's WCAG 2.x A/AA rules on a rendered tree and returns one line per violation (empty when clean).
 * Colour contrast needs real layout, which jsdom lacks: the Chromium journeys check it.
 */
export async function axeViolations(container: Element): Promise<string[]> {
  const results = await axe.run(container, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
