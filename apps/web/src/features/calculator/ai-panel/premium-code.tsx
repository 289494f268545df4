import { AI_PANEL_TEXTS, premiumActiveLine } from '@calchub/api-contract';
import { Button } from '@calchub/ui';
import { useId, useState, type FormEvent } from 'react';
import { redeemPremiumCode } from './explain-client.js';

type PremiumState =
  | { readonly status: 'idle' }
  | { readonly status: 'applying' }
  | { readonly status: 'refused'; readonly message: string }
  | { readonly status: 'premium'; readonly expiresAt: Date };

/**
 * "Have a premium code?": a disclosure with the code's field and "Apply". A refused code shows the server's message
 * next to the field and keeps what was typed; an accepted one says until when premium lasts. A visitor the server
 * already knows as premium reads "Premium active" beside the question, and inside without a date (the server gives
 * one only as a code is accepted).
 * @param onPremium - called once the server has made this visitor premium, to ask availability again
 * @param premium - the server's availability says this visitor is premium
 */
export function PremiumCode({ onPremium, premium }: { onPremium: () => void; premium: boolean }) {
  const fieldId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const [state, setState] = useState<PremiumState>({ status: 'idle' });

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status === 'applying') return;
    if (code.trim() === '') {
      setState({ status: 'refused', message: AI_PANEL_TEXTS.premiumEmpty });
      return;
    }
    setState({ status: 'applying' });
    const outcome = await redeemPremiumCode(code.trim());
    if (outcome.status === 'premium') {
      setState({ status: 'premium', expiresAt: outcome.expiresAt });
      onPremium();
    } else {
      setState({ status: 'refused', message: outcome.message });
    }
  }

  const refused = state.status === 'refused';
  return (
    <details className="mt-4 text-sm">
      <summary className="cursor-pointer font-medium text-blue-800 underline-offset-2 hover:underline">
        {AI_PANEL_TEXTS.premiumQuestion}
        {/* Inline-block: the summary's hover underline does not reach it. */}
        {premium && (
          <>
            {' '}
            <span className="ml-1 inline-block font-medium text-green-800">{AI_PANEL_TEXTS.premiumActive}</span>
          </>
        )}
      </summary>
      <form className="mt-3" onSubmit={(event) => void apply(event)} noValidate>
        <label htmlFor={fieldId} className="block font-medium text-slate-800">
          {AI_PANEL_TEXTS.premiumLabel}
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            id={fieldId}
            name="premium-code"
            type="text"
            autoComplete="off"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={refused || undefined}
            aria-describedby={refused ? errorId : undefined}
            className={`flex-1 rounded-lg border px-3 py-2 text-base ${refused ? 'border-red-600' : 'border-slate-300'}`}
          />
          <Button type="submit" variant="secondary" size="md" aria-disabled={state.status === 'applying' || undefined}>
            {state.status === 'applying' ? AI_PANEL_TEXTS.premiumApplying : AI_PANEL_TEXTS.premiumApply}
          </Button>
        </div>
        {refused && (
          <p id={errorId} role="alert" className="mt-2 text-red-700">
            {state.message}
          </p>
        )}
        {(state.status === 'premium' || premium) && (
          <p role="status" className="mt-2 font-medium text-green-800">
            {premiumActiveLine(state.status === 'premium' ? state.expiresAt : undefined)}
          </p>
        )}
      </form>
    </details>
  );
}
