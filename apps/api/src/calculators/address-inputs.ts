import { isInputShown, messages, type CalculatorInfo } from '@calchub/calc-engine';
import {
  readFeetInches, toMetric, withoutThousandsSeparators, type CalculatorDefinition,
} from '@calchub/catalogue';

/** Inputs as a calculator page's address carries them: text as typed, or numbers, by input name. */
export type AddressInputs = Readonly<Record<string, string | number>>;

/** Engine inputs, or the input at fault (its path in the request body) and why. */
export type AddressReading =
  | { readonly ok: true; readonly inputs: Record<string, string | number> }
  | { readonly ok: false; readonly message: string; readonly field: string };

// As the page reads a typed number: "12,500" is 12500 (thousands separators), anything else goes to the engine as
// sent, which refuses it naming the input.
function withoutSeparators(value: string | number): string | number {
  return typeof value === 'number' ? value : withoutThousandsSeparators(value);
}

function asNumber(value: string | number | undefined): number | undefined {
  if (value === undefined) return undefined;
  const plain = withoutSeparators(value);
  if (typeof plain === 'number') return plain;
  return plain.trim() === '' ? undefined : Number(plain);
}

const bodyField = (name: string) => `inputs.${name}`;

/**
 * Turns inputs as a page's address carries them into the engine's inputs, as the page does: numbers typed with
 * thousands separators, `units: "us"` on a calculator with a unit toggle (weights in pounds, lengths in inches, a
 * height in inches or as `<name>Feet` and `<name>Inches`), converted to the metric units the engine takes, or passed
 * with the engine's own unit-system input where it has one (BMI). Names that are not the calculator's inputs, and
 * inputs the chosen method hides, are left out, as the page leaves them out; every value the engine reads is checked
 * by the engine itself.
 * @param calculator - the engine's calculator: its inputs
 * @param definition - the catalogue's definition: its unit toggle
 * @param given - the inputs as sent
 * @returns the engine's inputs, or the field at fault with a message
 * @example
 * engineInputsFromAddress(bmiInfo, bmiDefinition, { weight: '150', heightFeet: '5', heightInches: '10', units: 'us' });
 * // { ok: true, inputs: { weight: 150, height: 70, unitSystem: 2 } }
 */
export function engineInputsFromAddress(calculator: CalculatorInfo, definition: CalculatorDefinition, given: AddressInputs): AddressReading {
  const toggle = definition.unitToggle;
  const units = toggle ? given['units'] : undefined;
  if (units !== undefined && units !== 'us' && units !== 'metric') {
    return { ok: false, message: 'units must be "us" or "metric".', field: bodyField('units') };
  }
  const inUs = units === 'us';
  const inputs: Record<string, string | number> = {};
  for (const spec of calculator.inputs) {
    const measure = toggle?.measures[spec.name];
    if (inUs && measure === 'height') {
      // Either box may be left empty (0), as on the page; both empty is a height not given.
      const height = readFeetInches(given, spec.name, definition.inputs[spec.name]?.label ?? spec.label, (text) => Number(withoutThousandsSeparators(text)));
      if (height.status === 'invalid') return { ok: false, message: height.message, field: bodyField(height.field) };
      if (height.status === 'value') {
        inputs[spec.name] = toggle?.engineUnitSystemInput ? height.inches : toMetric('height', height.inches);
        continue;
      }
    }
    const value = given[spec.name];
    if (value === undefined) continue;
    const number = measure && inUs && !toggle?.engineUnitSystemInput ? asNumber(value) : undefined;
    // A US measure the engine takes in metric is converted; one that is not a number goes as sent, for the engine's message.
    if (spec.type !== 'number' && spec.type !== 'select') {
      // A list's commas separate its numbers, and a time's or a text's characters are the value: all go as sent.
      inputs[spec.name] = value;
      continue;
    }
    inputs[spec.name] = number !== undefined && measure && Number.isFinite(number) ? toMetric(measure, number) : withoutSeparators(value);
  }
  if (toggle?.engineUnitSystemInput) inputs[toggle.engineUnitSystemInput] = inUs ? 2 : 1;
  // An input its method hides (the conception date while dating from the last period) is not read, as on the page.
  for (const spec of calculator.inputs) if (!isInputShown(spec, inputs, calculator.inputs)) delete inputs[spec.name];
  return solving(calculator, given, inputs);
}

/**
 * Adds what solving the other way round needs (`solve=loanAmount&monthlyPayment=308.77`): the input solved for, in
 * place of its value, and the known results it is solved from; the engine checks them and solves.
 */
function solving(calculator: CalculatorInfo, given: AddressInputs, inputs: Record<string, string | number>): AddressReading {
  const solve = given['solve'];
  if (solve === undefined || String(solve).trim() === '') return { ok: true, inputs };
  const name = String(solve).trim();
  const from = Object.hasOwn(calculator.solvableFrom ?? {}, name) ? calculator.solvableFrom?.[name] : undefined;
  if (!from) {
    const choices = Object.keys(calculator.solvableFrom ?? {});
    const hint = choices.length > 0 ? ` It can solve for: ${choices.join(', ')}.` : ' It cannot solve for any input.';
    return { ok: false, message: `${messages.notSolvable(name)}.${hint}`, field: bodyField('solve') };
  }
  const { [name]: _solved, ...others } = inputs;
  const known = Object.fromEntries(from.flatMap((output) => (given[output] === undefined ? [] : [[output, withoutSeparators(given[output])]])));
  return { ok: true, inputs: { ...others, ...known, solve: name } };
}
