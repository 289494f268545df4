import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminApi } from '../../api/admin-api.js';
import type { CalculatorDraft } from '../../api/admin-types.js';
import { calculatorRequest, createFakeAdminApi } from '../../testing/fake-admin-api.js';
import { formatDateTime } from '../../utils/format.js';
import { CalculatorRequestList, useCalculatorRequests } from './calculator-requests.js';

function Harness({ api, onChanged }: { api: AdminApi; onChanged: () => void }) {
  return <CalculatorRequestList queue={useCalculatorRequests(api, onChanged)} />;
}

const tip = calculatorRequest({ id: 4, name: 'Tip Calculator', category: 'finance', formula: 'tip = bill × rate / 100', confidence_score: 0.64 });
const sleep = calculatorRequest({ id: 5, name: 'Sleep Cycle Calculator', category: 'health', status: 'rejected' });

const invalidDraft: CalculatorDraft = {
  valid: false,
  problems: ['Example 2 states 9.2, but the formula gives 9.1 (allowed difference 0.01).'],
  calculator: {
    title: 'Tip Split Calculator',
    slug: 'tip-split-calculator',
    category: 'finance',
    inputs: [
      { name: 'amount', label: 'Amount', unit: '$', min: 0, max: 1_000_000, default: 100 },
      { name: 'rate', label: 'Rate', unit: '%', min: 0, max: 100, default: 15 },
    ],
    formula: 'amount * rate / 100',
    output_unit: '$',
    examples: [
      // As the database gives it back: JSON keys in its own order, not the inputs'.
      { inputs: { rate: 15, amount: 80 }, expected: 12, computed: 12 },
      { inputs: { amount: 45.5, rate: 20 }, expected: 9.2, computed: 9.1 },
    ],
  },
  answer: 'Here is the draft.',
  model: 'gpt-4o-mini',
  cost_usd: 0.000412,
  created_at: '2025-08-23T04:00:00.000Z',
};
const drafted = calculatorRequest({ id: 6, name: 'Tip Split Calculator', status: 'approved', decided_at: '2025-08-22T10:00:00.000Z', draft: invalidDraft });

describe('Calculator requests', () => {
  it('shows the draft under an approved request: inputs with units and ranges, formula, examples stated and computed, the problems', async () => {
    const fake = createFakeAdminApi({ requests: [drafted] });
    render(<Harness api={fake.api} onChanged={() => undefined} />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Filter by status' }), 'approved');
    const card = await screen.findByRole('article', { name: 'Tip Split Calculator' });
    const draft = within(card).getByRole('region', { name: 'Draft: Tip Split Calculator' });
    expect(within(draft).getByText('Invalid')).toBeTruthy();
    expect(within(draft).getByText('Example 2 states 9.2, but the formula gives 9.1 (allowed difference 0.01).').tagName).toBe('LI');
    expect(within(draft).getByText('amount * rate / 100')).toBeTruthy();
    const rows = within(within(draft).getByRole('table', { name: 'Inputs' })).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual(['InputNameUnitRangeDefault', 'Amountamount$0 to 1,000,000100', 'Raterate%0 to 10015']);
    expect(within(draft).getByText(/Example 1:/).textContent).toBe('Example 1: amount = 80 $, rate = 15 %. Stated 12 $; computed 12 $.');
    expect(within(draft).getByText(/Example 2:/).textContent).toBe('Example 2: amount = 45.5 $, rate = 20 %. Stated 9.2 $; computed 9.1 $.');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('shows a valid draft as valid, and the answer of one not shaped like a calculator', async () => {
    const valid = calculatorRequest({ ...drafted, id: 7, name: 'Dog Age Calculator', draft: { ...invalidDraft, valid: true, problems: [] } });
    const unshaped = calculatorRequest({
      ...drafted,
      id: 8,
      name: 'Paint Calculator',
      draft: { ...invalidDraft, problems: ["The model's answer is not JSON (Unexpected token)."], calculator: null, answer: 'I cannot help with that.' },
    });
    const fake = createFakeAdminApi({ requests: [valid, unshaped] });
    render(<Harness api={fake.api} onChanged={() => undefined} />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Filter by status' }), 'approved');
    const validDraft = within(await screen.findByRole('article', { name: 'Dog Age Calculator' })).getByRole('region', { name: /^Draft:/ });
    expect(within(validDraft).getByText('Valid')).toBeTruthy();
    expect(within(validDraft).queryByText('Problems')).toBeNull();
    const other = within(screen.getByRole('article', { name: 'Paint Calculator' })).getByRole('region', { name: 'Draft: not shaped like a calculator' });
    expect(within(other).getByText('I cannot help with that.')).toBeTruthy();
    expect(within(other).getByText("The model's answer is not JSON (Unexpected token).")).toBeTruthy();
  });


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
