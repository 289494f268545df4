import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.js';

function Example({ keepExamplesMounted = false, links = false }: { keepExamplesMounted?: boolean; links?: boolean }) {
  const [value, setValue] = useState('calculator');
  return (
    <Tabs
      label="Calculator sections"
      value={value}
      onChange={setValue}
      items={[
        { id: 'calculator', label: 'Calculator', content: <p>inputs</p>, href: links ? '?' : undefined },
        { id: 'formula', label: 'Formula', content: <p>formula text</p>, href: links ? '?tab=formula' : undefined },
        { id: 'examples', label: 'Examples', content: <p>example cards</p>, keepMounted: keepExamplesMounted, href: links ? '?tab=examples' : undefined },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('selects the first tab and shows its panel', () => {
    render(<Example />);
    expect(screen.getByRole('tab', { name: 'Calculator' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Calculator' }).textContent).toBe('inputs');
  });

  it('moves with the arrow keys, Home and End, keeping one tab in the tab order', async () => {
    render(<Example />);
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Calculator' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Formula' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('formula text');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Examples' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Calculator' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });

  it('keeps a panel marked keepMounted in the page, hidden and out of the accessibility tree, until its tab is selected', async () => {
    const { container } = render(<Example keepExamplesMounted />);
    const examples = screen.getByText('example cards').closest('[role="tabpanel"]');
    expect(examples?.hasAttribute('hidden')).toBe(true);
    expect(examples?.id).toBe(screen.getByRole('tab', { name: 'Examples' }).getAttribute('aria-controls'));
    expect(screen.getAllByRole('tabpanel').map((panel) => panel.textContent)).toEqual(['inputs']);
    expect(container.textContent).not.toContain('formula text');
    await userEvent.click(screen.getByRole('tab', { name: 'Examples' }));
    expect(screen.getAllByRole('tabpanel').map((panel) => panel.textContent)).toEqual(['example cards']);
  });

  it('selects a tab on click', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('tab', { name: 'Examples' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('example cards');
  });

  describe('as links to the address that shows each tab', () => {
    it('are tabs in the server HTML that a tap can follow before scripts run', () => {
      render(<Example links />);
      const formula = screen.getByRole('tab', { name: 'Formula' });
      expect(formula.tagName).toBe('A');
      expect(formula.getAttribute('href')).toBe('?tab=formula');
      expect(formula.getAttribute('aria-selected')).toBe('false');
      expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
    });

    it('select in place on a plain click, without following the link', () => {
      render(<Example links />);
      const keptInPlace = !fireEvent.click(screen.getByRole('tab', { name: 'Examples' }));
      expect(keptInPlace).toBe(true);
      expect(screen.getByRole('tabpanel').textContent).toBe('example cards');
    });

    it('leave a click asking for a new tab to the browser', () => {
      render(<Example links />);
      const keptInPlace = !fireEvent.click(screen.getByRole('tab', { name: 'Examples' }), { ctrlKey: true });
      expect(keptInPlace).toBe(false);
      expect(screen.getByRole('tabpanel').textContent).toBe('inputs');
    });

    it('select with Space and Enter, as button tabs do, and move with the arrow keys', async () => {
      render(<Example links />);
      const user = userEvent.setup();
      await user.tab();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('tabpanel').textContent).toBe('formula text');
      screen.getByRole('tab', { name: 'Examples' }).focus();
      await user.keyboard(' ');
      expect(screen.getByRole('tabpanel').textContent).toBe('example cards');
      screen.getByRole('tab', { name: 'Calculator' }).focus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('tabpanel').textContent).toBe('inputs');
    });
  });
});
