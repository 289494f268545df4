import fp from 'fastify-plugin';
import { HttpError } from '../../http-error.js';

const NUL = '\u0000';

/**
 * The first place in a parsed JSON value (or query) where a string or a key holds a NUL character, as a dotted
 * path (`items.0.name`), or undefined when there is none. PostgreSQL text cannot hold NUL (U+0000): storing one
 * fails the whole statement, so it is refused as bad input before it reaches a handler.
 * @param value - a parsed body, query or params object
 * @returns the path of the offending field (`''` for a bare string), or undefined
 * @example
 * fieldWithNul({ name: 'Ada', message: 'Hi\u0000' }); // 'message'
 * fieldWithNul({ items: [{ name: 'ok' }] }); // undefined
 */
function fieldWithNul(value: unknown): string | undefined {
  // Breadth-first over a queue rather than recursion, so that a deeply nested body cannot exhaust the call stack;
  // each entry points at its parent, so that no path is built unless a NUL is found.
  const queue: Array<{ value: unknown; key: string; parent: number }> = [{ value, key: '', parent: -1 }];
  const pathOf = (index: number, last?: string): string => {
    const keys = last === undefined ? [] : [last];
    for (let at = index; at > 0; at = (queue[at] as { parent: number }).parent) keys.unshift((queue[at] as { key: string }).key);
    return keys.join('.');
  };
  for (let next = 0; next < queue.length; next += 1) {
    const current = (queue[next] as { value: unknown }).value;
    if (typeof current === 'string') {
      if (current.includes(NUL)) return pathOf(next);
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        if (key.includes(NUL)) return pathOf(next, key);
        queue.push({ value: child, key, parent: next });
      }
    }
  }
  return undefined;
}

/**
 * Refuses a body, query or parameter holding a NUL character with 400 naming the field, on every route, before
 * schema validation: such text could never be stored, and would otherwise fail as a 500 in the database.
 */
export default fp(
  async (fastify) => {
    fastify.addHook('preValidation', async (request) => {
      for (const part of [request.body, request.query, request.params]) {
        const field = fieldWithNul(part);
        if (field === undefined) continue;
        if (field === '') throw new HttpError(400, 'The request contains a NUL character (U+0000), which cannot be stored.');
        throw new HttpError(400, `${field} contains a NUL character (U+0000), which cannot be stored.`, field);
      }
    });
  },
  { name: 'text-guard', dependencies: ['errors'] },
);
