import type { CalculatorShape } from '@calchub/calc-engine';

/**
 * What the card asks of the visitor before there is a result: to press a generator's button, or to enter values.
 * @param info - the calculator (a generator draws only when its button is pressed)
 * @param page - the calculator page (its inputs are above the card on a phone) or the embedded calculator
 */
export function askForResult(info: Pick<CalculatorShape, 'drawn'>, page: 'calculator' | 'embed'): string {
  if (info.drawn) return `Press ${info.drawn.action} to see your result`;
  return page === 'calculator' ? 'Enter values above to see your result' : 'Enter values to see your result';
}

/**
 * The card beside the inputs while there is no result to show (on the calculator page and the embedded calculator).
 * @param text - what the visitor should do, or why there is no result
 * @param headingId - the id of its "Result" heading, unique on the page
 */
export function ResultPlaceholder({ text, headingId }: { text: string; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
      <h2 id={headingId} className="text-lg font-semibold">
        Result
      </h2>
      <p className="mt-3 text-slate-600" role="status">
        {text}
      </p>
    </section>
  );
}
