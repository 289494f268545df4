import type { ChangeEvent } from 'react';

/** Where the choice is kept; `src/theme/stored-theme.js` reads the same key before the first paint. */
const STORAGE_KEY = 'calchub-theme';

/** Shows the chosen theme at once (`data-theme="system"` leaves the colours to the device, as no attribute does). */
function choose({ target: { value } }: ChangeEvent<HTMLSelectElement>): void {
  document.documentElement.dataset['theme'] = value;
  try {
    if (value === 'system') localStorage.removeItem(STORAGE_KEY);
    else localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Storage refused (a private window, a blocked site): the theme still applies to this page.
  }
}

/**
 * Selects the theme the page is in: the one `stored-theme.js` put on `<html>`, or System. The page holds the choice
 * rather than React state (the server cannot know it, and the select hydrates as rendered), so that the control
 * costs the JavaScript budget only its markup, this ref and `choose`.
 */
function selectCurrent(select: HTMLSelectElement | null): void {
  if (select) select.value = document.documentElement.dataset['theme'] ?? 'system';
}

/**
 * The site header's theme control (docs/product.md#dark-mode): System, Light or Dark, a labelled native select
 * (keyboard and screen readers know it). A choice is remembered in this browser; System forgets it and follows the
 * device again.
 */
export function ThemeChoice() {
  return (
    <label className="flex shrink-0 items-center gap-2 text-sm text-slate-700">
      Theme
      <select defaultValue="system" ref={selectCurrent} onChange={choose} className="rounded-lg border border-slate-300 bg-white px-2 py-1.5">
        <option value="system">System</option>
        <option value="light">Light</option>
        <option value="dark">Dark</option>
      </select>
    </label>
  );
}
