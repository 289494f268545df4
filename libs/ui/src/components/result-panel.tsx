import { useState, type ReactNode } from 'react';
import { Badge, type BadgeTone } from './badge.js';
import { Button } from './button.js';
import { Chart, type ChartConfig } from './chart.js';
import { CopyButton, copyText, useCopiedFeedback } from './copy-button.js';

export interface ResultDetail {
  readonly label: string;
  readonly value: string;
}

export interface ResultPanelProps {
  /** The calculator's name ("Loan Calculator"), used in the copy and share texts. */
  readonly calculatorName: string;
  /** The result as shown, with its unit ("$308.77"). */
  readonly resultText: string;
  readonly badge?: { readonly label: string; readonly tone: BadgeTone };
  readonly interpretation: string;
  readonly chart?: ChartConfig;
  readonly details: readonly ResultDetail[];
  readonly disclaimer?: string;
  /** Address that reproduces this result (shared with the text). */
  readonly shareUrl: string;
  readonly children?: ReactNode;
}

/** Copy text "{calculator name} Result: {result}{ unit}" (docs/product.md#copy-texts). */
export function resultCopyText(calculatorName: string, resultText: string): string {
  return `${calculatorName} Result: ${resultText}`;
}

/** Share title "{calculator} Result" and text "Check out my {calculator name} result: ..." (docs/product.md#copy-texts). */
export function resultShareData(calculatorName: string, resultText: string, url: string): ShareData {
  return { title: `${calculatorName} Result`, text: `Check out my ${calculatorName} result: ${resultText}`, url };
}

/** Longest result shown in the large type: a list (numbers drawn, passwords) is shown smaller, a line per item kept. */
const LARGE_RESULT_CHARACTERS = 32;

function resultSize(resultText: string): string {
  return resultText.length > LARGE_RESULT_CHARACTERS ? 'text-xl' : 'text-4xl';
}

/**
 * "Your Result": the value, a badge, the interpretation, copy and share, the chart, every detail and the
 * disclaimer. Share uses the device's share dialog and falls back to copying the text and the address.
 */
export function ResultPanel({
  calculatorName, resultText, badge, interpretation, chart, details, disclaimer, shareUrl, children,
}: ResultPanelProps) {
  const share = useCopiedFeedback();
  const [notice, setNotice] = useState<string>();

  async function onShare() {
    const data = resultShareData(calculatorName, resultText, shareUrl);
    if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    if (await copyText(`${data.text} ${data.url}`)) share.markCopied();
    else setNotice('Copying is not available in this browser. Copy the address from the address bar.');
  }

  return (
    <section aria-labelledby="result-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="result-heading" className="text-lg font-semibold">
        Your Result
      </h2>
      <p className={`mt-3 font-bold tracking-tight whitespace-pre-line text-slate-900 wrap-anywhere ${resultSize(resultText)}`} data-testid="result-value" aria-live="polite">
        {resultText}
      </p>
      {badge && (
        <Badge tone={badge.tone} className="mt-3">
          {badge.label}
        </Badge>
      )}
      <p className="mt-3 text-slate-700">{interpretation}</p>
      <div className="mt-4 flex flex-wrap gap-2 print:hidden">
        <CopyButton
          variant="secondary"
          size="sm"
          label="Copy Result"
          text={resultCopyText(calculatorName, resultText)}
          onFailure={() => setNotice('Copying is not available in this browser. Select the result to copy it.')}
        />
        <Button variant="secondary" size="sm" onClick={onShare}>
          <span aria-live="polite">{share.copied ? 'Copied!' : 'Share'}</span>
        </Button>
      </div>
      {notice && (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {notice}
        </p>
      )}
      {chart && (
        <div className="mt-6">
          <h3 className="text-base font-semibold">Visualization</h3>
          <div className="mt-2">
            <Chart config={chart} title={`${calculatorName} chart`} />
          </div>
        </div>
      )}
      {details.length > 0 && (
        <div className="mt-6">
          <h3 className="text-base font-semibold">Additional Details</h3>
          <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
            {details.map((detail) => (
              <div key={detail.label} className="flex min-w-0 justify-between gap-4 border-b border-slate-100 py-1">
                <dt className="min-w-0 text-slate-600 wrap-break-word">{detail.label}</dt>
                {/*
                  A value keeps its width (never "$1,500.0" over "0"), the label wrapping beside it; only a value longer
                  than most of the row (more than 60%: a count with every digit) wraps within it rather than running over the next column.
                */}
                <dd className="max-w-[60%] shrink-0 text-right font-medium text-slate-900 wrap-anywhere">{detail.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {disclaimer && (
        <p className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="note">
          {disclaimer}
        </p>
      )}
      {children}
    </section>
  );
}
