import type { ReferenceValue } from './reference-value.js';

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
  /** One short sentence shown under the field. */
  readonly help?: string;
  /** Value the page's form starts with (an example value; `default` is what an empty field means). */
  readonly uiDefault?: number | string;
  readonly placeholder?: string;
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
  /**
   * The engine itself refuses a value outside `min`–`max` (`out_of_domain`, with `domainMessage` or the standard
   * message), so the domain is stated once; without it `min` and `max` only limit the browser's field.
   */
  readonly checked?: boolean;
  /** With `checked`: `min` itself is outside the domain (an amount must be greater than 0). */
  readonly minExclusive?: boolean;
  /** With `checked`: the message for a value outside the domain, where the standard one does not fit. */
  readonly domainMessage?: string;
  /** The field's step in the browser. */
  readonly step?: number;
  /** Decimals a what-if writes the value with, where the unit's default is not right (a number typed freely: 4). */
  readonly decimals?: number;
  /**
   * What the US/metric toggle converts this input as: mass kg↔lb, length cm↔in, height cm↔ft+in, distance m↔ft;
   * for driving, a road distance km↔mi, fuel L↔US gal, fuel economy L/100 km↔mpg and a fuel price $/L↔$/gal; an area
   * m²↔ft² and a price per area $/m²↔$/ft²; a temperature °C↔°F; a drink's volume mL↔US fl oz.
   * With a `unitSystem` select among the inputs, the engine takes the US value itself and `usUnit` is its unit.
   */
  readonly measure?:
    | 'mass' | 'length' | 'height' | 'distance' | 'roadDistance' | 'fuel' | 'fuelEconomy' | 'fuelPrice' | 'area' | 'areaPrice' | 'temperature' | 'drinkVolume';
  /** The unit of the value in US units, where the calculator takes a `unitSystem` (concrete: m → ft). */
  readonly usUnit?: string;
}

export interface SelectInputSpec extends InputSpecBase {
  readonly type: 'select';
  readonly default?: number;
  /** Unit shown beside the select ("months"), where its options are quantities of one. */
  readonly unit?: string;
  /** The numeric codes the select accepts. */
  readonly options: readonly number[];
  /** What each code means to people, by code ("1": "Monthly"). */
  readonly optionLabels?: Readonly<Record<number, string>>;
  /**
   * This select is the page's US/metric switch under a name of its own, and these are the codes of its two choices
   * (heat index's `temperatureUnit`: 2 °C, 1 °F). A select named `unitSystem` is the switch with 1 metric, 2 US.
   */
  readonly unitSystemCodes?: { readonly metric: number; readonly us: number };
}

export interface DateInputSpec extends InputSpecBase {
  readonly type: 'date';
  readonly default?: string;
  /**
   * An empty field means today: the calculator takes today's UTC date itself, and the page fills in the visitor's own
   * day, so that the address it shares names the day and gives the same answer tomorrow.
   */
  readonly emptyMeansToday?: boolean;
}

/** Free text, trimmed; the calculator parses it by its own grammar and answers `syntax` when it does not parse. */
export interface TextInputSpec extends InputSpecBase {
  readonly type: 'text';
  readonly default?: string;
  /** Longest text accepted, in characters (default 1,000): a bound on the work one input can ask. */
  readonly maxLength?: number;
}

/**
 * Numbers typed as text ("1.5, 2.5; 3 4"): separated by commas, semicolons, spaces or new lines, empty items ignored.
 * The compute function receives the numbers as an array.
 */
export interface NumberListInputSpec extends InputSpecBase {
  readonly type: 'numberList';
  /** The list an empty field means, written as a visitor types it. */
  readonly default?: string;
  /** Most numbers accepted (default 10,000). */
  readonly maxItems?: number;
}

/**
 * ISO dates typed as text ("2012-11-22, 2012-12-04"): separated like a number list, each a real `YYYY-MM-DD` date.
 * The compute function receives the dates as an array of `YYYY-MM-DD` texts.
 */
export interface DateListInputSpec extends InputSpecBase {
  readonly type: 'dateList';
  /** The list an empty field means, written as a visitor types it. */
  readonly default?: string;
  /** Most dates accepted (default 1,000). */
  readonly maxItems?: number;
}

