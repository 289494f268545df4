import Type, { type Static } from 'typebox';

/** Inclusive ranges of the editable numeric settings (spec §5). */
export const AI_SETTINGS_RANGES = {
  global_monthly_cap_usd: { min: 1, max: 10_000, integer: false },
  warning_threshold: { min: 50, max: 99, integer: true },
  user_free_quota: { min: 0, max: 100, integer: true },
  max_tokens_per_response: { min: 50, max: 1_000, integer: true },
  max_tokens_per_user_month: { min: 100, max: 10_000, integer: true },
} as const;

function ranged(field: keyof typeof AI_SETTINGS_RANGES) {
  const { min, max, integer } = AI_SETTINGS_RANGES[field];
  const errorMessage = `${field} must be ${integer ? 'a whole number' : 'a number'} from ${min} to ${max}.`;
  return integer ? Type.Integer({ minimum: min, maximum: max, errorMessage }) : Type.Number({ minimum: min, maximum: max, errorMessage });
}

const flag = (field: string) => Type.Boolean({ errorMessage: `${field} must be true or false.` });

const editable = {
  ai_enabled: flag('ai_enabled'),
  global_monthly_cap_usd: ranged('global_monthly_cap_usd'),
  /** Percent of the cap. */
  warning_threshold: ranged('warning_threshold'),
  user_free_quota: ranged('user_free_quota'),
  max_tokens_per_response: ranged('max_tokens_per_response'),
  max_tokens_per_user_month: ranged('max_tokens_per_user_month'),
  premium_bypass: flag('premium_bypass'),
  hard_cutoff: flag('hard_cutoff'),
  ip_tracking: flag('ip_tracking'),
};

const usage = {
  spend_this_month: Type.Number({ minimum: 0 }),
  avg_cost_per_user: Type.Number({ minimum: 0 }),
  total_tokens_used: Type.Integer({ minimum: 0 }),
  total_users_reached_quota: Type.Integer({ minimum: 0 }),
};

/** The settings an operator edits. */
export const AiSettingsUpdate = Type.Object(editable, { additionalProperties: false });
export type AiSettingsUpdate = Static<typeof AiSettingsUpdate>;

/** The settings with this month's usage, which only the server changes (spec §3). */
export const AiSettings = Type.Object({ ...editable, ...usage });
export type AiSettings = Static<typeof AiSettings>;

/**
 * `POST /api/admin/ai-settings`: the full settings object, as `GET` returned it (spec §7). The usage fields may
 * be sent back unchanged; they are ignored, because only the server counts usage.
 */
export const AiSettingsBody = Type.Object(
  {
    ...editable,
    spend_this_month: Type.Optional(Type.Number()),
    avg_cost_per_user: Type.Optional(Type.Number()),
    total_tokens_used: Type.Optional(Type.Number()),
    total_users_reached_quota: Type.Optional(Type.Number()),
  },
  { additionalProperties: false },
);
export type AiSettingsBody = Static<typeof AiSettingsBody>;

/** What a fresh install starts with. */
export const DEFAULT_AI_SETTINGS: AiSettingsUpdate = {
  ai_enabled: true,
  global_monthly_cap_usd: 50,
  warning_threshold: 80,
  user_free_quota: 5,
  max_tokens_per_response: 500,
  max_tokens_per_user_month: 5_000,
  premium_bypass: false,
  hard_cutoff: true,
  ip_tracking: false,
};
