/**
 * The harness of every calculator described in one definition (its module and `<slug>.md`): what the definition
 * states is checked here, once for all of them, so that a calculator's own test file holds only what this cannot
 * say. Its published reference values within their tolerance; its properties at random over the domain; every
 * input outside its domain refused naming the field; every solvable input found again from the outputs it is
 * solved from; the worked solution, the assessment and the what-ifs naming only inputs and outputs it has.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, isInputShown, type CalculationResult, type CalculatorDefinition, type NumberInputSpec } from './index.js';
import { calculatorDefinitions } from './calculators/index.js';
import { itMatchesReferenceValues } from '../tests/reference-values.js';
import { inputsFor, typedNumber, type Inputs } from '../tests/inputs-within-limits.js';

type Definition = CalculatorDefinition<never>;

// Every one has an assessment. A calculator whose worked solution cannot be data (each depreciation method's own
// arithmetic, rows that add up a varying number of assignments) keeps it, and maybe its what-ifs, as the explainer's
// code; the rest of its definition is checked here all the same.
const described = (calculatorDefinitions as readonly Definition[]).filter((definition) => definition.assessment !== undefined);

/**
 * The names written in braces in a template: `{name}`, `{name:2}` (with its decimals), `{|name|}`, `{+name}`,
 * `{given.name}`, `{plain.name}`, `{by.name}` or `{change.name}`.
 */
function tokens(template: string): string[] {
  return [...template.matchAll(/\{(\||\+|given\.|plain\.|by\.|change\.)?(\w+)(?::\d+)?\|?\}/g)].map((match) => match[2] as string);
}

/** The result of `inputs`, or undefined when the calculator refuses them. */
function resultOf(slug: string, inputs: Inputs) {
  try {
    return calculate(slug, inputs);
  } catch {
    return undefined;
  }
}

function numberInput(definition: Definition, name: string): NumberInputSpec {
  const spec = definition.inputs.find((input) => input.name === name);
  if (spec?.type !== 'number') throw new Error(`${definition.slug}: "${name}" is not a number input`);
  return spec;
}

/** Two values of `spec` within its domain, the first below the second. */
function ascendingPair(spec: NumberInputSpec): fc.Arbitrary<[number, number]> {
  const min = spec.min ?? 0;
  const max = spec.max ?? 1e6;
  const value = spec.integer ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) }) : typedNumber({ min, max });
  return fc.tuple(value, value).filter(([a, b]) => a !== b).map(([a, b]) => (a < b ? [a, b] : [b, a]));
}

/**
 * At least, within a relative 1e-9 of the largest figure of the two results (and an absolute 1e-9 near 0): an output
 * that is the difference of two large ones (an investment's growth, its balance less its contributions) carries their
 * rounding, 0 at one rate and −1.9e-9 at a rate a hair above it on a balance of $8.4 million.
 */
function atLeast(after: number, before: number, scale: number): boolean {
  return after >= before - 1e-9 * Math.max(1, Math.abs(before), scale);
}

/** The largest magnitude among the number outputs of results. */
function largestFigure(...results: readonly (CalculationResult | undefined)[]): number {
  return Math.max(0, ...results.flatMap((result) =>
    Object.values(result?.details ?? {}).flatMap((value) => (typeof value === 'number' && Number.isFinite(value) ? [Math.abs(value)] : []))));
}

describe('calculators described in one definition', () => {
  it('include at least one', () => {
    expect(described.length).toBeGreaterThan(0);
  });
});

