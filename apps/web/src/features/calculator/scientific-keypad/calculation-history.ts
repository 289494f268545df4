/** One computed expression, as the history lists it and gives it back. */
export interface HistoryEntry {
  readonly expression: string;
  /** The angle unit it was computed in, as the form holds it (`1` degrees, `2` radians). */
  readonly angleUnit: string;
  /** The result as the page showed it. */
  readonly result: string;
}

/** Where this browser keeps the visitor's last results. */
export const HISTORY_STORAGE_KEY = 'calchub-scientific-history';

/** Most results kept: the last twenty, newest first. */
export const MAX_HISTORY_ENTRIES = 20;

/** Longest expression or result kept, as the engine's field takes it: a stored list stays small whatever it holds. */
const MAX_TEXT_LENGTH = 1000;

function isEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { expression, angleUnit, result } = value as Record<string, unknown>;
  return [expression, angleUnit, result].every((text) => typeof text === 'string' && text.length <= MAX_TEXT_LENGTH);
}

/**
 * The history as this browser keeps it: newest first, at most {@link MAX_HISTORY_ENTRIES}; nothing when nothing is
 * kept, the stored text is not a history, or storage is refused (a sandboxed frame).
 * @returns the entries
 * @example
 * readHistory(); // [{ expression: 'sin(30)', angleUnit: '1', result: '0.5' }]
 */
export function readHistory(): HistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(HISTORY_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, MAX_HISTORY_ENTRIES) : [];
  } catch {
    return [];
  }
}

/**
 * The history with `entry` first: an earlier entry of the same expression and angle unit moves up rather than
 * repeating, and the oldest beyond {@link MAX_HISTORY_ENTRIES} drop off.
 * @param history - the entries, newest first
 * @param entry - the result just computed
 * @returns the new history, newest first
 * @example
 * withEntry([{ expression: '1+1', angleUnit: '1', result: '2' }], { expression: '2^3', angleUnit: '1', result: '8' })
 *   .map((kept) => kept.expression); // ['2^3', '1+1']
 */
export function withEntry(history: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  const others = history.filter((kept) => kept.expression !== entry.expression || kept.angleUnit !== entry.angleUnit);
  return [entry, ...others].slice(0, MAX_HISTORY_ENTRIES);
}

/**
 * Keeps the history in this browser (an empty one removes the key); storage refused leaves the page's list as it is.
 * @param history - the entries, newest first
 */
export function storeHistory(history: readonly HistoryEntry[]): void {
  try {
    if (history.length === 0) localStorage.removeItem(HISTORY_STORAGE_KEY);
    else localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(history));
  } catch {
    // Not kept in this browser; the page still lists the entries until it is left.
  }
}
