import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classicScript } from '../../vite-plugins.mjs';

// What the build ships: the minified script.
const script = classicScript(join(import.meta.dirname, 'stored-theme.js'));

/** Runs the script as the page's head runs it: a classic script, in the document as parsed so far. */
function runScript(): void {
  new Function(script)();
}

describe('stored-theme.js, run before the first paint', () => {
  afterEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset['theme'];
    vi.restoreAllMocks();
  });

  it('leaves the page to the system setting when nothing is stored', () => {
    runScript();
    expect(document.documentElement.dataset['theme']).toBeUndefined();
  });

  it.each(['light', 'dark'])('puts a stored %s theme on <html>', (theme) => {
    localStorage.setItem('calchub-theme', theme);
    runScript();
    expect(document.documentElement.dataset['theme']).toBe(theme);
  });

  it('is a few bytes of plain script, with no module syntax', () => {
    expect(script.length).toBeLessThan(200);
    expect(script).not.toMatch(/\b(import|export)\b/);
    expect(script).toMatch(/^try\{let /);
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
