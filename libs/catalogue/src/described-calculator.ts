import { CalculatorInputError, completedInputs, readInputValue, type CalculationResult, type LoadedCalculator } from '@calchub/calc-engine';
import { describedPage, type CalculatorPage } from './described-page.js';
import { defaultDecimals, formatNumber, formatQuantity, outputPrecision } from './format.js';
import { longDate } from './long-date.js';
import { yearsAndMonths } from './result-reading.js';
import type { CalculatorDefinition } from './types.js';


type Inputs = Readonly<Record<string, number | string | null | undefined>>;

/**
 * Writes a template's `{name}` as the result panel writes that output, or that input or intermediate with its unit,
 * or the assessment's phrase of that name as it is, and `{|name|}` without its sign; a date is written out ("Sunday, January 1, 2017"), a count of one in the singular, months in years and months where the intermediate says so, and years with about how many years and months they make where it says so and they are not whole.
 * @example
 * fillTemplate('A rate of {taxRate} adds {taxAmount}', salesTax, { taxRate: 7.25 }, { details: { taxAmount: 7.25 } });
 * // 'A rate of 7.25% adds $7.25'
 */
function fillTemplate(
  template: string,
  calculator: Pick<LoadedCalculator, 'inputs' | 'outputs' | 'primary' | 'intermediates' | 'assessment'>,
  inputs: Inputs,
  result: CalculationResult,
): string {
  return template.replace(/\{(\|?)(\w+)\1\}/g, (token, bars: string, name: string) => {
    const intermediate = calculator.intermediates?.[name];
    if (intermediate) {
      const { unit, decimals } = intermediate;
      const worked = intermediate.value(inputs as never, result.details, result);
      if (intermediate.yearsAndMonths) return yearsAndMonths(worked);
      if (!intermediate.fixed) {
        const shown = formatQuantity(worked, unit, decimals);
        // Years with, where they are not whole, about how many years and months they make.
        return intermediate.aboutYearsAndMonths && !Number.isInteger(worked) ? `${shown} (about ${yearsAndMonths(worked * 12)})` : shown;
      }
      // All of its decimals, trailing zeros too: "a GPA of 4.00".
      const number = formatNumber(worked, decimals ?? defaultDecimals(unit), true);
      return unit === '%' ? `${number}%` : unit ? `${number} ${unit}` : number;
    }
    const phrase = calculator.assessment?.phrases?.[name];
    if (phrase) return phrase(inputs as never, result.details, result);
    const output = calculator.outputs.find((spec) => spec.name === name);
    const given = output ? result.details[name] : inputs[name];
    if (given === undefined || given === null) return token;
    // `{|name|}` is the value without its sign: "a decrease of 25%".
    const value = bars && typeof given === 'number' ? Math.abs(given) : given;
    const input = calculator.inputs.find((spec) => spec.name === name);
    // The primary output is in the result's unit, which may depend on the inputs (a conversion's target unit).
    const unit = output?.unit ?? (name === calculator.primary ? result.unit : undefined) ?? (input?.type === 'number' ? input.unit : undefined);
    if (typeof value === 'string') return longDate(value);
    return formatQuantity(value, unit, outputPrecision(output));
  });
}


/**
 * Inputs as an address carries them (`taxRate: '7.25'`, as the page sends them to be explained), with a number or an
 * option read as the number it is, so that an assessment compares it and writes it with its unit as it does a number
 * given as one. A value the engine would refuse stays as given.
 */
function numbersRead(calculator: LoadedCalculator, inputs: Inputs): Inputs {
  return Object.fromEntries(Object.entries(inputs).map(([name, value]) => {
    const spec = calculator.inputs.find((input) => input.name === name);
    if (typeof value !== 'string' || value.trim() === '' || (spec?.type !== 'number' && spec?.type !== 'select')) return [name, value];
    try {
      const read = readInputValue(spec, value);
      return [name, typeof read === 'number' ? read : value];
    } catch (error) {
      if (error instanceof CalculatorInputError) return [name, value];
      throw error;
    }
  }));
}

/** The assessment under a result: the first case that holds, else the band the value falls in and its notes. */
function interpreter(calculator: LoadedCalculator): (result: CalculationResult, inputs?: Inputs) => string {
  const { assessment } = calculator;
  return (result, given = {}) => {
    if (!assessment) return '';
    const inputs = numbersRead(calculator, given);
    const fill = (text: string) => fillTemplate(text, calculator, inputs, result);
    const special = assessment.cases?.find((item) => item.when(inputs as never, result.details, result));
    if (special) return fill(special.text);
    const value = Object.hasOwn(result.details, assessment.of) ? result.details[assessment.of] : inputs[assessment.of];
    if (typeof value !== 'number') return '';
    const band = assessment.bands.find((item) => item.below === undefined || value < item.below);
    if (!band) return '';
    const notes = (assessment.notes ?? []).filter((note) => note.when?.(inputs as never, result.details, result) ?? true);
    return [band, ...notes].map((sentence) => fill(sentence.text)).join(' ');
  };
}


/**
 * The catalogue's definition of a calculator described in one definition: its page's (see `describedPage`) and
 * the assessment of a result, taken from the engine's definition.
 * @param calculator - the engine's definition
 * @param page - the page's front matter
 * @returns the definition the site, the search and the explainer read
 * @example
 * describedCalculator(salesTax, salesTaxPage).inputs.taxRate; // { label: 'Sales Tax Rate', unit: '%', step: 0.001, ... }
 */
export function describedCalculator(calculator: LoadedCalculator, page: CalculatorPage): CalculatorDefinition {
  return { ...describedPage(calculator, page), interpret: interpreter(calculator) };
}

/**
 * The assessment of a result, also of one solved the other way round: a solved result's `value` is the input solved
 * for, so the assessment reads the calculation it completes (the primary output, the completed inputs).
 * @param definition - the catalogue's definition
 * @param calculator - the engine's calculator: its primary output and outputs
 * @param result - the result as the engine gave it
 * @param inputs - the inputs as given (`solve` and the known output included)
 * @returns the assessment's text
 * @example
 * interpretResult(loan, loanInfo, calculate('loan', { solve: 'loanAmount', monthlyPayment: 308.77, ... }), inputs);
 * // 'A monthly payment of $308.77 ...', not of the amount solved for
 */
export function interpretResult(
  definition: Pick<CalculatorDefinition, 'interpret'>,
  calculator: Pick<LoadedCalculator, 'primary' | 'outputs'>,
  result: CalculationResult,
  inputs?: Inputs,
): string {
  const primary = result.details[calculator.primary];
  if (primary === undefined || primary === result.value) return definition.interpret(result, inputs);
  const unit = calculator.outputs.find((output) => output.name === calculator.primary)?.unit;
  const calculated: CalculationResult = { ...result, value: primary, ...(unit === undefined ? {} : { unit }) };
  return definition.interpret(calculated, inputs && completedInputs(inputs, result));
}
