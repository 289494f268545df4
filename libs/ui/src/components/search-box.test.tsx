import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBox, type SearchBoxSuggestion } from './search-box.js';

const catalogue: SearchBoxSuggestion[] = [
  { slug: 'mortgage', name: 'Mortgage Calculator', path: '/calculator/mortgage', description: 'House payment', category: 'Finance' },
  { slug: 'bmi', name: 'BMI Calculator', path: '/calculator/bmi', description: 'Body mass index', category: 'Health' },
  { slug: 'gpa', name: 'GPA Calculator', path: '/calculator/gpa', description: 'Grade point average', category: 'Education' },
];

function searchFake(query: string) {
  const q = query.toLowerCase().replace('morgage', 'mortgage');
  return catalogue.filter((s) => s.name.toLowerCase().includes(q) || s.description.toLowerCase().includes(q));
}

function setup(props: Partial<Parameters<typeof SearchBox>[0]> = {}) {
  const onNavigate = vi.fn();
  const onSubmit = vi.fn();
  render(<SearchBox search={searchFake} popular={catalogue.slice(0, 2)} onNavigate={onNavigate} onSubmit={onSubmit} {...props} />);
  return { onNavigate, onSubmit, box: screen.getByRole('combobox', { name: 'Search calculators' }), user: userEvent.setup() };
}

describe('SearchBox', () => {
  it('shows "Search for any calculator..." and stays closed under 2 characters', async () => {
    const { box, user } = setup({ popular: [] });
    expect(box.getAttribute('placeholder')).toBe('Search for any calculator...');
    await user.type(box, 'm');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows "Search Results" from 2 characters and picks one with the keyboard', async () => {
    const { box, user, onNavigate } = setup();
    await user.type(box, 'morgage');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Search Results')).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    const option = screen.getByRole('option', { name: /Mortgage Calculator/ });
    expect(option.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(option.id);
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/calculator/mortgage');
  });

  it('submits the query when nothing is highlighted', async () => {
    const { box, user, onSubmit } = setup();
    await user.type(box, 'gpa{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('gpa', [catalogue[2]]);
  });

  it('says when nothing matches', async () => {
    const { box, user } = setup();
    await user.type(box, 'zzqx');
    expect(screen.getByText('No calculators found for "zzqx"')).toBeTruthy();
    expect(screen.getByText('Try a different search term or browse our categories')).toBeTruthy();
  });

  it('shows recent searches and popular calculators on focus, and a recent search fills the box', async () => {
    const { box, user } = setup({ recentSearches: ['body fat'] });
    await user.click(box);
    expect(screen.getByText('Recent Searches')).toBeTruthy();
    expect(screen.getByText('Popular Calculators')).toBeTruthy();
    await user.click(screen.getByRole('option', { name: 'body fat' }));
    expect((box as HTMLInputElement).value).toBe('body fat');
  });

  it('tells the page when it takes focus, so the page can load the popular list and the index then', async () => {
    const onFocus = vi.fn();
    const { box, user } = setup({ onFocus, popular: [] });
    expect(onFocus).not.toHaveBeenCalled();
    await user.click(box);
    expect(onFocus).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape, resets the highlight when matches change, and clears', async () => {
    const { box, user } = setup();
    await user.type(box, 'calc');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true')).toHaveLength(1);
    await user.type(box, 'ulator');
    expect(screen.getAllByRole('option').filter((o) => o.getAttribute('aria-selected') === 'true')).toHaveLength(0);
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('closes when clicking outside', async () => {
    const { box, user } = setup();
    await user.type(box, 'bmi');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await user.click(document.body);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});
