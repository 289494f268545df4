import { Badge } from '@calchub/ui';
import type { CalculatorDraft } from '../../api/admin-types.js';
import { DateTime } from '../../components/review-item.js';
import { formatCostUsd } from '../../utils/format.js';

type DraftedCalculator = NonNullable<CalculatorDraft['calculator']>;

/** A number as the operator reads it: up to 6 decimals, grouped ("1,000,000", "9.1"). */
function formatNumber(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 6 });
}

/** "80 $" or "15 %" with the input's unit; a bare number without one. */
function withUnit(value: number, unit: string): string {
  return unit ? `${formatNumber(value)} ${unit}` : formatNumber(value);
}

const INPUT_COLUMNS = ['Input', 'Name', 'Unit', 'Range', 'Default'] as const;

function Inputs({ calculator }: { readonly calculator: DraftedCalculator }) {
  return (
    <table className="mt-2 w-full text-left text-sm">
      <caption className="sr-only">Inputs</caption>
      <thead className="text-slate-600">
        <tr>
          {INPUT_COLUMNS.map((column) => (
            <th key={column} scope="col" className="py-1 pr-4 font-medium">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {calculator.inputs.map((input) => (
          <tr key={input.name} className="border-t border-slate-100">
            <td className="py-1 pr-4">{input.label}</td>
            <td className="py-1 pr-4 font-mono">{input.name}</td>
            <td className="py-1 pr-4">{input.unit || 'None'}</td>
            <td className="py-1 pr-4">
              {formatNumber(input.min)} to {formatNumber(input.max)}
            </td>
            <td className="py-1">{formatNumber(input.default)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Examples({ calculator }: { readonly calculator: DraftedCalculator }) {
  const unitOf = new Map(calculator.inputs.map((input) => [input.name, input.unit]));
  // In the order the inputs are declared (stored JSON does not keep an object's key order), then any stray value.
  const names = [...new Set([...calculator.inputs.map((input) => input.name), ...calculator.examples.flatMap((example) => Object.keys(example.inputs))])];
  return (
    <ol className="mt-2 space-y-1 text-sm">
      {calculator.examples.map((example, index) => (
        <li key={index}>
          Example {index + 1}:{' '}
          {names
            .filter((name) => Object.hasOwn(example.inputs, name))
            .map((name) => `${name} = ${withUnit(example.inputs[name] ?? 0, unitOf.get(name) ?? '')}`)
            .join(', ')}
          . Stated {withUnit(example.expected, calculator.output_unit)}; computed{' '}
          {example.computed === null ? 'nothing (it does not compute)' : withUnit(example.computed, calculator.output_unit)}.
        </li>
      ))}
    </ol>
  );
}

/**
 * The Calculator Agent's draft under its request: valid or not (with the problems), the drafted calculator's title,
 * inputs with units and ranges, formula and worked examples (stated and computed results), or the model's answer when
 * it was not shaped like a draft. Review only: nothing here publishes.
 */
export function CalculatorDraftView({ draft, requestId }: { readonly draft: CalculatorDraft; readonly requestId: number }) {
  const headingId = `calculator-draft-${requestId}`;
  const { calculator } = draft;
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={headingId} className="font-semibold">
          Draft: {calculator?.title ?? 'not shaped like a calculator'}
        </h4>
        <Badge tone={draft.valid ? 'green' : 'red-pink'}>{draft.valid ? 'Valid' : 'Invalid'}</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        By {draft.model} on <DateTime iso={draft.created_at} />, cost {formatCostUsd(draft.cost_usd)}.
      </p>
      {draft.problems.length > 0 && (
        <>
          <h5 className="mt-3 text-sm font-medium text-slate-600">Problems</h5>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {draft.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </>
      )}
      {calculator ? (
        <>
          <p className="mt-3 text-sm">
            <span className="font-medium text-slate-600">Formula: </span>
            <code className="font-mono">{calculator.formula}</code>
            {calculator.output_unit && ` (result in ${calculator.output_unit})`}
          </p>
          <p className="mt-1 text-sm">
            <span className="font-medium text-slate-600">Address: </span>/calculator/{calculator.slug}, {calculator.category}
          </p>
          <Inputs calculator={calculator} />
          <Examples calculator={calculator} />
        </>
      ) : (
        <pre className="mt-3 max-h-48 overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-2 text-xs">{draft.answer}</pre>
      )}
    </section>
  );
}
