import { TEMPLATE_REASONS } from '@calchub/api-contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe.js';
import { aiAnswer, createFakeAdminApi } from '../../testing/fake-admin-api.js';
import { formatDateTime } from '../../utils/format.js';
import { AiAnswersPanel, ANSWER_PREVIEW_LENGTH, REASON_WORDS } from './ai-answers-panel.js';

const LONG =
  'Your monthly payment of $308.77 over 36 months adds up to $11,115.75, of which $1,115.75 is interest. At one point less interest the payment is $304.22, and over 24 months it is $447.73.';

const answers = [
  aiAnswer({ id: 1, slug: 'loan', created_at: '2025-08-25T09:00:00.000Z', text: LONG }),
  aiAnswer({
    id: 2,
    slug: 'bmi',
    source: 'template',
    reason: 'unverified',
    text: 'Your BMI of 26.2 is 12% above the top of the healthy range, and 12% is worth watching: 212%, 12.5% and 1,12% are other numbers.',
    unverified_number: '12%',
    input_tokens: 380,
    output_tokens: 70,
    cost_usd: 0.0001,
    created_at: '2025-08-25T10:00:00.000Z',
  }),
  aiAnswer({
    id: 3,
    slug: 'mortgage',
    source: 'template',
    reason: 'budget',
    text: 'A monthly payment over 3,000 is a significant commitment.',
    input_tokens: 0,
    output_tokens: 0,
    cost_usd: 0,
    created_at: '2025-08-25T11:00:00.000Z',
  }),
  aiAnswer({ id: 4, slug: 'loan', cached: true, input_tokens: 0, output_tokens: 0, cost_usd: 0, created_at: '2025-08-25T12:00:00.000Z' }),
];

function row(slug: string, index = 0) {
  const rows = screen.getAllByRole('row').filter((candidate) => within(candidate).queryByRole('rowheader', { name: slug }));
  const found = rows[index];
  if (!found) throw new Error(`no row ${index} for ${slug}`);
  return found;
}

describe('AI answers', () => {
  it('shows each answer newest first: time, calculator, source, reason in words, tokens, cost and the text', async () => {
    render(<AiAnswersPanel api={createFakeAdminApi({ aiAnswers: answers }).api} />);
    const table = await screen.findByRole('table', { name: 'AI answers, newest first' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Time',
      'Calculator',
      'Source',
      'Reason',
      'Tokens in',
      'Tokens out',
      'Cost',
      'Answer',
    ]);
    expect(within(table).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['loan', 'mortgage', 'bmi', 'loan']);

    const cells = (slug: string, index = 0) => within(row(slug, index)).getAllByRole('cell').map((cell) => cell.textContent);
    expect(cells('mortgage')).toEqual([
      formatDateTime('2025-08-25T11:00:00.000Z'),
      'Computed',
      'Monthly budget reached',
      '0',
      '0',
      '$0.00',
      'A monthly payment over 3,000 is a significant commitment.',
    ]);
    expect(cells('loan', 1).slice(1, 6)).toEqual(['AI', '—None', '412', '96', '$0.000123']);
    expect(cells('loan', 0).slice(1, 3)).toEqual(['AIfrom the cache', '—None']);
  });

  it('names every reason in words', () => {
    expect(TEMPLATE_REASONS.map((reason) => REASON_WORDS[reason])).toEqual([
      'AI switched off',
      'No AI provider configured',
      "Visitor's free quota used up",
      'Monthly budget reached',
      'AI provider failed',
      'Failed the number check',
    ]);
  });

  it('highlights the number a refused answer failed on, and names it', async () => {
    render(<AiAnswersPanel api={createFakeAdminApi({ aiAnswers: answers }).api} />);
    await screen.findByRole('table');
    const refused = row('bmi');
    expect(within(refused).getByText('Failed the number check')).toBeTruthy();
    const marks = refused.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['12%', '12%', '12%']);
    expect(within(refused).getByText(/Number not found in the calculation/).textContent).toBe('Number not found in the calculation: 12%');
    expect(row('mortgage').querySelectorAll('mark')).toHaveLength(0);
  });

  it('cuts a long answer, and shows it all on request', async () => {
    const user = userEvent.setup();
    render(<AiAnswersPanel api={createFakeAdminApi({ aiAnswers: answers }).api} />);
    await screen.findByRole('table');
    const long = row('loan', 1);
    const toggle = within(long).getByRole('button', { name: 'Show full answer' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const text = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(text?.textContent).toBe(`${LONG.slice(0, ANSWER_PREVIEW_LENGTH).trimEnd()}…`);
    await user.click(toggle);
    expect(text?.textContent).toBe(LONG);
    expect(within(long).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(row('mortgage')).queryByRole('button')).toBeNull();
  });

  it('shows one source at a time', async () => {
    const user = userEvent.setup();
    const fake = createFakeAdminApi({ aiAnswers: answers });
    render(<AiAnswersPanel api={fake.api} />);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Computed insights only');
    await waitFor(() => expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['mortgage', 'bmi']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'AI answers only');
    await waitFor(() => expect(screen.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['loan', 'loan']));
    expect(fake.callsOf('listAiAnswers')).toEqual([['all'], ['template'], ['ai']]);
  });

  it('says so when there is no answer yet', async () => {
    const user = userEvent.setup();
    render(<AiAnswersPanel api={createFakeAdminApi({ aiAnswers: [answers[2] ?? aiAnswer()] }).api} />);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'AI answers only');
    expect(await screen.findByText('No AI answers yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('has an empty message before any explanation', async () => {
    render(<AiAnswersPanel api={createFakeAdminApi().api} />);
    expect(await screen.findByText('No AI answers yet. Explanations appear here as soon as visitors ask for them.')).toBeTruthy();
  });

  it('reports a failed load with a way to try again', async () => {
    const fake = createFakeAdminApi({ aiAnswers: answers });
    fake.fail('listAiAnswers', new Error('offline'));
    render(<AiAnswersPanel api={fake.api} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load AI answers.');
    fake.succeed('listAiAnswers');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('has no axe violations with answers, one of them expanded', async () => {
    const user = userEvent.setup();
    const { container } = render(<AiAnswersPanel api={createFakeAdminApi({ aiAnswers: answers }).api} />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Show full answer' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
