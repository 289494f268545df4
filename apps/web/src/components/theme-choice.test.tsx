import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeChoice } from './theme-choice.js';

function radio(name: string): HTMLInputElement {
  return within(screen.getByRole('group', { name: 'Theme' })).getByRole('radio', { name }) as HTMLInputElement;
}

function themeColors(): Record<string, string> {
  return Object.fromEntries([...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => [meta.dataset['scheme'], meta.getAttribute('media')]));
}

describe('ThemeChoice', () => {
  beforeEach(() => {
    document.head.innerHTML = [
      '<meta name="theme-color" content="#1d4ed8" media="(prefers-color-scheme: light)" data-scheme="light">',
      '<meta name="theme-color" content="#0f172a" media="(prefers-color-scheme: dark)" data-scheme="dark">',
    ].join('');
  });
  afterEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset['theme'];
    vi.restoreAllMocks();
  });

  it('renders System on the server, which cannot know the choice', () => {
    localStorage.setItem('calchub-theme', 'dark');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ThemeChoice />);
    expect(container.querySelector<HTMLInputElement>('input[value="system"]')?.defaultChecked).toBe(true);
    expect(container.querySelectorAll('input:checked, input[checked]')).toHaveLength(1);
  });

  it('shows the stored choice once in the browser', () => {
    localStorage.setItem('calchub-theme', 'dark');
    render(<ThemeChoice />);
    expect(radio('Dark').checked).toBe(true);
    expect(radio('System').checked).toBe(false);
  });

  it('applies and remembers a choice, and System forgets it', () => {
    render(<ThemeChoice />);
    expect(radio('System').checked).toBe(true);

    fireEvent.click(radio('Dark'));
    expect(document.documentElement.dataset['theme']).toBe('dark');
    expect(localStorage.getItem('calchub-theme')).toBe('dark');
    expect(themeColors()).toEqual({ light: 'not all', dark: 'all' });

    fireEvent.click(radio('Light'));
    expect(document.documentElement.dataset['theme']).toBe('light');
    expect(localStorage.getItem('calchub-theme')).toBe('light');
    expect(themeColors()).toEqual({ light: 'all', dark: 'not all' });

    fireEvent.click(radio('System'));
    expect(document.documentElement.dataset['theme']).toBeUndefined();
    expect(localStorage.getItem('calchub-theme')).toBeNull();
    expect(themeColors()).toEqual({ light: '(prefers-color-scheme: light)', dark: '(prefers-color-scheme: dark)' });
  });

  it('still switches the page when storage is refused', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    render(<ThemeChoice />);
    fireEvent.click(radio('Dark'));
    expect(document.documentElement.dataset['theme']).toBe('dark');
    expect(radio('Dark').checked).toBe(true);
  });

  it('follows a choice made in another tab', () => {
    render(<ThemeChoice />);
    localStorage.setItem('calchub-theme', 'light');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'calchub-theme', newValue: 'light' }));
    });
    expect(radio('Light').checked).toBe(true);
    expect(document.documentElement.dataset['theme']).toBe('light');
  });
});
