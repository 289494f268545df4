import Type, { type Static } from 'typebox';
import { DateTime, NullableDateTime } from './common.js';
import { TemplateReason } from './explain.js';

/** Most answers `GET /api/admin/ai-answers` returns at once, and the default. */
export const AI_ANSWERS_LIMIT_MAX = 500;
export const AI_ANSWERS_LIMIT_DEFAULT = 100;

/** `?limit=1..500&source=ai|template|all`: newest first; source defaults to `all`. */
export const AiAnswerListQuery = Type.Object(
  {
    limit: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: AI_ANSWERS_LIMIT_MAX,
        errorMessage: `limit must be a whole number from 1 to ${AI_ANSWERS_LIMIT_MAX}.`,
      }),
    ),
    source: Type.Optional(
      Type.Union([Type.Literal('ai'), Type.Literal('template'), Type.Literal('all')], {
        errorMessage: 'source must be one of ai, template or all.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type AiAnswerListQuery = Static<typeof AiAnswerListQuery>;

/**
 * One explanation the site gave (or, for `unverified`, the model's answer it refused to show): the calculator, who
 * wrote what the visitor saw, why the computed insights answered, the tokens and cost of the provider call (0 when
 * none was made, as for a cached answer), and for a refused answer the first number that could not be traced to
 * the facts.
 */
export const AiAnswer = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  source: Type.Union([Type.Literal('ai'), Type.Literal('template')]),
  reason: Type.Union([TemplateReason, Type.Null()]),
  /** The model's text (also when refused), or the computed insights' text. */
  text: Type.String(),
  /** The number of a refused answer that matched no fact, as the model wrote it. */
  unverified_number: Type.Union([Type.String(), Type.Null()]),
  cached: Type.Boolean(),
  input_tokens: Type.Integer({ minimum: 0 }),
  output_tokens: Type.Integer({ minimum: 0 }),
  cost_usd: Type.Number({ minimum: 0 }),
  created_at: DateTime,
});
export type AiAnswer = Static<typeof AiAnswer>;
export const AiAnswerList = Type.Array(AiAnswer);
export type AiAnswerList = Static<typeof AiAnswerList>;

/** Longest label of a premium code (who or what it is for). */
export const PREMIUM_LABEL_MAX_LENGTH = 80;
/** Longest validity of a premium code, in days. */
export const PREMIUM_VALID_DAYS_MAX = 366;

/** Most visitors one premium code can make premium. */
export const PREMIUM_VISITORS_MAX = 10_000;
/** Visitors a premium code admits when its creator does not say: one person on a few browsers or devices. */
export const PREMIUM_VISITORS_DEFAULT = 5;

/**
 * `POST /api/admin/premium-codes`: who the code is for, for how many days from now it can be used, and how many
 * visitors may redeem it (a code passed around beyond them is refused, so that it cannot spend the budget).
 */
export const PremiumCodeCreateBody = Type.Object(
  {
    label: Type.String({
      minLength: 1,
      maxLength: PREMIUM_LABEL_MAX_LENGTH,
      errorMessage: `label must say who the code is for (1 to ${PREMIUM_LABEL_MAX_LENGTH} characters).`,
    }),
    valid_days: Type.Integer({
      minimum: 1,
      maximum: PREMIUM_VALID_DAYS_MAX,
      errorMessage: `valid_days must be a whole number of days from 1 to ${PREMIUM_VALID_DAYS_MAX}.`,
    }),
    max_visitors: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: PREMIUM_VISITORS_MAX,
        errorMessage: `max_visitors must be a whole number of visitors from 1 to ${PREMIUM_VISITORS_MAX} (${PREMIUM_VISITORS_DEFAULT} when left out).`,
      }),
    ),
  },
  { additionalProperties: false },
);
export type PremiumCodeCreateBody = Static<typeof PremiumCodeCreateBody>;

/** A premium code as the admin lists it: never the code itself (only its hash is kept). */
export const PremiumCode = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  created_at: DateTime,
  expires_at: DateTime,
  revoked_at: NullableDateTime,
  /** Visitors who redeemed it. */
  visitors: Type.Integer({ minimum: 0 }),
  /** Visitors it admits; a further one is refused. */
  max_visitors: Type.Integer({ minimum: 1 }),
});
export type PremiumCode = Static<typeof PremiumCode>;
export const PremiumCodeList = Type.Array(PremiumCode);
export type PremiumCodeList = Static<typeof PremiumCodeList>;

/** The answer to creating a premium code: the code, shown this once, and the listed code. */
export const PremiumCodeCreated = Type.Object({ code: Type.String(), premium_code: PremiumCode });
export type PremiumCodeCreated = Static<typeof PremiumCodeCreated>;
