import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../testing/axe.js';
import { agentConfig, aiSettings, auditEntry, calculatorRequest, createFakeAdminApi, createFakeAdminAuth, seoProposal } from '../testing/fake-admin-api.js';
import { AdminApp } from './admin-app.js';

function seeded() {
  return createFakeAdminApi({
    seo: [
      seoProposal({ id: 1, title: 'Mortgage Calculator with Taxes' }),
      seoProposal({ id: 2, title: 'BMI for Athletes', priority: 'low' }),
      seoProposal({ id: 3, title: 'Loan Jokes', status: 'rejected' }),
    ],
    requests: [calculatorRequest({ id: 4, name: 'Tip Calculator' })],
    agents: [agentConfig({ agent_name: 'Runtime Agent', enabled: false })],
    settings: aiSettings({ spend_this_month: 85, warning_threshold: 80 }),
    audit: [auditEntry({ id: 1, action: 'admin.login' })],
    messages: [{ id: 1, name: 'Ada Lovelace', email: 'ada@example.com', message: 'Hello there, a question.', created_at: '2025-08-22T16:45:00.000Z' }],
  });
}

function renderApp(path: string, fake = seeded(), options: { startWithSession?: boolean } = {}) {
  const auth = createFakeAdminAuth(fake, options);
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AdminApp auth={auth} api={fake.api} />
    </MemoryRouter>,
  );
  return { fake, auth, ...view };
}

const statValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function signIn(key = 'the-key') {
  await userEvent.type(await screen.findByLabelText(/Admin key/), key);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('admin access', () => {
  it('shows the login screen at /admin/dashboard without a session, then the dashboard after a correct key', async () => {
    renderApp('/dashboard', seeded(), { startWithSession: false });
    expect(await screen.findByRole('heading', { name: 'CalcHub Admin' })).toBeTruthy();
    await signIn('wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid admin key. Please try again.');
    await userEvent.clear(screen.getByLabelText(/Admin key/));
    await signIn();
    expect(await screen.findByRole('heading', { name: 'CalcHub Admin Dashboard' })).toBeTruthy();
    expect(localStorage.length).toBe(0);
  });

  it('goes from the login at /admin to the dashboard', async () => {
    renderApp('/', seeded(), { startWithSession: false });
    await signIn();
    expect(await screen.findByRole('heading', { name: 'CalcHub Admin Dashboard' })).toBeTruthy();
  });

  it('takes an operator who is still signed in from /admin straight to the dashboard', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'CalcHub Admin Dashboard' })).toBeTruthy();
  });

  it('logs out: the session ends and the login screen returns', async () => {
    const { fake } = renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'CalcHub Admin' })).toBeTruthy();
    expect(fake.state.sessionValid).toBe(false);
  });
});

