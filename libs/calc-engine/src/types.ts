/** A raw input value as it arrives from a form, a URL or a caller: numbers, ISO dates, or empty. */
export type InputValue = number | string | null | undefined;

/** Raw inputs of one calculation, keyed by input name. */
export type RawInputs = Readonly<Record<string, InputValue>>;

/** Shows an input only while another input holds one of the listed values (method-specific fields). */
export interface VisibleWhen {
  readonly input: string;
  readonly equals: readonly number[];
}

interface InputSpecBase {
  /** Input name, the one the catalogue, the URL and the API use (`loanAmount`, `weight`...). */
  readonly name: string;
  /** Plain name used in error messages ("Loan amount"). */
  readonly label: string;
  /** Required inputs must be present whenever they are visible. */
  readonly required: boolean;
  readonly visibleWhen?: VisibleWhen;
}

export interface NumberInputSpec extends InputSpecBase {
  readonly type: 'number';
  /** Unit of the engine's value (metric for body measures). */
  readonly unit?: string;
  /** Value taken when an optional input is empty. */
  readonly default?: number;
  /** Limits for the browser's number field; the hard domain is enforced by the calculator itself. */
  readonly min?: number;
  readonly max?: number;
  /** Whole numbers only (useful life, number of years...). */
  readonly integer?: boolean;
}

export interface SelectInputSpec extends InputSpecBase {
  readonly type: 'select';
  readonly default?: number;
  /** The numeric codes the select accepts. */
  readonly options: readonly number[];
}

export interface DateInputSpec extends InputSpecBase {
  readonly type: 'date';
  readonly default?: string;
}

export type InputSpec = NumberInputSpec | SelectInputSpec | DateInputSpec;

/** A named output of a calculator; every one appears in `details`. */
export interface OutputSpec {
  readonly name: string;
  readonly type: 'number' | 'string';
  readonly unit?: string;
}

export type ChartType = 'bar' | 'pie' | 'line' | 'area';

export interface ChartPoint {
  readonly name: string;
  readonly value: number;
}

export interface Chart {
  readonly type: ChartType;
  readonly data: readonly ChartPoint[];
  readonly colors?: readonly string[];
}

/** One month of an amortization schedule. `payment` includes any extra principal paid that month. */
export interface AmortizationRow {
  readonly month: number;
  readonly payment: number;
  readonly principal: number;
  readonly interest: number;
  readonly balance: number;
}

/** Balance at the end of a year of saving or investing, with cumulative contributions and growth. */
export interface YearBalanceRow {
  readonly year: number;
  readonly contributions: number;
  readonly interest: number;
  readonly balance: number;
}

/** One year of a depreciation schedule. */
export interface DepreciationRow {
  readonly year: number;
  readonly depreciation: number;
  readonly accumulated: number;
  readonly bookValue: number;
}

export type DetailValue = number | string;

/** What every calculation returns. Numbers are unrounded; round only for display. */
export interface CalculationResult<Details extends Record<string, DetailValue> = Record<string, DetailValue>> {
  /** The primary output: a number, or a string for a date or a sentinel ("never", "not recovered"). */
  readonly value: number | string;
  readonly unit?: string;
  /** Label that drives the badge colour (BMI category, letter grade...). */
  readonly category?: string;
  /** Every named output of the calculator, the primary one included. */
  readonly details: Details;
  readonly chart?: Chart;
  /** Month-by-month schedule of loan-type calculators. */
  readonly schedule?: readonly AmortizationRow[];
  /** Year-by-year balance of saving and investing calculators. */
  readonly yearly?: readonly YearBalanceRow[];
  /** Year-by-year depreciation. */
  readonly depreciationSchedule?: readonly DepreciationRow[];
}

/** Validated inputs handed to a calculator's compute function: optional inputs carry their defaults. */
export type ValidInputs = Readonly<Record<string, number | string | undefined>>;

/** The description of one calculator: what it takes, what it gives, and how it computes. */
export interface CalculatorDefinition<
  Input extends object = Record<string, number | string | undefined>,
  Details extends Record<string, DetailValue> = Record<string, DetailValue>,
> {
  readonly slug: string;
  readonly inputs: readonly InputSpec[];
  readonly outputs: readonly OutputSpec[];
  /** Name of the primary output. */
  readonly primary: string;
  readonly compute: (inputs: Input) => CalculationResult<Details>;
}
