import { AI_PANEL_TEXTS, aiPanelButton, limitLine, remainingLine } from '@calchub/api-contract';
import { calculatorDefinitions, computeExample, formatResult } from '@calchub/catalogue';
import { staticExplanation } from '@calchub/explainer';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AiSettings } from '../../api/admin-types.js';
import { aiSettings } from '../../testing/fake-admin-api.js';
import { toDraft } from './settings-fields.js';
import { SAMPLE_RESULT, VisitorPreview } from './visitor-preview.js';

function renderPreview(settings: Partial<AiSettings> = {}, options: { spend?: number; providerConfigured?: boolean | undefined } = {}) {
  const saved = aiSettings(settings);
  render(
    <VisitorPreview
      draft={toDraft(saved)}
      spendThisMonth={options.spend ?? saved.spend_this_month}
      providerConfigured={'providerConfigured' in options ? options.providerConfigured : true}
    />,
  );
  return within(screen.getByRole('group', { name: "Visitor's view" }));
}

/** The picture of the site's button: its accessible name is its title, as on the site. */
const siteButton = (view: ReturnType<typeof renderPreview>) => view.getByRole('button');

async function typeInto(name: string, value: string) {
  const field = screen.getByRole('spinbutton', { name });
  await userEvent.clear(field);
  await userEvent.type(field, value);
}

