import {
  AI_NUMBER_SETTINGS,
  AI_TOGGLE_SETTINGS,
  aiSettingProblem,
  type AiNumberSettingDefinition,
  type AiNumberSettingKey,
  type AiToggleSettingDefinition,
  type AiToggleSettingKey,
} from '@calchub/api-contract';
import type { AiSettings, AiSettingsUpdate } from '../../api/admin-types.js';
import { formatPercent } from '../../utils/format.js';

export type NumberSettingKey = AiNumberSettingKey;
export type ToggleSettingKey = AiToggleSettingKey;
export type SettingKey = NumberSettingKey | ToggleSettingKey;
export type NumberSetting = AiNumberSettingDefinition;
export type ToggleSetting = AiToggleSettingDefinition;

/** The numeric settings in form order, each as the contract defines it (range, label, help, message). */
export const NUMBER_SETTINGS: readonly NumberSetting[] = Object.values(AI_NUMBER_SETTINGS);

export const AI_ENABLED_SETTING: ToggleSetting = AI_TOGGLE_SETTINGS.ai_enabled;

/** The rules that apply while AI explanations are on. */
export const POLICY_SETTINGS: readonly ToggleSetting[] = [AI_TOGGLE_SETTINGS.premium_bypass, AI_TOGGLE_SETTINGS.hard_cutoff, AI_TOGGLE_SETTINGS.ip_tracking];

export const TOGGLE_SETTINGS: readonly ToggleSetting[] = [AI_ENABLED_SETTING, ...POLICY_SETTINGS];

/** The form as typed: numbers stay text until saved, so nothing the operator types is rewritten under them. */
export interface SettingsDraft {
  readonly numbers: Readonly<Record<NumberSettingKey, string>>;
  readonly toggles: Readonly<Record<ToggleSettingKey, boolean>>;
}

/** Above this share of the cap the budget bar is red. */
const CRITICAL_BUDGET_PERCENT = 95;
/** Words per token (a rule of thumb for English text), for the hint under the token limits. */
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
 * A typed entry as a number; anything non-numeric (empty included) becomes 0, and the form shows that 0.
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

export interface ParsedDraft {
  readonly values: AiSettingsUpdate;
  /** The draft with every non-numeric entry replaced by the 0 it became. */
  readonly normalised: SettingsDraft;
  readonly errors: Partial<Record<NumberSettingKey, string>>;
}

/**
 * Turns the form into the settings to send: non-numeric entries become 0, then every value is checked as the api
 * checks it, with the api's message.
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
    // The contract's check and message: the same the api gives for this value.
    const error = aiSettingProblem(setting, value);
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
  /** The warning to show, if any. */
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
