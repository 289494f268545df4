import { AI_PANEL_TEXTS, aiPanelButton, type ExplainAvailability, type Explanation, type TemplateReason } from '@calchub/api-contract';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { AI_PANEL_ID } from '../../../config/paths.js';
import { fetchAvailability, requestExplanation } from './explain-client.js';
import { InsightCard } from './insight-card.js';
import { PremiumCode } from './premium-code.js';

/** What the panel knows of availability: still asking, the server's answer, or nothing (the request failed). */
type Availability = 'asking' | 'unknown' | ExplainAvailability;

/** The explanation asked for one set of inputs (`key`): waiting for it, its answer, or why there is none. */
type ExplainRequest =
  | { readonly key: string; readonly phase: 'waiting'; readonly ai: boolean }
  | { readonly key: string; readonly phase: 'answer'; readonly explanation: Explanation; readonly takeFocus: boolean }
  | { readonly key: string; readonly phase: 'failed'; readonly message: string };

/** Follows the browser's connection: `online` and `offline` events, `navigator.onLine`. */
function onConnectionChange(changed: () => void): () => void {
  addEventListener('online', changed);
  addEventListener('offline', changed);
  return () => {
    removeEventListener('online', changed);
    removeEventListener('offline', changed);
  };
}
const isOnline = () => navigator.onLine;
const onlineOnServer = () => true;

/** Reasons that hold for the next question too (unlike a provider's failure or one unverified answer). */
const LASTING_REASONS: ReadonlySet<TemplateReason> = new Set(['ai_disabled', 'not_configured', 'quota', 'budget']);

/**
 * Availability as an answer leaves it: a lasting reason switches the AI button off; `remaining` is the quota left,
 * none left switches it off until next month.
 */
function availabilityAfter(previous: Availability, explanation: Explanation): Availability {
  const known: ExplainAvailability = typeof previous === 'object' ? previous : { ai: explanation.source === 'ai' };
  const remaining = explanation.remaining ?? known.remaining;
  if (explanation.source === 'template' && explanation.reason && LASTING_REASONS.has(explanation.reason)) {
    return { ...known, ai: false, reason: explanation.reason, remaining };
  }
  if (explanation.remaining === 0) return { ...known, ai: false, reason: 'quota', remaining: 0 };
  return { ...known, remaining };
}

export interface AiPanelProps {
  readonly slug: string;
  /** The category's disclaimer, the answer's "Important Note" (docs/product.md#disclaimers). */
  readonly importantNote: string;
  /** The page address's query (`loanAmount=10000&interestRate=7`): the inputs as the address carries them. */
  readonly addressQuery: string;
}

/**
 * The panel under a result (docs/product.md#ai-explanations). It asks the server whether an AI explanation is on
 * offer: if so, "Get AI-Powered Insights"; if not, a plain "Show more insights" that never claims AI. The answer
 * explains the inputs it was asked for: changing one hides it, and an answer for inputs that have since changed is
 * dropped. Rendered only in the browser, under a result, so the prerendered page never shows a button that may be
 * wrong. With no connection (the site works offline once visited) it says insights need one instead of offering a
 * button that cannot work, and offers it again when the connection is back.
 */
