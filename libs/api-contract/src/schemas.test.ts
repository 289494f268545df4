import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import {
  AGENT_NAMES,
  AI_SETTINGS_RANGES,
  AgentToggleBody,
  AiSettings,
  AiSettingsBody,
  ContactBody,
  DEFAULT_AI_SETTINGS,
  IdParams,
  SearchMissBody,
  StatusChangeBody,
} from './index.js';

describe('the API contract', () => {
  it('defaults satisfy the spec ranges, and the settings object carries the spec fields', () => {
    expect(Compile(AiSettingsBody).Check(DEFAULT_AI_SETTINGS)).toBe(true);
    for (const [field, range] of Object.entries(AI_SETTINGS_RANGES)) {
      const value = DEFAULT_AI_SETTINGS[field as keyof typeof AI_SETTINGS_RANGES];
      expect(value).toBeGreaterThanOrEqual(range.min);
      expect(value).toBeLessThanOrEqual(range.max);
    }
    expect(Object.keys(AiSettings.properties).sort()).toEqual(
      [
        'ai_enabled',
        'global_monthly_cap_usd',
        'warning_threshold',
        'user_free_quota',
        'max_tokens_per_response',
        'max_tokens_per_user_month',
        'premium_bypass',
        'hard_cutoff',
        'ip_tracking',
        'spend_this_month',
        'avg_cost_per_user',
        'total_tokens_used',
        'total_users_reached_quota',
      ].sort(),
    );
  });

  it('spec ranges: cap 1-10000, warning 50-99, free prompts 0-100, tokens per response 50-1000, per month 100-10000', () => {
    expect(AI_SETTINGS_RANGES).toEqual({
      global_monthly_cap_usd: { min: 1, max: 10_000, integer: false },
      warning_threshold: { min: 50, max: 99, integer: true },
      user_free_quota: { min: 0, max: 100, integer: true },
      max_tokens_per_response: { min: 50, max: 1_000, integer: true },
      max_tokens_per_user_month: { min: 100, max: 10_000, integer: true },
    });
  });

  it('names the four agents of the spec', () => {
    expect(AGENT_NAMES).toEqual(['SEO Agent', 'Calculator Agent', 'Validation Agent', 'Runtime Agent']);
    for (const agentName of AGENT_NAMES) expect(Compile(AgentToggleBody).Check({ agentName, enabled: false })).toBe(true);
    expect(Compile(AgentToggleBody).Check({ agentName: 'seo agent', enabled: false })).toBe(false);
  });

  it('accepts only a decision, not a pending status, and only positive ids', () => {
    expect(Compile(StatusChangeBody).Check({ status: 'approved' })).toBe(true);
    expect(Compile(StatusChangeBody).Check({ status: 'pending' })).toBe(false);
    expect(Compile(IdParams).Check({ id: 1 })).toBe(true);
    expect(Compile(IdParams).Check({ id: 0 })).toBe(false);
    expect(Compile(IdParams).Check({ id: 2 ** 31 })).toBe(false);
  });

  it('limits what visitors send', () => {
    expect(Compile(SearchMissBody).Check({ query: 'tip', page: '/calculator/loan?x=1' })).toBe(true);
    expect(Compile(SearchMissBody).Check({ query: 'tip', page: 'https://evil.example' })).toBe(false);
    expect(Compile(SearchMissBody).Check({ query: 'tip', page: '/', userAgent: 'x' })).toBe(false);
    expect(Compile(ContactBody).Check({ name: 'Ada', email: 'ada@example.com', message: 'Ten chars!' })).toBe(true);
    expect(Compile(ContactBody).Check({ name: 'Ada', email: 'ada@example', message: 'Ten chars!' })).toBe(false);
  });
});
