import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminApi } from '../../api/admin-api.js';
import { createFakeAdminApi, seoProposal } from '../../testing/fake-admin-api.js';
import { formatDateTime } from '../../utils/format.js';
import { SeoProposalList, useSeoProposals } from './seo-proposals.js';

function Harness({ api, onChanged }: { api: AdminApi; onChanged: () => void }) {
  return <SeoProposalList queue={useSeoProposals(api, onChanged)} />;
}

const pending = seoProposal({ id: 1, title: 'Mortgage Calculator with Taxes', keyword: 'mortgage with taxes', priority: 'high', confidence_score: 0.874, estimated_traffic: 12500 });
const approved = seoProposal({ id: 2, title: 'BMI for Athletes', keyword: 'bmi athletes', priority: 'low', status: 'approved', decided_at: '2025-08-22T10:00:00.000Z' });
const rejected = seoProposal({ id: 3, title: 'Loan Jokes', keyword: 'loan jokes', priority: 'medium', status: 'rejected' });

describe('SEO proposals', () => {
  it('shows pending proposals first, with every field', async () => {
    const fake = createFakeAdminApi({ seo: [pending, approved, rejected] });
    render(<Harness api={fake.api} onChanged={() => undefined} />);
    const card = await screen.findByRole('article', { name: 'Mortgage Calculator with Taxes' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(fake.callsOf('listSeoProposals')).toEqual([['pending']]);
    const text = card.textContent ?? '';
    for (const expected of ['mortgage with taxes', pending.meta_description, 'High priority', 'Pending', '87%', '12,500 visits per month', formatDateTime(pending.created_at)]) {
      expect(text).toContain(expected);
    }
    expect(within(card).getByText('Confidence').nextElementSibling?.textContent).toBe('87%');
    expect(within(card).queryByText('Decided')).toBeNull();
  });

  it('filters by status, with an empty message for each', async () => {
    const fake = createFakeAdminApi({ seo: [approved] });
    render(<Harness api={fake.api} onChanged={() => undefined} />);
    expect(await screen.findByText('No pending SEO proposals.')).toBeTruthy();
    const filter = screen.getByRole('combobox', { name: 'Filter by status' });
    await userEvent.selectOptions(filter, 'approved');
    const decided = await screen.findByRole('article', { name: 'BMI for Athletes' });
    expect(within(decided).getByText('Decided').nextElementSibling?.textContent).toBe(formatDateTime('2025-08-22T10:00:00.000Z'));
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
    await userEvent.selectOptions(filter, 'rejected');
    expect(await screen.findByText('No rejected SEO proposals.')).toBeTruthy();
    await userEvent.selectOptions(filter, 'all');
    expect(await screen.findByRole('article', { name: 'BMI for Athletes' })).toBeTruthy();
    expect(fake.callsOf('listSeoProposals')).toEqual([['pending'], ['approved'], ['rejected'], ['all']]);
  });

  it('approves a pending proposal, then reloads the list and the stats and says so', async () => {
    const fake = createFakeAdminApi({ seo: [pending] });
    const onChanged = vi.fn();
    render(<Harness api={fake.api} onChanged={onChanged} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Mortgage Calculator with Taxes' }));
    expect(await screen.findByText('No pending SEO proposals.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Approved “Mortgage Calculator with Taxes”.');
    expect(fake.callsOf('setSeoProposalStatus')).toEqual([[1, 'approved']]);
    expect(fake.state.seo[0]?.status).toBe('approved');
    expect(onChanged).toHaveBeenCalledOnce();
  });

  it('shows the page, the evidence, and "No search data yet" for a proposal without traffic figures', async () => {
    const fromMetadata = seoProposal({ id: 4, title: 'Loan Calculator: Loan Payment | CalcHub', path: '/calculator/loan', estimated_traffic: null, evidence: 'No search data yet; "loan payment" is one of the page\'s keywords.' });
    render(<Harness api={createFakeAdminApi({ seo: [fromMetadata] }).api} onChanged={() => undefined} />);
    const card = await screen.findByRole('article', { name: 'Loan Calculator: Loan Payment | CalcHub' });
    expect(within(card).getByText('Page').nextElementSibling?.textContent).toBe('/calculator/loan');
    expect(within(card).getByText('Estimated traffic').nextElementSibling?.textContent).toBe('No search data yet');
    expect(within(card).getByText('Evidence').nextElementSibling?.textContent).toBe(fromMetadata.evidence);
  });

  it('reverts an approved proposal still applied to its page, then says so; a reverted one has no Revert', async () => {
    const fake = createFakeAdminApi({ seo: [approved] });
    const onChanged = vi.fn();
    render(<Harness api={fake.api} onChanged={onChanged} />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Filter by status' }), 'approved');
    await userEvent.click(await screen.findByRole('button', { name: 'Revert BMI for Athletes' }));
    expect((await screen.findByRole('status')).textContent).toBe('Reverted “BMI for Athletes”.');
    expect(fake.callsOf('revertSeoProposal')).toEqual([[2]]);
    const card = await screen.findByRole('article', { name: 'BMI for Athletes' });
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Revert BMI for Athletes' })).toBeNull());
    expect(within(card).getByText('Reverted')).toBeTruthy();
    expect(onChanged).toHaveBeenCalledOnce();
  });

  it('rejects a pending proposal', async () => {
    const fake = createFakeAdminApi({ seo: [pending] });
    render(<Harness api={fake.api} onChanged={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject Mortgage Calculator with Taxes' }));
    await waitFor(() => expect(fake.state.seo[0]?.status).toBe('rejected'));
    expect(await screen.findByText('Rejected “Mortgage Calculator with Taxes”.')).toBeTruthy();
  });

  it('shows why an action failed instead of failing silently, and still refreshes', async () => {
    const fake = createFakeAdminApi({ seo: [pending] });
    const onChanged = vi.fn();
    render(<Harness api={fake.api} onChanged={onChanged} />);
    await screen.findByRole('article', { name: 'Mortgage Calculator with Taxes' });
    // Someone else approved it in the meantime: the api answers 409.
    fake.state.seo[0] = { ...pending, status: 'approved' };
    await userEvent.click(screen.getByRole('button', { name: 'Reject Mortgage Calculator with Taxes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not reject “Mortgage Calculator with Taxes”. This SEO proposal was already approved; only a pending one can be approved or rejected.');
    expect(await screen.findByText('No pending SEO proposals.')).toBeTruthy();
    expect(onChanged).toHaveBeenCalledOnce();
  });

  it('moves focus to the list heading when the decided item leaves the list', async () => {
    const fake = createFakeAdminApi({ seo: [pending] });
    render(<Harness api={fake.api} onChanged={() => undefined} />);
    const approve = await screen.findByRole('button', { name: 'Approve Mortgage Calculator with Taxes' });
    approve.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText('No pending SEO proposals.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'SEO Proposals' })));
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const fake = createFakeAdminApi({ seo: [pending] });
    fake.fail('listSeoProposals', new Error('offline'));
    render(<Harness api={fake.api} onChanged={() => undefined} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load SEO proposals.');
    fake.succeed('listSeoProposals');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Mortgage Calculator with Taxes' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