/** A clock time `HH:MM`, 24-hour; the compute function receives minutes after midnight (06:30 → 390). */
export interface TimeInputSpec extends InputSpecBase {
  readonly type: 'time';
  readonly default?: string;
}

/** A local wall-clock date and time `YYYY-MM-DDTHH:MM`, without a zone; the compute function receives the text. */
export interface DateTimeInputSpec extends InputSpecBase {
  readonly type: 'datetime';
  readonly default?: string;
  /**
   * An empty field means now: the calculator takes the current UTC wall-clock time itself, and the page fills in the
   * visitor's own date and time, so that the address it shares names the moment and gives the same answer later.
   */
  readonly emptyMeansNow?: boolean;
}

/** A duration `M:SS` or `H:MM:SS` (seconds may carry decimals); the compute function receives seconds (3:30:00 → 12600). */
export interface DurationInputSpec extends InputSpecBase {
  readonly type: 'duration';
  readonly default?: string;
}

/** A unit code out of a fixed list (`ft2`, `km/h`), case-sensitive; the compute function receives the code. */
export interface UnitInputSpec extends InputSpecBase {
  readonly type: 'unit';
  readonly default?: string;
  readonly units: readonly string[];
  /** What each code is called in the list ("foot (ft)"); the code itself otherwise. */
  readonly unitNames?: Readonly<Record<string, string>>;
  /** The list in groups (length, mass...), each with its codes in order. */
  readonly unitGroups?: readonly { readonly label: string; readonly units: readonly string[] }[];
}

/** An IANA time-zone name (`America/New_York`) or `UTC`, case-sensitive; the compute function receives the name. */
export interface TimeZoneInputSpec extends InputSpecBase {
  readonly type: 'timezone';
  /** The zone an empty field means on the server and in the engine. */
  readonly default?: string;
  /** The page fills an empty field with the visitor's own zone, so that the address it shares names the zone. */
  readonly emptyMeansVisitorZone?: boolean;
}

export type InputSpec =
  | NumberInputSpec
  | SelectInputSpec
  | DateInputSpec
  | TextInputSpec
  | NumberListInputSpec
  | DateListInputSpec
  | TimeInputSpec
  | DateTimeInputSpec
  | DurationInputSpec
  | UnitInputSpec
  | TimeZoneInputSpec;

/** A named output of a calculator; every one appears in `details`. */
export interface OutputSpec {
  readonly name: string;
  readonly type: 'number' | 'string';
  readonly unit?: string;
  /** Label in the result's details ("Total price"); a calculator described in one definition gives every one. */
  readonly label?: string;
  /** Decimals shown, where the unit's default is not right. */
  readonly decimals?: number;
  /**
   * Significant digits shown instead of a fixed number of decimals, for a value of any size (a scientific
   * calculator's 12: 0.1 + 0.2 reads 0.3, 98.6^3.2 reads 2,401,077.22207).
   */
  readonly significantDigits?: number;
  /** How a sentence names the output ("the total price"); the label in lower case otherwise. */
  readonly words?: string;
  /**
   * A string output that is a duration (`M:SS`, `H:MM:SS`) written from the seconds of the number output named here
   * (pace's `pace` from `paceSeconds`). Given as the known result of a solve, it is read as a duration, and the
   * solved input must give those seconds back.
   */
  readonly durationOf?: string;
}

export type ChartType = 'bar' | 'pie' | 'line' | 'area';

/** Where a point of a series sits on its axis: year 3, month 34, age 45.5, 120 units. */
export interface ChartPosition {
  readonly unit: 'year' | 'month' | 'age' | 'units';
  readonly value: number;
}

/**
 * One slice, bar or point of a chart: numbers only. `role` says what it stands for (`principal`, `interest`, a BMI
 * band such as `overweight`; a series' quantity such as `balance`), and a point of a series says where it sits
 * (`at`). Labels and colours are the page's: it names and colours each role the same way in every chart and theme.
 */
export interface ChartPoint {
  readonly role: string;
  readonly value: number;
  readonly at?: ChartPosition;
}

