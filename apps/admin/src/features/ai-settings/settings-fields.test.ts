import { describe, expect, it } from 'vitest';
import { aiSettingsBodyProblem } from '@calchub/api-contract';
import { AdminApiError } from '../../api/admin-api.js';
import { aiSettings, createFakeAdminApi } from '../../testing/fake-admin-api.js';
import { NUMBER_SETTINGS, budgetUse, isDirty, numberOf, parseDraft, toDraft, type NumberSettingKey } from './settings-fields.js';

describe('numberOf', () => {
  it('reads numbers and turns anything non-numeric into 0', () => {
    expect(numberOf(' 25.5 ')).toBe(25.5);
    expect(numberOf('1e3')).toBe(1000);
    expect(numberOf('abc')).toBe(0);
    expect(numberOf('')).toBe(0);
    expect(numberOf('12abc')).toBe(0);
  });
});

describe('the form and the api agree on every setting', () => {
  const typed = (key: NumberSettingKey, text: string) => {
    const draft = toDraft(aiSettings());
    return parseDraft({ ...draft, numbers: { ...draft.numbers, [key]: text } });
  };

  it('shows the settings in form order with the ranges: cap 1-10,000, warning 50-99, free explanations 0-100, tokens 50-1,000 and 100-10,000', () => {
    expect(NUMBER_SETTINGS.map(({ key, min, max }) => [key, min, max])).toEqual([
      ['global_monthly_cap_usd', 1, 10_000],
      ['warning_threshold', 50, 99],
      ['user_free_quota', 0, 100],
      ['max_tokens_per_response', 50, 1_000],
      ['max_tokens_per_user_month', 100, 10_000],
    ]);
  });

  it.each(NUMBER_SETTINGS)('$key: both ends pass; just outside, the form shows the message the api answers for that value', async (setting) => {
    const { key, min, max, integer } = setting;
    for (const value of [min, max]) expect(typed(key, String(value)).errors).toEqual({});
    const step = integer ? 1 : 0.01;
    const fake = createFakeAdminApi();
    for (const value of [min - step, max + step, ...(integer ? [min + 0.5] : [])]) {
      const parsed = typed(key, String(value));
      const fromApi = aiSettingsBodyProblem(parsed.values);
      expect(fromApi).toEqual({ message: setting.message, field: key });
      expect(parsed.errors).toEqual({ [key]: fromApi?.message });
      const refused = await fake.api.saveAiSettings(parsed.values).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AdminApiError);
      expect(refused).toMatchObject({ message: fromApi?.message, status: 400, field: key });
    }
  });

  it('allows cents in the cap but whole numbers elsewhere', () => {
    expect(typed('global_monthly_cap_usd', '99.5').errors).toEqual({});
    expect(typed('warning_threshold', '80.5').errors).toEqual({ warning_threshold: 'Warning threshold (% of the cap) must be a whole number from 50 to 99.' });
  });
});

describe('parseDraft', () => {
  it('sends numbers, shows 0 for what was not a number, and names each field out of range', () => {
    const draft = toDraft(aiSettings());
    const parsed = parseDraft({ ...draft, numbers: { ...draft.numbers, user_free_quota: 'lots', global_monthly_cap_usd: '', warning_threshold: '85' } });
    expect(parsed.values.user_free_quota).toBe(0);
    expect(parsed.values.warning_threshold).toBe(85);
    expect(parsed.normalised.numbers.user_free_quota).toBe('0');
    expect(parsed.normalised.numbers.global_monthly_cap_usd).toBe('0');
    expect(parsed.errors).toEqual({ global_monthly_cap_usd: 'Monthly budget cap (USD) must be a number from 1 to 10,000.' });
    expect(parsed.values.ai_enabled).toBe(true);
  });

  it('round-trips saved settings unchanged', () => {
    const settings = aiSettings();
    const parsed = parseDraft(toDraft(settings));
    expect(parsed.errors).toEqual({});
    expect(isDirty(parsed.normalised, settings)).toBe(false);
    expect(isDirty({ ...parsed.normalised, toggles: { ...parsed.normalised.toggles, ip_tracking: true } }, settings)).toBe(true);
  });
});

describe('budgetUse', () => {
  it('is normal up to the warning threshold, yellow above it, red above 95%', () => {
    expect(budgetUse(80, 100, 80)).toEqual({ percent: 80, level: 'normal', message: undefined });
    expect(budgetUse(85.26, 100, 80)).toEqual({ percent: 85.26, level: 'warning', message: 'Budget usage is high (85.3%). Monitor spending closely.' });
    expect(budgetUse(95, 100, 80).level).toBe('warning');
    expect(budgetUse(95.01, 100, 80)).toMatchObject({ level: 'critical', message: 'Budget limit nearly reached! Consider increasing the cap or disabling AI.' });
    expect(budgetUse(120, 100, 80).percent).toBe(120);
    expect(budgetUse(5, 0, 80)).toMatchObject({ percent: 0, level: 'normal' });
  });
});
