import { readInputValue, type CalculatorInfo, type InputSpec } from '@calchub/calc-engine';
import { categories } from './categories.js';
import { CALCULATOR_WIDGETS, type CalculatorDefinition, type MeasureKind } from './types.js';

/** Least number of words of a calculator's explanatory text, FAQ included. */
export const MIN_EXPLANATORY_WORDS = 400;
/** Least number of worked examples per calculator. */
export const MIN_EXAMPLES = 3;
/** Least number of FAQ entries per calculator. */
export const MIN_FAQ_ENTRIES = 3;
/** Related calculators per page: at least 3, at most 6. */
export const RELATED_COUNT = { min: 3, max: 6 } as const;
/** Least number of search keywords per calculator. */
export const MIN_KEYWORDS = 5;
/** Longest description: it doubles as the page's meta description, which search engines cut near 160 characters. */
export const MAX_DESCRIPTION_LENGTH = 160;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Words left behind by unfinished writing, and template fields nobody filled in ("{name}"). */
const PLACEHOLDER_TEXT = /\b(?:lorem|ipsum|todo|tbd|fixme)\b|\{[A-Za-z_]+\}/i;
/** A full stop, question or exclamation mark followed by a new sentence; "U.S. Navy" does not count. */
const SENTENCE_BREAK = /(?<![A-Z])[.!?]\s+(?=[A-Z])/;
const MEASURE_KINDS: readonly MeasureKind[] = ['mass', 'length', 'height', 'distance', 'roadDistance', 'fuel', 'fuelEconomy', 'fuelPrice', 'area', 'areaPrice', 'temperature', 'drinkVolume'];
const CONTENT_SECTIONS = ['whatItComputes', 'howToUse', 'formulaExplained', 'readingTheResult', 'limitations'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

type UnknownRecord = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * Counts the words of a text: runs of characters between spaces that hold at least one letter or digit, so
 * "$1,970.30" is a word and "—" is not.
 * @param text - any text
 * @returns the number of words
 * @example
 * countWords('A 30-year loan costs $1,970.30 a month — before taxes.'); // 9
 */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/**
 * All the words of a calculator's explanatory content: its five sections and every FAQ question and answer.
 * @param content - a calculator's explanatory content (anything: a malformed value counts 0)
 * @returns the word count
 * @example
 * explanatoryWordCount(explanatoryContents['mortgage']) >= 400; // true
 */
export function explanatoryWordCount(content: unknown): number {
  return explanatoryTexts(content).reduce((sum, text) => sum + countWords(text), 0);
}

/**
 * A calculator's explanatory content as one text: the five sections, then every FAQ question and answer.
 * @param content - a calculator's explanatory content (anything: a malformed value gives '')
 * @returns the texts joined by line breaks
 * @example
 * explanatoryText(explanatoryContents['mortgage']).includes('$2,520.30'); // true
 */
export function explanatoryText(content: unknown): string {
  return explanatoryTexts(content).join('\n');
}

function explanatoryTexts(content: unknown): string[] {
  if (!isRecord(content)) return [];
  const sections = CONTENT_SECTIONS.map((name) => content[name]).filter(isText);
  const faq = Array.isArray(content['faq']) ? content['faq'].filter(isRecord) : [];
  const faqText = faq.flatMap((entry) => [entry['question'], entry['answer']]).filter(isText);
  return [...sections, ...faqText];
}

function checkPresentation(name: string, value: unknown, problems: string[]): void {
  const at = `inputs.${name}`;
  if (!isRecord(value)) {
    problems.push(`${at} must be an object`);
    return;
  }
  if (!isText(value['label'])) problems.push(`${at}.label must be non-empty text`);
  for (const key of ['placeholder', 'unit', 'help'] as const) {
    if (value[key] !== undefined && !isText(value[key])) problems.push(`${at}.${key} must be non-empty text when given`);
  }
  const step = value['step'];
  if (step !== undefined && !(isFiniteNumber(step) && step > 0)) problems.push(`${at}.step must be a positive number`);
  const uiDefault = value['uiDefault'];
  if (uiDefault !== undefined && !isFiniteNumber(uiDefault) && !isText(uiDefault)) {
    problems.push(`${at}.uiDefault must be a number or text`);
  }
  const optionLabels = value['optionLabels'];
  if (optionLabels !== undefined) {
    if (!isRecord(optionLabels) || Object.keys(optionLabels).length === 0) {
      problems.push(`${at}.optionLabels must map option values to labels`);
    } else {
      for (const [option, label] of Object.entries(optionLabels)) {
        if (!Number.isFinite(Number(option))) problems.push(`${at}.optionLabels has a non-numeric option "${option}"`);
        if (!isText(label)) problems.push(`${at}.optionLabels[${option}] must be non-empty text`);
      }
    }
  }
}

function checkFormula(value: unknown, problems: string[]): void {
  if (!isRecord(value)) {
    problems.push('formula must be an object with expression, symbols and text');
    return;
  }
  const expression = value['expression'];
  if (!isText(expression)) problems.push('formula.expression must be non-empty text');
  if (!isText(value['text'])) problems.push('formula.text must be non-empty text');
  const symbols = value['symbols'];
  if (!Array.isArray(symbols) || symbols.length === 0) {
    problems.push('formula.symbols must explain at least one symbol');
    return;
  }
  const seen = new Set<string>();
  symbols.forEach((entry: unknown, i) => {
    if (!isRecord(entry) || !isText(entry['symbol']) || !isText(entry['meaning'])) {
      problems.push(`formula.symbols[${i}] must have a symbol and its meaning`);
      return;
    }
    const symbol = entry['symbol'];
    if (seen.has(symbol)) problems.push(`formula.symbols explains "${symbol}" twice`);
    seen.add(symbol);
    if (isText(expression) && !expression.includes(symbol)) {
      problems.push(`formula.symbols explains "${symbol}", which the expression does not use`);
    }
  });
}

function checkExamples(value: unknown, problems: string[]): void {
  if (!Array.isArray(value) || value.length < MIN_EXAMPLES) {
    problems.push(`examples must list at least ${MIN_EXAMPLES} worked examples`);
    if (!Array.isArray(value)) return;
  }
  const descriptions = new Set<string>();
  value.forEach((example: unknown, i) => {
    if (!isRecord(example)) {
      problems.push(`examples[${i}] must be an object`);
      return;
    }
    const description = example['description'];
    if (!isText(description)) problems.push(`examples[${i}].description must be non-empty text`);
    else if (descriptions.has(description)) problems.push(`examples[${i}] repeats the description "${description}"`);
    else descriptions.add(description);
    if ('result' in example) problems.push(`examples[${i}] stores a result; results are computed by the engine`);
    const inputs = example['inputs'];
    if (!isRecord(inputs) || Object.keys(inputs).length === 0) {
      problems.push(`examples[${i}].inputs must give at least one input`);
      return;
    }
    for (const [name, input] of Object.entries(inputs)) {
      if (!isFiniteNumber(input) && !isText(input)) problems.push(`examples[${i}].inputs.${name} must be a number or text`);
    }
  });
}

function checkContent(value: unknown, problems: string[]): void {
  if (!isRecord(value)) {
    problems.push('content must be an object');
    return;
  }
  for (const section of CONTENT_SECTIONS) {
    const text = value[section];
    if (!isText(text)) problems.push(`content.${section} must be non-empty text`);
    else if (PLACEHOLDER_TEXT.test(text)) problems.push(`content.${section} contains placeholder text ("${PLACEHOLDER_TEXT.exec(text)?.[0]}")`);
  }
  const faq = value['faq'];
  if (!Array.isArray(faq) || faq.length < MIN_FAQ_ENTRIES) problems.push(`content.faq must have at least ${MIN_FAQ_ENTRIES} questions`);
  if (Array.isArray(faq)) {
    faq.forEach((entry: unknown, i) => {
      if (!isRecord(entry) || !isText(entry['question']) || !isText(entry['answer'])) {
        problems.push(`content.faq[${i}] must have a question and an answer`);
        return;
      }
      if (!entry['question'].trim().endsWith('?')) problems.push(`content.faq[${i}].question must end with "?"`);
      for (const key of ['question', 'answer'] as const) {
        const match = PLACEHOLDER_TEXT.exec(entry[key] as string);
        if (match) problems.push(`content.faq[${i}].${key} contains placeholder text ("${match[0]}")`);
      }
    });
  }
  const words = explanatoryWordCount(value);
  if (words < MIN_EXPLANATORY_WORDS) {
    problems.push(`content has ${words} words; at least ${MIN_EXPLANATORY_WORDS} are needed`);
  }
}

function checkTextList(
  name: string,
  value: unknown,
  problems: string[],
  rule: { min: number; max?: number; pattern?: RegExp; what: string },
): string[] {
  if (!Array.isArray(value)) {
    problems.push(`${name} must be a list`);
    return [];
  }
  const items = value.filter((item): item is string => typeof item === 'string');
  if (items.length !== value.length) problems.push(`${name} must hold text only`);
  if (value.length < rule.min || (rule.max !== undefined && value.length > rule.max)) {
    const range = rule.max === undefined ? `at least ${rule.min}` : `${rule.min} to ${rule.max}`;
    problems.push(`${name} must have ${range} entries (has ${value.length})`);
  }
  const seen = new Set<string>();
  for (const item of items) {
    if (rule.pattern && !rule.pattern.test(item)) problems.push(`${name} has "${item}", which is not ${rule.what}`);
    if (seen.has(item)) problems.push(`${name} repeats "${item}"`);
    seen.add(item);
  }
  return items;
}

/**
 * Checks that a value is a well-formed calculator definition: every field present with the right shape, a
 * one-sentence description, at least three examples with no stored results, a formula whose explained symbols
 * all appear in it, 3 to 6 related slugs. The explanatory text, kept apart from the definition, is checked by
 * {@link validateContent}, consistency with the engine by {@link engineProblems}.
 * @param value - a definition (typed as unknown: this is the runtime check behind the types)
 * @returns readable problems, each starting with the slug; empty when the definition is valid
 * @example
 * validateDefinition({ slug: 'mortgage' })[0]; // 'mortgage: aliases must be a list'
 */
export function validateDefinition(value: unknown): string[] {
  if (!isRecord(value)) return ['(no slug): a definition must be an object'];
  const problems: string[] = [];
  const slug = value['slug'];
  if (!isText(slug) || !SLUG.test(slug)) problems.push('slug must be lower-case words joined by hyphens');

  const aliases = checkTextList('aliases', value['aliases'], problems, { min: 0, pattern: SLUG, what: 'a slug' });
  if (isText(slug) && aliases.includes(slug)) problems.push('aliases must not repeat the slug');

  const title = value['title'];
  // A generator keeps the name people search for ("Password Generator", "Dice Roller").
  if (!isText(title) || !/\S (?:Calculator|Generator|Roller)$/.test(title)) problems.push('title must be "<Name> Calculator", or a generator\'s "<Name> Generator" or "<Name> Roller"');

  const description = value['description'];
  if (!isText(description)) problems.push('description must be non-empty text');
  else {
    if (!/[.!?]$/.test(description.trim())) problems.push('description must be a sentence ending with a full stop');
    if (SENTENCE_BREAK.test(description.trim())) problems.push('description must be one sentence');
    if (description.length > MAX_DESCRIPTION_LENGTH) {
      problems.push(`description is ${description.length} characters; at most ${MAX_DESCRIPTION_LENGTH}`);
    }
  }

  const category = categories.find((candidate) => candidate.id === value['category']);
  if (!category) problems.push(`category must be one of ${categories.map((candidate) => candidate.id).join(', ')}`);
  else if (!category.topics.some((topic) => topic.id === value['topic'])) {
    problems.push(`topic must be one of the ${category.id} category's: ${category.topics.map((topic) => topic.id).join(', ')}`);
  }

  const inputs = value['inputs'];
  if (!isRecord(inputs) || Object.keys(inputs).length === 0) problems.push('inputs must present at least one input');
  else for (const [name, presentation] of Object.entries(inputs)) checkPresentation(name, presentation, problems);

  const toggle = value['unitToggle'];
  if (toggle !== undefined) {
    const measures = isRecord(toggle) ? toggle['measures'] : undefined;
    if (!isRecord(measures) || Object.keys(measures).length === 0) problems.push('unitToggle.measures must name the inputs it converts');
    else {
      for (const [name, kind] of Object.entries(measures)) {
        if (!MEASURE_KINDS.includes(kind as MeasureKind)) problems.push(`unitToggle.measures.${name} must be ${MEASURE_KINDS.slice(0, -1).join(', ')} or ${MEASURE_KINDS.at(-1)}`);
      }
    }
    const engineInput = isRecord(toggle) ? toggle['engineUnitSystemInput'] : undefined;
    if (engineInput !== undefined && !isText(engineInput)) problems.push('unitToggle.engineUnitSystemInput must be an input name');
  }

  checkFormula(value['formula'], problems);
  checkExamples(value['examples'], problems);
  if (!isText(value['disclaimer'])) problems.push('disclaimer must be non-empty text');
  if (typeof value['interpret'] !== 'function') problems.push('interpret must be a function of the result');

  const keywords = checkTextList('keywords', value['keywords'], problems, { min: MIN_KEYWORDS, what: 'text' });
  for (const keyword of keywords) {
    if (keyword !== keyword.trim().toLowerCase() || keyword.trim() === '') {
      problems.push(`keywords has "${keyword}"; keywords are lower-case and trimmed`);
    }
  }

  const related = checkTextList('related', value['related'], problems, { ...RELATED_COUNT, pattern: SLUG, what: 'a slug' });
  if (isText(slug) && related.includes(slug)) problems.push('related must not list the calculator itself');

  const outputLabels = value['outputLabels'];
  if (outputLabels !== undefined) {
    if (!isRecord(outputLabels)) problems.push('outputLabels must map output names to labels');
    else {
      for (const [name, label] of Object.entries(outputLabels)) {
        if (!isText(label)) problems.push(`outputLabels.${name} must be non-empty text`);
      }
    }
  }

  const decimals = value['resultDecimals'];
  // Up to 10: a unit conversion shows exact factors such as 0.45359237 kg in full.
  if (decimals !== undefined && !(Number.isInteger(decimals) && (decimals as number) >= 0 && (decimals as number) <= 10)) {
    problems.push('resultDecimals must be a whole number from 0 to 10');
  }
  const digits = value['resultSignificantDigits'];
  // Up to 17: the digits that tell any two doubles apart.
  if (digits !== undefined && !(Number.isInteger(digits) && (digits as number) >= 1 && (digits as number) <= 17)) {
    problems.push('resultSignificantDigits must be a whole number from 1 to 17');
  }

  const widget = value['widget'];
  if (widget !== undefined && !(CALCULATOR_WIDGETS as readonly unknown[]).includes(widget)) {
    problems.push(`widget must be one of ${CALCULATOR_WIDGETS.join(', ')}`);
  }

  const prefix = isText(slug) ? slug : '(no slug)';
  return problems.map((problem) => `${prefix}: ${problem}`);
}

/**
 * Checks a calculator's explanatory text: the five sections and at least three FAQ entries, each non-empty and
 * without placeholder text, questions ending with "?", at least 400 words in all.
 * @param slug - the calculator's slug, which starts every problem
 * @param value - its content (typed as unknown: this is the runtime check behind the types)
 * @returns readable problems; empty when the content is valid
 * @example
 * validateContent('mortgage', {})[0]; // 'mortgage: content.whatItComputes must be non-empty text'
 */
export function validateContent(slug: string, value: unknown): string[] {
  const problems: string[] = [];
  checkContent(value, problems);
  return problems.map((problem) => `${slug}: ${problem}`);
}

/** What the engine check reads of a definition. */
export type EngineFacingDefinition = Pick<CalculatorDefinition, 'slug' | 'inputs' | 'unitToggle' | 'examples' | 'outputLabels'>;

function checkUiDefault(spec: InputSpec, uiDefault: number | string, problems: string[]): void {
  const at = `inputs.${spec.name}.uiDefault`;
  if (spec.type === 'date') {
    if (typeof uiDefault !== 'string' || !ISO_DATE.test(uiDefault)) problems.push(`${at} must be a YYYY-MM-DD date`);
    return;
  }
  if (spec.type !== 'number' && spec.type !== 'select') {
    // Written as a visitor writes it ("09:00", "3:30:00", "1, 2, 3"): the engine's own reading says whether it is valid.
    if (typeof uiDefault !== 'string') problems.push(`${at} must be written as text`);
    else {
      try {
        readInputValue(spec, uiDefault);
      } catch (error) {
        problems.push(`${at}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return;
  }
  if (typeof uiDefault !== 'number') {
    problems.push(`${at} must be a number`);
    return;
  }
  if (spec.type === 'select' && !spec.options.includes(uiDefault)) {
    problems.push(`${at} ${uiDefault} is not one of the options ${spec.options.join(', ')}`);
  }
  if (spec.type === 'number') {
    if (spec.min !== undefined && uiDefault < spec.min) problems.push(`${at} ${uiDefault} is below the minimum ${spec.min}`);
    if (spec.max !== undefined && uiDefault > spec.max) problems.push(`${at} ${uiDefault} is above the maximum ${spec.max}`);
  }
}

/**
 * Checks a definition against the engine's description of the same calculator: every input presented and none
 * invented, select options all labelled, UI defaults within the engine's limits, unit-toggle inputs real number
 * inputs, example inputs and output labels naming real inputs and outputs. The input that carries the unit system
 * to the engine (BMI's `unitSystem`) is set by the toggle, so it needs no presentation.
 * @param definition - a catalogue definition
 * @param info - the engine's entry of the same slug (from `calculators`)
 * @returns readable problems, each starting with the slug; empty when they agree
 * @example
 * engineProblems(mortgage, calculators.find((c) => c.slug === 'mortgage')!); // []
 */
export function engineProblems(definition: EngineFacingDefinition, info: CalculatorInfo): string[] {
  const problems: string[] = [];
  if (definition.slug !== info.slug) problems.push(`is checked against the engine's "${info.slug}"`);
  const specs = new Map(info.inputs.map((spec) => [spec.name, spec]));
  const systemInput = definition.unitToggle?.engineUnitSystemInput;

  for (const [name, presentation] of Object.entries(definition.inputs)) {
    const spec = specs.get(name);
    if (!spec) {
      problems.push(`inputs.${name} is not an input of the engine (it has ${[...specs.keys()].join(', ')})`);
      continue;
    }
    if (presentation.uiDefault !== undefined) checkUiDefault(spec, presentation.uiDefault, problems);
    if (presentation.step !== undefined && spec.type !== 'number') problems.push(`inputs.${name}.step is given, but it is a ${spec.type}`);
    const labelled = Object.keys(presentation.optionLabels ?? {}).map(Number);
    if (spec.type === 'select') {
      for (const option of spec.options) {
        if (!labelled.includes(option)) problems.push(`inputs.${name}.optionLabels has no label for option ${option}`);
      }
      for (const option of labelled) {
        if (!spec.options.includes(option)) problems.push(`inputs.${name}.optionLabels labels ${option}, which is not an option`);
      }
    } else if (labelled.length > 0) {
      problems.push(`inputs.${name}.optionLabels is given, but it is a ${spec.type}`);
    }
  }
  for (const spec of info.inputs) {
    if (!(spec.name in definition.inputs) && spec.name !== systemInput) problems.push(`engine input ${spec.name} is not presented`);
  }

  for (const name of Object.keys(definition.unitToggle?.measures ?? {})) {
    if (specs.get(name)?.type !== 'number') problems.push(`unitToggle.measures.${name} is not a number input of the engine`);
  }
  const systemSpec = systemInput === undefined ? undefined : specs.get(systemInput);
  if (systemInput !== undefined && systemSpec?.type !== 'select') {
    problems.push(`unitToggle.engineUnitSystemInput ${systemInput} is not a select input of the engine`);
  }
  const codes = definition.unitToggle?.engineUnitSystemCodes;
  if (codes && systemSpec?.type === 'select' && !(systemSpec.options.includes(codes.metric) && systemSpec.options.includes(codes.us))) {
    problems.push(`unitToggle.engineUnitSystemCodes must be options of ${systemInput}`);
  }

  definition.examples.forEach((example, i) => {
    for (const [name, value] of Object.entries(example.inputs)) {
      const spec = specs.get(name);
      if (!spec) problems.push(`examples[${i}].inputs.${name} is not an input of the engine`);
      else if (spec.type === 'select' && !spec.options.includes(Number(value))) {
        problems.push(`examples[${i}].inputs.${name} ${value} is not one of the options ${spec.options.join(', ')}`);
      }
    }
  });

  const outputs = new Set(info.outputs.map((output) => output.name));
  for (const name of Object.keys(definition.outputLabels ?? {})) {
    if (!outputs.has(name)) problems.push(`outputLabels.${name} is not an output of the engine`);
  }
  return problems.map((problem) => `${definition.slug}: ${problem}`);
}
