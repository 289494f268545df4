import { messages, type CalculatorInfo } from '@calchub/calc-engine';
import { readCalculatorInputs, SOLVE_PARAMETER, type CalculatorDefinition, type ReadableCalculator } from '@calchub/catalogue';

/** Inputs as a calculator page's address carries them: text as typed, or numbers, by input name. */
export type AddressInputs = Readonly<Record<string, string | number>>;

/** Engine inputs, or the input at fault (its path in the request body) and why. */
export type AddressReading =
  | { readonly ok: true; readonly inputs: Record<string, string | number> }
  | { readonly ok: false; readonly message: string; readonly field: string };

const bodyField = (name: string) => `inputs.${name}`;

/** The calculator as the one reader of inputs sees it: its inputs, outputs and what each solvable input is solved from. */
function readable(calculator: CalculatorInfo): ReadableCalculator {
  const { inputs, outputs, solvableFrom } = calculator;
  if (!solvableFrom) return { inputs, outputs };
  return { inputs, outputs, solvable: Object.fromEntries(Object.entries(solvableFrom).map(([name, from]) => [name, { from }])) };
}

/**
 * Turns inputs as a page's address carries them into the engine's inputs with the one reader the page uses
 * ({@link readCalculatorInputs}): numbers with thousands separators, `units: "us"` on a calculator with a unit
 * toggle, a height as `<name>Feet` and `<name>Inches`, `solve` with the known result. `units` must be `us` or
 * `metric`, and `solve` must name an input the calculator can solve for; a value that does not read is refused
 * naming its field; a missing input goes on to the engine, whose message names it.
 * @param calculator - the engine's calculator: its inputs
 * @param definition - the catalogue's definition: its labels and unit toggle
 * @param given - the inputs as sent
 * @returns the engine's inputs, or the field at fault with a message
 * @example
 * engineInputsFromAddress(bmiInfo, bmiDefinition, { weight: '150', heightFeet: '5', heightInches: '10', units: 'us' });
 * // { ok: true, inputs: { weight: 150, height: 70, unitSystem: 2 } }
 */
export function engineInputsFromAddress(calculator: CalculatorInfo, definition: CalculatorDefinition, given: AddressInputs): AddressReading {
  const units = definition.unitToggle ? given['units'] : undefined;
  if (units !== undefined && units !== 'us' && units !== 'metric') {
    return { ok: false, message: 'units must be "us" or "metric".', field: bodyField('units') };
  }
  const solve = String(given[SOLVE_PARAMETER] ?? '').trim();
  if (solve !== '' && !Object.hasOwn(calculator.solvableFrom ?? {}, solve)) {
    const choices = Object.keys(calculator.solvableFrom ?? {});
    const hint = choices.length > 0 ? ` It can solve for: ${choices.join(', ')}.` : ' It cannot solve for any input.';
    return { ok: false, message: `${messages.notSolvable(solve)}.${hint}`, field: bodyField(SOLVE_PARAMETER) };
  }
  const reading = readCalculatorInputs(readable(calculator), definition, given, { unitSystem: units === 'us' ? 'us' : 'metric' });
  const [error] = reading.errors;
  return error ? { ok: false, message: error.message, field: bodyField(error.field) } : { ok: true, inputs: reading.inputs };
}
