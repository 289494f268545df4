import {
  calculators, completedInputs, tryCalculate, tryCalculateWith, type CalculationOutcome, type CalculationResult, type CalculatorInfo,
  type LoadedCalculator,
} from '@calchub/calc-engine';
import { interpretResult, type CalculatorDefinition } from '@calchub/catalogue';
import { assessmentFacts } from './insights/assessment-facts.js';
import { createInsightContext, type InsightInputs } from './insights/insight-context.js';
import { insightsBuilders } from './insights/registry.js';
import type { ComputedInsights, InsightsBuilder } from './insights/types.js';

type InsightsDefinition = Pick<CalculatorDefinition, 'slug' | 'interpret' | 'outputLabels' | 'resultDecimals'>;

function insightsFrom(
  builder: InsightsBuilder,
  calculator: Pick<CalculatorInfo, 'slug' | 'inputs' | 'outputs' | 'primary'>,
  definition: InsightsDefinition,
  inputs: InsightInputs,
  result: CalculationResult,
  compute: (inputs: Readonly<Record<string, number | string>>) => CalculationOutcome,
): ComputedInsights {
  // A solved result is explained as the calculation of its completed inputs.
  const completed = completedInputs(inputs, result);
  const { context, facts } = createInsightContext(calculator, definition, completed, result, compute);
  const whatIfs = builder(context);
  const assessment = interpretResult(definition, calculator, result, inputs);
  return {
    assessment,
    whatIfs,
    text: [assessment, ...whatIfs].join('\n'),
    facts: [...facts, ...assessmentFacts(assessment, facts)],
  };
}

/**
 * The computed insights of a result, for when no AI explanation is given: the catalogue's assessment of the result,
 * then at least two what-ifs worked out with the engine (the loan at one point less interest, the mortgage at 20%
 * down...), and every number shown as a fact.
 * @param definition - the calculator's catalogue definition
 * @param inputs - the validated engine inputs the page used (metric); empty optional inputs take the engine's defaults
 * @param result - the engine's result for those inputs
 * @returns the assessment, the what-ifs, the whole text and its facts
 * @throws TypeError for a calculator without insights, or when an input or output its insights need is missing
 * @example
 * const inputs = { loanAmount: 10000, interestRate: 7, loanTenure: 3 };
 * computedInsights(loanDefinition, inputs, calculate('loan', inputs)).whatIfs[0];
 * // 'At 6% instead of 7%, the payment would be $304.22 a month ($4.55 less) and the interest $951.90 in all ($163.86 less).'
 */
export function computedInsights(
  definition: InsightsDefinition,
  inputs: InsightInputs,
  result: CalculationResult,
): ComputedInsights {
  const builder = insightsBuilders[definition.slug];
  const calculator = calculators.find((candidate) => candidate.slug === definition.slug);
  if (!builder || !calculator) throw new TypeError(`computedInsights: no insights for "${definition.slug}"`);
  return insightsFrom(builder, calculator, definition, inputs, result, (changed) => tryCalculate(definition.slug, changed));
}

/**
 * The same insights from one calculator's loaded parts (`insightsLoaders[slug]` and the engine's
 * `calculatorLoaders[slug]`), for a page that loaded only that calculator.
 * @param builder - the calculator's insights builder
 * @param calculator - the engine's loaded calculator, which also runs the what-ifs
 * @param definition - the calculator's catalogue definition
 * @param inputs - the validated engine inputs the page used
 * @param result - the engine's result for those inputs
 * @returns the insights, equal to `computedInsights`'s
 * @example
 * const insights = computedInsightsWith(await insightsLoaders.loan(), await calculatorLoaders.loan(), loanDefinition, inputs, result);
 * insights.whatIfs.length; // 2
 */
export function computedInsightsWith(
  builder: InsightsBuilder,
  calculator: LoadedCalculator,
  definition: InsightsDefinition,
  inputs: InsightInputs,
  result: CalculationResult,
): ComputedInsights {
  return insightsFrom(builder, calculator, definition, inputs, result, (changed) => tryCalculateWith(calculator, changed));
}
