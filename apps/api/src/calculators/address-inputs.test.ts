import { calculators, type CalculatorInfo } from '@calchub/calc-engine';
import { calculatorDefinitions, type CalculatorDefinition } from '@calchub/catalogue';
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

  it('reads an input its controller shows by default when the controller is not given, as the engine computes with that default', () => {
    const hours = calculators.find((calculator) => calculator.slug === 'hours');
    const hoursPage = calculatorDefinitions.find((page) => page.slug === 'hours');
    if (!hours || !hoursPage) throw new Error('no hours calculator');
    // Two clock times is the default way of counting hours: the times are read without `mode`.
    expect(engineInputsFromAddress(hours, hoursPage, { startTime: '09:00', endTime: '17:00', startDateTime: '2024-03-09T08:00' })).toEqual({
      ok: true,
      inputs: { startTime: '09:00', endTime: '17:00' },
    });
    expect(engineInputsFromAddress(hours, hoursPage, { mode: '2', startTime: '09:00', startDateTime: '2024-03-09T08:00' })).toEqual({
      ok: true,
      inputs: { mode: '2', startDateTime: '2024-03-09T08:00' },
    });
  });
});
