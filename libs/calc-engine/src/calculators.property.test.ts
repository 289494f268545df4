/**
 * Properties every calculator of the engine must have, whatever it computes: for any inputs within the
 * browser limits it either returns finite numbers or rejects the input with a stable code and the field at
 * fault; it never modifies its inputs; and a missing required input is reported as such, by name.
 * Written over the exported `calculators` list, so a new calculator is covered as soon as it is registered.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  calculate, CalculatorInputError, calculators, isInputShown,
  type CalculationResult, type CalculatorInfo, type CalculatorInputErrorCode, type InputSpec,
} from './index.js';
import { calculatorOrder } from './calculators/order.js';
import { inputsFor } from '../tests/inputs-within-limits.js';

const ERROR_CODES: readonly CalculatorInputErrorCode[] = [
  'unknown_calculator', 'required', 'not_a_number', 'out_of_domain', 'inconsistent', 'not_a_date', 'not_a_time',
  'not_a_datetime', 'not_a_duration', 'syntax', 'no_solution', 'not_solvable',
];

/**
 * Strings that stand for an answer with no number: a number output may hold one of these where the calculator has no
 * finite answer (refinance `breakEvenMonths` "never", payback `paybackPeriod` "not recovered").
 */
const SENTINELS = ['never', 'not recovered'];

function expectFinite(value: number, where: string): void {
  expect(Number.isFinite(value), `${where} = ${value}`).toBe(true);
}

/** The result's shape matches the calculator's declared outputs, and every number in it is finite. */
function expectWellFormed(info: CalculatorInfo, result: CalculationResult): void {
  const outputs = new Map(info.outputs.map((output) => [output.name, output]));
  for (const [name, value] of Object.entries(result.details)) {
    const output = outputs.get(name);
    expect(output, `undeclared output "${name}"`).toBeDefined();
    if (output?.type === 'string') expect(typeof value, name).toBe('string');
    else if (typeof value === 'number') expectFinite(value, name);
    else expect(SENTINELS, `output "${name}" is declared a number but is ${JSON.stringify(value)}`).toContain(value);
  }
  // The value is the primary output, or the output a mode leads with (the payment calculator's number of payments
  // for a fixed payment), under its own name either way.
  const lead = result.details[info.primary] === result.value ? info.primary : info.outputs.find((output) => result.details[output.name] === result.value)?.name;
  expect(lead, 'details holds the value under the name of an output').toBeDefined();
  for (const point of result.chart?.data ?? []) expectFinite(point.value, `chart ${point.role} ${point.at?.value ?? ''}`);
  for (const row of result.schedule ?? []) Object.entries(row).forEach(([key, v]) => expectFinite(v, `schedule ${row.month} ${key}`));
  for (const row of result.yearly ?? []) Object.entries(row).forEach(([key, v]) => expectFinite(v, `yearly ${row.year} ${key}`));
  for (const row of result.depreciationSchedule ?? []) {
    Object.entries(row).forEach(([key, v]) => expectFinite(v, `depreciation ${row.year} ${key}`));
  }
}

function expectInputError(info: CalculatorInfo, error: unknown): asserts error is CalculatorInputError {
  expect(error).toBeInstanceOf(CalculatorInputError);
  const { code, field, message } = error as CalculatorInputError;
  expect(ERROR_CODES).toContain(code);
  if (field !== undefined) expect(info.inputs.map((spec) => spec.name)).toContain(field);
  expect(message.length).toBeGreaterThan(0);
}

describe('the calculators list', () => {
  it('lists every calculator of src/calculators/order.ts, once, in that order', () => {
    expect(calculators.map((info) => info.slug)).toEqual(calculatorOrder);
  });

  it.each(calculators.map((info) => [info.slug, info] as const))('%s declares consistent inputs and outputs', (_slug, info) => {
    const names = info.inputs.map((spec) => spec.name);
    expect(new Set(names).size).toBe(names.length);
    const outputNames = info.outputs.map((output) => output.name);
    expect(new Set(outputNames).size).toBe(outputNames.length);
    expect(outputNames).toContain(info.primary);
    info.inputs.forEach((spec, index) => {
      if (spec.type === 'number' && spec.min !== undefined && spec.max !== undefined) expect(spec.min).toBeLessThanOrEqual(spec.max);
      if (spec.type === 'select' && spec.default !== undefined) expect(spec.options).toContain(spec.default);
      if (spec.visibleWhen) {
        // The controller is a select listed earlier, and the values that show the field are among its options.
        const controller = info.inputs.slice(0, index).find((other) => other.name === spec.visibleWhen?.input);
        expect(controller?.type, `${spec.name} depends on ${spec.visibleWhen.input}`).toBe('select');
        if (controller?.type === 'select') for (const value of spec.visibleWhen.equals) expect(controller.options).toContain(value);
      }
    });
  });
});

describe.each(calculators.map((info) => [info.slug, info] as const))('%s', (_slug, info) => {
  test.prop([inputsFor(info)])('computes finite outputs or rejects the input with a code, without touching it', (inputs) => {
    const copy = structuredClone(inputs);
    let result: CalculationResult;
    try {
      result = calculate(info.slug, Object.freeze(inputs));
    } catch (error) {
      expectInputError(info, error);
      expect(inputs).toEqual(copy);
      return;
    }
    expectWellFormed(info, result);
    expect(inputs).toEqual(copy);
  });

  if (!info.inputs.some((spec) => spec.required)) {
    // No input is required on its own (the parts of a duration, the days of a time card): there is no missing input to
    // report by name. Left all empty, such a calculator computes, or says by a code which input it needs.
    it('computes with every input left empty, or names the input it needs', () => {
      let result: CalculationResult;
      try {
        result = calculate(info.slug, {});
      } catch (error) {
        expectInputError(info, error);
        return;
      }
      expectWellFormed(info, result);
    });
    return;
  }

  test.prop([inputsFor(info), fc.nat(), fc.constantFrom(undefined, null, '')])(
    'reports a missing required input as required, naming it',
    (inputs, pick, empty) => {
      const required = info.inputs.filter((spec) => spec.required && isInputShown(spec, inputs, info.inputs));
      fc.pre(required.length > 0);
      const missing = required[pick % required.length] as InputSpec;
      const { [missing.name]: _removed, ...rest } = inputs;
      const withoutIt = empty === undefined ? rest : { ...rest, [missing.name]: empty };
      expect(() => calculate(info.slug, withoutIt)).toThrow(
        expect.objectContaining({ name: 'CalculatorInputError', code: 'required', field: missing.name }),
      );
    },
  );
});
