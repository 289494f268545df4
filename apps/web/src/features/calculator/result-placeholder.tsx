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
