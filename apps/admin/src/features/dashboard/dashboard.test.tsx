import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminApi } from '../../api/admin-api.js';
import { agentConfig, createFakeAdminApi, seoProposal } from '../../testing/fake-admin-api.js';
import { DashboardLayout } from './dashboard-layout.js';
import { StatCards } from './stat-cards.js';
import { useAdminStats } from './use-admin-stats.js';

function Stats({ api }: { api: AdminApi }) {
  return <StatCards stats={useAdminStats(api)} />;
}

const statValue = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('Stat cards', () => {
  it('show the four counts of the api', async () => {
    const fake = createFakeAdminApi({
      seo: [seoProposal({ id: 1 }), seoProposal({ id: 2 }), seoProposal({ id: 3, status: 'approved' })],
      agents: [agentConfig({ agent_name: 'SEO Agent', enabled: false })],
    });
    render(<Stats api={fake.api} />);
    expect(await screen.findByText('2')).toBeTruthy();
    expect(statValue('Pending SEO proposals')).toBe('2');
    expect(statValue('Pending calculator requests')).toBe('0');
    expect(statValue('Active agents')).toBe('3');
    expect(statValue('Approved today')).toBe('1');
  });

  it('say so when the counts cannot be loaded, and try again on request', async () => {
    const fake = createFakeAdminApi();
    fake.fail('getStats', new Error('offline'));
    render(<Stats api={fake.api} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load dashboard statistics.');
    expect(statValue('Pending SEO proposals')).toBe('–');
    fake.succeed('getStats');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('4')).toBeTruthy();
    expect(statValue('Pending SEO proposals')).toBe('0');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Dashboard layout', () => {
  const tabs = [
    { id: 'a', label: 'SEO Proposals', content: <p>proposals</p> },
    { id: 'b', label: 'Messages', content: <p>messages</p> },
  ];

  it('logs out with its button', async () => {
    const onLogout = vi.fn(async () => undefined);
    render(<DashboardLayout onLogout={onLogout} overview={null} tabs={tabs} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('says so when logging out fails, and stays', async () => {
    const onLogout = vi.fn(async () => {
      throw new Error('The server could not be reached. Please check your connection and try again.');
    });
    render(<DashboardLayout onLogout={onLogout} overview={null} tabs={tabs} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not log out. The server could not be reached. Please check your connection and try again.',
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('opens on the first tab', () => {
    render(<DashboardLayout onLogout={async () => undefined} overview={null} tabs={tabs} />);
    expect(screen.getByRole('tabpanel', { name: 'SEO Proposals' }).textContent).toBe('proposals');
  });
});
