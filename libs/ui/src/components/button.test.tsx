import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.js';

describe('Button', () => {
  it('is a button named by its text that calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Copy Result</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Copy Result' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('does not submit forms unless asked', () => {
    render(<Button>Go</Button>);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveProperty('type', 'button');
  });

  it('cannot be clicked when disabled', async () => {
    const onClick = vi.fn();
    render(<Button disabled onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
