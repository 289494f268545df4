import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aiAvailability, type AiAvailabilityState } from './ai-availability.js';
import { DEFAULT_AI_SETTINGS } from './ai-settings.js';

/** A visitor with room everywhere: AI on, a provider, nothing used, a quarter of the cap spent. */
const open: AiAvailabilityState = {
  settings: { ...DEFAULT_AI_SETTINGS, user_free_quota: 5, max_tokens_per_response: 500, max_tokens_per_user_month: 5000, global_monthly_cap_usd: 50 },
  providerConfigured: true,
  usedAnswers: 0,
  usedTokens: 0,
  premium: false,
  spentAndReservedUsd: 12.5,
};
const withSettings = (changes: Partial<AiAvailabilityState['settings']>, rest: Partial<AiAvailabilityState> = {}): AiAvailabilityState => ({
  ...open,
  ...rest,
  settings: { ...open.settings, ...changes },
});

describe('aiAvailability', () => {
  it('offers AI with the quota left when everything allows it', () => {
    expect(aiAvailability(open)).toEqual({ ai: true, remaining: 5 });
    expect(aiAvailability({ ...open, usedAnswers: 4, usedTokens: 4500 })).toEqual({ ai: true, remaining: 1 });
  });

  it('checks in the server\'s order: AI off, then the provider, then the quota, then the budget', () => {
    const everythingRefused = withSettings({ ai_enabled: false, user_free_quota: 1, global_monthly_cap_usd: 10 }, { providerConfigured: false, usedAnswers: 1, spentAndReservedUsd: 10 });
    expect(aiAvailability(everythingRefused)).toEqual({ ai: false, reason: 'ai_disabled' });
    expect(aiAvailability({ ...everythingRefused, settings: { ...everythingRefused.settings, ai_enabled: true } })).toEqual({ ai: false, reason: 'not_configured' });
    expect(aiAvailability({ ...everythingRefused, settings: { ...everythingRefused.settings, ai_enabled: true }, providerConfigured: true })).toEqual({
      ai: false,
      reason: 'quota',
      remaining: 0,
    });
    expect(aiAvailability({ ...everythingRefused, settings: { ...everythingRefused.settings, ai_enabled: true }, providerConfigured: true, usedAnswers: 0 })).toEqual({
      ai: false,
      reason: 'budget',
      remaining: 1,
    });
  });

  it('counts the quota in answers and in tokens, a question taking up to max_tokens_per_response', () => {
    expect(aiAvailability({ ...open, usedAnswers: 5 })).toEqual({ ai: false, reason: 'quota', remaining: 0 });
    expect(aiAvailability({ ...open, usedTokens: 4500 })).toMatchObject({ ai: true });
    expect(aiAvailability({ ...open, usedTokens: 4501 })).toEqual({ ai: false, reason: 'quota', remaining: 0 });
    expect(aiAvailability(withSettings({ user_free_quota: 0 }))).toEqual({ ai: false, reason: 'quota', remaining: 0 });
    expect(aiAvailability(withSettings({ max_tokens_per_response: 1000, max_tokens_per_user_month: 900 }))).toMatchObject({ reason: 'quota' });
  });

  it('lets a premium visitor past the quota only with premium_bypass on, and never past the budget', () => {
    const overQuota = { ...open, usedAnswers: 5, premium: true };
    expect(aiAvailability(overQuota)).toMatchObject({ reason: 'quota' });
    expect(aiAvailability({ ...overQuota, settings: { ...open.settings, premium_bypass: true } })).toEqual({ ai: true });
    expect(aiAvailability({ ...overQuota, settings: { ...open.settings, premium_bypass: true }, spentAndReservedUsd: 50 })).toEqual({ ai: false, reason: 'budget' });
  });

  it('stops at the cap only with the hard cut-off on', () => {
    expect(aiAvailability({ ...open, spentAndReservedUsd: 49.99 })).toMatchObject({ ai: true });
    expect(aiAvailability({ ...open, spentAndReservedUsd: 50 })).toMatchObject({ ai: false, reason: 'budget' });
    expect(aiAvailability(withSettings({ hard_cutoff: false }, { spentAndReservedUsd: 80 }))).toMatchObject({ ai: true });
  });

  it('never offers AI with a reason, and gives a reason whenever it does not', () => {
    const states = fc.record({
      settings: fc.record({
        ai_enabled: fc.boolean(),
        premium_bypass: fc.boolean(),
        hard_cutoff: fc.boolean(),
        user_free_quota: fc.integer({ min: 0, max: 100 }),
        max_tokens_per_response: fc.integer({ min: 50, max: 1000 }),
        max_tokens_per_user_month: fc.integer({ min: 100, max: 10000 }),
        global_monthly_cap_usd: fc.double({ min: 1, max: 10000, noNaN: true }),
      }),
      providerConfigured: fc.boolean(),
      usedAnswers: fc.nat({ max: 200 }),
      usedTokens: fc.nat({ max: 20000 }),
      premium: fc.boolean(),
      spentAndReservedUsd: fc.double({ min: 0, max: 20000, noNaN: true }),
    });
    fc.assert(
      fc.property(states, (state) => {
        const answer = aiAvailability(state);
        expect(answer.ai).toBe(answer.reason === undefined);
        if (answer.remaining !== undefined) expect(answer.remaining).toBeGreaterThanOrEqual(0);
        // Turning any one limit up never takes AI away.
        const roomier = aiAvailability({ ...state, usedAnswers: 0, usedTokens: 0 });
        if (answer.ai) expect(roomier.ai).toBe(true);
      }),
    );
  });
});
