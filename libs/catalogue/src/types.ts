import type { CalculationResult } from '@calchub/calc-engine';

export type CategoryId = 'finance' | 'health' | 'education' | 'business' | 'math' | 'everyday';

/** How one engine input is shown to people. Name, type, unit, required and limits come from the engine. */
export interface InputPresentation {
  /** Field label as shown ("Loan Amount"). */
  readonly label: string;
  readonly placeholder?: string;
  /** Unit text shown beside the field in metric (or only) units ("$", "%", "years", "kg"). */
  readonly unit?: string;
  readonly step?: number;
  /** Value the form is pre-filled with. */
  readonly uiDefault?: number | string;
  /** Labels of a select's numeric options, by value. */
  readonly optionLabels?: Readonly<Record<number, string>>;
  /** One short sentence under the field. */
  readonly help?: string;
}

/** Measures that the US/metric toggle converts: mass kg↔lb, length cm↔in, height cm↔ft+in, distance m↔ft, temperature °C↔°F... */
export type MeasureKind =
  | 'mass' | 'length' | 'height' | 'distance' | 'roadDistance' | 'fuel' | 'fuelEconomy' | 'fuelPrice' | 'area' | 'areaPrice' | 'temperature' | 'drinkVolume';

/** A US/metric toggle for body-measure calculators. */
export interface UnitToggle {
  /** Inputs that change unit with the toggle, and what they measure. */
  readonly measures: Readonly<Record<string, MeasureKind>>;
  /**
   * When the engine takes US units itself (BMI's `unitSystem`: 1 metric, 2 US), the input that says so; values
   * are then passed as entered. Otherwise US values are converted to metric before calling the engine.
   */
  readonly engineUnitSystemInput?: string;
  /** The codes that input takes for metric and for US units, where they are not 1 and 2 (heat index: 2 °C, 1 °F). */
  readonly engineUnitSystemCodes?: { readonly metric: number; readonly us: number };
}

/** A worked example: inputs and a description. Its result is always computed by the engine, never stored. */
export interface CalculatorExample {
  readonly description: string;
  readonly inputs: Readonly<Record<string, number | string>>;
}

export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

/**
 * Original explanatory text of a calculator page (at least 400 words in all), paragraphs separated by blank lines.
 * It lives apart from the definition (`<slug>.content.ts`): the browser keeps the prerendered text instead of
 * downloading it to hydrate the page.
 */
export interface ExplanatoryContent {
  readonly whatItComputes: string;
  readonly howToUse: string;
  readonly formulaExplained: string;
  readonly readingTheResult: string;
  readonly limitations: string;
  readonly faq: readonly FaqEntry[];
}

export interface FormulaSymbol {
  readonly symbol: string;
  readonly meaning: string;
}

/** The formula in plain language, with every symbol explained. */
export interface FormulaText {
  /** The formula itself, e.g. "M = P × r × (1 + r)^n / ((1 + r)^n − 1)". */
  readonly expression: string;
  readonly symbols: readonly FormulaSymbol[];
  /** One or two sentences that say in words what the formula does. */
  readonly text: string;
}

/**
 * Controls of a calculator's own that its page shows under the inputs, loaded only on that page: the scientific
 * calculator's keypad and history.
 */
export const CALCULATOR_WIDGETS = ['scientific-keypad'] as const;

export type CalculatorWidget = (typeof CALCULATOR_WIDGETS)[number];

/** Everything people see about one calculator, beyond what the engine knows. */
export interface CalculatorDefinition {
  /** The engine's short slug: `mortgage`, `bmi`, `pregnancy-due-date`. */
  readonly slug: string;
  /** Other slugs that reach the same page (`mortgage-calculator`, `house-payment`...). */
  readonly aliases: readonly string[];
  /** "Mortgage Calculator". */
  readonly title: string;
  /** One sentence. */
  readonly description: string;
  readonly category: CategoryId;
  /** One of its category's topics (`loans`), under whose heading a long category page lists it. */
  readonly topic: string;
  /** Presentation of every engine input, keyed by the engine's input name. */
  readonly inputs: Readonly<Record<string, InputPresentation>>;
  readonly unitToggle?: UnitToggle;
  readonly formula: FormulaText;
  /** At least three. */
  readonly examples: readonly CalculatorExample[];
  readonly disclaimer: string;
  /**
   * Plain-language interpretation of a result (docs/product.md#result-interpretations), given the engine inputs it
   * was computed from where the reading depends on them (a tax rate).
   */
  readonly interpret: (result: CalculationResult, inputs?: Readonly<Record<string, number | string | null | undefined>>) => string;
  /** What people really type: abbreviations, misspellings, plain-language phrases. */
  readonly keywords: readonly string[];
  /** 3 to 6 slugs of related calculators. */
  readonly related: readonly string[];
  /** Labels of outputs in "Additional Details", where "totalInterest" → "Total interest" is not good enough. */
  readonly outputLabels?: Readonly<Record<string, string>>;
  /** Decimals of the primary result, where the unit's default is not right (body fat 1, BSA 2). */
  readonly resultDecimals?: number;
  /** Significant digits of the primary result instead of decimals, for a result of any size (scientific: 12). */
  readonly resultSignificantDigits?: number;
  /**
   * A duration can be solved for (pace's time): a result in seconds is then that duration, shown as a stopwatch shows
   * it (`3:30:16`). Elsewhere seconds are a unit like any other (a conversion's 31,557,600 s).
   */
  readonly solvesDuration?: boolean;
  /** Controls of the calculator's own, shown under its inputs (see {@link CALCULATOR_WIDGETS}). */
  readonly widget?: CalculatorWidget;
}

/**
 * A calculator's definition as its page shows it before anything is computed: all of it but `interpret`, which reads
 * a result and loads with the formula.
 */
export type CalculatorPageDefinition = Omit<CalculatorDefinition, 'interpret'>;
