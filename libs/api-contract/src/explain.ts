import Type, { type Static } from 'typebox';
import { DateTime } from './common.js';

/**
 * Why the computed insights answered instead of a language model: AI switched off by the operator, no provider
 * configured on the server, the visitor's quota or the monthly budget used up, the provider failing, or its answer
 * holding a number the computation does not give (docs/product.md#ai-explanations).
 */
export const TEMPLATE_REASONS = ['ai_disabled', 'not_configured', 'quota', 'budget', 'provider_error', 'unverified'] as const;
export type TemplateReason = (typeof TEMPLATE_REASONS)[number];
export const TemplateReason = Type.Union([
  Type.Literal('ai_disabled'),
  Type.Literal('not_configured'),
  Type.Literal('quota'),
  Type.Literal('budget'),
  Type.Literal('provider_error'),
  Type.Literal('unverified'),
]);

/** Longest slug accepted; the longest calculator slug is far shorter, and an unknown one is echoed in the message. */
export const EXPLAIN_SLUG_MAX_LENGTH = 60;
/** Most inputs in one request: the largest calculator has 13, plus `units` and a height in feet and inches. */
export const EXPLAIN_INPUTS_MAX = 40;
/** Longest text of one input: a number as typed ("1,000,000.00") or a date (YYYY-MM-DD), with room to spare. */
export const EXPLAIN_INPUT_MAX_LENGTH = 50;

/**
 * A calculator's inputs as the page's address carries them: numbers or text, by input name (`units: "us"` for US
 * units, a height as `heightFeet` and `heightInches`). Explanations and the public calculation API read them alike.
 */
export const CalculatorInputs = Type.Record(
  Type.String(),
  Type.Union([Type.Number(), Type.String({ maxLength: EXPLAIN_INPUT_MAX_LENGTH })], {
    errorMessage: `An input must be a number, or text of at most ${EXPLAIN_INPUT_MAX_LENGTH} characters.`,
  }),
  {
    maxProperties: EXPLAIN_INPUTS_MAX,
    errorMessage: `inputs must be an object of at most ${EXPLAIN_INPUTS_MAX} inputs, by name, like { "loanAmount": 10000 }.`,
  },
);

/**
 * `POST /api/explain`: a calculator's slug and its inputs as the page's address carries them (numbers or text, by
 * input name; `units: "us"` for US units, a height as `heightFeet` and `heightInches`). Never a result: the server
 * computes it.
 */
export const ExplainBody = Type.Object(
  {
    slug: Type.String({
      minLength: 1,
      maxLength: EXPLAIN_SLUG_MAX_LENGTH,
      errorMessage: `slug must be a calculator's slug (1 to ${EXPLAIN_SLUG_MAX_LENGTH} characters), like "loan".`,
    }),
    inputs: CalculatorInputs,
  },
  { additionalProperties: false },
);
export type ExplainBody = Static<typeof ExplainBody>;

/**
 * The answer to `POST /api/explain`: `text` to show, which `source` wrote it and, when the computed insights
 * answered (`source: "template"`), the `reason`. `assessment` and `whatIfs` are the computed insights' parts (the
 * catalogue's assessment, then what-ifs worked out with the engine); `text` is them joined, one per line, when they
 * answered.
 */
export const Explanation = Type.Object({
  text: Type.String(),
  source: Type.Union([Type.Literal('ai'), Type.Literal('template')]),
  reason: Type.Optional(TemplateReason),
  assessment: Type.String(),
  whatIfs: Type.Array(Type.String()),
  /** AI explanations left in this visitor's free quota after this answer, where a quota applies. */
  remaining: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type Explanation = Static<typeof Explanation>;

/**
 * `GET /api/explain/availability`: whether a visitor asking now would get an AI explanation; if not, why, and
 * `remaining` AI explanations of the visitor's quota where one applies.
 */
export const ExplainAvailability = Type.Object({
  ai: Type.Boolean(),
  reason: Type.Optional(TemplateReason),
  remaining: Type.Optional(Type.Integer({ minimum: 0 })),
  /** True when this visitor redeemed a premium code that has not expired or been revoked. */
  premium: Type.Optional(Type.Boolean()),
});
export type ExplainAvailability = Static<typeof ExplainAvailability>;

/** Longest premium code accepted; codes the admin creates are far shorter. */
export const PREMIUM_CODE_MAX_LENGTH = 100;

/** `POST /api/explain/premium`: a premium code an operator gave the visitor, as typed. */
export const PremiumCodeBody = Type.Object(
  {
    code: Type.String({
      minLength: 1,
      maxLength: PREMIUM_CODE_MAX_LENGTH,
      errorMessage: `code must be the premium code you were given (1 to ${PREMIUM_CODE_MAX_LENGTH} characters).`,
    }),
  },
  { additionalProperties: false },
);
export type PremiumCodeBody = Static<typeof PremiumCodeBody>;

/** The message of the 400 answered for a premium code that is unknown, expired or revoked (`field: "code"`). */
export const INVALID_PREMIUM_CODE_MESSAGE = 'This premium code is not valid: it may be mistyped, expired or revoked.';
/** The answer to a code that already made as many visitors premium as it admits. */
export const PREMIUM_CODE_FULL_MESSAGE = 'This premium code has been redeemed by as many visitors as it allows.';

/** The answer to a redeemed premium code: this visitor is premium until `expires_at`. */
export const PremiumStatus = Type.Object({ premium: Type.Literal(true), expires_at: DateTime });
export type PremiumStatus = Static<typeof PremiumStatus>;
