/** Text with the cursor in it, as a text box holds it. */
export interface EditedText {
  readonly text: string;
  /** Where the cursor stands after the edit (characters before it). */
  readonly cursor: number;
}

/** The part of the text a visitor has selected (`start` equal to `end`: only a cursor). */
export interface Selection {
  readonly start: number;
  readonly end: number;
}

/** A function name and its opening parenthesis, which one press of backspace takes away together ("sin("). */
const FUNCTION_BEFORE_CURSOR = /(?:a?(?:sin|cos|tan)h?|log2|log|ln|sqrt|cbrt|abs|exp|√)\($/i;

/** The selection, kept within the text; the end of the text when the visitor has not placed the cursor yet. */
function within(text: string, selection: Selection | undefined): Selection {
  if (!selection) return { start: text.length, end: text.length };
  const start = Math.min(Math.max(0, selection.start), text.length);
  return { start, end: Math.min(Math.max(start, selection.end), text.length) };
}

/**
 * Types `inserted` where the cursor stands, replacing any selected text, as a keypad key does.
 * @param text - the expression so far
 * @param selection - the visitor's selection, or undefined to type at the end
 * @param inserted - what the key types (`7`, `×`, `sin(`)
 * @returns the new text and the cursor after what was typed
 * @example
 * insertAt('2+3', { start: 1, end: 1 }, '×4'); // { text: '2×4+3', cursor: 3 }
 */
export function insertAt(text: string, selection: Selection | undefined, inserted: string): EditedText {
  const { start, end } = within(text, selection);
  return { text: text.slice(0, start) + inserted + text.slice(end), cursor: start + inserted.length };
}

/**
 * Deletes the selected text, or else what stands just before the cursor: one character, or a whole function name
 * with its parenthesis (`sin(`), as the keypad typed it.
 * @param text - the expression so far
 * @param selection - the visitor's selection, or undefined for the end of the text
 * @returns the new text and the cursor
 * @example
 * deleteBefore('2+sin(', undefined); // { text: '2+', cursor: 2 }
 */
export function deleteBefore(text: string, selection: Selection | undefined): EditedText {
  const { start, end } = within(text, selection);
  if (start !== end) return { text: text.slice(0, start) + text.slice(end), cursor: start };
  const before = text.slice(0, start);
  const width = FUNCTION_BEFORE_CURSOR.exec(before)?.[0].length ?? Math.min(1, start);
  return { text: before.slice(0, start - width) + text.slice(start), cursor: start - width };
}