export function AiPanel({ slug, importantNote, addressQuery }: AiPanelProps) {
  const key = `${slug}?${addressQuery}`;
  const location = useLocation();
  const navigate = useNavigate();
  const [availability, setAvailability] = useState<Availability>('asking');
  const [request, setRequest] = useState<ExplainRequest>();
  const latestKey = useRef(key);
  const section = useRef<HTMLElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const subtitleId = useId();
  const limitId = useId();

  useEffect(() => {
    latestKey.current = key;
  }, [key]);

  const askAvailability = useCallback(() => {
    let current = true;
    void fetchAvailability().then((answer) => {
      if (current) setAvailability(answer ?? 'unknown');
    });
    return () => {
      current = false;
    };
  }, []);

  useEffect(askAvailability, [askAvailability]);

  const online = useSyncExternalStore(onConnectionChange, isOnline, onlineOnServer);
  // Back online: availability may have changed while away, and a "no connection" notice no longer holds.
  useEffect(() => {
    function back() {
      setRequest((previous) => (previous?.phase === 'failed' && previous.message === AI_PANEL_TEXTS.offline ? undefined : previous));
      askAvailability();
    }
    addEventListener('online', back);
    return () => removeEventListener('online', back);
  }, [askAvailability]);

  // "Try AI Explainer" links here (`#ai-insights`), but the panel shows only once the result has, after the browser
  // looked for it: it scrolls into view itself, then leaves the address without the anchor, so that showing again
  // after an input was cleared and retyped does not pull the page back.
  useEffect(() => {
    if (location.hash !== `#${AI_PANEL_ID}`) return;
    section.current?.scrollIntoView({ block: 'center' });
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, preventScrollReset: true });
    // Once, as the panel first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const shown = request?.key === key ? request : undefined;
  const offersAi = typeof availability === 'object' && availability.ai;
  const waiting = shown?.phase === 'waiting';

  async function ask() {
    if (waiting) return;
    const asked = key;
    const ai = offersAi;
    setRequest({ key: asked, phase: 'waiting', ai });
    const outcome = await requestExplanation(slug, Object.fromEntries(new URLSearchParams(addressQuery)));
    // The visitor changed an input meanwhile: this answer explains other numbers.
    if (latestKey.current !== asked) return;
    if (outcome.status === 'answer') {
      const takeFocus = document.activeElement === button.current;
      setRequest({ key: asked, phase: 'answer', explanation: outcome.explanation, takeFocus });
      setAvailability((previous) => availabilityAfter(previous, outcome.explanation));
    } else {
      const message = outcome.status === 'input-refused' ? outcome.message : outcome.status === 'offline' ? AI_PANEL_TEXTS.offline : AI_PANEL_TEXTS.unavailable;
      setRequest({ key: asked, phase: 'failed', message });
    }
  }

  const waitingForAi = waiting && shown.ai;
  // The button's texts for what the server said; without an answer, the plain button.
  const offer = aiPanelButton(typeof availability === 'object' ? availability : { ai: false });
  const reasonLine = offer.reasonLine;
  const remaining = offer.remainingLine;

  return (
    <section ref={section} id={AI_PANEL_ID} aria-label="More insights" className="mt-6">
      {!online ? (
        <p role="status" className="rounded-xl border border-slate-300 bg-white p-4 text-slate-800">
          {AI_PANEL_TEXTS.offline}
        </p>
      ) : availability === 'asking' ? (
        // The button's room, kept while availability is asked, so nothing below moves when it shows.
        <div aria-hidden="true" className="rounded-xl border border-dashed border-slate-200 p-4">
          <span className="block font-semibold">&nbsp;</span>
          <span className="mt-1 block text-sm">&nbsp;</span>
        </div>
      ) : (
        shown?.phase !== 'answer' && (
          <div>
            <button
              ref={button}
              type="button"
              onClick={() => void ask()}
              aria-disabled={waiting || undefined}
              aria-labelledby={titleId}
              aria-describedby={reasonLine ? `${subtitleId} ${limitId}` : subtitleId}
              className={`flex w-full items-center justify-between gap-4 rounded-xl p-4 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
                offersAi ? 'bg-gradient-to-r from-indigo-700 to-blue-700 text-white' : 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50'
              }`}
            >
              <span>
                <span id={titleId} className="block font-semibold">
                  {waiting ? (offersAi ? AI_PANEL_TEXTS.aiWaiting : AI_PANEL_TEXTS.computedWaiting) : offer.title}
                </span>
                <span id={subtitleId} className={`mt-1 block text-sm ${offersAi ? 'text-blue-50' : 'text-slate-700'}`}>
                  {offer.subtitle}
                </span>
              </span>
              {offersAi && !waiting && (
                <span aria-hidden="true" className="shrink-0 rounded-full bg-white px-3 py-1 text-sm font-semibold text-blue-800">
                  {offer.callToAction}
                </span>
              )}
            </button>
            {remaining && <p className="mt-1 text-xs text-slate-600">{remaining}</p>}
            {reasonLine && (
              <p id={limitId} className="mt-1 text-sm text-slate-700">
                {reasonLine}
              </p>
            )}
          </div>
        )
      )}
      <div aria-live="polite">
        {shown?.phase === 'waiting' && (
          <div aria-busy="true" className="mt-4 rounded-xl border border-slate-200 bg-white p-5">
            <p className="font-medium text-slate-800">{waitingForAi ? AI_PANEL_TEXTS.aiLoadingCard : AI_PANEL_TEXTS.computedWaiting}</p>
            <div aria-hidden="true" className="mt-3 space-y-2">
              <div className="h-5 w-full rounded bg-slate-100" />
              <div className="h-5 w-full rounded bg-slate-100" />
              <div className="h-5 w-full max-w-md rounded bg-slate-100" />
            </div>
          </div>
        )}
        {shown?.phase === 'answer' && <InsightCard explanation={shown.explanation} importantNote={importantNote} takeFocus={shown.takeFocus} />}
        {shown?.phase === 'failed' && (online || shown.message !== AI_PANEL_TEXTS.offline) && (
          <p className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">{shown.message}</p>
        )}
      </div>
      <PremiumCode onPremium={askAvailability} premium={typeof availability === 'object' && availability.premium === true} />
    </section>
  );
}
