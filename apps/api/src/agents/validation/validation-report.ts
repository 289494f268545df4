/** The three kinds of check the Validation Agent runs. */
export type ValidationCheck = 'reference value' | 'example' | 'property';

/** One check that failed: which kind, on which calculator, and what went wrong, in words. */
export interface ValidationFailure {
  readonly check: ValidationCheck;
  readonly calculator: string;
  readonly message: string;
}

/** What a group of checks found: how many passed, and each failure. */
export interface CheckOutcome {
  readonly passed: number;
  readonly failures: readonly ValidationFailure[];
}

/** A whole run: counts, every failure, and a summary in words for the run's history. */
export interface ValidationReport {
  readonly passed: number;
  readonly failed: number;
  readonly failures: readonly ValidationFailure[];
  readonly summary: string;
}

/**
 * Adds up the outcomes of the checks into a report whose summary names each failure.
 * @param outcomes - what each group of checks found
 * @returns the counts, the failures in the order found, and the summary
 * @example
 * validationReport([{ passed: 412, failures: [] }]).summary; // '412 checks passed, 0 failed'
 */
export function validationReport(outcomes: readonly CheckOutcome[]): ValidationReport {
  const passed = outcomes.reduce((total, outcome) => total + outcome.passed, 0);
  const failures = outcomes.flatMap((outcome) => outcome.failures);
  const counts = `${passed} ${passed === 1 ? 'check' : 'checks'} passed, ${failures.length} failed`;
  const summary = failures.length === 0 ? counts : `${counts}: ${failures.map((failure) => failure.message).join('; ')}`;
  return { passed, failed: failures.length, failures, summary };
}

/**
 * A number as a failure message shows it: to `decimals` places when given, else as JavaScript prints it.
 * @example
 * shownNumber(308.7709, 2); // '308.77'
 */
export function shownNumber(value: unknown, decimals?: number): string {
  if (typeof value !== 'number') return JSON.stringify(value) ?? 'nothing';
  return decimals === undefined || !Number.isFinite(value) ? String(value) : value.toFixed(decimals);
}
