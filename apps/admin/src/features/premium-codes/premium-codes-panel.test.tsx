import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminApiError } from '../../api/admin-api.js';
import { axeViolations } from '../../testing/axe.js';
import { createFakeAdminApi, premiumCode } from '../../testing/fake-admin-api.js';
import { formatDateTime } from '../../utils/format.js';
import { PremiumCodesPanel, SHOWN_ONCE } from './premium-codes-panel.js';
import { premiumCodeStatus } from './use-premium-codes.js';

const codes = [
  premiumCode({ id: 3, label: 'Podcast listeners', created_at: '2025-08-24T10:00:00.000Z', expires_at: '2099-01-01T00:00:00.000Z', visitors: 12 }),
  premiumCode({ id: 2, label: 'Spring sale', created_at: '2025-03-01T10:00:00.000Z', expires_at: '2025-04-01T10:00:00.000Z', visitors: 40 }),
  premiumCode({
    id: 1,
    label: 'Leaked on a forum',
    created_at: '2025-01-10T10:00:00.000Z',
    expires_at: '2099-01-01T00:00:00.000Z',
    revoked_at: '2025-01-12T08:00:00.000Z',
    visitors: 3,
  }),
];

function row(label: string) {
  return screen.getByRole('row', { name: new RegExp(`^${label}`) });
}

