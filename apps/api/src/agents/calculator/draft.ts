import { categories, findCalculatorSlug, type CategoryId } from '@calchub/catalogue';
import { FormulaError, parseFormula, type Formula } from './formula.js';

/** One input of a draft calculator: its name in the formula, its label and unit for people, its range and default. */
export interface DraftInput {
  /** camelCase, as the formula writes it: `loanAmount`. */
  readonly name: string;
  readonly label: string;
  /** "$", "%", "kg", "years"; empty for a pure number. */
  readonly unit: string;
  readonly min: number;
  readonly max: number;
  readonly default: number;
}

/** A worked example: a value for every input and the result the formula must give. */
export interface DraftExample {
  readonly inputs: Readonly<Record<string, number>>;
  readonly expected: number;
}

/** A calculator drafted for an operator's review. Nothing in it is published until someone builds it into the site. */
export interface CalculatorDraft {
  readonly title: string;
  /** A suggested address: kebab-case, not already a calculator's slug or alias. */
  readonly slug: string;
  readonly category: CategoryId;
  readonly inputs: readonly DraftInput[];
  /** An expression of the formula language (see formula.ts). */
  readonly formula: string;
  readonly outputUnit: string;
  /** Exactly two. */
  readonly examples: readonly DraftExample[];
}

/**
 * A draft checked: `valid` only when `problems` is empty. `draft` is null when the candidate is not even shaped like
 * a draft (the problems say where); `results` holds what the formula gives for each example, where it computes.
 */
export interface DraftValidation {
  readonly valid: boolean;
  readonly draft: CalculatorDraft | null;
  readonly problems: readonly string[];
  readonly results: readonly (number | null)[];
}

const DRAFT_EXAMPLES = 2;
const MAX_INPUTS = 12;
const MAX_TITLE_LENGTH = 80;
const MAX_TEXT_LENGTH = 200;
const INPUT_NAME = /^[a-z][a-zA-Z0-9]{0,39}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 60;
const CATEGORY_IDS: readonly string[] = categories.map((category) => category.id);

/**
 * How close an example's stated result must be to what the formula computes: a hundredth (a cent, or the last digit
 * of a result shown to two decimals), or 0.01% of the result when that is larger, for large money amounts a model
 * states rounded.
 * @example
 * exampleTolerance(308.77); // 0.01
 * exampleTolerance(250_000); // 25
 */
