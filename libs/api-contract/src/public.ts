import Type, { type Static } from 'typebox';
import { DateTime } from './common.js';
import { CONTACT_EMAIL_PATTERN, CONTACT_LIMITS } from './contact.js';
import { LIST_LIMIT_MAX } from './review.js';

/** `GET /api/health`. */
export const Health = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  version: Type.String(),
  database: Type.Object({
    ok: Type.Boolean(),
    driver: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  }),
});
export type Health = Static<typeof Health>;

/** `GET /api/health/live`: the process answers. */
export const Liveness = Type.Object({ status: Type.Literal('ok') });
export type Liveness = Static<typeof Liveness>;

/** `GET /api/health/ready` (200 or 503): whether this process should be sent visitors, and if not, why. */
export const Readiness = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not_ready')]),
  database: Type.Boolean(),
  site: Type.Boolean(),
  problems: Type.Array(Type.String()),
});
export type Readiness = Static<typeof Readiness>;

export const SEARCH_QUERY_MAX_LENGTH = 200;
export const PAGE_PATH_MAX_LENGTH = 500;

/** `POST /api/search-misses`: a search that found no calculator. No user agent is sent or stored. */
export const SearchMissBody = Type.Object(
  {
    query: Type.String({
      minLength: 1,
      maxLength: SEARCH_QUERY_MAX_LENGTH,
      pattern: '\\S',
      errorMessage: `query must be 1 to ${SEARCH_QUERY_MAX_LENGTH} characters and not only spaces.`,
    }),
    page: Type.String({
      minLength: 1,
      maxLength: PAGE_PATH_MAX_LENGTH,
      // A path on this site: one leading slash (not `//host`), no spaces.
      pattern: '^/(?!/)\\S*$',
      errorMessage: 'page must be a path on this site, starting with /.',
    }),
  },
  { additionalProperties: false },
);
export type SearchMissBody = Static<typeof SearchMissBody>;

/**
 * `POST /api/search-finds`: a search on the site that found a calculator, and the calculator page it led to. Only the
 * query and the page are sent; the server counts them by month, with nothing about who searched.
 */
export const SearchFindBody = Type.Object(
  {
    query: SearchMissBody.properties.query,
    path: Type.String({
      minLength: 1,
      maxLength: PAGE_PATH_MAX_LENGTH,
      pattern: '^/calculator/[a-z0-9]+(?:-[a-z0-9]+)*$',
      errorMessage: 'path must be a calculator page on this site, like /calculator/loan.',
    }),
  },
  { additionalProperties: false },
);
export type SearchFindBody = Static<typeof SearchFindBody>;

/** `POST /api/contact`. The messages match the contact form's own (apps/web). */
export const ContactBody = Type.Object(
  {
    name: Type.String({
      minLength: 1,
      maxLength: CONTACT_LIMITS.name,
      pattern: '\\S',
      errorMessage: 'Please enter your name (at most 100 characters).',
    }),
    email: Type.String({
      maxLength: CONTACT_LIMITS.email,
      pattern: CONTACT_EMAIL_PATTERN,
      errorMessage: 'Please enter a valid email address, like name@example.com.',
    }),
    message: Type.String({
      minLength: CONTACT_LIMITS.messageMin,
      maxLength: CONTACT_LIMITS.messageMax,
      pattern: '\\S',
      errorMessage: 'Please write a message of 10 to 5,000 characters.',
    }),
  },
  { additionalProperties: false },
);
export type ContactBody = Static<typeof ContactBody>;

/** The answer to a stored contact message. */
export const ContactAccepted = Type.Object({ message: Type.String() });
export type ContactAccepted = Static<typeof ContactAccepted>;
export const CONTACT_THANKS = 'Thank you! Your message has been sent.';

/** A contact message as the admin lists it. */
export const ContactMessage = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  message: Type.String(),
  created_at: DateTime,
});
export type ContactMessage = Static<typeof ContactMessage>;
export const ContactMessageList = Type.Array(ContactMessage);
export type ContactMessageList = Static<typeof ContactMessageList>;

/** `?limit=1..500`, newest first. */
export const ContactMessageQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: LIST_LIMIT_MAX, errorMessage: `limit must be a whole number from 1 to ${LIST_LIMIT_MAX}.` }),
    ),
  },
  { additionalProperties: false },
);
export type ContactMessageQuery = Static<typeof ContactMessageQuery>;
