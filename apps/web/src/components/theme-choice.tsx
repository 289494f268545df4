import { useEffect, useState } from 'react';

type Theme = 'system' | 'light' | 'dark';

/** Where the choice is kept; `src/theme/stored-theme.js` reads the same key before the first paint. */
const STORAGE_KEY = 'calchub-theme';
const THEMES = [['system', 'System'], ['light', 'Light'], ['dark', 'Dark']] as const;

function storedTheme(): Theme {
  try {
    const theme = localStorage.getItem(STORAGE_KEY);
    return theme === 'light' || theme === 'dark' ? theme : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Shows a theme on the page as `stored-theme.js` does at load: `data-theme` on `<html>` (none follows the system
 * setting) and the browser bar's colour, the `theme-color` meta of that theme.
 */
function showTheme(theme: Theme): void {
  const root = document.documentElement;
  if (theme === 'system') delete root.dataset['theme'];
  else root.dataset['theme'] = theme;
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const scheme = meta.dataset['scheme'];
    meta.setAttribute('media', theme === 'system' ? `(prefers-color-scheme: ${scheme})` : scheme === theme ? 'all' : 'not all');
  }
}

/**
 * The site header's theme control (docs/product.md#dark-mode): System, Light or Dark as a radio group. A choice is
 * remembered in this browser; System forgets it and follows the device again. Rendered as System on the server
 * (it cannot know the choice), then shows the stored one; the page itself is already in the right theme by then.
 */
export function ThemeChoice() {
  const [theme, setTheme] = useState<Theme>('system');
  useEffect(() => {
    setTheme(storedTheme());
    // A choice made in another tab applies here too.
    const follow = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEY && event.key !== null) return;
      const stored = storedTheme();
      showTheme(stored);
      setTheme(stored);
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);

  function choose(next: Theme) {
    setTheme(next);
    showTheme(next);
    try {
      if (next === 'system') localStorage.removeItem(STORAGE_KEY);
      else localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage refused (a private window, a blocked site): the theme still applies to this page.
    }
  }

  return (
    <fieldset className="ml-auto flex shrink-0 rounded-lg border border-slate-300 p-0.5 text-sm">
      <legend className="sr-only">Theme</legend>
      {THEMES.map(([value, label]) => (
        <label key={value} className="cursor-pointer rounded-md px-2 py-1 text-slate-700 has-[:checked]:bg-blue-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-700">
          <input type="radio" name="theme" value={value} className="sr-only" checked={theme === value} onChange={() => choose(value)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
