import { describe, expect, it } from 'vitest';
import { CalculatorInputError } from '../errors/calculator-input-error.js';
import { messages } from '../errors/messages.js';
import type { InputSpec, RawInputs } from '../types.js';
import { validateInputs } from './validate-inputs.js';

function refusal(specs: readonly InputSpec[], raw: RawInputs) {
  try {
    validateInputs(specs, raw);
  } catch (error) {
    if (error instanceof CalculatorInputError) return { code: error.code, field: error.field, message: error.message };
    throw error;
  }
  throw new Error('the inputs were accepted');
}

describe('text inputs', () => {
  const expression = { name: 'expression', label: 'Expression', type: 'text', required: true } as const;

  it('are trimmed and handed over as typed', () => {
    expect(validateInputs([expression], { expression: '  2(3+4)^2 \n' })).toEqual({ expression: '2(3+4)^2' });
  });

  it('are required like any input: blank text is no text', () => {
    expect(refusal([expression], { expression: '   ' })).toEqual({
      code: 'required', field: 'expression', message: messages.required('Expression'),
    });
  });

  it('are refused beyond their longest length (1,000 characters unless the input says)', () => {
    expect(validateInputs([expression], { expression: 'x'.repeat(1000) })['expression']).toHaveLength(1000);
    expect(refusal([expression], { expression: 'x'.repeat(1001) })).toEqual({
      code: 'out_of_domain', field: 'expression', message: messages.textTooLong('Expression', 1000),
    });
    expect(refusal([{ ...expression, maxLength: 3 }], { expression: 'abcd' }).code).toBe('out_of_domain');
  });
});

describe('number lists', () => {
  const data = { name: 'data', label: 'Numbers', type: 'numberList', required: true } as const;

  it('read numbers separated by commas, semicolons, spaces and new lines, ignoring empty items', () => {
    expect(validateInputs([data], { data: '1.5, 2.5; 3 4\n-5,,6e2 +7E-1' })).toEqual({ data: [1.5, 2.5, 3, 4, -5, 600, 0.7] });
  });

  it.each(['1,2,x', '1 .5', '5. 2', '1e', '0x10', '1,5e999', 'Infinity'])('refuse %j as a syntax error naming the field', (text) => {
    const error = refusal([data], { data: text });
    expect(error.code).toBe('syntax');
    expect(error.field).toBe('data');
    expect(error.message).toMatch(/^Numbers must be numbers separated by commas/);
  });

  it('count a list of separators only as empty', () => {
    expect(refusal([data], { data: ' , ; ' }).code).toBe('required');
    expect(validateInputs([{ ...data, required: false }], {})).toEqual({ data: [] });
  });

  it('hold at most 10,000 numbers unless the input says otherwise', () => {
    const numbers = (count: number) => Array.from({ length: count }, (_, index) => index).join(',');
    expect(validateInputs([data], { data: numbers(10_000) })['data']).toHaveLength(10_000);
    expect(refusal([data], { data: numbers(10_001) })).toEqual({
      code: 'out_of_domain', field: 'data', message: 'Numbers can hold at most 10,000 numbers',
    });
    expect(validateInputs([{ ...data, maxItems: 3 }], { data: '1 2 3' })['data']).toEqual([1, 2, 3]);
    expect(refusal([{ ...data, maxItems: 3 }], { data: '1 2 3 4' }).message).toBe(messages.tooManyNumbers('Numbers', 3));
  });
});

describe('date lists', () => {
  const holidays = { name: 'holidays', label: 'Holidays', type: 'dateList', required: true } as const;

  it('read dates separated like a number list, ignoring empty items', () => {
    expect(validateInputs([holidays], { holidays: '2012-11-22, 2012-12-04;2013-01-21\n 0001-01-01,,' })).toEqual({
      holidays: ['2012-11-22', '2012-12-04', '2013-01-21', '0001-01-01'],
    });
  });

  it.each(['2021-02-30', '2024-13-01', '2024-1-5', '22/11/2012', 'tomorrow', '2012-11-22T10:00'])('refuse %j with not_a_date naming the field', (text) => {
    const error = refusal([holidays], { holidays: `2012-11-22, ${text}` });
    expect(error).toEqual({ code: 'not_a_date', field: 'holidays', message: messages.notADateList('Holidays', text) });
  });

  it('count a list of separators only as empty', () => {
    expect(refusal([holidays], { holidays: ' ,; \n' }).code).toBe('required');
    expect(validateInputs([{ ...holidays, required: false }], {})).toEqual({ holidays: [] });
  });

  it('hold at most 1,000 dates unless the input says otherwise', () => {
    const dates = (count: number) => Array.from({ length: count }, () => '2024-01-01').join(',');
    expect(validateInputs([holidays], { holidays: dates(1000) })['holidays']).toHaveLength(1000);
    expect(refusal([holidays], { holidays: dates(1001) })).toEqual({
      code: 'out_of_domain', field: 'holidays', message: 'Holidays can hold at most 1,000 dates',
    });
    expect(refusal([{ ...holidays, maxItems: 2 }], { holidays: '2024-01-01 2024-01-02 2024-01-03' }).message).toBe(messages.tooManyDates('Holidays', 2));
  });

  it('count the items before reading any, so an oversized list of bad dates is refused for its length', () => {
    expect(refusal([holidays], { holidays: Array.from({ length: 1001 }, () => 'x').join(' ') }).code).toBe('out_of_domain');
  });
});

