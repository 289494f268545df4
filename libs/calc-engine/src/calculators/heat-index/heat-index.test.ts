import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('heat-index', () => {
  it('gives the same heat index for a temperature in °C as for the same one in °F, and answers in the unit given', () => {
    const fahrenheit = calculate('heat-index', { temperature: 95, relativeHumidity: 55 });
    const celsius = calculate('heat-index', { temperature: 35, temperatureUnit: 2, relativeHumidity: 55 });
    expect(fahrenheit.unit).toBe('°F');
    expect(celsius.unit).toBe('°C');
    expect(celsius.details['heatIndexF']).toBeCloseTo(fahrenheit.details['heatIndexF'] as number, 9);
    expect(celsius.value).toBeCloseTo(((fahrenheit.value as number) - 32) * 5 / 9, 9);
    expect(celsius.details['category']).toBe(fahrenheit.details['category']);
  });

  it('takes a little off for very dry heat and adds a little for very humid air in the low 80s', () => {
    // 100 °F at 5%: the regression gives 94.1843 °F, less 2 × √(12/17) = 1.6803.
    const dry = calculate('heat-index', { temperature: 100, relativeHumidity: 5 });
    expect(dry.value).toBeCloseTo(92.50396, 4);
    // 84 °F at 95%: the regression gives 100.2817 °F, plus 1 × 0.6.
    const humid = calculate('heat-index', { temperature: 84, relativeHumidity: 95 });
    expect(humid.value).toBeCloseTo(100.88173, 4);
    // Outside those ranges, nothing is adjusted: 113 °F at 5% is the bare regression.
    expect(calculate('heat-index', { temperature: 113, relativeHumidity: 5 }).value).toBeCloseTo(104.42975, 4);
  });

  it('names the category from the heat index rounded to a whole °F, halves up', () => {
    const category = (temperature: number, relativeHumidity: number) =>
      calculate('heat-index', { temperature, relativeHumidity }).details['category'];
    expect(category(70, 50)).toBe('None');
    // 79.58 °F is shown as 80: Caution.
    expect(category(80, 40)).toBe('Caution');
    expect(category(90, 40)).toBe('Extreme Caution');
    expect(category(90, 70)).toBe('Danger');
    expect(category(100, 70)).toBe('Extreme Danger');
  });

  it('refuses a temperature beyond -40 to 150 °F in either unit, and a humidity beyond 0 to 100, naming the field', () => {
    const message = 'Air Temperature must be from -40 °F to 150 °F (-40 °C to 65.5 °C)';
    expect(() => calculate('heat-index', { temperature: 151, relativeHumidity: 50 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'temperature', message }));
    expect(() => calculate('heat-index', { temperature: 66, temperatureUnit: 2, relativeHumidity: 50 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'temperature', message }));
    expect(calculate('heat-index', { temperature: -40, temperatureUnit: 2, relativeHumidity: 50 }).details['category']).toBe('None');
    expect(() => calculate('heat-index', { temperature: 90, relativeHumidity: 101 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'relativeHumidity', message: 'Relative Humidity must be from 0 to 100' }));
    expect(() => calculate('heat-index', { relativeHumidity: 50 })).toThrow(expect.objectContaining({ code: 'required', field: 'temperature' }));
  });
});
