import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.js';

function Example({ onConfirm = () => undefined }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reset Monthly Usage
      </button>
      <ConfirmDialog
        open={open}
        title="Reset monthly usage?"
        description="Are you sure you want to reset monthly usage? This will clear all usage data."
        confirmLabel="Reset usage"
        tone="danger"
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('renders nothing while closed', () => {
    render(<Example />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('opens as a modal alert dialog named by its title and described by its question, focus on Cancel', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Monthly Usage' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset monthly usage?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Are you sure you want to reset monthly usage? This will clear all usage data.',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('keeps Tab inside the dialog', async () => {
    render(<Example />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset Monthly Usage' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reset usage' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reset usage' }));
  });

  it('cancels with Escape and gives focus back to the opener', async () => {
    const onConfirm = vi.fn();
    render(<Example onConfirm={onConfirm} />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Reset Monthly Usage' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(opener);
  });

  it('confirms with its confirm button', async () => {
    const onConfirm = vi.fn();
    render(<Example onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset Monthly Usage' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset usage' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
