import type { LoadedCalculator } from '@calchub/calc-engine';
import { formatResult, type CalculatorDefinition } from '@calchub/catalogue';
import { evaluateForm, exampleValues } from './calculator-form.js';

type ExampleInputs = Readonly<Record<string, number | string>>;

interface ExamplesTabProps {
  readonly definition: CalculatorDefinition;
  readonly info: LoadedCalculator;
  /** Called with the example's inputs (metric units) when the visitor picks it. */
  readonly onPick: (inputs: ExampleInputs) => void;
}

/** The Examples tab: a card per worked example with its result; picking one fills the calculator with it. */
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
  const outcome = evaluateForm(info, definition, exampleValues(info, definition, example), 'metric');
  const shown = outcome.status === 'result' ? formatResult(definition, outcome.result) : 'not computable';
  return (
    <button
      type="button"
      onClick={onPick}
      className="block h-full w-full rounded-xl border border-slate-200 bg-white p-5 text-left shadow-sm hover:border-blue-400 focus-visible:outline-2 focus-visible:outline-blue-700"
    >
      <span className="block font-semibold">Example {index + 1}</span>
      <span className="mt-2 block text-sm text-slate-700">{description}</span>
      <span className="mt-3 block font-medium text-blue-800">Result: {shown}</span>
    </button>
  );
}
