import Type, { type Static } from 'typebox';
import { NullableDateTime } from './common.js';

/** The answer to a wrong key, word for word what the login form shows. */
export const INVALID_ADMIN_KEY_MESSAGE = 'Invalid admin key. Please try again.';

/** Longest key the login accepts; a generated key has 43 characters. */
export const ADMIN_KEY_MAX_LENGTH = 256;

/** `POST /api/admin/login`. */
export const LoginBody = Type.Object(
  {
    key: Type.String({
      minLength: 1,
      maxLength: ADMIN_KEY_MAX_LENGTH,
      errorMessage: {
        minLength: 'Please enter the admin key.',
        maxLength: `That is not an admin key: a key has at most ${ADMIN_KEY_MAX_LENGTH} characters.`,
      },
    }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

/** Whether the request carries a live admin session, and until when it lasts if left idle. */
export const SessionStatus = Type.Object({
  authenticated: Type.Boolean(),
  /** The earlier of the idle expiry (30 minutes after the last request) and the absolute one (12 hours). */
  expires_at: NullableDateTime,
});
export type SessionStatus = Static<typeof SessionStatus>;
