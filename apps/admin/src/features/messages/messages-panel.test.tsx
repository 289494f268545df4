import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeAdminApi } from '../../testing/fake-admin-api.js';
import { formatDateTime } from '../../utils/format.js';
import { MessagesPanel } from './messages-panel.js';

const message = {
  id: 9,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'The GPA calculator rounds 3.45 down.\nCould you check?',
  created_at: '2025-08-22T16:45:00.000Z',
};

describe('Contact messages', () => {
  it('shows each message with its sender, address, date and text', async () => {
    render(<MessagesPanel api={createFakeAdminApi({ messages: [message] }).api} />);
    const card = await screen.findByRole('article', { name: 'Ada Lovelace' });
    expect(within(card).getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe('mailto:ada@example.com');
    expect(card.textContent).toContain(formatDateTime(message.created_at));
    expect(within(card).getByText(/rounds 3.45 down/).textContent).toBe(message.message);
  });

  it('replies to the sender alone, even to an address stored with a copy and a body in it', async () => {
    const tricky = { ...message, id: 2, email: 'a@b.co?cc=x@evil.example&body=Hi' };
    render(<MessagesPanel api={createFakeAdminApi({ messages: [tricky] }).api} />);
    const card = await screen.findByRole('article', { name: 'Ada Lovelace' });
    const href = within(card).getByRole('link', { name: tricky.email }).getAttribute('href') ?? '';
    expect(href).toBe('mailto:a@b.co%3Fcc%3Dx@evil.example%26body%3DHi');
    expect(new URL(href).search).toBe('');
  });

  it('has an empty message', async () => {
    render(<MessagesPanel api={createFakeAdminApi().api} />);
    expect(await screen.findByText('No contact messages yet.')).toBeTruthy();
  });

  it('reports a failed load with a way to try again', async () => {
    const fake = createFakeAdminApi({ messages: [message] });
    fake.fail('listContactMessages', new Error('offline'));
    render(<MessagesPanel api={fake.api} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load contact messages.');
    fake.succeed('listContactMessages');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Ada Lovelace' })).toBeTruthy();
  });
});