describe('Premium codes', () => {
  it('lists each code with its dates, status in words and visitors; only an active code can be revoked', async () => {
    render(<PremiumCodesPanel api={createFakeAdminApi({ premiumCodes: codes }).api} />);
    const table = await screen.findByRole('table', { name: 'Premium codes, newest first' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Label', 'Created', 'Expires', 'Status', 'Visitors', 'Actions']);
    const podcast = row('Podcast listeners');
    expect(within(podcast).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      formatDateTime('2025-08-24T10:00:00.000Z'),
      formatDateTime('2099-01-01T00:00:00.000Z'),
      'Active',
      '12 of 5',
      'Revoke',
    ]);
    expect(within(podcast).getByRole('button', { name: 'Revoke Podcast listeners' })).toBeTruthy();
    expect(within(row('Spring sale')).getByText('Expired')).toBeTruthy();
    expect(within(row('Spring sale')).queryByRole('button')).toBeNull();
    const leaked = row('Leaked on a forum');
    expect(within(leaked).getByText('Revoked')).toBeTruthy();
    expect(leaked.textContent).toContain(`Revokedon ${formatDateTime('2025-01-12T08:00:00.000Z')}`);
    expect(within(leaked).queryByRole('button')).toBeNull();
  });

  it('creates a code: shown once with a Copy button and the warning, then gone; the list gains it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const fake = createFakeAdminApi();
    render(<PremiumCodesPanel api={fake.api} />);
    expect(await screen.findByText('No premium codes yet. Create one above to give a visitor premium access.')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Label' }), '  Beta testers ');
    const days = screen.getByRole('spinbutton', { name: 'Valid for (days)' });
    expect((days as HTMLInputElement).value).toBe('30');
    await user.clear(days);
    await user.type(days, '14');
    const visitors = screen.getByRole('spinbutton', { name: 'Visitors' });
    expect((visitors as HTMLInputElement).value).toBe('5');
    await user.clear(visitors);
    await user.type(visitors, '25');
    await user.click(screen.getByRole('button', { name: 'Create code' }));

    const shown = await screen.findByRole('region', { name: 'New premium code for “Beta testers”' });
    const [code] = fake.state.issuedCodes;
    expect(code).toMatch(/^CALC(-[2-9A-HJ-NP-Z]{4}){4}$/);
    expect(within(shown).getByText(code ?? '')).toBeTruthy();
    expect(within(shown).getByText(SHOWN_ONCE).textContent).toBe('Copy it now: it will not be shown again.');
    await waitFor(() => expect(document.activeElement).toBe(shown));
    expect(fake.callsOf('createPremiumCode')).toEqual([['Beta testers', 14, 25]]);

    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(code);
    expect(await within(shown).findByRole('button', { name: 'Copied!' })).toBeTruthy();

    const created = await screen.findByRole('row', { name: /^Beta testers/ });
    expect(within(created).getByText('Active')).toBeTruthy();
    expect(within(created).getByText('0 of 25')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Label' }) as HTMLInputElement).value).toBe('');

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('region', { name: /New premium code/ })).toBeNull();
    expect(screen.queryByText(code ?? '')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Label' }));
  });

  it('refuses an empty label or a number of days out of range under the field, without asking the api', async () => {
    const user = userEvent.setup();
    const fake = createFakeAdminApi();
    render(<PremiumCodesPanel api={fake.api} />);
    await screen.findByText(/No premium codes yet/);
    const label = screen.getByRole('textbox', { name: 'Label' });
    const days = screen.getByRole('spinbutton', { name: 'Valid for (days)' });

    await user.type(label, '   ');
    await user.clear(days);
    await user.type(days, '400');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(label.getAttribute('aria-invalid')).toBe('true');
    expect(label.getAttribute('aria-describedby')).toBe('premium-label-error premium-label-help');
    expect(screen.getByText('Label must say who the code is for (1 to 80 characters).')).toBeTruthy();
    expect(screen.getByText('Valid for (days) must be a whole number from 1 to 366.')).toBeTruthy();
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(label);

    await user.type(label, 'Friends');
    await user.clear(days);
    await user.type(days, '1.5');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(label.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(days);
    expect(fake.callsOf('createPremiumCode')).toEqual([]);
  });

  it("shows the api's refusal under the field it names", async () => {
    const user = userEvent.setup();
    const fake = createFakeAdminApi();
    fake.fail('createPremiumCode', new AdminApiError('valid_days must be a whole number of days from 1 to 366.', 400, 'valid_days'));
    render(<PremiumCodesPanel api={fake.api} />);
    await user.type(await screen.findByRole('textbox', { name: 'Label' }), 'Friends');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    const days = screen.getByRole('spinbutton', { name: 'Valid for (days)' });
    await waitFor(() => expect(days.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('valid_days must be a whole number of days from 1 to 366.').id).toBe('premium-days-error');
    expect(document.activeElement).toBe(days);
    expect(screen.queryByRole('region', { name: /New premium code/ })).toBeNull();
  });

  it('asks for a whole number of visitors from 1 to 10,000 before sending anything', async () => {
    const user = userEvent.setup();
    const fake = createFakeAdminApi();
    render(<PremiumCodesPanel api={fake.api} />);
    await user.type(await screen.findByRole('textbox', { name: 'Label' }), 'Friends');
    const visitors = screen.getByRole('spinbutton', { name: 'Visitors' });
    for (const typed of ['0', '10001', '2.5']) {
      await user.clear(visitors);
      await user.type(visitors, typed);
      await user.click(screen.getByRole('button', { name: 'Create code' }));
      expect(screen.getByText('Visitors must be a whole number from 1 to 10,000.').id).toBe('premium-visitors-error');
      expect(visitors.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(visitors);
    }
    expect(fake.callsOf('createPremiumCode')).toEqual([]);
  });

  it('revokes after a confirmation; Cancel keeps the code', async () => {
    const user = userEvent.setup();
    const fake = createFakeAdminApi({ premiumCodes: codes });
    render(<PremiumCodesPanel api={fake.api} />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Podcast listeners' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke this premium code?' });
    expect(dialog.textContent).toContain('Visitors who entered the code for “Podcast listeners” lose premium access now');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(fake.callsOf('revokePremiumCode')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Revoke Podcast listeners' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke code' }));
    expect(await screen.findByText('Revoked “Podcast listeners”.')).toBeTruthy();
    await waitFor(() => expect(within(row('Podcast listeners')).getByText('Revoked')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Revoke Podcast listeners' })).toBeNull();
    expect(fake.callsOf('revokePremiumCode')).toEqual([[3]]);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Premium codes' })));
  });

  it('says why a revoke failed (revoked meanwhile elsewhere) and shows the list as it is now', async () => {
    const user = userEvent.setup();
    const fake = createFakeAdminApi({ premiumCodes: codes });
    render(<PremiumCodesPanel api={fake.api} />);
    await user.click(await screen.findByRole('button', { name: 'Revoke Podcast listeners' }));
    fake.state.premiumCodes = fake.state.premiumCodes.map((code) => (code.id === 3 ? { ...code, revoked_at: '2025-08-25T09:00:00.000Z' } : code));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not revoke “Podcast listeners”. This premium code was already revoked.');
    await waitFor(() => expect(within(row('Podcast listeners')).getByText('Revoked')).toBeTruthy());
  });

  it('reports a failed load with a way to try again', async () => {
    const fake = createFakeAdminApi({ premiumCodes: codes });
    fake.fail('listPremiumCodes', new Error('offline'));
    render(<PremiumCodesPanel api={fake.api} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load premium codes.');
    fake.succeed('listPremiumCodes');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /^Podcast listeners/ })).toBeTruthy();
  });

  it('has no axe violations with the list, a new code and the confirmation', async () => {
    const user = userEvent.setup();
    const { container } = render(<PremiumCodesPanel api={createFakeAdminApi({ premiumCodes: codes }).api} />);
    await screen.findByRole('table');
    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'Friends');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    await screen.findByRole('region', { name: /New premium code/ });
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Revoke Podcast listeners' }));
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('calls a code revoked before expired, and expired from its expiry on', () => {
    const now = Date.parse('2025-06-01T00:00:00.000Z');
    expect(premiumCodeStatus(premiumCode({ expires_at: '2025-06-01T00:00:00.001Z' }), now)).toBe('active');
    expect(premiumCodeStatus(premiumCode({ expires_at: '2025-06-01T00:00:00.000Z' }), now)).toBe('expired');
    expect(premiumCodeStatus(premiumCode({ expires_at: '2020-01-01T00:00:00.000Z', revoked_at: '2019-12-01T00:00:00.000Z' }), now)).toBe('revoked');
  });
});
