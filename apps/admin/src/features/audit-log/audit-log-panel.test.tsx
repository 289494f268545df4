import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '../../api/admin-types.js';
import { auditEntry, createFakeAdminApi } from '../../testing/fake-admin-api.js';
import { formatDateTime } from '../../utils/format.js';
import { AuditLogPanel } from './audit-log-panel.js';

const entries: AuditLogEntry[] = Array.from({ length: 5 }, (_, index) =>
  auditEntry({
    id: 5 - index,
    created_at: `2025-08-2${5 - index}T10:00:00.000Z`,
    action: index === 0 ? 'seo_proposal.status' : 'admin.login',
    target: index === 0 ? 'seo_proposal:12' : null,
    outcome: index === 0 ? 'success' : 'failure',
    detail: index === 0 ? 'approved' : null,
    address: index === 0 ? '203.0.113.7' : '198.51.100.20',
  }),
);

describe('Audit log', () => {
  it('shows each admin action with its time, outcome, target, details and address', async () => {
    const fake = createFakeAdminApi({ audit: entries, auditPageSize: 2 });
    render(<AuditLogPanel api={fake.api} />);
    const table = await screen.findByRole('table', { name: 'Admin actions, newest first' });
    const rows = within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Time', 'Action', 'Outcome', 'Target', 'Details', 'Address']);
    expect(rows[1]).toEqual([formatDateTime('2025-08-25T10:00:00.000Z'), 'seo_proposal.status', 'Success', 'seo_proposal:12', 'approved', '203.0.113.7']);
    expect(rows[2]).toEqual([formatDateTime('2025-08-24T10:00:00.000Z'), 'admin.login', 'Failure', '—', '—', '198.51.100.20']);
    expect(screen.getByText('Page 1 of 3 (5 actions)')).toBeTruthy();
  });

  it('pages forward and back with the keyboard', async () => {
    const fake = createFakeAdminApi({ audit: entries, auditPageSize: 2 });
    render(<AuditLogPanel api={fake.api} />);
    await screen.findByText('Page 1 of 3 (5 actions)');
    expect(screen.getByRole('button', { name: 'Previous page' }).getAttribute('aria-disabled')).toBe('true');
    screen.getByRole('button', { name: 'Next page' }).focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Page 2 of 3 (5 actions)');
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Page 3 of 3 (5 actions)');
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await userEvent.keyboard('{Enter}');
    expect(fake.callsOf('listAuditLog')).toEqual([[1], [2], [3]]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Page 2 of 3 (5 actions)');
  });

  it('says when no action has been recorded yet', async () => {
    render(<AuditLogPanel api={createFakeAdminApi().api} />);
    expect(await screen.findByText('No admin actions recorded yet.')).toBeTruthy();
  });

  it('reports a failed load with a way to try again', async () => {
    const fake = createFakeAdminApi({ audit: entries });
    fake.fail('listAuditLog', new Error('offline'));
    render(<AuditLogPanel api={fake.api} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load the audit log.');
    fake.succeed('listAuditLog');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
  });
});
