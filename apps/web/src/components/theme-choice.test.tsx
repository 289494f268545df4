import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeChoice } from './theme-choice.js';

function themeSelect(): HTMLSelectElement {
  return screen.getByRole('combobox', { name: 'Theme' }) as HTMLSelectElement;
}

describe('ThemeChoice', () => {
  afterEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset['theme'];
    vi.restoreAllMocks();
  });

  it('offers System, Light and Dark, and renders System on the server, which cannot know the choice', () => {
    document.documentElement.dataset['theme'] = 'dark';
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ThemeChoice />);
    expect([...container.querySelectorAll('option')].map((option) => [option.textContent, option.selected])).toEqual([
      ['System', true],
      ['Light', false],
      ['Dark', false],
    ]);
  });

  it('shows the theme the page is in, as the head script set it', () => {
    document.documentElement.dataset['theme'] = 'dark';
    render(<ThemeChoice />);
    expect(themeSelect().value).toBe('dark');
  });

  it('shows System when nothing was chosen', () => {
    render(<ThemeChoice />);
    expect(themeSelect().value).toBe('system');
  });

  it('hydrates the server markup without a mismatch, then shows the current theme', async () => {
    document.documentElement.dataset['theme'] = 'light';
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ThemeChoice />);
    document.body.append(container);
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    await act(async () => {
      hydrateRoot(container, <ThemeChoice />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(themeSelect().value).toBe('light');
    container.remove();
  });

  it('applies and remembers a choice, and System forgets it', () => {
    render(<ThemeChoice />);
    fireEvent.change(themeSelect(), { target: { value: 'dark' } });
    expect(document.documentElement.dataset['theme']).toBe('dark');
    expect(localStorage.getItem('calchub-theme')).toBe('dark');

    fireEvent.change(themeSelect(), { target: { value: 'light' } });
    expect(document.documentElement.dataset['theme']).toBe('light');
    expect(localStorage.getItem('calchub-theme')).toBe('light');

    fireEvent.change(themeSelect(), { target: { value: 'system' } });
    expect(document.documentElement.dataset['theme']).toBe('system');
    expect(localStorage.getItem('calchub-theme')).toBeNull();
  });

  it('still switches the page when storage is refused', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    render(<ThemeChoice />);
    fireEvent.change(themeSelect(), { target: { value: 'dark' } });
    expect(document.documentElement.dataset['theme']).toBe('dark');
    expect(themeSelect().value).toBe('dark');
  });
});
