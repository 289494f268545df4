import type { LoadedCalculator } from '@calchub/calc-engine';
import { formatResult, numbersInFormat, type CalculatorDefinition } from '@calchub/catalogue';
import type { MouseEvent } from 'react';
import { useNumberFormat } from '../../lib/number-format.js';
import { evaluateForm, exampleQuery, exampleValues } from './calculator-form.js';

type ExampleInputs = Readonly<Record<string, number | string>>;

interface ExamplesTabProps {
  readonly definition: CalculatorDefinition;
  readonly info: LoadedCalculator;
  /** Called with the example's inputs (metric units) when the visitor picks it. */
  readonly onPick: (inputs: ExampleInputs) => void;
}

/**
 * The Examples tab: a card per worked example with its result; picking one fills the calculator with it. Each card
 * is a link to the calculator's address with the example's inputs, so it also works without scripts and opens in
 * a new tab.
 */
export function ExamplesTab({ definition, info, onPick }: ExamplesTabProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {definition.examples.map((example, index) => (
        <li key={example.description}>
          <ExampleCard index={index} definition={definition} info={info} example={example.inputs} description={example.description} onPick={() => onPick(example.inputs)} />
        </li>
      ))}
    </ul>
  );
}

function ExampleCard({
  index, definition, info, example, description, onPick,
}: {
  index: number;
  definition: CalculatorDefinition;
  info: LoadedCalculator;
  example: ExampleInputs;
  description: string;
  onPick: () => void;
}) {
  const format = useNumberFormat();
  const outcome = evaluateForm(info, definition, exampleValues(info, definition, example), 'metric');
  const shown = outcome.status === 'result' ? formatResult(definition, outcome.result, format) : 'not computable';
  function pick(event: MouseEvent<HTMLAnchorElement>) {
    // A plain click fills the form in place; a click that asks for a new tab or window follows the link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onPick();
  }
  return (
    <a
      href={exampleQuery(info, definition, example)}
      onClick={pick}
      className="block h-full w-full rounded-xl border border-slate-200 bg-white p-5 text-left shadow-sm hover:border-blue-400 focus-visible:outline-2 focus-visible:outline-blue-700"
    >
      <span className="block font-semibold">Example {index + 1}</span>
      <span className="mt-2 block text-sm text-slate-700">{numbersInFormat(description, format)}</span>
      <span className="mt-3 block font-medium text-blue-800">Result: {shown}</span>
    </a>
  );
}

/**
 * The examples as plain links, for a visitor without scripts (the Examples tab needs them to open): each opens the
 * calculator with the example's inputs and its result.
 */
export function ExampleLinks({ definition, info }: { definition: CalculatorDefinition; info: LoadedCalculator }) {
  return (
    <nav aria-label="Examples" className="mt-4 text-sm text-slate-700">
      Or start from an example:{' '}
      {definition.examples.map((example, index) => (
        <span key={example.description}>
          {index > 0 && ', '}
          <a href={exampleQuery(info, definition, example.inputs)} title={example.description} className="font-medium text-blue-800 underline">
            Example {index + 1}
          </a>
        </span>
      ))}
    </nav>
  );
}
