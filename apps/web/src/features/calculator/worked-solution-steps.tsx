import type { CalculationResult, CalculatorShape } from '@calchub/calc-engine';
import { numbersInFormat } from '@calchub/catalogue';
import { workedSolutionWith, workedStepsLoaders } from '@calchub/explainer';
import { use } from 'react';
import { useNumberFormat } from '../../lib/number-format.js';
import { PromiseCache } from './promise-cache.js';

const workedSteps = new PromiseCache((slug: string) => workedStepsLoaders[slug]?.());

interface WorkedSolutionStepsProps {
  /** The calculator the page loaded (its inputs, outputs and formula). */
  readonly info: CalculatorShape;
  readonly engineInputs: Readonly<Record<string, number | string>>;
  readonly result: CalculationResult;
  /** The catalogue definition's `resultDecimals`, so the last step reads as the result panel. */
  readonly resultDecimals?: number;
}

/**
 * The formula worked step by step with the visitor's own numbers. Its own chunk, with this calculator's worked
 * steps in another: both load only when someone opens the Formula tab with a result.
 */
export default function WorkedSolutionSteps({ info, engineInputs, result, resultDecimals }: WorkedSolutionStepsProps) {
  const steps = use(workedSteps.get(info.slug));
  // The steps are worked in US numbers; only their numbers change with the visitor's format.
  const format = useNumberFormat();
  return (
    <ol className="mt-2 list-decimal space-y-2 pl-6 text-slate-800">
      {workedSolutionWith(steps, info, engineInputs, result, resultDecimals).map(({ label, ...step }) => ({
        label,
        expression: numbersInFormat(step.expression, format),
        value: numbersInFormat(step.value, format),
      })).map((step, index) => (
        <li key={index}>
          <span className="font-medium">{step.label}:</span> <span className="font-mono text-sm break-words">{step.expression}</span>{' '}
          <strong>{step.value.startsWith('≈') ? step.value : `= ${step.value}`}</strong>
        </li>
      ))}
    </ol>
  );
}
