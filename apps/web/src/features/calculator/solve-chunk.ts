import { CalculatorInputError, solveWith, type CalculationOutcome, type LoadedCalculator, type RawInputs } from '@calchub/calc-engine';

/**
 * Solves a calculator the other way round (see the engine's `solveWith`), giving the input error instead of throwing
 * it. A chunk of its own: only a visitor who chooses Solve for, or opens an address with `solve=`, loads the solver.
 * @param calculator - the loaded calculator
 * @param inputs - the engine inputs with `solve` and the known result
 * @returns the solved result, or the input error
 * @example
 * trySolveWith(loan, { solve: 'loanAmount', monthlyPayment: 308.77, interestRate: 7, loanTenure: 3 }); // { ok: true, result: { value: 9999.97... } }
 */
export function trySolveWith(calculator: LoadedCalculator, inputs: RawInputs): CalculationOutcome {
  try {
    return { ok: true, result: solveWith(calculator, inputs) };
  } catch (error) {
    if (error instanceof CalculatorInputError) return { ok: false, error };
    throw error;
  }
}
