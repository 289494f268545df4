import type { CalculatorPageDefinition } from '@calchub/catalogue';
import { paths } from '../../config/paths.js';
import { absoluteUrl } from '../../config/site.js';

/**
 * The HTML another site pastes to show a calculator (`/embed/{slug}`) in an iframe: as tall as its inputs and the
 * result card with its chart need in a narrow column, lazily loaded, borderless.
 * @param definition - the calculator's definition: its slug, title and inputs
 * @returns the `<iframe>` element as text
 * @example
 * embedSnippet(loanDefinition);
 * // '<iframe src="https://calchub.example/embed/loan" title="Loan Calculator - CalcHub" width="100%" height="880" loading="lazy" style="border:0"></iframe>'
 */
function embedSnippet(definition: CalculatorPageDefinition): string {
  const height = 640 + 80 * Object.keys(definition.inputs).length;
  return `<iframe src="${absoluteUrl(paths.embed.href(definition.slug))}" title="${definition.title} - CalcHub" width="100%" height="${height}" loading="lazy" style="border:0"></iframe>`;
}

/**
 * "Embed this calculator", collapsed under a calculator page: the snippet to paste and its Copy button. Prerendered
 * and kept as static HTML (see PrerenderedSection): the page's own click handler copies the snippet, so this chunk
 * loads only when the page was not prerendered.
 */
export default function EmbedSnippet({ definition }: { definition: CalculatorPageDefinition }) {
  const id = `embed-snippet-${definition.slug}`;
  return (
    <details className="mt-10 rounded-xl border border-slate-200 bg-white p-4 print:hidden">
      <summary className="cursor-pointer font-semibold">Embed this calculator</summary>
      <p className="mt-3 text-sm text-slate-700">
        Show the {definition.title} on your own site: paste this code into your page. Your visitors use it in place, and a
        &quot;Powered by CalcHub&quot; link opens the full page.
      </p>
      <label htmlFor={id} className="mt-3 block text-sm font-medium text-slate-800">
        Embed code
      </label>
      <textarea id={id} readOnly rows={3} className="mt-1 w-full rounded-lg border border-slate-300 p-2 font-mono text-sm" value={embedSnippet(definition)} />
      <button type="button" data-copy-embed="" className="mt-2 rounded-lg bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800">
        Copy embed code
      </button>
    </details>
  );
}
