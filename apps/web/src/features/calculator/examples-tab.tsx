import type { CalculatorShape } from '@calchub/calc-engine';
import { exampleCardText, type CalculatorPageDefinition, type numbersInFormat } from '@calchub/catalogue';
import { use } from 'react';
import { useNumberFormat } from '../../lib/number-format.js';
import type { PageCode } from '../../lib/calculator-parts.js';
import type { evaluateForm, exampleQuery, exampleValues } from './calculator-form.js';

type ExampleInputs = Readonly<Record<string, number | string>>;

/**
 * What the cards compute with, given by the page: imported here at run time, the form's and the catalogue's modules
 * would be split out of the page's chunk into files of their own, more JavaScript before the first interaction. The
 * result's formatting (`exampleCardText`) is imported here: only a result needs it, so it travels with the result side.
 */
export interface ExampleRules {
  readonly evaluateForm: typeof evaluateForm;
  readonly exampleValues: typeof exampleValues;
  readonly exampleQuery: typeof exampleQuery;
  readonly numbersInFormat: typeof numbersInFormat;
}

export interface ExamplesTabProps {
  readonly definition: CalculatorPageDefinition;
  readonly info: CalculatorShape;
  /** The calculator's code, when the page has it already; else the cards wait for `loadCode`. */
  readonly code: PageCode | undefined;
  readonly loadCode: () => Promise<PageCode>;
  readonly rules: ExampleRules;
}

/**
 * The Examples tab: a card per worked example with its result. Each card is a link to the calculator's address with
 * the example's inputs, so it works before the page's scripts have run (the server renders that address), without
 * them, and opens in a new tab; the page picks up a plain click on a card (`data-example`, its index) and fills the
 * calculator in place. A chunk of its own: a prerendered page keeps the cards as rendered (see calculator-page.tsx).
 */
export default function ExamplesTab({ definition, info, code, loadCode, rules }: ExamplesTabProps) {
  const loaded = code ?? use(loadCode());
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {definition.examples.map((example, index) => (
        <li key={example.description}>
          <ExampleCard index={index} definition={definition} info={info} code={loaded} rules={rules} example={example.inputs} description={example.description} />
        </li>
      ))}
    </ul>
  );
}

function ExampleCard({
  index, definition, info, code, rules, example, description,
}: {
  index: number;
  definition: CalculatorPageDefinition;
  info: CalculatorShape;
  code: PageCode;
  rules: ExampleRules;
  example: ExampleInputs;
  description: string;
}) {
  const format = useNumberFormat();
  const outcome = rules.evaluateForm(info, definition, rules.exampleValues(info, definition, example), 'metric', undefined, code);
  const shown = outcome.status === 'result' ? exampleCardText(definition, info, outcome.result, format) : 'Result: not computable';
  return (
    <a
      href={rules.exampleQuery(info, definition, example)}
      data-example={index}
      className="block h-full w-full rounded-xl border border-slate-200 bg-white p-5 text-left shadow-sm hover:border-blue-400 focus-visible:outline-2 focus-visible:outline-blue-700"
    >
      <span className="block font-semibold">Example {index + 1}</span>
      <span className="mt-2 block text-sm text-slate-700">{rules.numbersInFormat(description, format)}</span>
      <span className="mt-3 block font-medium text-blue-800">{shown}</span>
    </a>
  );
}
