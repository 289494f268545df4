import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header that carries a request's id: read from a proxy in front (nginx's `$request_id`), always answered. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id a proxy may hand on: at most 64 letters, digits, `.`, `_`, `:` or `-`. Anything else (a header a client
 * wrote to fill the logs or break their lines) is replaced by an id of our own.
 */
const HANDED_ON_ID = /^[\w.:-]{1,64}$/;

/**
 * The id of a request, in its log lines and its `X-Request-Id` answer header: the one the proxy in front gave it
 * when it is a plain token of at most 64 characters, else a new random UUID.
 * @param request - the incoming request
 * @returns the id
 * @example
 * requestIdOf({ headers: { 'x-request-id': 'f3a9c1' } } as IncomingMessage); // 'f3a9c1'
 * requestIdOf({ headers: {} } as IncomingMessage); // '0b7c…' (a random UUID)
 */
export function requestIdOf(request: IncomingMessage): string {
  const handedOn = request.headers[REQUEST_ID_HEADER];
  return typeof handedOn === 'string' && HANDED_ON_ID.test(handedOn) ? handedOn : randomUUID();
}
