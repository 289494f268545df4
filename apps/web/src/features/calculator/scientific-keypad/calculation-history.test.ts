import { afterEach, describe, expect, it, vi } from 'vitest';
import { HISTORY_STORAGE_KEY, MAX_HISTORY_ENTRIES, readHistory, storeHistory, withEntry, type HistoryEntry } from './calculation-history.js';
import { deleteBefore, insertAt } from './expression-editing.js';

const entry = (expression: string, result = '1', angleUnit = '1'): HistoryEntry => ({ expression, angleUnit, result });

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the calculation history', () => {
  it('puts the newest first, moves a repeated expression up, and keeps at most 20', () => {
    let history: HistoryEntry[] = [];
    for (let n = 1; n <= MAX_HISTORY_ENTRIES + 5; n += 1) history = withEntry(history, entry(`${n}+0`, String(n)));
    expect(history).toHaveLength(MAX_HISTORY_ENTRIES);
    expect(history[0]?.expression).toBe('25+0');
    expect(history.at(-1)?.expression).toBe('6+0');
    history = withEntry(history, entry('10+0', '10'));
    expect(history.map((kept) => kept.expression).slice(0, 2)).toEqual(['10+0', '25+0']);
    expect(history.filter((kept) => kept.expression === '10+0')).toHaveLength(1);
    expect(withEntry(history, entry('10+0', '0.17', '2')).filter((kept) => kept.expression === '10+0')).toHaveLength(2);
  });

  it('is kept in this browser and read back, an empty one removing the key', () => {
    storeHistory([entry('sin(30)', '0.5')]);
    expect(JSON.parse(localStorage.getItem(HISTORY_STORAGE_KEY) ?? '')).toEqual([entry('sin(30)', '0.5')]);
    expect(readHistory()).toEqual([entry('sin(30)', '0.5')]);
    storeHistory([]);
    expect(localStorage.getItem(HISTORY_STORAGE_KEY)).toBeNull();
  });

  it('reads nothing from stored text that is not a history, and drops what is not an entry or too long', () => {
    localStorage.setItem(HISTORY_STORAGE_KEY, '{not json');
    expect(readHistory()).toEqual([]);
    localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify({ expression: '1' }));
    expect(readHistory()).toEqual([]);
    localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify([entry('1+1', '2'), { expression: 3 }, entry('9'.repeat(1001)), null]));
    expect(readHistory()).toEqual([entry('1+1', '2')]);
    localStorage.setItem(HISTORY_STORAGE_KEY, JSON.stringify(Array.from({ length: 50 }, (_, n) => entry(String(n)))));
    expect(readHistory()).toHaveLength(MAX_HISTORY_ENTRIES);
  });

  it('goes on without storage where the browser refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => storeHistory([entry('1')])).not.toThrow();
    expect(readHistory()).toEqual([]);
  });
});

describe('editing the expression from the keypad', () => {
  it('types at the cursor, over a selection, or at the end when no cursor was placed', () => {
    expect(insertAt('2+3', { start: 1, end: 1 }, '×4')).toEqual({ text: '2×4+3', cursor: 3 });
    expect(insertAt('2+3', { start: 0, end: 3 }, 'sin(')).toEqual({ text: 'sin(', cursor: 4 });
    expect(insertAt('2+3', undefined, '!')).toEqual({ text: '2+3!', cursor: 4 });
    expect(insertAt('', { start: 5, end: 9 }, '7')).toEqual({ text: '7', cursor: 1 });
  });

  it('deletes the selection, one character, or a whole function name with its parenthesis', () => {
    expect(deleteBefore('2+3', { start: 0, end: 2 })).toEqual({ text: '3', cursor: 0 });
    expect(deleteBefore('2+34', { start: 3, end: 3 })).toEqual({ text: '2+4', cursor: 2 });
    expect(deleteBefore('2+sin(', undefined)).toEqual({ text: '2+', cursor: 2 });
    expect(deleteBefore('log2(8', { start: 5, end: 5 })).toEqual({ text: '8', cursor: 0 });
    expect(deleteBefore('2×√(', undefined)).toEqual({ text: '2×', cursor: 2 });
    expect(deleteBefore('2(', undefined)).toEqual({ text: '2', cursor: 1 });
    expect(deleteBefore('', undefined)).toEqual({ text: '', cursor: 0 });
    expect(deleteBefore('12', { start: 0, end: 0 })).toEqual({ text: '12', cursor: 0 });
  });
});
