/** The part of `localStorage` the stores use; injected so tests and the server can supply their own. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Reads a JSON list from storage. A missing key, unreadable storage or broken JSON gives an empty list:
 * storage problems never reach the page.
 */
export function readList<T>(storage: KeyValueStorage | undefined, key: string, isItem: (value: unknown) => value is T): T[] {
  try {
    const text = storage?.getItem(key);
    if (!text) return [];
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter(isItem) : [];
  } catch {
    return [];
  }
}

/** Writes a JSON list; a full or missing storage is ignored (the list simply is not kept). */
export function writeList<T>(storage: KeyValueStorage | undefined, key: string, list: readonly T[]): void {
  try {
    storage?.setItem(key, JSON.stringify(list));
  } catch {
    // Quota exceeded or storage disabled: keeping the list is a convenience, not a requirement.
  }
}

/** `window.localStorage` when the browser allows it, otherwise undefined (private modes can throw on access). */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    // The lib has no DOM types: reach localStorage through globalThis, where browsers put it.
    return (globalThis as { localStorage?: KeyValueStorage }).localStorage;
  } catch {
    return undefined;
  }
}
