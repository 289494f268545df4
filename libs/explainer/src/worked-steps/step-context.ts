import { CalculatorInputError, completedInputs, readInputValue, type CalculationResult, type CalculatorInfo, type ValidInputValue } from '@calchub/calc-engine';
import { formatQuantity, outputPrecision } from '@calchub/catalogue';
import type { StepContext } from './types.js';

/** Inputs as the page passes them: validated engine inputs, where an empty optional input may be missing. */
export type WorkedInputs = Readonly<Record<string, number | string | null | undefined>>;

function isEmpty(value: number | string | null | undefined): value is null | undefined | '' {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * The context a worked-steps module reads from: inputs with the engine's defaults applied where the form left
 * them empty, and the result's outputs formatted as the result panel formats them.
 * @param slug - the calculator's short slug
 * @param rawInputs - the validated engine inputs the page used
 * @param result - the engine's result for those inputs
 * @param resultDecimals - decimals of the primary result where the catalogue sets them (body fat: 1)
 * @param calculator - the calculator's inputs (for their defaults), outputs (for their units) and primary output
 * @returns the context
 * @example
 * createStepContext('loan', { loanAmount: 10000, interestRate: 7, loanTenure: 3 }, result, undefined, loan).number('loanTenure'); // 3
 */
export function createStepContext(
  slug: string,
  rawInputs: WorkedInputs,
  result: CalculationResult,
  resultDecimals: number | undefined,
  calculator: Pick<CalculatorInfo, 'inputs' | 'outputs' | 'primary'> | undefined,
): StepContext {
  // A solved result is worked through as the calculation of its completed inputs.
  const inputs = completedInputs(rawInputs, result);
  const specs = new Map((calculator?.inputs ?? []).map((spec) => [spec.name, spec]));
  const units = new Map((calculator?.outputs ?? []).map((output) => [output.name, output.unit]));

  const given = (name: string): number | string | undefined => {
    const value = inputs[name];
    if (!isEmpty(value)) return value;
    return specs.get(name)?.default;
  };

  const optionalValue = (name: string): ValidInputValue => {
    const value = given(name);
    const spec = specs.get(name);
    if (value === undefined || spec === undefined) return value;
    try {
      return readInputValue(spec, value);
    } catch (error) {
      // A value the engine refuses is one it did not compute with: an input its method hides (a payment left over
      // from the other mode); the result it explains was computed without it.
      if (error instanceof CalculatorInputError) return undefined;
      throw error;
    }
  };

  const optionalNumber = (name: string): number | undefined => {
    const value = optionalValue(name);
    if (value === undefined) return undefined;
    const n = typeof value === 'number' ? value : Number(value);
    if (!Number.isFinite(n)) throw new TypeError(`workedSolution(${slug}): input "${name}" is not a number`);
    return n;
  };

  const optionalDetail = (name: string) => result.details[name];

  const detail = (name: string): number => {
    const value = optionalDetail(name);
    if (typeof value !== 'number') throw new TypeError(`workedSolution(${slug}): the result has no number "${name}"`);
    return value;
  };

  const primaryName = calculator?.primary;
  // A result shown to significant digits (a scientific result) is so wherever it appears.
  const primaryPrecision = outputPrecision(calculator?.outputs.find((output) => output.name === primaryName && output.significantDigits !== undefined));
  const unitOf = (name: string) => units.get(name) ?? (name === primaryName ? result.unit : undefined);

  return {
    result,
    number(name, fallback) {
      const value = optionalNumber(name) ?? fallback;
      if (value === undefined) throw new TypeError(`workedSolution(${slug}): input "${name}" is missing`);
      return value;
    },
    optionalNumber,
    optionalDate(name) {
      const value = given(name);
      return typeof value === 'string' ? value.trim() : undefined;
    },
    optionalText(name) {
      const value = given(name);
      return value === undefined ? undefined : String(value).trim();
    },
    optionalValue,
    detail,
    optionalDetail,
    output(name, decimals) {
      const value = optionalDetail(name);
      if (value === undefined) throw new TypeError(`workedSolution(${slug}): the result has no "${name}"`);
      return formatQuantity(value, unitOf(name), decimals);
    },
    primary() {
      // The catalogue's formatResult rule, so the last step reads exactly as the result panel.
      return formatQuantity(result.value, result.unit, primaryPrecision ?? resultDecimals);
    },
  };
}
