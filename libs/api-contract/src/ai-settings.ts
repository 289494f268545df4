import Type, { type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { AI_NUMBER_SETTINGS, AI_TOGGLE_SETTINGS, type AiNumberSettingKey, type AiToggleSettingKey } from './ai-setting-definitions.js';
import { validationProblem, type SchemaError, type ValidationProblem } from './validation-message.js';

function ranged(key: AiNumberSettingKey) {
  const { min, max, integer, help, message } = AI_NUMBER_SETTINGS[key];
  const options = { minimum: min, maximum: max, description: help, errorMessage: message };
  return integer ? Type.Integer(options) : Type.Number(options);
}

function flag(key: AiToggleSettingKey) {
  const { help, message } = AI_TOGGLE_SETTINGS[key];
  return Type.Boolean({ description: help, errorMessage: message });
}

const editable = {
  ai_enabled: flag('ai_enabled'),
  global_monthly_cap_usd: ranged('global_monthly_cap_usd'),
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

/** The settings with this month's usage, which only the server changes. */
export const AiSettings = Type.Object({ ...editable, ...usage });
export type AiSettings = Static<typeof AiSettings>;

/**
 * `POST /api/admin/ai-settings`: the full settings object, as `GET` returned it. The usage fields may
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

// Compiled on first use: the api never calls this, so its start does not pay for a second compilation.
let checkBody: ReturnType<typeof Compile<typeof AiSettingsBody>> | undefined;

/**
 * What the api answers to a settings body, without the api: the first problem as its 400 would state it, or
 * undefined when the body would be saved. For callers that stand in for the api (the admin's tests).
 * @param body - a `POST /api/admin/ai-settings` body
 * @returns `{ message, field }` as in the api's 400, or undefined
 * @example
 * aiSettingsBodyProblem({ ...DEFAULT_AI_SETTINGS, user_free_quota: 101 });
 * // { message: 'Free AI explanations per user must be a whole number from 0 to 100.', field: 'user_free_quota' }
 */
export function aiSettingsBodyProblem(body: unknown): ValidationProblem | undefined {
  checkBody ??= Compile(AiSettingsBody);
  if (checkBody.Check(body)) return undefined;
  return validationProblem([...checkBody.Errors(body)] as unknown as SchemaError[], AiSettingsBody, 'body');
}
