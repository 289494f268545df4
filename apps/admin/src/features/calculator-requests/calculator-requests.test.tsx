import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminApi } from '../../api/admin-api.js';
import { calculatorRequest, createFakeAdminApi } from '../../testing/fake-admin-api.js';
import { formatDateTime } from '../../utils/format.js';
import { CalculatorRequestList, useCalculatorRequests } from './calculator-requests.js';

function Harness({ api, onChanged }: { api: AdminApi; onChanged: () => void }) {
  return <CalculatorRequestList queue={useCalculatorRequests(api, onChanged)} />;
}

const tip = calculatorRequest({ id: 4, name: 'Tip Calculator', category: 'finance', formula: 'tip = bill × rate / 100', confidence_score: 0.64 });
const sleep = calculatorRequest({ id: 5, name: 'Sleep Cycle Calculator', category: 'health', status: 'rejected' });

describe('Calculator requests', () => {
  it('shows pending requests with every field and their decision buttons', async () => {
    const fake = createFakeAdminApi({ requests: [tip, sleep] });
    render(<Harness api={fake.api} onChanged={() => undefined} />);
    const card = await screen.findByRole('article', { name: 'Tip Calculator' });
    const field = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(field('Category')).toBe('Finance');
    expect(field('Formula')).toBe('tip = bill × rate / 100');
    expect(field('Disclaimer')).toBe(tip.disclaimer);
    expect(field('Confidence')).toBe('64%');
    expect(field('Created')).toBe(formatDateTime(tip.created_at));
    expect(within(card).getByText('Pending')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Sleep Cycle Calculator' })).toBeNull();
    expect(fake.callsOf('listCalculatorRequests')).toEqual([['pending']]);
  });

  it('shows rejected requests without decision buttons', async () => {
    const fake = createFakeAdminApi({ requests: [tip, sleep] });
    render(<Harness api={fake.api} onChanged={() => undefined} />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Filter by status' }), 'rejected');
    const card = await screen.findByRole('article', { name: 'Sleep Cycle Calculator' });
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).getByText('Rejected')).toBeTruthy();
  });

  it('approves a request and reloads the list and the stats', async () => {
    const fake = createFakeAdminApi({ requests: [tip] });
    const onChanged = vi.fn();
    render(<Harness api={fake.api} onChanged={onChanged} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Tip Calculator' }));
    expect(await screen.findByText('No pending calculator requests.')).toBeTruthy();
    expect(fake.callsOf('setCalculatorRequestStatus')).toEqual([[4, 'approved']]);
    expect(onChanged).toHaveBeenCalledOnce();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'all');
    expect(within(await screen.findByRole('article', { name: 'Tip Calculator' })).getByText('Approved')).toBeTruthy();
  });

  it('reports a failed rejection', async () => {
    const fake = createFakeAdminApi({ requests: [tip] });
    render(<Harness api={fake.api} onChanged={() => undefined} />);
    await screen.findByRole('article', { name: 'Tip Calculator' });
    fake.fail('setCalculatorRequestStatus', new Error('The server could not be reached. Please check your connection.'));
    await userEvent.click(screen.getByRole('button', { name: 'Reject Tip Calculator' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not reject “Tip Calculator”. The server could not be reached. Please check your connection.',
    );
    expect(screen.getByRole('article', { name: 'Tip Calculator' })).toBeTruthy();
  });
});
