import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs.js';

function Example({ keepExamplesMounted = false }: { keepExamplesMounted?: boolean }) {
  const [value, setValue] = useState('calculator');
  return (
    <Tabs
      label="Calculator sections"
      value={value}
      onChange={setValue}
      items={[
        { id: 'calculator', label: 'Calculator', content: <p>inputs</p> },
        { id: 'formula', label: 'Formula', content: <p>formula text</p> },
        { id: 'examples', label: 'Examples', content: <p>example cards</p>, keepMounted: keepExamplesMounted },
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
});
