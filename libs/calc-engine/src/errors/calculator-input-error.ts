/** Stable codes of invalid input; the UI and the API rely on them. */
export type CalculatorInputErrorCode =
  | 'unknown_calculator'
  | 'required'
  | 'not_a_number'
  | 'out_of_domain'
  | 'inconsistent'
  | 'not_a_date'
  | 'not_a_time'
  | 'not_a_datetime'
  | 'not_a_duration'
  | 'syntax'
  | 'no_solution'
  | 'not_solvable';

/**
 * Thrown for any input a calculator cannot compute with.
 * @example
 * try { calculate('bmi', { weight: 70, height: 0 }) }
 * catch (e) { if (e instanceof CalculatorInputError) e.field; // 'height' }
 */
export class CalculatorInputError extends Error {
  override readonly name = 'CalculatorInputError';
  /** The input at fault, where there is one. */
  readonly field: string | undefined;
  readonly code: CalculatorInputErrorCode;

  constructor(code: CalculatorInputErrorCode, message: string, field?: string) {
    super(message);
    this.code = code;
    this.field = field;
  }
}
