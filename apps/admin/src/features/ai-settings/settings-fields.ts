import type { AiSettings, AiSettingsUpdate } from '../../api/admin-types.js';
import { formatCount, formatPercent } from '../../utils/format.js';

export type NumberSettingKey =
  | 'global_monthly_cap_usd'
  | 'warning_threshold'
  | 'user_free_quota'
  | 'max_tokens_per_response'
  | 'max_tokens_per_user_month';

export type ToggleSettingKey = 'ai_enabled' | 'premium_bypass' | 'hard_cutoff' | 'ip_tracking';

export type SettingKey = NumberSettingKey | ToggleSettingKey;

export interface NumberSetting {
  readonly key: NumberSettingKey;
  readonly label: string;
  readonly min: number;
  readonly max: number;
  /** Whole numbers only (counts and token limits); the cap may have cents. */
  readonly integer: boolean;
}

/** The numeric settings with the ranges the server accepts, in form order. */
export const NUMBER_SETTINGS: readonly NumberSetting[] = [
  { key: 'global_monthly_cap_usd', label: 'Monthly budget cap (USD)', min: 1, max: 10000, integer: false },
  { key: 'warning_threshold', label: 'Warning threshold (% of the cap)', min: 50, max: 99, integer: true },
  { key: 'user_free_quota', label: 'Free AI explanations per user', min: 0, max: 100, integer: true },
  { key: 'max_tokens_per_response', label: 'Max tokens per response', min: 50, max: 1000, integer: true },
  { key: 'max_tokens_per_user_month', label: 'Max tokens per user per month', min: 100, max: 10000, integer: true },
];

export interface ToggleSetting {
  readonly key: ToggleSettingKey;
  readonly label: string;
  readonly help: string;
}

export const AI_ENABLED_SETTING: ToggleSetting = {
  key: 'ai_enabled',
  label: 'Enable AI explanations',
  help: 'When off, visitors see only the static explanation under a result.',
};

/** The rules that apply while AI explanations are on. */
export const POLICY_SETTINGS: readonly ToggleSetting[] = [
  { key: 'premium_bypass', label: 'Premium users bypass limits', help: 'Premium users get unlimited AI explanations.' },
  { key: 'hard_cutoff', label: 'Hard cut-off at the monthly cap', help: 'When the cap is reached, AI explanations stop until next month.' },
  { key: 'ip_tracking', label: 'Track usage by IP address', help: "Counts each visitor's free AI explanations by IP address." },
];

export const TOGGLE_SETTINGS: readonly ToggleSetting[] = [AI_ENABLED_SETTING, ...POLICY_SETTINGS];

/** The form as typed: numbers stay text until saved, so nothing the operator types is rewritten under them. */
export interface SettingsDraft {
  readonly numbers: Readonly<Record<NumberSettingKey, string>>;
  readonly toggles: Readonly<Record<ToggleSettingKey, boolean>>;
}

/** Above this share of the cap the budget bar is red; fixed, unlike the warning threshold (50 to 99). */
export const CRITICAL_BUDGET_PERCENT = 95;
/** Words per token (about 0.75 in English text), for the hint under the token limits. */
export const WORDS_PER_TOKEN = 0.75;

/**
 * The form's starting values from the saved settings.
 * @param settings - as the api returned them
 * @returns the draft
 * @example
 * toDraft(settings).numbers.global_monthly_cap_usd; // '100' when the cap is 100
 */
export function toDraft(settings: AiSettings): SettingsDraft {
  const numbers = {} as Record<NumberSettingKey, string>;
  for (const setting of NUMBER_SETTINGS) numbers[setting.key] = String(settings[setting.key]);
  const toggles = {} as Record<ToggleSettingKey, boolean>;
  for (const setting of TOGGLE_SETTINGS) toggles[setting.key] = settings[setting.key];
  return { numbers, toggles };
}

/**
 * A typed entry as a number; anything non-numeric (empty included) becomes 0, which the range check then accepts or
 * rejects.
 * @param text - what is in the field
 * @returns the number
 * @example
 * numberOf('abc'); // 0
 * numberOf(' 25.5 '); // 25.5
 */
