/**
 * The reference values published as `@calchub/calc-engine/reference-values`: every calculator has at least one, and
 * each names only inputs and outputs its calculator has, so a checker running them can trust the data.
 */
import { describe, expect, it } from 'vitest';
import { calculators } from './index.js';
import { referenceValues } from './reference-values.js';

describe('the published reference values', () => {
  it('cover every calculator, in catalogue order', () => {
    expect(Object.keys(referenceValues)).toEqual(calculators.map((info) => info.slug));
  });

  it.each(calculators.map((info) => [info.slug, info] as const))('%s has named, sourced figures for its own inputs and outputs', (slug, info) => {
    const references = referenceValues[slug as keyof typeof referenceValues];
    expect(references.length).toBeGreaterThan(0);
    const names = references.map((reference) => reference.name);
    expect(new Set(names).size).toBe(names.length);
    const inputs = info.inputs.map((spec) => spec.name);
    const outputs = info.outputs.map((output) => output.name);
    for (const reference of references) {
      expect(reference.source.trim(), reference.name).not.toBe('');
      expect(Number.isInteger(reference.decimals) && reference.decimals >= 0, reference.name).toBe(true);
      // A figure solved the other way round gives `solve` and a known output in place of an input.
      const given = reference.inputs['solve'] === undefined ? inputs : ['solve', ...inputs, ...outputs];
      for (const input of Object.keys(reference.inputs)) expect(given, reference.name).toContain(input);
      const checked = [...Object.keys(reference.expected), ...Object.keys(reference.exact ?? {})];
      expect(checked.length, `${reference.name} checks at least one output`).toBeGreaterThan(0);
      for (const output of checked) expect([...outputs, ...(given === inputs ? [] : inputs)], reference.name).toContain(output);
    }
  });
});
