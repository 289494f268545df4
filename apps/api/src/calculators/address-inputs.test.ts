import type { CalculatorInfo } from '@calchub/calc-engine';
import type { CalculatorDefinition } from '@calchub/catalogue';
import { describe, expect, it } from 'vitest';
import { engineInputsFromAddress } from './address-inputs.js';

const shift = {
  slug: 'shift',
  inputs: [
    { name: 'startTime', label: 'Start Time', type: 'time', required: true },
    { name: 'tips', label: 'Tips', type: 'numberList', required: false },
    { name: 'note', label: 'Note', type: 'text', required: false },
    { name: 'breakMinutes', label: 'Unpaid Breaks', type: 'number', required: false },
  ],
} as unknown as CalculatorInfo;
const definition = { inputs: {} } as unknown as CalculatorDefinition;

describe('engineInputsFromAddress', () => {
  it('passes lists, times and texts as sent: their commas and colons are the value, not thousands separators', () => {
    expect(engineInputsFromAddress(shift, definition, { startTime: '22:00', tips: '1,000,2', note: '1,5', breakMinutes: '1,000' })).toEqual({
      ok: true,
      inputs: { startTime: '22:00', tips: '1,000,2', note: '1,5', breakMinutes: '1000' },
    });
  });
});