export interface Chart {
  readonly type: ChartType;
  readonly data: readonly ChartPoint[];
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
  /** The same amount in every unit of its quantity (a unit conversion). */
  readonly equivalents?: readonly UnitAmount[];
}

/** An amount in one unit: its code, the unit's name and the number. */
export interface UnitAmount {
  readonly unit: string;
  readonly name: string;
  readonly value: number;
}

/**
 * One validated input: a number (number, select, time in minutes, duration in seconds), a text (date, datetime, text,
 * unit), the numbers of a `numberList`, the dates of a `dateList`, or undefined for an optional input without a default.
 */
export type ValidInputValue = number | string | readonly number[] | readonly string[] | undefined;

/** Validated inputs handed to a calculator's compute function: optional inputs carry their defaults. */
export type ValidInputs = Readonly<Record<string, ValidInputValue>>;

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
  /** Inputs that can be solved from the others and a known output (`solve=<input>`); see {@link SolvableInput}. */
  readonly solvable?: Readonly<Record<string, SolvableInput<Input>>>;
  /** The worked solution, step by step, as data: see {@link SolutionStep}. */
  readonly solution?: readonly SolutionStep<Input>[];
  /**
   * Quantities the worked solution and the assessment name in braces as they name inputs and outputs, but which the
   * result does not hold (the time in years, the interest as a share of the principal, a loss as the amount lost).
   */
  readonly intermediates?: Readonly<Record<string, Intermediate<Input>>>;
  /** The assessment of a result that opens its explanation. */
  readonly assessment?: Assessment<Input>;
  /** What-ifs the explanation works out by running the calculator again with changed inputs. */
  readonly whatIfs?: readonly WhatIf<Input>[];
  /** Properties the result always has over the domain ("the payment rises with the rate"), tested at random. */
  readonly properties?: readonly MonotonicProperty[];
  /** Published figures the calculator reproduces, with their source and tolerance. */
  readonly referenceValues?: readonly ReferenceValue[];
  /** A generator's outputs drawn at random: see {@link DrawnOutputs}. */
  readonly drawn?: DrawnOutputs;
}

/**
 * The outputs of a generator (random numbers, passwords, dice) drawn afresh with the Web Crypto API on every
 * calculation, so never cached, prerendered or compared with a fixed value; its other outputs (how many values are
 * possible, a password's entropy, the dice's expected total) follow from the inputs, as every other calculator's do.
 */
export interface DrawnOutputs {
  readonly outputs: readonly string[];
  /** The words of the button that draws again with the same inputs ("Roll the dice"). */
  readonly action: string;
}

/**
 * How an input is solved from the others and one of its `from` outputs. Without a closed form the engine finds the
 * root over the input's domain (`min` to `max`) by scanning for sign changes, then bisection.
 */
export interface SolvableInput<Input extends object = Record<string, number | string | undefined>> {
  /** Outputs whose known value the input can be solved from, in the order they are tried. */
  readonly from: readonly string[];
  /** The exact solution, given the other inputs, the known output's name and its value; NaN when there is none. */
  readonly closedForm?: (inputs: Input, known: string, value: number) => number;
}

/**
 * One line of the worked solution. `expression` names inputs and outputs in braces (`{preTaxPrice} × {taxRate} /
 * 100`), each written as a plain number, a negative one in parentheses except right after `(` or `|`, with at most a
 * given number of decimals where it says so (`{breakEvenUnitsExact:2}`), `{+name}` adds a term left out where it is 0
 * (`{principalAndInterest}{+monthlyPmi}`), and the assessment's phrases are written as they are ("compounded
 * {compounding}"); `label` may name them too (`{valueX}% of {valueY}`). `value` is the output the line computes, written as the result panel writes it, or an intermediate,
 * written as a worked number ("≈ 0.246575 years"). The last line computes the primary output.
 */
export interface SolutionStep<Input extends object = Record<string, number | string | undefined>> {
  readonly label: string;
  readonly expression: string;
  readonly value: string;
  /** An intermediate written with at most these decimals, marked "≈" where they round it, not as the panel does. */
  readonly decimals?: number;
  /** Shows the line only for these inputs and outputs (a margin that exists only at a price above 0). */
  readonly when?: (inputs: Input, details: Readonly<Record<string, DetailValue>>) => boolean;
}

