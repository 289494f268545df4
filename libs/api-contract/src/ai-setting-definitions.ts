// No schema library here: the admin's browser bundle imports these definitions, and they must not pull TypeBox in.

/** The numeric AI settings an operator edits. */
export type AiNumberSettingKey =
  | 'global_monthly_cap_usd'
  | 'warning_threshold'
  | 'user_free_quota'
  | 'max_tokens_per_response'
  | 'max_tokens_per_user_month';

/** The on/off AI settings an operator edits. */
export type AiToggleSettingKey = 'ai_enabled' | 'premium_bypass' | 'hard_cutoff' | 'ip_tracking';

/**
 * Everything about one numeric setting that the request schema, the database CHECK, the admin form and its
 * validation agree on.
 */
export interface AiNumberSettingDefinition {
  readonly key: AiNumberSettingKey;
  /** The form's label, unit included. */
  readonly label: string;
  /** What the number counts, shown under the field. */
  readonly help: string;
  /** Inclusive. */
  readonly min: number;
  /** Inclusive. */
  readonly max: number;
  /** Whole numbers only (counts and token limits); the cap may have cents. */
  readonly integer: boolean;
  /** The one message for any refused value, from the api's 400 and from the form alike. */
  readonly message: string;
}

/** Everything about one on/off setting. */
export interface AiToggleSettingDefinition {
  readonly key: AiToggleSettingKey;
  readonly label: string;
  readonly help: string;
  /** The api's message for a value that is not a boolean. */
  readonly message: string;
}

// Fixed to en-US so that the server's message and the form's are the same text whatever the browser's locale.
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function numberSetting(
  key: AiNumberSettingKey,
  label: string,
  help: string,
  range: { min: number; max: number; integer: boolean },
): AiNumberSettingDefinition {
  const kind = range.integer ? 'a whole number' : 'a number';
  return { key, label, help, ...range, message: `${label} must be ${kind} from ${grouped.format(range.min)} to ${grouped.format(range.max)}.` };
}

function toggleSetting(key: AiToggleSettingKey, label: string, help: string): AiToggleSettingDefinition {
  return { key, label, help, message: `${key} must be true or false.` };
}

/** The numeric settings, in the admin form's order. */
export const AI_NUMBER_SETTINGS: Readonly<Record<AiNumberSettingKey, AiNumberSettingDefinition>> = {
  global_monthly_cap_usd: numberSetting('global_monthly_cap_usd', 'Monthly budget cap (USD)', 'US dollars a month for all visitors together; cents allowed.', {
    min: 1,
    max: 10_000,
    integer: false,
  }),
  warning_threshold: numberSetting('warning_threshold', 'Warning threshold (% of the cap)', 'The budget bar turns yellow above this share of the cap.', {
    min: 50,
    max: 99,
    integer: true,
  }),
  user_free_quota: numberSetting('user_free_quota', 'Free AI explanations per user', 'AI explanations each visitor gets a month.', {
    min: 0,
    max: 100,
    integer: true,
  }),
  max_tokens_per_response: numberSetting('max_tokens_per_response', 'Max tokens per response', 'The longest one AI explanation may be, in tokens.', {
    min: 50,
    max: 1_000,
    integer: true,
  }),
  max_tokens_per_user_month: numberSetting('max_tokens_per_user_month', 'Max tokens per user per month', 'Tokens one visitor may use a month.', {
    min: 100,
    max: 10_000,
    integer: true,
  }),
};

/** The on/off settings: the master switch first, then the policies. */
export const AI_TOGGLE_SETTINGS: Readonly<Record<AiToggleSettingKey, AiToggleSettingDefinition>> = {
  ai_enabled: toggleSetting('ai_enabled', 'Enable AI explanations', 'When off, visitors get computed insights under a result, never AI.'),
  premium_bypass: toggleSetting('premium_bypass', 'Premium users bypass limits', 'Premium users skip the free quota and token allowance, never the monthly cap.'),
  hard_cutoff: toggleSetting('hard_cutoff', 'Hard cut-off at the monthly cap', 'When the cap is reached, AI explanations stop until next month.'),
  ip_tracking: toggleSetting('ip_tracking', 'Track usage by IP address', "Gives each IP address one visitor's free AI explanations. Off, an address has ten visitors' (so a client that drops its cookie cannot spend the budget alone)."),
};

/**
 * The message for a value a numeric setting refuses (outside its range, a fraction where whole numbers are asked,
 * not a finite number), or undefined when the value is accepted. The api's schema refuses the same values with the
 * same message.
 * @param setting - the setting's definition
 * @param value - the value to check
 * @returns the setting's message, or undefined
 * @example
 * aiSettingProblem(AI_NUMBER_SETTINGS.warning_threshold, 100); // 'Warning threshold (% of the cap) must be a whole number from 50 to 99.'
 * aiSettingProblem(AI_NUMBER_SETTINGS.warning_threshold, 99); // undefined
 */
export function aiSettingProblem(setting: AiNumberSettingDefinition, value: number): string | undefined {
  const accepted = Number.isFinite(value) && value >= setting.min && value <= setting.max && (!setting.integer || Number.isInteger(value));
  return accepted ? undefined : setting.message;
}
