/**
 * A query is read up to this many characters: the longest calculator name is under half of it, and a fuzzy search's
 * work grows with the text, which anyone can send in an address (`/search?q=`, rendered on the server).
 */
export const MAX_QUERY_LENGTH = 100;

/**
 * The text a query searches for: without the spaces around it, at most {@link MAX_QUERY_LENGTH} characters.
 * @param query - what the visitor typed
 * @returns the text searched for, and the one a results page names
 * @example
 * searchQueryText('  loan  '); // 'loan'
 */
export function searchQueryText(query: string): string {
  // Cut between the two halves of a character (an emoji), the text would end in half of one: drop it.
  return query.trim().slice(0, MAX_QUERY_LENGTH).replace(/[\uD800-\uDBFF]$/, '').trim();
}
