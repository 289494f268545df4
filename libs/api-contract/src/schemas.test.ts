import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import {
  AGENT_NAMES,
  AI_NUMBER_SETTINGS,
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
  it('defaults lie within the ranges, and the settings object carries the nine settings and four usage counters', () => {
    expect(Compile(AiSettingsBody).Check(DEFAULT_AI_SETTINGS)).toBe(true);
    for (const setting of Object.values(AI_NUMBER_SETTINGS)) {
      const value = DEFAULT_AI_SETTINGS[setting.key];
      expect(value).toBeGreaterThanOrEqual(setting.min);
      expect(value).toBeLessThanOrEqual(setting.max);
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

  it('names the four background agents', () => {
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

  it.each(['ada@example.com', 'ada.lovelace+calc@mail.example.co.uk', "o'brien@example.ie", 'x_y-z@sub-domain.example.org'])(
    'takes the e-mail address %s',
    (email) => {
      expect(Compile(ContactBody).Check({ name: 'Ada', email, message: 'Ten chars!' })).toBe(true);
    },
  );

  it.each([
    'a@b.co?cc=someone@example.com',
    'a@b.co?body=Click%20here',
    'a?cc=x@example.com',
    'a&b=c@example.com',
    'a#top@example.com',
    'a%40b@example.com',
    'a@example.com#x',
    'a b@example.com',
    'a@-example.com',
    'a@example.c',
    '@example.com',
  ])('refuses %s, which is not an address alone (a reply link would open something else)', (email) => {
    expect(Compile(ContactBody).Check({ name: 'Ada', email, message: 'Ten chars!' })).toBe(false);
  });
});