describe('the dashboard', () => {
  it('loads the stats and the four lists together when it opens', async () => {
    const fake = seeded();
    const releases = (['getStats', 'listSeoProposals', 'listCalculatorRequests', 'listAgentConfigs'] as const).map((method) => fake.hold(method));
    renderApp('/dashboard', fake);
    await waitFor(() => expect(fake.calls.map((call) => call.method)).toEqual(expect.arrayContaining(['getStats', 'listSeoProposals', 'listCalculatorRequests', 'listAgentConfigs'])));
    // Every request went out before any answer came back.
    await act(async () => releases.forEach((release) => release()));
    expect(await screen.findByRole('article', { name: 'Mortgage Calculator with Taxes' })).toBeTruthy();
  });

  it('shows the four stat cards and refreshes them after an approval', async () => {
    renderApp('/dashboard');
    await waitFor(() => expect(statValue('Pending SEO proposals')).toBe('2'));
    expect(statValue('Pending calculator requests')).toBe('1');
    expect(statValue('Active agents')).toBe('3');
    expect(statValue('Approved today')).toBe('0');
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Mortgage Calculator with Taxes' }));
    await waitFor(() => expect(statValue('Pending SEO proposals')).toBe('1'));
    expect(statValue('Approved today')).toBe('1');
  });

  it('has the six tabs, reachable with the arrow keys, each with its content', async () => {
    renderApp('/dashboard');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['SEO Proposals', 'Calculator Requests', 'AI Agents', 'AI Settings', 'Audit Log', 'Messages']);
    screen.getByRole('tab', { name: 'SEO Proposals' }).focus();
    const expected: [string, string][] = [
      ['Calculator Requests', 'Tip Calculator'],
      ['AI Agents', 'Runtime Agent'],
      ['AI Settings', 'Usage this month'],
      ['Audit Log', 'admin.login'],
      ['Messages', 'Ada Lovelace'],
    ];
    for (const [tab, content] of expected) {
      await userEvent.keyboard('{ArrowRight}');
      expect(screen.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
      expect(await within(screen.getByRole('tabpanel')).findByText(content)).toBeTruthy();
    }
  });

  it('keeps the filter and the settings being typed when switching tabs', async () => {
    renderApp('/dashboard');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Filter by status' }), 'rejected');
    await userEvent.click(screen.getByRole('tab', { name: 'AI Settings' }));
    const cap = await screen.findByRole('spinbutton', { name: 'Monthly budget cap (USD)' });
    await userEvent.clear(cap);
    await userEvent.type(cap, '250');
    await userEvent.click(screen.getByRole('tab', { name: 'SEO Proposals' }));
    expect((screen.getByRole('combobox', { name: 'Filter by status' }) as HTMLSelectElement).value).toBe('rejected');
    expect(await screen.findByRole('article', { name: 'Loan Jokes' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'AI Settings' }));
    expect((screen.getByRole('spinbutton', { name: 'Monthly budget cap (USD)' }) as HTMLInputElement).value).toBe('250');
  });

  it('reloads the whole dashboard 2 seconds after an agent run', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fake } = renderApp('/dashboard');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('tab', { name: 'AI Agents' }));
    await user.click(await screen.findByRole('button', { name: 'Run Now SEO Agent' }));
    const before = fake.calls.length;
    await act(async () => vi.advanceTimersByTime(2000));
    const reloaded = fake.calls.slice(before).map((call) => call.method);
    expect(reloaded).toEqual(expect.arrayContaining(['getStats', 'listSeoProposals', 'listCalculatorRequests', 'listAgentConfigs']));
  });
});

describe('an expired session', () => {
  it('returns to the login screen with a message, and signing in again loses nothing typed', async () => {
    const { fake } = renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('tab', { name: 'AI Settings' }));
    const threshold = await screen.findByRole('spinbutton', { name: 'Warning threshold (% of the cap)' });
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '92');

    fake.expireSession();
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Your session has expired. Please sign in again.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'CalcHub Admin Dashboard' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText(/Admin key/));

    const callsBefore = fake.calls.length;
    await signIn();
    expect(await screen.findByRole('heading', { name: 'CalcHub Admin Dashboard' })).toBeTruthy();
    expect((screen.getByRole('spinbutton', { name: 'Warning threshold (% of the cap)' }) as HTMLInputElement).value).toBe('92');
    // The login screen said why the save did not happen; no stale failure waits under the form.
    expect(screen.queryByText('Failed to save settings. Please try again.')).toBeNull();
    await waitFor(() => expect(fake.calls.slice(callsBefore).map((call) => call.method)).toEqual(expect.arrayContaining(['getStats', 'getAiSettings'])));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await screen.findByText('Settings saved successfully!');
    expect(fake.state.settings.warning_threshold).toBe(92);
  });
});

describe('accessibility', () => {
  it('has no axe violations on the login screen', async () => {
    const { container } = renderApp('/', seeded(), { startWithSession: false });
    await screen.findByRole('heading', { name: 'CalcHub Admin' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no axe violations on any tab of the dashboard', async () => {
    const { container } = renderApp('/dashboard');
    await screen.findByRole('article', { name: 'Mortgage Calculator with Taxes' });
    const checks: [string, string][] = [
      ['SEO Proposals', 'Mortgage Calculator with Taxes'],
      ['Calculator Requests', 'Tip Calculator'],
      ['AI Agents', 'SEO Agent'],
      ['AI Settings', 'Usage this month'],
      ['Audit Log', 'admin.login'],
      ['Messages', 'Ada Lovelace'],
    ];
    for (const [tab, content] of checks) {
      await userEvent.click(screen.getByRole('tab', { name: tab }));
      await within(screen.getByRole('tabpanel')).findAllByText(content);
      expect({ tab, violations: await axeViolations(container) }).toEqual({ tab, violations: [] });
    }
    // Six full axe runs: well over the default 5 s on a busy machine.
  }, 30_000);

  it('has no axe violations with the reset confirmation open', async () => {
    renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('tab', { name: 'AI Settings' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reset Monthly Usage' }));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
