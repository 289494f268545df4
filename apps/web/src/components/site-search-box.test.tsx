import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { SiteSearchBox } from './site-search-box.js';

const loaded = { timeout: 4_000 };

// The full box is a module of its own: transformed once here, not inside the first test that loads it.
beforeAll(async () => {
  await import('./site-search-box-live.js');
}, 30_000);

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

function renderBox(submitTo: 'first-match' | 'results-page') {
  render(
    <MemoryRouter initialEntries={['/']}>
      <SiteSearchBox submitTo={submitTo} />
      <Address />
    </MemoryRouter>,
  );
  return { box: () => screen.getByRole('combobox', { name: 'Search calculators' }), user: userEvent.setup() };
}

describe('SiteSearchBox', () => {
  it('is first a plain search form to the results page, with nothing to suggest yet', () => {
    const { box } = renderBox('first-match');
    const form = screen.getByRole('search', { name: 'Search calculators' });
    expect(form.getAttribute('action')).toBe('/search');
    expect(box().getAttribute('name')).toBe('q');
    expect(box().getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(box().getAttribute('aria-controls') ?? '')?.getAttribute('role')).toBe('listbox');
  });

  it('keeps what was typed and the focus when the full box takes over, and suggests from it', async () => {
    const { box, user } = renderBox('first-match');
    const first = box();
    // Tabbed to, and typed into before the full box's code has arrived.
    act(() => first.focus());
    fireEvent.input(first, { target: { value: 'mortg' } });
    await waitFor(() => expect(box()).not.toBe(first), loaded);
    expect((box() as HTMLInputElement).value).toBe('mortg');
    expect(document.activeElement).toBe(box());
    expect(await screen.findByRole('option', { name: /Mortgage Calculator/ })).toBeTruthy();
    await user.keyboard('age');
    expect((box() as HTMLInputElement).value).toBe('mortgage');
  });

  it('carries out a search submitted before the full box loaded: the header box opens the first match', async () => {
    const { box } = renderBox('first-match');
    // Pasted and submitted in one go, before the full box's code has arrived.
    fireEvent.input(box(), { target: { value: 'bmi' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/calculator/bmi'), loaded);
  });

  it('starts empty at the page a search opened when it was typed and submitted while the full box loaded', async () => {
    const { box } = renderBox('first-match');
    // Focus starts the load; the search is typed and submitted before it ends.
    act(() => box().focus());
    fireEvent.input(box(), { target: { value: 'body fat' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/calculator/body-fat'), loaded);
    expect((box() as HTMLInputElement).value).toBe('');
    await userEvent.setup().click(box());
    expect(await screen.findByText('Recent Searches')).toBeTruthy();
  });

  it('sends a submitted search to the results page from the home page box', async () => {
    const { box } = renderBox('results-page');
    fireEvent.input(box(), { target: { value: 'loan' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/search?q=loan'), loaded);
  });

  it('loads when a pointer comes over the box, without taking the focus', async () => {
    const { box, user } = renderBox('first-match');
    const first = box();
    await user.hover(first);
    await waitFor(() => expect(box()).not.toBe(first), loaded);
    expect(document.activeElement).not.toBe(box());
  });
});
