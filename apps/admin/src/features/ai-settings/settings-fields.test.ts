import { describe, expect, it } from 'vitest';
import { aiSettings } from '../../testing/fake-admin-api.js';
import { NUMBER_SETTINGS, budgetUse, isDirty, numberOf, parseDraft, rangeError, toDraft } from './settings-fields.js';

describe('numberOf', () => {
  it('reads numbers and turns anything non-numeric into 0', () => {
    expect(numberOf(' 25.5 ')).toBe(25.5);
    expect(numberOf('1e3')).toBe(1000);
    expect(numberOf('abc')).toBe(0);
    expect(numberOf('')).toBe(0);
    expect(numberOf('12abc')).toBe(0);
  });
});

describe('the ranges the server accepts', () => {
  it.each([
    ['global_monthly_cap_usd', 1, 10000],
    ['warning_threshold', 50, 99],
    ['user_free_quota', 0, 100],
    ['max_tokens_per_response', 50, 1000],
    ['max_tokens_per_user_month', 100, 10000],
  ])('%s accepts %d to %d and nothing outside', (key, min, max) => {
    const setting = NUMBER_SETTINGS.find((candidate) => candidate.key === key);
    if (!setting) throw new Error(`no setting ${key}`);
    expect([setting.min, setting.max]).toEqual([min, max]);
    expect(rangeError(setting, min)).toBeUndefined();
    expect(rangeError(setting, max)).toBeUndefined();
    expect(rangeError(setting, min - 1)).toMatch(/must be between/);
    expect(rangeError(setting, max + 1)).toMatch(/must be between/);
  });

  it('allows cents in the cap but whole numbers elsewhere', () => {
    const [cap, threshold] = NUMBER_SETTINGS;
    if (!cap || !threshold) throw new Error('missing settings');
    expect(rangeError(cap, 99.5)).toBeUndefined();
    expect(rangeError(threshold, 80.5)).toBe('Warning threshold (% of the cap) must be a whole number.');
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
    expect(parsed.errors).toEqual({ global_monthly_cap_usd: 'Monthly budget cap (USD) must be between 1 and 10,000.' });
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
