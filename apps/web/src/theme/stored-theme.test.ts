import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const script = readFileSync(join(import.meta.dirname, 'stored-theme.js'), 'utf8');

/** Runs the script as the page's head runs it: a classic script, in the document as parsed so far. */
function runScript(): void {
  new Function(script)();
}

function themeColors(): Record<string, string> {
  return Object.fromEntries([...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => [meta.dataset['scheme'], meta.getAttribute('media')]));
}

describe('stored-theme.js, run before the first paint', () => {
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

  it('leaves the page to the system setting when nothing is stored', () => {
    runScript();
    expect(document.documentElement.dataset['theme']).toBeUndefined();
    expect(themeColors()).toEqual({ light: '(prefers-color-scheme: light)', dark: '(prefers-color-scheme: dark)' });
  });

  it.each(['light', 'dark'])('puts a stored %s theme on <html> and gives the browser bar its colour', (theme) => {
    localStorage.setItem('calchub-theme', theme);
    runScript();
    expect(document.documentElement.dataset['theme']).toBe(theme);
    expect(themeColors()).toEqual(theme === 'dark' ? { light: 'not all', dark: 'all' } : { light: 'all', dark: 'not all' });
  });

  it('ignores a stored value that is not a theme', () => {
    localStorage.setItem('calchub-theme', 'sepia');
    runScript();
    expect(document.documentElement.dataset['theme']).toBeUndefined();
  });

  it('does not stop the page when storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(runScript).not.toThrow();
    expect(document.documentElement.dataset['theme']).toBeUndefined();
  });
});
