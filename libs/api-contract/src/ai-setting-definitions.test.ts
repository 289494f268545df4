import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AI_NUMBER_SETTINGS, AI_TOGGLE_SETTINGS, aiSettingProblem } from './ai-setting-definitions.js';
import { AiSettingsBody, DEFAULT_AI_SETTINGS, aiSettingsBodyProblem } from './ai-settings.js';

const numberSettings = Object.values(AI_NUMBER_SETTINGS);

describe('the AI setting definitions', () => {
  it('hold the ranges: cap 1-10,000 USD with cents, warning 50-99 %, free explanations 0-100, tokens 50-1,000 per response and 100-10,000 per month', () => {
    expect(numberSettings.map(({ key, min, max, integer }) => [key, min, max, integer])).toEqual([
      ['global_monthly_cap_usd', 1, 10_000, false],
      ['warning_threshold', 50, 99, true],
      ['user_free_quota', 0, 100, true],
      ['max_tokens_per_response', 50, 1_000, true],
      ['max_tokens_per_user_month', 100, 10_000, true],
    ]);
  });

  it('state one message per setting that names its label and both ends of its range', () => {
    expect(AI_NUMBER_SETTINGS.global_monthly_cap_usd.message).toBe('Monthly budget cap (USD) must be a number from 1 to 10,000.');
    expect(AI_NUMBER_SETTINGS.warning_threshold.message).toBe('Warning threshold (% of the cap) must be a whole number from 50 to 99.');
    for (const setting of numberSettings) {
      expect(setting.message.startsWith(setting.label)).toBe(true);
      expect(setting.help.length).toBeGreaterThan(0);
    }
    expect(AI_TOGGLE_SETTINGS.hard_cutoff.message).toBe('hard_cutoff must be true or false.');
  });

  it.each(numberSettings)('$key: both ends accepted; just outside, or a fraction where whole numbers are asked, refused with its message by the helper and the schema alike', (setting) => {
    const step = setting.integer ? 1 : 0.01;
    const refused = [setting.min - step, setting.max + step, setting.min - 1, setting.max + 1, Number.NaN, Number.POSITIVE_INFINITY];
    if (setting.integer) refused.push(setting.min + 0.5);
    for (const value of [setting.min, setting.max]) {
      expect(aiSettingProblem(setting, value)).toBeUndefined();
      expect(aiSettingsBodyProblem({ ...DEFAULT_AI_SETTINGS, [setting.key]: value })).toBeUndefined();
    }
    for (const value of refused) {
      expect({ value, problem: aiSettingProblem(setting, value) }).toEqual({ value, problem: setting.message });
      // JSON has no NaN or Infinity: the api can never receive them, so only the helper is asked about them.
      if (Number.isFinite(value)) {
        expect(aiSettingsBodyProblem({ ...DEFAULT_AI_SETTINGS, [setting.key]: value })).toEqual({ message: setting.message, field: setting.key });
      }
    }
  });

  it('the helper accepts exactly the numbers the schema accepts, with the same message', () => {
    fc.assert(
      fc.property(fc.constantFrom(...numberSettings), fc.oneof(fc.integer({ min: -20_000, max: 20_000 }), fc.double({ min: -20_000, max: 20_000, noNaN: true })), (setting, value) => {
        const fromSchema = aiSettingsBodyProblem({ ...DEFAULT_AI_SETTINGS, [setting.key]: value });
        expect(aiSettingProblem(setting, value)).toBe(fromSchema?.message);
      }),
    );
  });

  it('give the request schema its messages and help texts, and a body problem names the field as the api does', () => {
    expect(AiSettingsBody.properties.user_free_quota).toMatchObject({ minimum: 0, maximum: 100, errorMessage: AI_NUMBER_SETTINGS.user_free_quota.message });
    expect(AiSettingsBody.properties.ip_tracking).toMatchObject({ description: AI_TOGGLE_SETTINGS.ip_tracking.help });
    expect(aiSettingsBodyProblem({ ...DEFAULT_AI_SETTINGS, ip_tracking: 'yes' })).toEqual({ message: 'ip_tracking must be true or false.', field: 'ip_tracking' });
    expect(aiSettingsBodyProblem({ ...DEFAULT_AI_SETTINGS, model: 'gpt' })).toEqual({ message: 'model is not an accepted field.', field: 'model' });
    expect(aiSettingsBodyProblem(DEFAULT_AI_SETTINGS)).toBeUndefined();
  });
});
