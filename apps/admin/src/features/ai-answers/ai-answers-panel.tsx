import { Badge } from '@calchub/ui';
import { useEffect, useId, useState, type ReactNode } from 'react';
import type { AdminApi, AiAnswerSource } from '../../api/admin-api.js';
import type { AiAnswer, TemplateReason } from '../../api/admin-types.js';
import { LoadFailure } from '../../components/notice.js';
import { DateTime } from '../../components/review-item.js';
import { formatCostUsd, formatCount } from '../../utils/format.js';

const AI_ANSWERS_LOAD_FAILED = 'Failed to load AI answers.';
/** Characters of an answer shown before "Show full answer". */
export const ANSWER_PREVIEW_LENGTH = 140;

/** Why the computed insights answered, in the operator's words. */
export const REASON_WORDS: Record<TemplateReason, string> = {
  ai_disabled: 'AI switched off',
  not_configured: 'No AI provider configured',
  quota: "Visitor's free quota used up",
  budget: 'Monthly budget reached',
  provider_error: 'AI provider failed',
  unverified: 'Failed the number check',
};

const SOURCES: ReadonlyArray<readonly [AiAnswerSource, string]> = [
  ['all', 'All answers'],
  ['ai', 'AI answers only'],
  ['template', 'Computed insights only'],
];

// Narrower padding below the large breakpoint, so that the eight columns fit a tablet without scrolling sideways.
const cellClasses = 'px-2 py-2 align-top lg:px-3';

export interface AiAnswersPanelProps {
  readonly api: AdminApi;
  /** Changing it loads the answers again (after signing in again). */
  readonly refreshKey?: number;
}

/**
 * The AI answers view, in the AI settings: the latest explanations visitors got, newest first, with who wrote them
 * (the AI or the computed insights, and why), their tokens and cost, and for an answer the number check refused,
 * the number that failed.
 */
