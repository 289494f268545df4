import Type, { type Static } from 'typebox';
import { DateTime, NullableDateTime } from './common.js';

/** Review state of an SEO proposal or a calculator request: only `pending` can change, once. */
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ReviewStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The two decisions an operator takes on a pending item. */
export const ReviewDecision = Type.Union([Type.Literal('approved'), Type.Literal('rejected')], {
  errorMessage: "status must be 'approved' or 'rejected'.",
});
export type ReviewDecision = Static<typeof ReviewDecision>;

/** `PUT /api/admin/{seo|calculators}/{id}/status`. */
export const StatusChangeBody = Type.Object({ status: ReviewDecision }, { additionalProperties: false });
export type StatusChangeBody = Static<typeof StatusChangeBody>;

/** What a review list shows: one status, or every item. */
export const StatusFilter = Type.Union(
  [Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected'), Type.Literal('all')],
  { errorMessage: 'status must be one of pending, approved, rejected or all.' },
);
export type StatusFilter = Static<typeof StatusFilter>;

/** Most items a list returns at once, and the default. */
export const LIST_LIMIT_MAX = 500;
export const LIST_LIMIT_DEFAULT = 100;

/** `?status=pending|approved|rejected|all&limit=1..500`; newest first; status defaults to `all`. */
export const ReviewListQuery = Type.Object(
  {
    status: Type.Optional(StatusFilter),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: LIST_LIMIT_MAX, errorMessage: `limit must be a whole number from 1 to ${LIST_LIMIT_MAX}.` }),
    ),
  },
  { additionalProperties: false },
);
export type ReviewListQuery = Static<typeof ReviewListQuery>;

export const SeoPriority = Type.Union([Type.Literal('high'), Type.Literal('medium'), Type.Literal('low')]);
export type SeoPriority = Static<typeof SeoPriority>;

/** An SEO proposal made by the SEO Agent, plus when it was decided. */
export const SeoProposal = Type.Object({
  id: Type.Integer(),
  keyword: Type.String(),
  priority: SeoPriority,
  status: ReviewStatus,
  title: Type.String(),
  meta_description: Type.String(),
  /** 0 to 1. */
  confidence_score: Type.Number(),
  /** Searches a month observed for the keyword; null when there is no search data behind the proposal. */
  estimated_traffic: Type.Union([Type.Integer(), Type.Null()]),
  /** The page the proposal changes once approved (`/calculator/loan`); null when it names none. */
  path: Type.Union([Type.String(), Type.Null()]),
  /** Why it was proposed: the searches behind it, or "No search data yet: …". */
  evidence: Type.String(),
  created_at: DateTime,
  decided_at: NullableDateTime,
  /** When an approved proposal stopped applying: reverted by an operator, or replaced by a later approval for its page. */
  reverted_at: NullableDateTime,
});
export type SeoProposal = Static<typeof SeoProposal>;
export const SeoProposalList = Type.Array(SeoProposal);
export type SeoProposalList = Static<typeof SeoProposalList>;

/** One input of a drafted calculator: its name in the formula, label, unit ("" for none), range and default. */
const DraftInput = Type.Object({
  name: Type.String(),
  label: Type.String(),
  unit: Type.String(),
  min: Type.Number(),
  max: Type.Number(),
  default: Type.Number(),
});

/** A worked example of a draft: the inputs, the result the model stated, and what the formula computes (null: it does not). */
const DraftExample = Type.Object({
  inputs: Type.Record(Type.String(), Type.Number()),
  expected: Type.Number(),
  computed: Type.Union([Type.Number(), Type.Null()]),
});

/** The calculator a draft describes, as the model wrote it (after the shape check). */
const DraftedCalculator = Type.Object({
  title: Type.String(),
  slug: Type.String(),
  category: Type.String(),
  inputs: Type.Array(DraftInput),
  /** An expression of the formula language (numbers, inputs, + - * / ^, a few functions). */
  formula: Type.String(),
  output_unit: Type.String(),
  examples: Type.Array(DraftExample),
});

/** The Calculator Agent's draft of an approved request, for review; nothing in it is published. */
export const CalculatorDraft = Type.Object({
  /** True only when the formula parses and both examples compute to their stated results. */
  valid: Type.Boolean(),
  /** Why it is invalid, in words; empty when valid. */
  problems: Type.Array(Type.String()),
  /** Null when the model's answer was not shaped like a draft (see `answer`). */
  calculator: Type.Union([DraftedCalculator, Type.Null()]),
  /** What the model answered, as it wrote it. */
  answer: Type.String(),
  model: Type.String(),
  cost_usd: Type.Number(),
  created_at: DateTime,
});
export type CalculatorDraft = Static<typeof CalculatorDraft>;

/** A request for a new calculator, made by the Runtime or Calculator Agent, plus when it was decided. */
export const CalculatorRequest = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category: Type.String(),
  status: ReviewStatus,
  formula: Type.String(),
  disclaimer: Type.String(),
  /** 0 to 1. */
  confidence_score: Type.Number(),
  created_at: DateTime,
  decided_at: NullableDateTime,
  /** Site searches behind the request (the Runtime Agent's evidence); 0 for requests made otherwise. */
  search_count: Type.Integer(),
  /** Distinct days (UTC) those searches came on. */
  distinct_days: Type.Integer(),
  /** Some of the searches as visitors typed them. */
  sample_queries: Type.Array(Type.String()),
  /** The Calculator Agent's draft, once it wrote one (approved requests only). */
  draft: Type.Union([CalculatorDraft, Type.Null()]),
});
export type CalculatorRequest = Static<typeof CalculatorRequest>;
export const CalculatorRequestList = Type.Array(CalculatorRequest);
export type CalculatorRequestList = Static<typeof CalculatorRequestList>;

const Counts = Type.Object({ pending: Type.Integer(), approved: Type.Integer() });

/** The dashboard's four cards: SEO proposals and calculator requests (pending, approved), active agents, approved today. */
export const AdminStats = Type.Object({
  seo_proposals: Counts,
  calculator_requests: Counts,
  /** Agents whose config is enabled or missing (a missing config counts as enabled). */
  active_agents: Type.Integer(),
  /** SEO proposals plus calculator requests approved since midnight UTC. */
  approved_today: Type.Integer(),
});
export type AdminStats = Static<typeof AdminStats>;