export function exampleTolerance(expected: number): number {
  return Math.max(0.01, Math.abs(expected) * 1e-4);
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Reads the candidate's shape: every field present with its type. Each missing or mistyped field is one problem. */
function shaped(candidate: unknown, problems: string[]): CalculatorDraft | null {
  if (!isObject(candidate)) {
    problems.push('The draft must be a JSON object with title, slug, category, inputs, formula, outputUnit and examples.');
    return null;
  }
  const before = problems.length;
  const text = (fields: Fields, key: string, where: string, { allowEmpty = false, max = MAX_TEXT_LENGTH } = {}) => {
    const value = fields[key];
    if (typeof value !== 'string' || (!allowEmpty && value.trim() === '')) problems.push(`${where}${key} must be ${allowEmpty ? 'a text' : 'a text that is not empty'}.`);
    else if (value.length > max) problems.push(`${where}${key} is ${value.length} characters long; at most ${max} are allowed.`);
  };
  const number = (fields: Fields, key: string, where: string) => {
    if (!isNumber(fields[key])) problems.push(`${where}${key} must be a number.`);
  };

  text(candidate, 'title', '', { max: MAX_TITLE_LENGTH });
  text(candidate, 'slug', '', { max: MAX_SLUG_LENGTH });
  text(candidate, 'formula', '', { max: Number.POSITIVE_INFINITY });
  text(candidate, 'outputUnit', '', { allowEmpty: true });
  if (typeof candidate['category'] !== 'string' || !CATEGORY_IDS.includes(candidate['category'])) {
    problems.push(`category must be one of ${CATEGORY_IDS.join(', ')}.`);
  }
  const inputs = candidate['inputs'];
  if (!Array.isArray(inputs) || inputs.length < 1 || inputs.length > MAX_INPUTS) {
    problems.push(`inputs must be a list of 1 to ${MAX_INPUTS} inputs.`);
  } else {
    inputs.forEach((input: unknown, index) => {
      const where = `inputs[${index}].`;
      if (!isObject(input)) {
        problems.push(`inputs[${index}] must be an object with name, label, unit, min, max and default.`);
        return;
      }
      text(input, 'name', where);
      text(input, 'label', where);
      text(input, 'unit', where, { allowEmpty: true });
      for (const key of ['min', 'max', 'default']) number(input, key, where);
    });
  }
  const examples = candidate['examples'];
  if (!Array.isArray(examples) || examples.length !== DRAFT_EXAMPLES) {
    problems.push(`examples must be a list of exactly ${DRAFT_EXAMPLES} examples.`);
  } else {
    examples.forEach((example: unknown, index) => {
      const where = `examples[${index}].`;
      if (!isObject(example)) {
        problems.push(`examples[${index}] must be an object with inputs and expected.`);
        return;
      }
      const values = example['inputs'];
      if (!isObject(values) || !Object.values(values).every(isNumber)) problems.push(`${where}inputs must be an object of numbers, one for each input.`);
      number(example, 'expected', where);
    });
  }
  if (problems.length > before) return null;
  const draft = candidate as unknown as CalculatorDraft;
  // Only the draft's own fields are kept: whatever else the model wrote is dropped.
  return {
    title: draft.title.trim(),
    slug: draft.slug.trim(),
    category: draft.category,
    inputs: draft.inputs.map(({ name, label, unit, min, max, default: initial }) => ({ name: name.trim(), label: label.trim(), unit: unit.trim(), min, max, default: initial })),
    formula: draft.formula.trim(),
    outputUnit: draft.outputUnit.trim(),
    examples: draft.examples.map(({ inputs, expected }) => ({ inputs: { ...inputs }, expected })),
  };
}

function checkInputs(draft: CalculatorDraft, problems: string[]): void {
  const seen = new Set<string>();
  for (const input of draft.inputs) {
    if (!INPUT_NAME.test(input.name)) problems.push(`The input name "${input.name}" must be camelCase letters and digits, starting with a lower-case letter, at most 40 characters.`);
    else if (seen.has(input.name)) problems.push(`The input name "${input.name}" is declared twice.`);
    seen.add(input.name);
    if (input.min >= input.max) problems.push(`The input ${input.name} has min ${input.min} not below max ${input.max}.`);
    else if (input.default < input.min || input.default > input.max) {
      problems.push(`The input ${input.name}'s default ${input.default} is outside its range ${input.min} to ${input.max}.`);
    }
  }
}

function checkExample(draft: CalculatorDraft, formula: Formula | undefined, index: number, problems: string[]): number | null {
  const example = draft.examples[index];
  if (!example) return null;
  const label = `Example ${index + 1}`;
  const before = problems.length;
  for (const input of draft.inputs) {
    const value = Object.hasOwn(example.inputs, input.name) ? example.inputs[input.name] : undefined;
    if (value === undefined) problems.push(`${label} gives no value for the input ${input.name}.`);
    else if (value < input.min || value > input.max) problems.push(`${label}'s ${input.name} of ${value} is outside its range ${input.min} to ${input.max}.`);
  }
  const declared = new Set(draft.inputs.map((input) => input.name));
  for (const name of Object.keys(example.inputs)) {
    if (!declared.has(name)) problems.push(`${label} gives a value for ${name}, which is not an input.`);
  }
  if (!formula || problems.length > before) return null;
  let result: number;
  try {
    result = formula.evaluate(example.inputs);
  } catch (error) {
    if (!(error instanceof FormulaError)) throw error;
    problems.push(`${label} does not compute: ${error.message}`);
    return null;
  }
  const tolerance = exampleTolerance(example.expected);
  if (Math.abs(result - example.expected) > tolerance) {
    problems.push(`${label} states ${example.expected}, but the formula gives ${Number(result.toPrecision(12))} (allowed difference ${tolerance}).`);
  }
  return result;
}

/**
 * Checks a calculator draft, as a model wrote it or as an operator edited it. It is valid only when it has the
 * draft's shape, its title, slug (kebab-case, not an existing calculator's), category and inputs (camelCase names,
 * unique, min below max, default within) are sound, the formula parses and reads only declared inputs and every
 * declared input, and both examples give every input a value within its range and compute to their stated result
 * (within {@link exampleTolerance}).
 * @param candidate - the parsed JSON of a draft
 * @returns whether it is valid, the draft when it is shaped like one, the problems in words, each example's result
 * @example
 * validateDraft({ title: 'Tip Calculator', slug: 'tip', category: 'finance', formula: 'bill * tipRate / 100',
 *   outputUnit: '$', inputs: [...], examples: [{ inputs: { bill: 80, tipRate: 15 }, expected: 12 }, ...] });
 * // { valid: true, draft: {...}, problems: [], results: [12, 9] }
 */
export function validateDraft(candidate: unknown): DraftValidation {
  const problems: string[] = [];
  const draft = shaped(candidate, problems);
  if (!draft) return { valid: false, draft: null, problems, results: [] };

  if (!SLUG.test(draft.slug)) problems.push(`The slug "${draft.slug}" must be lower-case words joined by hyphens.`);
  else if (findCalculatorSlug(draft.slug) !== undefined) problems.push(`The slug "${draft.slug}" is already the address of a calculator.`);
  checkInputs(draft, problems);

  const names = draft.inputs.map((input) => input.name);
  let formula: Formula | undefined;
  try {
    formula = parseFormula(draft.formula, names);
  } catch (error) {
    if (!(error instanceof FormulaError)) throw error;
    problems.push(`The formula is refused: ${error.message}`);
  }
  if (formula) {
    for (const name of names) if (!formula.inputs.includes(name)) problems.push(`The input ${name} is not used by the formula.`);
  }
  const results = draft.examples.map((_, index) => checkExample(draft, formula, index, problems));
  return { valid: problems.length === 0, draft, problems, results };
}
