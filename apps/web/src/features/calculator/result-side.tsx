import type { CalculationResult, CalculatorShape } from '@calchub/calc-engine';
import { lazy, Suspense } from 'react';
import {
  chartPointLabel, formatQuantity, formatResult, interpretResult, labelFromName, numbersInFormat, outputPrecision, type CalculatorDefinition, type NumberFormatChoice,
} from '@calchub/catalogue';
import { staticExplanation } from '@calchub/explainer';
import { ResultPanel, type ChartConfig } from '@calchub/ui';
import { useNumberFormat } from '../../lib/number-format.js';
import { AiPanel } from './ai-panel/ai-panel.js';
import { badgeFor } from './result-text.js';
import { GrowthTable, PaymentSchedule } from './schedule-table.js';

function chartConfig(result: CalculationResult, unit: string | undefined, format: NumberFormatChoice): ChartConfig | undefined {
  if (!result.chart) return undefined;
  return {
    type: result.chart.type,
    data: result.chart.data.map((point) => ({ name: chartPointLabel(point), value: point.value, role: point.role })),
    formatValue: (value) => formatQuantity(value, unit?.startsWith('$') ? '$' : undefined, undefined, format),
  };
}

/**
 * "Your Result": the result with its badge, interpretation, chart, details and disclaimer, and the share buttons.
 * Alone, it is the result of an embedded calculator (`/embed/{slug}`), whose `shareUrl` is the full page's address.
 */
export function ResultCard({ definition, info, result, engineInputs, shareUrl }: Omit<ResultSideProps, 'addressQuery' | 'importantNote'>) {
  const primaryUnit = info.outputs.find((output) => output.name === info.primary)?.unit ?? result.unit;
  const format = useNumberFormat();
  return (
    <ResultPanel
      calculatorName={definition.title}
      resultText={formatResult(definition, result, format)}
      badge={badgeFor(result, format)}
      // The interpretations are written with US numbers; only their numbers change with the visitor's format.
      interpretation={numbersInFormat(interpretResult(definition, info, result, engineInputs), format)}
      chart={chartConfig(result, primaryUnit, format)}
      // Solved the other way round, the result is the input solved for, and every output is a detail.
      details={info.outputs
        .filter((output) => (output.name !== info.primary || result.value !== result.details[output.name]) && result.details[output.name] !== undefined)
        .map((output) => ({
          label: definition.outputLabels?.[output.name] ?? output.label ?? labelFromName(output.name),
          // Each detail with the decimals its output declares (a lease's money factor 0.00208), else its unit's.
          value: formatQuantity(result.details[output.name] as number | string, output.unit, outputPrecision(output), format),
        }))}
      disclaimer={definition.disclaimer}
      shareUrl={shareUrl}
    />
  );
}

interface ResultSideProps {
  readonly definition: CalculatorDefinition;
  readonly info: CalculatorShape;
  readonly result: CalculationResult;
  /** The engine inputs the result was computed from, which an assessment may read (a tax rate). */
  readonly engineInputs: Readonly<Record<string, number | string>>;
  /** Address that reproduces this result. */
  readonly shareUrl: string;
  /** The query of that address: the inputs the AI panel sends, as the address carries them. */
  readonly addressQuery: string;
  /** The calculator's category disclaimer: the AI panel's "Important Note". */
  readonly importantNote: string;
}

/**
 * "Your Result", the Basic Insight and the AI panel beside the inputs. Its own chunk, with the schedules: a
 * prerendered page never has a result, so none of it is needed to hydrate; it loads when the visitor starts typing or
 * a result first shows.
 */
export function ResultSide({ definition, info, result, engineInputs, shareUrl, addressQuery, importantNote }: ResultSideProps) {
  const format = useNumberFormat();
  return (
    <>
      <ResultCard definition={definition} info={info} result={result} engineInputs={engineInputs} shareUrl={shareUrl} />
      <section aria-labelledby="insight-heading" className="mt-6 rounded-xl bg-gradient-to-r from-blue-50 to-indigo-50 p-5">
        <h2 id="insight-heading" className="font-semibold">
          Basic Insight
        </h2>
        <p className="mt-2 text-slate-800">
          {info.drawn
            ? `Drawn at random for you from a cryptographic source (the Web Crypto API): each number, character or die was equally likely to be any of its values. ${info.drawn.action} draws again.`
            : staticExplanation(definition.title, formatResult(definition, result, format))}
        </p>
      </section>
      {/* A generator's draw has nothing for the AI to explain that the page does not already say. */}
      {!info.drawn && <AiPanel slug={definition.slug} importantNote={importantNote} addressQuery={addressQuery} />}
    </>
  );
}

/** Only a unit conversion has one: its own chunk, not part of every calculator's result side. */
const EquivalentsTable = lazy(() => import('./equivalents-table.js').then((module) => ({ default: module.EquivalentsTable })));

/** The loan schedule, the year-by-year growth of a saving plan, or a conversion in every unit, when the result has one. */
export function ResultSchedules({ result, slug }: { result: CalculationResult; slug: string }) {
  return (
    <>
      {result.schedule && result.schedule.length > 0 && <PaymentSchedule rows={result.schedule} slug={slug} />}
      {result.yearly && result.yearly.length > 0 && <GrowthTable rows={result.yearly} />}
      {result.equivalents && result.equivalents.length > 0 && (
        <Suspense fallback={null}>
          <EquivalentsTable rows={result.equivalents} />
        </Suspense>
      )}
    </>
  );
}
