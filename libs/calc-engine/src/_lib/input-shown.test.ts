import { describe, expect, it } from 'vitest';
import type { InputSpec } from '../types.js';
import { isInputShown } from './input-shown.js';

const method = { name: 'method', label: 'Method', type: 'select', required: false, default: 1, options: [1, 2] } as const satisfies InputSpec;
const lastPeriod = { name: 'lastPeriod', label: 'Last Period', type: 'date', required: true, visibleWhen: { input: 'method', equals: [1] } } as const satisfies InputSpec;
const conception = { name: 'conception', label: 'Conception', type: 'date', required: true, visibleWhen: { input: 'method', equals: [2] } } as const satisfies InputSpec;
const specs = [method, lastPeriod, conception];

describe('isInputShown', () => {
  it('shows an input without a condition', () => {
    expect(isInputShown(method, {}, specs)).toBe(true);
  });

  it('reads the controller as typed text, as a number, or as an address parameter alike', () => {
    for (const value of ['2', 2, ' 2 ']) {
      expect(isInputShown(conception, { method: value }, specs)).toBe(true);
      expect(isInputShown(lastPeriod, { method: value }, specs)).toBe(false);
    }
  });

  it('takes the controller\'s default when it is empty or missing, as the engine computes with it', () => {
    for (const values of [{}, { method: '' }, { method: undefined }]) {
      expect(isInputShown(lastPeriod, values, specs)).toBe(true);
      expect(isInputShown(conception, values, specs)).toBe(false);
    }
  });

  it('hides an input whose controller reads as no number or an option that does not show it', () => {
    expect(isInputShown(lastPeriod, { method: 'soon' }, specs)).toBe(false);
    expect(isInputShown(lastPeriod, { method: 3 }, specs)).toBe(false);
  });
});
