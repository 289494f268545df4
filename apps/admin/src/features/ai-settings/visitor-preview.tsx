import { AI_PANEL_TEXTS, aiAvailability, aiPanelButton, type ExplainAvailability } from '@calchub/api-contract';
import { staticExplanation } from '@calchub/explainer';
import { useId, useState } from 'react';
import { formatCount } from '../../utils/format.js';
import { numberOf, type SettingsDraft } from './settings-fields.js';

/**
 * The result the preview explains: the catalogue's first loan example (10,000 at 7% for 3 years), titled and
 * formatted as its page shows it. Written out rather than computed so that the admin does not load the catalogue
 * and the engine for one sentence; a test computes it with them and holds the two equal.
 */
export const SAMPLE_RESULT = { calculatorName: 'Loan Calculator', shownResult: '$308.77' } as const;

// The site's own sentence, so a change of wording there shows here too.
const SAMPLE_EXPLANATION = staticExplanation(SAMPLE_RESULT.calculatorName, SAMPLE_RESULT.shownResult);

export interface VisitorPreviewProps {
  /** The form as typed: the preview follows it before it is saved. */
  readonly draft: SettingsDraft;
  readonly spendThisMonth: number;
  /** The server has an AI provider; undefined while that is not known (the preview then assumes one). */
  readonly providerConfigured: boolean | undefined;
}

/** What the operator reads under the picture: why the visitor sees that button. */
function outcomeSentence(availability: Pick<ExplainAvailability, 'ai' | 'reason' | 'remaining'>, draft: SettingsDraft): string {
  const computed = `visitors get “${AI_PANEL_TEXTS.computedButton}”, the computed insights, never labelled AI.`;
  switch (availability.reason) {
    case 'ai_disabled':
      return `AI explanations are off: ${computed}`;
    case 'not_configured':
      return `No AI provider is configured: ${computed}`;
    case 'quota':
      return `This visitor has used the free quota (${formatCount(numberOf(draft.numbers.user_free_quota))} AI explanations or ${formatCount(
        numberOf(draft.numbers.max_tokens_per_user_month),
      )} tokens a month, a question counting up to ${formatCount(numberOf(draft.numbers.max_tokens_per_response))}): “${AI_PANEL_TEXTS.computedButton}” with the quota line.`;
    case 'budget':
      return `The monthly budget is used up and the hard cut-off is on: every visitor gets “${AI_PANEL_TEXTS.computedButton}” with the budget line.`;
    default:
      return availability.remaining === undefined
        ? `This visitor is offered “${AI_PANEL_TEXTS.aiButton}”, outside the free quota (premium).`
        : `This visitor is offered “${AI_PANEL_TEXTS.aiButton}”, with ${formatCount(availability.remaining)} of the free quota left.`;
  }
}

/**
 * What a visitor sees under a result with these settings, worked out by the rule the server applies (AI on, a
 * provider, the visitor's quota unless premium with the bypass, the budget under the hard cut-off) and drawn with the
 * site's own texts: the "Get AI-Powered Insights" button with "Try AI" and the quota left, or "Show more insights"
 * with the reason line of a used-up quota or budget.
 */
export function VisitorPreview({ draft, spendThisMonth, providerConfigured }: VisitorPreviewProps) {
  const [usedAnswers, setUsedAnswers] = useState('0');
  const [usedTokens, setUsedTokens] = useState('0');
  const [premium, setPremium] = useState(false);
  const titleId = useId();
  const subtitleId = useId();
  const availability = aiAvailability({
    settings: {
      ai_enabled: draft.toggles.ai_enabled,
      premium_bypass: draft.toggles.premium_bypass,
      hard_cutoff: draft.toggles.hard_cutoff,
      user_free_quota: numberOf(draft.numbers.user_free_quota),
      max_tokens_per_response: numberOf(draft.numbers.max_tokens_per_response),
      max_tokens_per_user_month: numberOf(draft.numbers.max_tokens_per_user_month),
      global_monthly_cap_usd: numberOf(draft.numbers.global_monthly_cap_usd),
    },
    providerConfigured: providerConfigured ?? true,
    usedAnswers: numberOf(usedAnswers),
    usedTokens: numberOf(usedTokens),
    premium,
    spentAndReservedUsd: spendThisMonth,
  });
  const button = aiPanelButton(availability);
  const outcome = outcomeSentence(availability, draft);

  return (
    <section aria-labelledby="visitor-preview-heading" className="rounded-xl bg-white p-5 shadow-sm">
      <h3 id="visitor-preview-heading" className="text-lg font-semibold">
        Preview: what visitors see
      </h3>
      <p className="mt-1 text-sm text-slate-600">Follows the form above, before it is saved.</p>
      <div className="mt-4 grid items-end gap-3 sm:grid-cols-2">
        <PreviewNumber id="preview-used" label="AI explanations this visitor has used" value={usedAnswers} onChange={setUsedAnswers} />
        <PreviewNumber id="preview-tokens" label="Tokens this visitor has used" value={usedTokens} onChange={setUsedTokens} />
        {/* As tall as the number fields, so the checkbox lines up with a field, not with its label. */}
        <div className="flex min-h-[2.625rem] items-center gap-2">
          <input
            id="preview-premium"
            type="checkbox"
            checked={premium}
            onChange={(event) => setPremium(event.target.checked)}
            className="h-4 w-4 accent-blue-700"
          />
          <label htmlFor="preview-premium" className="text-sm font-medium text-slate-800">
            Premium visitor
          </label>
        </div>
      </div>
      <div role="group" aria-label="Visitor's view" className="mt-4 rounded-lg border border-dashed border-slate-400 bg-slate-50 p-4">
        <p className="font-semibold">Basic Insight</p>
        <p className="mt-1 text-sm text-slate-700">{SAMPLE_EXPLANATION}</p>
        {/* The site's button, drawn as the panel draws it. Disabled (a picture of the visitor's page, not a way to
            spend budget from here), but at full strength: a faded button would suggest that visitors see it greyed out. */}
        <button
          type="button"
          disabled
          aria-labelledby={titleId}
          aria-describedby={subtitleId}
          className={`mt-3 flex w-full cursor-default items-center justify-between gap-4 rounded-xl p-4 text-left ${
            button.offersAi ? 'bg-gradient-to-r from-indigo-700 to-blue-700 text-white' : 'border border-slate-300 bg-white text-slate-900'
          }`}
        >
          <span>
            <span id={titleId} className="block font-semibold">
              {button.title}
            </span>
            <span id={subtitleId} className={`mt-1 block text-sm ${button.offersAi ? 'text-blue-50' : 'text-slate-700'}`}>
              {button.subtitle}
            </span>
          </span>
          {button.callToAction && (
            <span aria-hidden="true" className="shrink-0 rounded-full bg-white px-3 py-1 text-sm font-semibold text-blue-800">
              {button.callToAction}
            </span>
          )}
        </button>
        {button.remainingLine && <p className="mt-1 text-xs text-slate-600">{button.remainingLine}</p>}
        {button.reasonLine && <p className="mt-1 text-sm text-slate-700">{button.reasonLine}</p>}
      </div>
      <p role="status" className="mt-3 text-sm text-slate-700">
        {outcome}
        {providerConfigured === undefined && ' The AI provider is not known yet: this assumes one is configured.'}
      </p>
    </section>
  );
}

function PreviewNumber({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:outline-2 focus:outline-offset-1 focus:outline-blue-700"
      />
    </div>
  );
}