describe.each(described.map((definition) => [definition.slug, definition] as const))('%s', (slug, definition) => {
  const inputNames = definition.inputs.map((input) => input.name);
  const outputNames = definition.outputs.map((output) => output.name);
  const intermediateNames = Object.keys(definition.intermediates ?? {});
  const names = [...inputNames, ...outputNames, ...intermediateNames];
  const phraseNames = Object.keys(definition.assessment?.phrases ?? {});

  itMatchesReferenceValues(slug, definition.referenceValues ?? []);

  it('has published reference values, labels for every input and output, and a worked solution ending at the result', () => {
    expect(definition.referenceValues?.length ?? 0).toBeGreaterThan(0);
    for (const input of definition.inputs) expect(input.label.trim(), input.name).not.toBe('');
    for (const output of definition.outputs) expect(output.label?.trim(), output.name).toBeTruthy();
    const solution = definition.solution ?? [];
    // A generator's worked solution ends at what follows from the inputs: its draw is no arithmetic to show.
    if (definition.solution && !definition.drawn) expect(solution.at(-1)?.value).toBe(definition.primary);
    for (const step of solution) {
      expect([...outputNames, ...intermediateNames], step.label).toContain(step.value);
      for (const name of tokens(step.label + step.expression)) expect([...names, ...phraseNames], `${step.label}: {${name}}`).toContain(name);
    }
  });

  it('assesses with ascending bands, and what-ifs that name its own inputs and outputs', () => {
    const { assessment, whatIfs = [] } = definition;
    expect(assessment, 'an assessment').toBeDefined();
    if (!assessment) return;
    expect(names).toContain(assessment.of);
    const limits = assessment.bands.map((band) => band.below);
    expect(limits.at(-1), 'the last band has no upper limit').toBeUndefined();
    const bounded = limits.slice(0, -1);
    expect(bounded.every((limit) => limit !== undefined)).toBe(true);
    expect([...bounded].sort((a = 0, b = 0) => a - b)).toEqual(bounded);
    const sentences = [assessment.bands, assessment.cases ?? [], assessment.notes ?? []].flat().map((sentence) => sentence.text);
    for (const text of sentences) {
      for (const name of tokens(text)) expect([...names, ...phraseNames], text).toContain(name);
    }
    if (definition.whatIfs) expect(whatIfs.length, 'at least two what-ifs').toBeGreaterThanOrEqual(2);
    for (const whatIf of whatIfs) {
      // A what-if in its own words (`then`) names outputs too, in its lead as after it.
      const named = whatIf.then === undefined ? inputNames : [...inputNames, ...outputNames];
      for (const name of tokens(whatIf.lead)) expect(named, whatIf.lead).toContain(name);
      for (const name of tokens(whatIf.then ?? '')) expect(outputNames, whatIf.then).toContain(name);
      for (const name of whatIf.outputs) expect(outputNames, whatIf.lead).toContain(name);
    }
  });

  if (definition.drawn) {
    const drawn = definition.drawn.outputs;
    it('draws only outputs it has, and explains only the ones that follow from its inputs', () => {
      for (const name of drawn) expect(outputNames).toContain(name);
      expect(definition.drawn?.action.trim()).toBeTruthy();
      const templates = [
        ...(definition.solution ?? []).flatMap((step) => [step.label, step.expression, `{${step.value}}`]),
        ...[definition.assessment?.bands ?? [], definition.assessment?.cases ?? [], definition.assessment?.notes ?? []].flat().map((sentence) => sentence.text),
        ...(definition.whatIfs ?? []).flatMap((whatIf) => [whatIf.lead, whatIf.then ?? '', ...whatIf.outputs.map((name) => `{${name}}`)]),
        ...(definition.properties ?? []).map((property) => `{${property.output}}`),
        ...(definition.referenceValues ?? []).flatMap((reference) => Object.keys({ ...reference.expected, ...reference.exact }).map((name) => `{${name}}`)),
      ];
      for (const template of templates) {
        for (const name of tokens(template)) expect(drawn, template).not.toContain(name);
      }
    });
  }

  it.each(definition.inputs.filter((input): input is NumberInputSpec => input.type === 'number' && input.checked === true))(
    'refuses $name outside its domain and when it is not a number, naming it',
    (spec) => {
      // A reference in which the input is shown: a hidden input (another mode's) is not read, so not refused.
      const valid = definition.referenceValues?.find((reference) =>
        reference.inputs['solve'] === undefined && isInputShown(spec, reference.inputs as Inputs, definition.inputs))?.inputs ?? {};
      const outside = [
        ...(spec.min === undefined ? [] : [spec.minExclusive ? spec.min : spec.min - 1]),
        ...(spec.max === undefined ? [] : [spec.max * 2 + 1]),
      ];
      for (const value of outside) {
        expect(() => calculate(slug, { ...valid, [spec.name]: value }), String(value))
          .toThrow(expect.objectContaining({ code: 'out_of_domain', field: spec.name }));
      }
      expect(() => calculate(slug, { ...valid, [spec.name]: '12abc' }))
        .toThrow(expect.objectContaining({ code: 'not_a_number', field: spec.name }));
    },
  );

  for (const property of definition.properties ?? []) {
    const spec = numberInput(definition, property.input);
    test.prop([inputsFor(definition), ascendingPair(spec)])(
      `${property.output} ${property.direction} with ${property.input}`,
      (inputs, [low, high]) => {
        const lowResult = resultOf(slug, { ...inputs, [spec.name]: low });
        const highResult = resultOf(slug, { ...inputs, [spec.name]: high });
        const before = lowResult?.details[property.output];
        const after = highResult?.details[property.output];
        fc.pre(typeof before === 'number' && typeof after === 'number');
        const [a, b] = [before as number, after as number];
        const scale = largestFigure(lowResult, highResult);
        expect(property.direction === 'rises' ? atLeast(b, a, scale) : atLeast(a, b, scale), `${a} → ${b}`).toBe(true);
      },
    );
  }

  for (const [name, solvable] of Object.entries(definition.solvable ?? {})) {
    for (const known of solvable.from) {
      // A duration string is given as its seconds, and compared on them.
      const measured = definition.outputs.find((output) => output.name === known)?.durationOf ?? known;
      test.prop([inputsFor(definition)])(`solves ${name} from ${known}: the solved inputs give ${known} again`, (inputs) => {
        const value = resultOf(slug, inputs)?.details[measured];
        fc.pre(typeof value === 'number');
        const { [name]: _left, ...others } = inputs;
        const solved = resultOf(slug, { ...others, solve: name, [known]: value as number });
        // Refused is allowed (no value of the input gives it, or more than one); a wrong answer is not.
        if (solved === undefined) return;
        expect(typeof solved.value).toBe('number');
        const again = solved.details[measured] as number;
        expect(Math.abs(again - (value as number)), `${again} for ${String(value)}`)
          .toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(value as number)));
      });
    }
  }
});