describe('the visitor preview', () => {
  it('explains the loan example in the words and figures its calculator page shows', () => {
    const loan = calculatorDefinitions.find((definition) => definition.slug === 'loan');
    const example = loan?.examples[0];
    if (!loan || !example) throw new Error('the catalogue has no loan example');
    const shownOnTheSite = formatResult(loan, computeExample(loan, example));
    expect({ calculatorName: loan.title, shownResult: shownOnTheSite }).toEqual(SAMPLE_RESULT);

    const view = renderPreview();
    expect(view.getByText(/^Your /).textContent).toBe(staticExplanation(loan.title, shownOnTheSite));
    expect(view.getByText(/^Your /).textContent).toBe('Your loan calculator result is $308.77. This represents the calculated value based on your inputs.');
  });

  it('draws the site\'s AI button, "Try AI" and the quota left when AI is on offer', () => {
    const view = renderPreview({ user_free_quota: 5 });
    const button = siteButton(view);
    expect(button.getAttribute('aria-labelledby') && document.getElementById(button.getAttribute('aria-labelledby') ?? '')?.textContent).toBe(
      'Get AI-Powered Insights',
    );
    expect(button.textContent).toBe('Get AI-Powered InsightsGet personalized analysis and recommendationsTry AI');
    expect(view.getByText('5 AI explanations left this month')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('This visitor is offered “Get AI-Powered Insights”, with 5 of the free quota left.');
  });

  it('draws "Show more insights" without a reason line when AI is off, before anything else', () => {
    // Off, with no provider and the budget spent too: the first reason in the server's order wins.
    const view = renderPreview({ ai_enabled: false, global_monthly_cap_usd: 10 }, { spend: 10, providerConfigured: false });
    expect(siteButton(view).textContent).toBe('Show more insights' + 'What-ifs worked out from your numbers');
    expect(view.queryByText(/left this month|used up|free AI explanations/)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('AI explanations are off: visitors get “Show more insights”, the computed insights, never labelled AI.');
  });

  it('draws "Show more insights" when no provider is configured, even with quota and budget left', () => {
    const view = renderPreview({}, { providerConfigured: false });
    expect(siteButton(view).textContent).toContain('Show more insights');
    expect(screen.getByRole('status').textContent).toMatch(/^No AI provider is configured: /);
  });

  it("draws the quota's reason line once the visitor has used the free answers, before the budget", async () => {
    const view = renderPreview({ user_free_quota: 3, global_monthly_cap_usd: 10 }, { spend: 10 });
    await typeInto('AI explanations this visitor has used', '3');
    expect(siteButton(view).textContent).toContain('Show more insights');
    expect(view.getByText("You have used this month's free AI explanations.")).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^This visitor has used the free quota \(3 AI explanations or 3,000 tokens a month/);
  });

  it("draws the quota's reason line when the next question could pass the visitor's monthly tokens", async () => {
    const view = renderPreview({ max_tokens_per_response: 300, max_tokens_per_user_month: 3000 });
    await typeInto('Tokens this visitor has used', '2700');
    expect(view.getByRole('button').textContent).toContain('Get AI-Powered Insights');
    await typeInto('Tokens this visitor has used', '2701');
    expect(view.getByRole('button').textContent).toContain('Show more insights');
    expect(view.getByText(limitLine('quota') ?? '')).toBeTruthy();
  });

  it('lets a premium visitor past the quota only with the bypass on, and leaves out the count then', async () => {
    renderPreview({ user_free_quota: 2, premium_bypass: false });
    await typeInto('AI explanations this visitor has used', '2');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Premium visitor' }));
    expect(screen.getByRole('button', { name: 'Show more insights' })).toBeTruthy();
  });

  it('offers AI to a premium visitor over the quota with the bypass on, with no quota line', async () => {
    const view = renderPreview({ user_free_quota: 2, premium_bypass: true });
    await typeInto('AI explanations this visitor has used', '2');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Premium visitor' }));
    expect(view.getByRole('button', { name: 'Get AI-Powered Insights' })).toBeTruthy();
    expect(view.queryByText(/left this month/)).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('This visitor is offered “Get AI-Powered Insights”, outside the free quota (premium).');
  });

  it("draws the budget's reason line at the cap with the hard cut-off, and the AI button past it without", () => {
    const view = renderPreview({ global_monthly_cap_usd: 50, hard_cutoff: true }, { spend: 50 });
    expect(view.getByRole('button', { name: 'Show more insights' })).toBeTruthy();
    expect(view.getByText("This month's AI budget is used up.")).toBeTruthy();
  });

  it('keeps offering AI past the cap when the hard cut-off is off', () => {
    const view = renderPreview({ global_monthly_cap_usd: 50, hard_cutoff: false }, { spend: 75 });
    expect(view.getByRole('button', { name: 'Get AI-Powered Insights' })).toBeTruthy();
  });

  it('says so when the provider is not known yet, and assumes one', () => {
    const view = renderPreview({}, { providerConfigured: undefined });
    expect(view.getByRole('button', { name: 'Get AI-Powered Insights' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('The AI provider is not known yet: this assumes one is configured.');
  });
});

describe("the visitor preview's texts", () => {
  // The site's panel reads the same module (apps/web's ai-panel test holds its button to `aiPanelButton`).
  it.each([
    ['AI on offer', {}, {}, { ai: true, remaining: 5 }],
    ['quota used', { user_free_quota: 0 }, {}, { ai: false, reason: 'quota' }],
    ['budget used', { hard_cutoff: true, global_monthly_cap_usd: 10 }, { spend: 12 }, { ai: false, reason: 'budget' }],
    ['no provider', {}, { providerConfigured: false }, { ai: false, reason: 'not_configured' }],
  ] as const)('are the shared panel texts (%s)', (_name, settings, options, availability) => {
    const view = renderPreview(settings, options);
    const expected = aiPanelButton(availability);
    expect(siteButton(view).textContent).toBe(`${expected.title}${expected.subtitle}${expected.callToAction ?? ''}`);
    for (const line of [expected.remainingLine, expected.reasonLine]) if (line) expect(view.getByText(line)).toBeTruthy();
    expect([AI_PANEL_TEXTS.aiButton, AI_PANEL_TEXTS.computedButton]).toContain(expected.title);
    if ('remaining' in availability) expect(expected.remainingLine).toBe(remainingLine(availability.remaining));
  });
});
