import { AI_PANEL_TEXTS, computedReasonLine, type Explanation } from '@calchub/api-contract';
import { CopyButton } from '@calchub/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../../components/link.js';
import { paths } from '../../../config/paths.js';

interface InsightCardProps {
  readonly explanation: Explanation;
  /** The category's disclaimer (docs/product.md#disclaimers). */
  readonly importantNote: string;
  /** Moves focus to the card's title when it shows: the button that had focus has just made way for it. */
  readonly takeFocus: boolean;
}

/**
 * The answer under a result: "AI Analysis" when a language model wrote it, with the AI Disclaimer; otherwise
 * "Computed Insights", saying plainly that they are not AI and why. Both with Copy and the category's Important Note.
 */
export function InsightCard({ explanation, importantNote, takeFocus }: InsightCardProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copyNotice, setCopyNotice] = useState<string>();
  const fromAi = explanation.source === 'ai';

  useEffect(() => {
    if (takeFocus) heading.current?.focus();
    // Only as the card first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold">
          {fromAi ? AI_PANEL_TEXTS.aiCardTitle : AI_PANEL_TEXTS.computedCardTitle}
        </h2>
        <CopyButton
          variant="secondary"
          size="sm"
          label={AI_PANEL_TEXTS.copy}
          text={explanation.text}
          onFailure={() => setCopyNotice(AI_PANEL_TEXTS.copyUnavailable)}
        />
      </div>
      {copyNotice && (
        <p role="status" className="mt-2 text-sm text-slate-700">
          {copyNotice}
        </p>
      )}
      {fromAi ? (
        <Paragraphs text={explanation.text} />
      ) : (
        <>
          <p className="mt-2 text-sm text-slate-700" data-testid="computed-insights-reason">
            {AI_PANEL_TEXTS.computedNotAi} {computedReasonLine(explanation.reason)}
          </p>
          <ComputedInsights explanation={explanation} />
        </>
      )}
      {fromAi && (
        <div role="note" aria-label={AI_PANEL_TEXTS.aiDisclaimerTitle} className="mt-4 rounded-lg bg-blue-50 p-3 text-sm text-blue-900">
          <p className="font-semibold">{AI_PANEL_TEXTS.aiDisclaimerTitle}</p>
          <p className="mt-1">{AI_PANEL_TEXTS.aiDisclaimer}</p>
        </div>
      )}
      <div role="note" aria-label={AI_PANEL_TEXTS.importantNote} className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <p className="font-semibold">{AI_PANEL_TEXTS.importantNote}</p>
        <p className="mt-1">
          {importantNote}{' '}
          <Link to={paths.terms.href()} className="font-medium text-blue-800 underline underline-offset-2">
            {AI_PANEL_TEXTS.learnMore}
            <span className="sr-only"> about the terms of use and disclaimers</span>
          </Link>
        </p>
      </div>
    </section>
  );
}

/** The computed insights: the assessment, then the what-ifs as a list; their joined text when neither came. */
function ComputedInsights({ explanation }: { explanation: Explanation }) {
  if (explanation.assessment === '' && explanation.whatIfs.length === 0) {
    return <Paragraphs text={explanation.text} />;
  }
  return (
    <>
      {explanation.assessment !== '' && <p className="mt-3 text-slate-800">{explanation.assessment}</p>}
      {explanation.whatIfs.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
          {explanation.whatIfs.map((whatIf) => (
            <li key={whatIf}>{whatIf}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** A text of several lines, one paragraph a line. */
function Paragraphs({ text }: { text: string }) {
  return (
    <div className="mt-3 space-y-2 text-slate-800">
      {text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line, index) => (
          <p key={index}>{line}</p>
        ))}
    </div>
  );
}
