import Type, { type Static } from 'typebox';

/**
 * Every 4xx and 5xx answer: a sentence a person can read and, for a bad input, the field it concerns.
 * A 5xx never carries more than a generic message.
 */
export const ErrorResponse = Type.Object(
  {
    message: Type.String(),
    field: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

/** An ISO 8601 date-time string, e.g. `2025-01-31T12:00:00.000Z`. */
export const DateTime = Type.String({ format: 'date-time' });

/** The same, or null when the moment has not happened yet. */
export const NullableDateTime = Type.Union([DateTime, Type.Null()]);

/**
 * `page` (1-based) and `page_size` (1 to `maxPageSize`) of a paged list's query string, with their messages.
 * @param maxPageSize - the largest page allowed
 * @returns the two optional fields
 * @example
 * Type.Object({ ...pagingFields(200) }, { additionalProperties: false });
 */
export function pagingFields(maxPageSize: number) {
  return {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, errorMessage: 'page must be a whole number from 1.' })),
    page_size: Type.Optional(
      Type.Integer({ minimum: 1, maximum: maxPageSize, errorMessage: `page_size must be a whole number from 1 to ${maxPageSize}.` }),
    ),
  };
}

/** Database ids are positive 32-bit integers. */
export const MAX_ID = 2_147_483_647;

/** `:id` in a path. Query strings and params are converted from text before they are checked. */
export const IdParams = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: MAX_ID, errorMessage: 'id must be a positive whole number.' }) },
  { additionalProperties: false },
);
export type IdParams = Static<typeof IdParams>;

/** A request that carries no fields (the state-changing calls that still send `{}` as JSON). */
export const EmptyBody = Type.Object({}, { additionalProperties: false });
export type EmptyBody = Static<typeof EmptyBody>;
