import type { CalculationResult } from '@calchub/calc-engine';
import { workedSolution } from '@calchub/explainer';

interface WorkedSolutionStepsProps {
  readonly slug: string;
  readonly engineInputs: Readonly<Record<string, number | string>>;
  readonly result: CalculationResult;
}

/**
 * The formula worked step by step with the visitor's own numbers. Its own chunk: the worked solutions of all 34
 * calculators load only when someone opens the Formula tab with a result.
 */
export default function WorkedSolutionSteps({ slug, engineInputs, result }: WorkedSolutionStepsProps) {
  return (
    <ol className="mt-2 list-decimal space-y-2 pl-6 text-slate-800">
      {workedSolution(slug, engineInputs, result).map((step, index) => (
        <li key={index}>
          <span className="font-medium">{step.label}:</span> <span className="font-mono text-sm break-words">{step.expression}</span>{' '}
          <strong>{step.value.startsWith('≈') ? step.value : `= ${step.value}`}</strong>
        </li>
      ))}
    </ol>
  );
}