export function AiAnswersPanel({ api, refreshKey = 0 }: AiAnswersPanelProps) {
  const [source, setSource] = useState<AiAnswerSource>('all');
  const [retries, setRetries] = useState(0);
  const [state, setState] = useState<{ answers?: readonly AiAnswer[]; loading: boolean; error?: string }>({ loading: true });
  const filterId = useId();

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true, error: undefined }));
    api.listAiAnswers(source).then(
      (answers) => current && setState({ answers, loading: false }),
      () => current && setState((previous) => ({ ...previous, loading: false, error: AI_ANSWERS_LOAD_FAILED })),
    );
    return () => {
      current = false;
    };
  }, [api, refreshKey, retries, source]);

  const { answers, loading, error } = state;
  return (
    <section aria-labelledby="ai-answers-heading" aria-busy={loading} className="grid gap-4">
      <h2 id="ai-answers-heading" className="text-xl font-semibold">
        AI answers
      </h2>
      <p className="max-w-3xl text-slate-700">
        The latest explanations visitors received, newest first: written by the AI, or computed insights when the AI
        did not answer, with the reason. An AI answer holding a number the calculation does not give is never shown to
        the visitor; it is kept here with that number highlighted.
      </p>
      <div>
        <label htmlFor={filterId} className="mr-2 text-sm font-medium text-slate-800">
          Show
        </label>
        <select
          id={filterId}
          value={source}
          onChange={(event) => setSource(event.target.value as AiAnswerSource)}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2 focus:outline-2 focus:outline-offset-1 focus:outline-blue-700"
        >
          {SOURCES.map(([value, words]) => (
            <option key={value} value={value}>
              {words}
            </option>
          ))}
        </select>
      </div>
      {error && <LoadFailure message={error} onRetry={() => setRetries((count) => count + 1)} />}
      {!answers && loading && <p className="text-slate-600">Loading AI answers…</p>}
      {answers && answers.length === 0 && (
        <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">
          {source === 'all'
            ? 'No AI answers yet. Explanations appear here as soon as visitors ask for them.'
            : `No ${source === 'ai' ? 'AI answers' : 'computed insights'} yet.`}
        </p>
      )}
      {answers && answers.length > 0 && (
        <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">AI answers, newest first</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className={cellClasses}>
                  Time
                </th>
                <th scope="col" className={cellClasses}>
                  Calculator
                </th>
                <th scope="col" className={cellClasses}>
                  Source
                </th>
                <th scope="col" className={cellClasses}>
                  Reason
                </th>
                <th scope="col" className={`${cellClasses} text-right`}>
                  Tokens in
                </th>
                <th scope="col" className={`${cellClasses} text-right`}>
                  Tokens out
                </th>
                <th scope="col" className={`${cellClasses} text-right`}>
                  Cost
                </th>
                <th scope="col" className={cellClasses}>
                  Answer
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {answers.map((answer) => (
                <AnswerRow key={answer.id} answer={answer} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function AnswerRow({ answer }: { readonly answer: AiAnswer }) {
  const refused = answer.reason === 'unverified';
  return (
    <tr className={refused ? 'bg-amber-50' : undefined}>
      <td className={`${cellClasses} lg:whitespace-nowrap`}>
        <DateTime iso={answer.created_at} />
      </td>
      <th scope="row" className={`${cellClasses} font-medium text-slate-900`}>
        {answer.slug}
      </th>
      <td className={cellClasses}>
        <Badge tone={answer.source === 'ai' ? 'blue' : 'neutral'} className="px-2 py-0.5 text-xs">
          {answer.source === 'ai' ? 'AI' : 'Computed'}
        </Badge>
        {answer.cached && <span className="mt-1 block text-xs text-slate-600">from the cache</span>}
      </td>
      <td className={cellClasses}>
        {answer.reason === null ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">None</span>
          </>
        ) : (
          REASON_WORDS[answer.reason]
        )}
      </td>
      <td className={`${cellClasses} text-right tabular-nums`}>{formatCount(answer.input_tokens)}</td>
      <td className={`${cellClasses} text-right tabular-nums`}>{formatCount(answer.output_tokens)}</td>
      <td className={`${cellClasses} text-right tabular-nums`}>{formatCostUsd(answer.cost_usd)}</td>
      <td className={`${cellClasses} min-w-48 lg:min-w-64`}>
        <AnswerText text={answer.text} failedNumber={refused ? answer.unverified_number : null} />
      </td>
    </tr>
  );
}

/**
 * An answer's text, cut after {@link ANSWER_PREVIEW_LENGTH} characters with a button that shows it all; for a
 * refused answer, the number that failed is named under it and highlighted wherever it appears.
 */
function AnswerText({ text, failedNumber }: { readonly text: string; readonly failedNumber: string | null }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > ANSWER_PREVIEW_LENGTH;
  const shown = long && !expanded ? `${text.slice(0, ANSWER_PREVIEW_LENGTH).trimEnd()}…` : text;
  return (
    <div className="grid gap-1">
      <p id={id} className="whitespace-pre-wrap break-words text-slate-800">
        {highlighted(shown, failedNumber)}
      </p>
      {failedNumber !== null && (
        <p className="text-xs text-amber-900">
          Number not found in the calculation:{' '}
          <mark className="rounded bg-amber-200 px-1 font-semibold text-amber-950">{failedNumber}</mark>
        </p>
      )}
      {long && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className="justify-self-start text-sm font-medium text-blue-800 underline hover:text-blue-900 focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          {expanded ? 'Show less' : 'Show full answer'}
        </button>
      )}
    </div>
  );
}

/**
 * The text with every occurrence of the number `part` in a `<mark>`, as a whole number: not the 73 of "$73,099.00".
 * @example
 * highlighted('BMI 26.2 is 12% high', '12%'); // ['BMI 26.2 is ', <mark>12%</mark>, ' high']
 */
function highlighted(text: string, part: string | null): ReactNode {
  if (!part) return text;
  const escaped = part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Not inside a longer number: no digit, nor a digit and a separator, on either side.
  const whole = new RegExp(`(?<!\\d|\\d[.,])${escaped}(?!\\d|[.,]\\d)`, 'g');
  const pieces: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(whole)) {
    pieces.push(
      text.slice(from, match.index),
      <mark key={match.index} className="rounded bg-amber-200 px-0.5 font-semibold text-amber-950">
        {part}
      </mark>,
    );
    from = match.index + part.length;
  }
  if (pieces.length === 0) return text;
  pieces.push(text.slice(from));
  return pieces;
}
