import { Button } from '@calchub/ui';
import { useState } from 'react';
import { numberOf, type SettingsDraft } from './settings-fields.js';

// The loan example of the catalogue (10,000 at 7% for 3 years), as a visitor would see it.
const SAMPLE_EXPLANATION = 'Your loan calculator result is $308.77. This represents the calculated value based on your inputs.';

export interface VisitorPreviewProps {
  /** The form as typed: the preview follows it before it is saved. */
  readonly draft: SettingsDraft;
  readonly spendThisMonth: number;
}

/**
 * What a visitor sees under a result with these settings: AI off, the static explanation only; AI on, a
 * "Get AI Insight" button, hidden when the visitor's free quota or the monthly budget is used up.
 */
export function VisitorPreview({ draft, spendThisMonth }: VisitorPreviewProps) {
  const [used, setUsed] = useState('0');
  const [premium, setPremium] = useState(false);
  const quota = numberOf(draft.numbers.user_free_quota);
  const cap = numberOf(draft.numbers.global_monthly_cap_usd);
  const aiEnabled = draft.toggles.ai_enabled;
  const quotaExceeded = !(premium && draft.toggles.premium_bypass) && numberOf(used) >= quota;
  const budgetExceeded = spendThisMonth >= cap;
  const showButton = aiEnabled && !quotaExceeded && !budgetExceeded;

  const outcome = !aiEnabled
    ? 'AI explanations are off: visitors see only the static explanation.'
    : budgetExceeded
      ? 'The monthly budget is used up: the “Get AI Insight” button is hidden.'
      : quotaExceeded
        ? `This visitor has used all ${quota} free AI explanations: the “Get AI Insight” button is hidden.`
        : 'This visitor sees the static explanation and a “Get AI Insight” button.';

  return (
    <section aria-labelledby="visitor-preview-heading" className="rounded-xl bg-white p-5 shadow-sm">
      <h3 id="visitor-preview-heading" className="text-lg font-semibold">
        Preview: what visitors see
      </h3>
      <p className="mt-1 text-sm text-slate-600">Follows the form above, before it is saved.</p>
      <div className="mt-4 grid items-end gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="preview-used" className="block text-sm font-medium text-slate-800">
            AI explanations this visitor has used
          </label>
          <input
            id="preview-used"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={used}
            onChange={(event) => setUsed(event.target.value)}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 focus:outline-2 focus:outline-offset-1 focus:outline-blue-700"
          />
        </div>
        {/* As tall as the number field beside it, so the checkbox lines up with the field, not with its label. */}
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
        {showButton && (
          // Disabled (a picture of the visitor's page, not a way to spend budget from here), but drawn at full strength:
          // a faded button would suggest that visitors see it greyed out.
          <Button size="sm" className="mt-3 disabled:cursor-default! disabled:opacity-100!" disabled>
            Get AI Insight
          </Button>
        )}
      </div>
      <p role="status" className="mt-3 text-sm text-slate-700">
        {outcome}
      </p>
    </section>
  );
}
