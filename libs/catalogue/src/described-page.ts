import type { CalculatorShape } from '@calchub/calc-engine';
import { categoryDisclaimers, disclaimers } from './disclaimers.js';
import type {
  CalculatorExample, CalculatorPageDefinition, CalculatorWidget, CategoryId, FormulaText, InputPresentation, MeasureKind, UnitToggle,
} from './types.js';

/**
 * What a calculator's page file (`<slug>.md` beside its engine module) says that the engine's definition does not:
 * its front matter. The generator reads it into `src/generated/described/<slug>-page.ts`; the long text goes to
 * `<slug>.content.ts` beside it.
 */
export interface CalculatorPage {
  readonly title: string;
  readonly description: string;
  readonly category: CategoryId;
  /** One of the category's topics (see categories.ts). */
  readonly topic: string;
  readonly aliases: readonly string[];
  readonly keywords: readonly string[];
  readonly related: readonly string[];
  readonly formula: FormulaText;
  readonly examples: readonly CalculatorExample[];
  /** The result panel's disclaimer, where the category's is not the right one (a loan's is `financial`). */
  readonly disclaimer?: keyof typeof disclaimers;
  /** Controls of the calculator's own under its inputs (`scientific-keypad`). */
  readonly widget?: CalculatorWidget;
}

/** The input that switches a calculator between metric (1) and US (2) units, which the engine then takes as entered. */
const UNIT_SYSTEM_INPUT = 'unitSystem';

function presentation(calculator: CalculatorShape): Record<string, InputPresentation> {
  return Object.fromEntries(calculator.inputs.map((input) => [input.name, {
    label: input.label,
    ...(input.placeholder === undefined ? {} : { placeholder: input.placeholder }),
    ...((input.type === 'number' || input.type === 'select') && input.unit !== undefined ? { unit: input.unit } : {}),
    ...(input.type === 'number' && input.step !== undefined ? { step: input.step } : {}),
    ...(input.uiDefault === undefined ? {} : { uiDefault: input.uiDefault }),
    ...(input.type === 'select' && input.optionLabels ? { optionLabels: input.optionLabels } : {}),
    ...(input.help === undefined ? {} : { help: input.help }),
  } satisfies InputPresentation]));
}

function unitToggle(calculator: CalculatorShape): UnitToggle | undefined {
  const measures: Record<string, MeasureKind> = {};
  for (const input of calculator.inputs) if (input.type === 'number' && input.measure) measures[input.name] = input.measure;
  if (Object.keys(measures).length === 0) return undefined;
  if (calculator.inputs.some((input) => input.name === UNIT_SYSTEM_INPUT)) return { measures, engineUnitSystemInput: UNIT_SYSTEM_INPUT };
  // A switch under a name of its own, with codes of its own (heat index's temperatureUnit: 2 °C, 1 °F).
  const named = calculator.inputs.find((input) => input.type === 'select' && input.unitSystemCodes !== undefined);
  return named?.type === 'select' && named.unitSystemCodes
    ? { measures, engineUnitSystemInput: named.name, engineUnitSystemCodes: { ...named.unitSystemCodes } }
    : { measures };
}

/**
 * What the page of a calculator described in one definition shows before anything is computed: everything people
 * see but the assessment, taken from the calculator's shape (labels, units, help, defaults, output labels) and its
 * page's front matter. The page's chunk carries this; the formula and the assessment load when a result is wanted.
 * @param calculator - the calculator's shape (or the engine's whole definition)
 * @param page - the page's front matter
 * @returns the definition, without `interpret`
 * @example
 * describedPage(calculatorShape(salesTax), salesTaxPage).inputs.taxRate; // { label: 'Sales Tax Rate', unit: '%', ... }
 */
export function describedPage(calculator: CalculatorShape, page: CalculatorPage): CalculatorPageDefinition {
  const toggle = unitToggle(calculator);
  const primary = calculator.outputs.find((output) => output.name === calculator.primary);
  const outputLabels = Object.fromEntries(
    calculator.outputs.flatMap((output) => (output.label === undefined ? [] : [[output.name, output.label]])),
  );
  return {
    slug: calculator.slug,
    aliases: page.aliases,
    title: page.title,
    description: page.description,
    category: page.category,
    topic: page.topic,
    inputs: presentation(calculator),
    ...(toggle ? { unitToggle: toggle } : {}),
    formula: page.formula,
    examples: page.examples,
    disclaimer: page.disclaimer ? disclaimers[page.disclaimer] : categoryDisclaimers[page.category],
    keywords: page.keywords,
    related: page.related,
    outputLabels,
    ...(primary?.decimals === undefined ? {} : { resultDecimals: primary.decimals }),
    ...(primary?.significantDigits === undefined ? {} : { resultSignificantDigits: primary.significantDigits }),
    ...(Object.keys(calculator.solvable ?? {}).some((name) => calculator.inputs.find((input) => input.name === name)?.type === 'duration')
      ? { solvesDuration: true }
      : {}),
    ...(page.widget === undefined ? {} : { widget: page.widget }),
  };
}