/** One band of an assessment: applies while the value is below `below` (the last band has none). */
export interface AssessmentBand {
  readonly below?: number;
  /**
   * The sentence, naming inputs and outputs in braces, written as the result panel writes them; `{|name|}` writes the
   * value without its sign ("a decrease of {|result|}").
   */
  readonly text: string;
}

/** The assessment of a result: bands over one input or output, checked in order on the unrounded value. */
export interface Assessment<Input extends object = Record<string, number | string | undefined>> {
  /** The input or output the bands apply to. */
  readonly of: string;
  readonly bands: readonly AssessmentBand[];
  /**
   * Cases the bands do not describe, checked first: the first whose `when` holds gives the sentence. `when` also
   * receives the whole result (a depreciation schedule).
   */
  readonly cases?: readonly {
    readonly when: (inputs: Input, details: Readonly<Record<string, DetailValue>>, result: CalculationResult) => boolean;
    readonly text: string;
  }[];
  /**
   * Words worked out from the result that the sentences name in braces as they name outputs, written as they are: a
   * list that varies with the result ("carbohydrate (40%) is below the 45–65% range"). The worked solution may name
   * them too ("compounded quarterly").
   */
  readonly phrases?: Readonly<
    Record<string, (inputs: Input, details: Readonly<Record<string, DetailValue>>, result: CalculationResult) => string>
  >;
  /** Sentences that follow a band's, in order, each where its `when` holds (always, without one); not a case's. */
  readonly notes?: readonly {
    readonly when?: (inputs: Input, details: Readonly<Record<string, DetailValue>>, result: CalculationResult) => boolean;
    readonly text: string;
  }[];
}

/**
 * A number worked out from a result that templates name in braces (`{ loss: { unit: '$', value: (_, { netProfit }) =>
 * -Number(netProfit) } }`): its unit, and the decimals an assessment writes it with where not the unit's usual ones.
 */
export interface Intermediate<Input extends object = Record<string, number | string | undefined>> {
  readonly unit?: string;
  readonly decimals?: number;
  /** An assessment writes it with all of its decimals, trailing zeros too (a GPA of 4.00, not 4). */
  readonly fixed?: boolean;
  /** A number of months an assessment writes in years and months ("2 years 10 months", "1 year", "11 months"). */
  readonly yearsAndMonths?: boolean;
  /**
   * A number of years an assessment writes followed, where they are not whole, by about how many years and months
   * they make ("3.25 years (about 3 years 3 months)", "5 years").
   */
  readonly aboutYearsAndMonths?: boolean;
  readonly value: (inputs: Input, details: Readonly<Record<string, DetailValue>>, result: CalculationResult) => number;
}

/**
 * A what-if: the same calculation with some inputs changed. `lead` opens the sentence and names the changed inputs
 * in braces ("At a rate of {taxRate}"), `{given.name}` the visitor's own value, `{plain.name}` the what-if's value
 * without its unit ("At age {plain.age}"), `{by.name}` how much the what-if changes it, without its sign ("Adding
 * {by.monthlyContribution} a month": "$100.00"); the explanation adds how each of `outputs` would change.
 */
export interface WhatIf<Input extends object = Record<string, number | string | undefined>> {
  readonly lead: string;
  /**
   * The changed inputs, or undefined when the what-if does not apply to these inputs. A number list is read as its
   * numbers and changed as the text a visitor would type (`'10, 12, 23'`).
   */
  readonly change: (inputs: Input) => Readonly<Record<string, number | string>> | undefined;
  readonly outputs: readonly string[];
  /**
   * The sentence's own words after the lead, in place of each output's change: `{name}` is an output's value in the
   * what-if, an amount per month written as the amount (`{totalMonthlyPayment} a month`), and `{change.name}` how
   * far it moved ("$203.24 less", "no change"); the lead may then name outputs too.
   */
  readonly then?: string;
}

/** An output that never falls (`rises`) or never rises (`falls`) as one input grows, all else equal. */
export interface MonotonicProperty {
  readonly output: string;
  readonly input: string;
  readonly direction: 'rises' | 'falls';
}
