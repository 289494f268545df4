import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONNECTION_MESSAGE, INVALID_KEY_MESSAGE, type AdminAuth, type LoginOutcome } from '../../api/admin-auth.js';
import { LoginScreen } from './login-screen.js';

function fakeAuth(login: AdminAuth['login']): AdminAuth {
  return { login, logout: async () => undefined, hasSession: async () => false };
}

describe('LoginScreen', () => {
  it('shows the wrong-key message and stays on the form', async () => {
    const onLoggedIn = vi.fn();
    render(
      <LoginScreen
        auth={fakeAuth(async () => ({ ok: false, reason: 'invalid-key', message: INVALID_KEY_MESSAGE }))}
        onLoggedIn={onLoggedIn}
      />,
    );
    await userEvent.type(screen.getByLabelText(/Admin key/), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_KEY_MESSAGE);
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('calls onLoggedIn after a correct key', async () => {
    const onLoggedIn = vi.fn();
    const login = vi.fn(async () => ({ ok: true as const }));
    render(<LoginScreen auth={fakeAuth(login)} onLoggedIn={onLoggedIn} />);
    await userEvent.type(screen.getByLabelText(/Admin key/), 'the-key');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(login).toHaveBeenCalledWith('the-key');
    expect(onLoggedIn).toHaveBeenCalledOnce();
  });

  it('asks for the key instead of posting an empty one', async () => {
    const login = vi.fn();
    render(<LoginScreen auth={fakeAuth(login)} onLoggedIn={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the admin key.');
    expect(login).not.toHaveBeenCalled();
  });

  it('never displays a key on the page', () => {
    render(<LoginScreen auth={fakeAuth(async () => ({ ok: false, reason: 'unavailable', message: CONNECTION_MESSAGE }))} onLoggedIn={() => undefined} />);
    expect(screen.getByLabelText(/Admin key/).getAttribute('type')).toBe('password');
  });

  it('shows the wait after too many attempts, and the connection message when the server fails', async () => {
    const outcomes: LoginOutcome[] = [
      { ok: false, reason: 'rate-limited', message: 'Too many failed attempts. Please wait 15 minutes before trying again.' },
      { ok: false, reason: 'unavailable', message: CONNECTION_MESSAGE },
    ];
    render(<LoginScreen auth={fakeAuth(async () => outcomes.shift() ?? { ok: true })} onLoggedIn={() => undefined} />);
    await userEvent.type(screen.getByLabelText(/Admin key/), 'guess');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many failed attempts. Please wait 15 minutes before trying again.');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Authentication failed. Please check your connection.');
  });

  it('says where the key comes from, accepts a pasted key and signs in with Enter', async () => {
    const login = vi.fn(async () => ({ ok: true as const }));
    render(<LoginScreen auth={fakeAuth(login)} onLoggedIn={() => undefined} />);
    const field = screen.getByLabelText(/Admin key/);
    expect(field.getAttribute('aria-describedby')).toContain('key-help');
    expect(document.getElementById('key-help')?.textContent).toMatch(/ADMIN_KEY.*server log at first start/);
    field.focus();
    await userEvent.paste('pasted-key-0123');
    await userEvent.keyboard('{Enter}');
    expect(login).toHaveBeenCalledWith('pasted-key-0123');
  });

  it('shows a notice and takes focus when the session expired', () => {
    render(<LoginScreen auth={fakeAuth(vi.fn())} onLoggedIn={() => undefined} notice="Your session has expired. Please sign in again." />);
    expect(screen.getByRole('status').textContent).toBe('Your session has expired. Please sign in again.');
    expect(document.activeElement).toBe(screen.getByLabelText(/Admin key/));
  });
});
