import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './switch.js';

function Example({ onChange = () => undefined }: { onChange?: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(true);
  return (
    <Switch
      aria-label="SEO Agent"
      checked={checked}
      onCheckedChange={(next) => {
        setChecked(next);
        onChange(next);
      }}
      onText="Active"
      offText="Disabled"
    />
  );
}

describe('Switch', () => {
  it('is a switch named by its label whose state is aria-checked, with the state shown as text', () => {
    render(<Example />);
    const toggle = screen.getByRole('switch', { name: 'SEO Agent' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.textContent).toBe('Active');
  });

  it('flips on click and with Space and Enter', async () => {
    const onChange = vi.fn();
    render(<Example onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'SEO Agent' });
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.textContent).toBe('Disabled');
    await userEvent.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await userEvent.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(onChange.mock.calls).toEqual([[false], [true], [false]]);
  });

  it('does not flip when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Switch aria-label="Runtime Agent" checked={false} disabled onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Runtime Agent' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