export function numberOf(text: string): number {
  return isNumeric(text) ? Number(text.trim()) : 0;
}

function isNumeric(text: string): boolean {
  return text.trim() !== '' && Number.isFinite(Number(text.trim()));
}

/**
 * The message for a value outside its setting's range, or undefined when it is fine.
 * @param setting - the setting
 * @param value - the number to check
 * @returns the message naming the setting and its range
 * @example
 * rangeError(NUMBER_SETTINGS[1], 40); // 'Warning threshold (% of the cap) must be between 50 and 99.'
 */
export function rangeError(setting: NumberSetting, value: number): string | undefined {
  if (value < setting.min || value > setting.max) {
    return `${setting.label} must be between ${formatCount(setting.min)} and ${formatCount(setting.max)}.`;
  }
  if (setting.integer && !Number.isInteger(value)) return `${setting.label} must be a whole number.`;
  return undefined;
}

export interface ParsedDraft {
  readonly values: AiSettingsUpdate;
  /** The draft with every non-numeric entry replaced by the 0 it became. */
  readonly normalised: SettingsDraft;
  readonly errors: Partial<Record<NumberSettingKey, string>>;
}

/**
 * Turns the form into the settings to send: non-numeric entries become 0, then every range is checked.
 * @param draft - the form as typed
 * @returns the values, the normalised draft and one message per field out of range
 * @example
 * parseDraft(draft).errors; // {} when every field is in range
 */
export function parseDraft(draft: SettingsDraft): ParsedDraft {
  const numbers = { ...draft.numbers };
  const values = { ...draft.toggles } as Record<SettingKey, number | boolean>;
  const errors: Partial<Record<NumberSettingKey, string>> = {};
  for (const setting of NUMBER_SETTINGS) {
    const text = draft.numbers[setting.key];
    const value = numberOf(text);
    if (!isNumeric(text)) numbers[setting.key] = String(value);
    values[setting.key] = value;
    const error = rangeError(setting, value);
    if (error) errors[setting.key] = error;
  }
  return { values: values as unknown as AiSettingsUpdate, normalised: { numbers, toggles: draft.toggles }, errors };
}

/**
 * Whether the form differs from the saved settings.
 * @param draft - the form
 * @param settings - the saved settings
 * @returns true when something was changed
 * @example
 * isDirty(toDraft(settings), settings); // false
 */
export function isDirty(draft: SettingsDraft, settings: AiSettings): boolean {
  const saved = toDraft(settings);
  return (
    NUMBER_SETTINGS.some((setting) => draft.numbers[setting.key] !== saved.numbers[setting.key]) ||
    TOGGLE_SETTINGS.some((setting) => draft.toggles[setting.key] !== saved.toggles[setting.key])
  );
}

export type BudgetLevel = 'normal' | 'warning' | 'critical';

export interface BudgetUse {
  /** Percent of the cap spent; may exceed 100. */
  readonly percent: number;
  readonly level: BudgetLevel;
  /** The warning to show at the warning threshold or above the critical level, if any. */
  readonly message: string | undefined;
}

/**
 * How much of the monthly cap is spent, and the warning to show: yellow above the warning threshold, red above 95%.
 * @param spend - spent this month, USD
 * @param cap - the monthly cap, USD
 * @param warningThreshold - percent of the cap
 * @returns the percentage, level and message
 * @example
 * budgetUse(85, 100, 80); // { percent: 85, level: 'warning', message: 'Budget usage is high (85%). Monitor spending closely.' }
 */
export function budgetUse(spend: number, cap: number, warningThreshold: number): BudgetUse {
  const percent = cap > 0 ? (spend / cap) * 100 : 0;
  if (percent > CRITICAL_BUDGET_PERCENT) {
    return { percent, level: 'critical', message: 'Budget limit nearly reached! Consider increasing the cap or disabling AI.' };
  }
  if (percent > warningThreshold) {
    return { percent, level: 'warning', message: `Budget usage is high (${formatPercent(percent)}%). Monitor spending closely.` };
  }
  return { percent, level: 'normal', message: undefined };
}