describe('time-zone inputs', () => {
  const zone = { name: 'toZone', label: 'To Time Zone', type: 'timezone', required: true } as const;

  it.each(['UTC', 'America/New_York', ' Europe/London ', 'Asia/Kolkata', 'Asia/Calcutta'])('read %j as the zone name', (text) => {
    expect(validateInputs([zone], { toZone: text })).toEqual({ toZone: text.trim() });
  });

  it.each(['Mars/Olympus', 'EST', 'GMT+5', 'Etc/GMT+5', '+05:00', 'America/New York'])('refuse %j as out of domain, naming the field', (text) => {
    expect(refusal([zone], { toZone: text })).toEqual({ code: 'out_of_domain', field: 'toZone', message: messages.notATimeZone('To Time Zone') });
  });

  it('take the default when empty', () => {
    expect(validateInputs([{ ...zone, required: false, default: 'UTC' }], { toZone: '' })).toEqual({ toZone: 'UTC' });
  });
});

describe('time inputs', () => {
  const startTime = { name: 'startTime', label: 'Start Time', type: 'time', required: true } as const;

  it.each([
    ['00:00', 0], ['06:30', 390], ['6:30', 390], ['23:59', 1439], [' 17:00 ', 1020],
  ])('read %j as %i minutes after midnight', (text, minutes) => {
    expect(validateInputs([startTime], { startTime: text })).toEqual({ startTime: minutes });
  });

  it.each(['25:00', '24:00', '12:60', '7am', '7', '12:5', '123:00', '12:00:00', '-1:00', '1:30 pm'])('refuse %j with not_a_time', (text) => {
    expect(refusal([startTime], { startTime: text })).toEqual({
      code: 'not_a_time', field: 'startTime', message: messages.notATime('Start Time'),
    });
  });

  it('take minutes after midnight as given, so validated inputs validate again to themselves', () => {
    expect(validateInputs([startTime], { startTime: 540 })).toEqual({ startTime: 540 });
    expect(refusal([startTime], { startTime: 1440 }).code).toBe('not_a_time');
    expect(refusal([startTime], { startTime: 1.5 }).code).toBe('not_a_time');
  });

  it('read a default the way a typed time is read', () => {
    expect(validateInputs([{ ...startTime, required: false, default: '09:00' }], {})).toEqual({ startTime: 540 });
  });
});

describe('date-time inputs', () => {
  const start = { name: 'startDateTime', label: 'Start', type: 'datetime', required: true } as const;

  it.each(['2024-03-10T02:30', '2024-02-29T00:00', '2023-12-31T23:59'])('hand %j over as the wall-clock text', (text) => {
    expect(validateInputs([start], { startDateTime: ` ${text} ` })).toEqual({ startDateTime: text });
  });

  it.each(['2023-02-29T10:00', '2024-03-10T24:00', '2024-03-10T10:60', '2024-03-10 10:00', '2024-03-10', '2024-03-10T10:00:00', '2024-03-10T10:00Z'])(
    'refuse %j with not_a_datetime',
    (text) => {
      expect(refusal([start], { startDateTime: text })).toEqual({
        code: 'not_a_datetime', field: 'startDateTime', message: messages.notADateTime('Start'),
      });
    },
  );
});

describe('duration inputs', () => {
  const time = { name: 'time', label: 'Time', type: 'duration', required: true } as const;

  it.each([
    ['50:00', 3000], ['3:30:00', 12_600], ['4:59.5', 299.5], ['0:05', 5], ['125:00', 7500], ['100:59:59.25', 363_599.25],
  ])('read %j as %f seconds (the first field unbounded)', (text, seconds) => {
    expect(validateInputs([time], { time: text })).toEqual({ time: seconds });
  });

  it.each(['1:75:00', '1:00:60', '4:60', 'abc', '50', '1:5', '1:2:3', '4.5:00', '1:00.5:00', ':30', '1:00:00:00'])(
    'refuse %j with not_a_duration',
    (text) => {
      expect(refusal([time], { time: text })).toEqual({
        code: 'not_a_duration', field: 'time', message: messages.notADuration('Time'),
      });
    },
  );
});

describe('unit inputs', () => {
  const from = { name: 'fromUnit', label: 'From', type: 'unit', required: true, units: ['ft2', 'm2', 'km/h'] } as const;

  it('take one of their codes, case-sensitive', () => {
    expect(validateInputs([from], { fromUnit: 'km/h' })).toEqual({ fromUnit: 'km/h' });
    expect(refusal([from], { fromUnit: 'FT2' })).toEqual({ code: 'out_of_domain', field: 'fromUnit', message: messages.notAnOption('From') });
  });
});

describe('the new inputs behind visible-when', () => {
  const mode = { name: 'mode', label: 'Between', type: 'select', required: false, default: 1, options: [1, 2] } as const;
  const startTime = { name: 'startTime', label: 'Start Time', type: 'time', required: true, visibleWhen: { input: 'mode', equals: [1] } } as const;
  const start = { name: 'startDateTime', label: 'Start', type: 'datetime', required: true, visibleWhen: { input: 'mode', equals: [2] } } as const;

  it('are required only while shown, and not read while hidden', () => {
    expect(validateInputs([mode, startTime, start], { startTime: '08:00', startDateTime: 'nonsense' })).toEqual({
      mode: 1, startTime: 480, startDateTime: undefined,
    });
    expect(refusal([mode, startTime, start], { mode: 2 })).toMatchObject({ code: 'required', field: 'startDateTime' });
  });
});
