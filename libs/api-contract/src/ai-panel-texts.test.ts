import { describe, expect, it } from 'vitest';
import { AI_PANEL_TEXTS, aiPanelButton, computedReasonLine, limitLine, premiumActiveLine, remainingLine } from './ai-panel-texts.js';
import { TEMPLATE_REASONS } from './explain.js';

describe('the AI panel texts', () => {
  it('words the AI button as the spec does, with the quota left', () => {
    expect(aiPanelButton({ ai: true, remaining: 3 })).toEqual({
      offersAi: true,
      title: 'Get AI-Powered Insights',
      subtitle: 'Get personalized analysis and recommendations',
      callToAction: 'Try AI',
      remainingLine: '3 AI explanations left this month',
      reasonLine: undefined,
    });
    expect(aiPanelButton({ ai: true }).remainingLine).toBeUndefined();
    expect(remainingLine(1)).toBe('1 AI explanation left this month');
  });

  it('never words the plain button as AI, and explains only a used-up quota or budget beside it', () => {
    for (const reason of TEMPLATE_REASONS) {
      const button = aiPanelButton({ ai: false, reason });
      expect(button.offersAi).toBe(false);
      expect(`${button.title} ${button.subtitle}`).not.toMatch(/\bAI\b/);
      expect(button.callToAction).toBeUndefined();
      expect(button.reasonLine).toBe(reason === 'quota' || reason === 'budget' ? computedReasonLine(reason) : undefined);
    }
    expect(limitLine('budget')).toBe("This month's AI budget is used up.");
  });

  it('has a reason line for every reason the server gives', () => {
    for (const reason of TEMPLATE_REASONS) expect(computedReasonLine(reason)).toMatch(/^[A-Z].*\.$/);
    expect(computedReasonLine(undefined)).toBeUndefined();
  });

  it('says "Premium active", with the date only when one is known', () => {
    expect(premiumActiveLine(undefined)).toBe(AI_PANEL_TEXTS.premiumActive);
    expect(premiumActiveLine(new Date('2027-01-31T12:00:00Z'))).toMatch(/^Premium active until .*2027$/);
  });
});
