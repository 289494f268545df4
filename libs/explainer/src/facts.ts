/**
 * A number an explanation may use: an input, an output or a computed what-if, with how the site shows it.
 * Computed insights are written from facts, the AI prompt lists them, and the number check accepts a number in an
 * answer only when it is one of them (as shown, or rounded as people round it).
 */
export interface Fact {
  /** What the number is, in the words a visitor reads ("Monthly payment", "Payment at 6% instead of 7%"). */
  readonly label: string;
  /** The unrounded value, in `unit`. */
  readonly value: number;
  /** The unit as the site writes it: `$`, `%`, `years`, `months`, `kg/m²`, `kcal/day`...; absent for a count. */
  readonly unit?: string;
  /** Decimals the site shows it with (2 for money, 1 for BMI...): the rounding the number check allows. */
  readonly decimals: number;
}
