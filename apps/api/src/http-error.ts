/**
 * An answer other than success that the caller can act on: a 4xx with a readable message and, for a bad input,
 * the field. The error handler sends `{ message, field? }` with `statusCode`.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The only text a 5xx ever carries. */
export const GENERIC_SERVER_ERROR = 'Something went wrong on our side. Please try again in a moment.';
