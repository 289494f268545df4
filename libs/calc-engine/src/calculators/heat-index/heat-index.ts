import { outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { AssessmentBand, CalculationResult, NumberInputSpec, SelectInputSpec, SolutionStep } from '../../types.js';

/** The unit the air temperature is given in, and the heat index answered in: °F or °C. */
export const HEAT_INDEX_TEMPERATURE_UNIT = { fahrenheit: 1, celsius: 2 } as const;

export interface HeatIndexInputs {
  /** °F, or °C with `temperatureUnit` 2. */
  readonly temperature: number;
  /** 1 °F, 2 °C. */
  readonly temperatureUnit: number;
  /** %, 0-100. */
  readonly relativeHumidity: number;
}

export interface HeatIndexDetails extends Record<string, number | string> {
  readonly heatIndex: number;
  readonly heatIndexF: number;
  readonly heatIndexC: number;
  /** The NWS risk category: None, Caution, Extreme Caution, Danger or Extreme Danger. */
  readonly category: string;
}

/** The air temperatures the NWS equation is taken over here, in °F (−40 °C is −40 °F; 150 °F is 65.56 °C). */
const LOWEST_F = -40;
const HIGHEST_F = 150;

const temperatureUnit = {
  name: 'temperatureUnit', label: 'Unit', type: 'select', required: false, default: HEAT_INDEX_TEMPERATURE_UNIT.fahrenheit,
  options: [HEAT_INDEX_TEMPERATURE_UNIT.fahrenheit, HEAT_INDEX_TEMPERATURE_UNIT.celsius], optionLabels: { 1: '°F', 2: '°C' },
  unitSystemCodes: { metric: HEAT_INDEX_TEMPERATURE_UNIT.celsius, us: HEAT_INDEX_TEMPERATURE_UNIT.fahrenheit },
  uiDefault: HEAT_INDEX_TEMPERATURE_UNIT.celsius, help: 'Set by the metric/US switch above the form.',
} as const satisfies SelectInputSpec;
const temperature = {
  name: 'temperature', label: 'Air Temperature', type: 'number', unit: '°C', usUnit: '°F', measure: 'temperature', required: true,
  min: LOWEST_F, max: HIGHEST_F, step: 0.1, decimals: 1, uiDefault: 32, placeholder: 'e.g. 32 °C or 90 °F',
  help: 'The temperature of the air in the shade, as a weather report gives it.',
} as const satisfies NumberInputSpec;
const relativeHumidity = {
  name: 'relativeHumidity', label: 'Relative Humidity', type: 'number', unit: '%', required: true, checked: true,
  min: 0, max: 100, step: 1, uiDefault: 50, placeholder: 'e.g. 50', help: 'From the same weather report: how close the air is to saturated.',
} as const satisfies NumberInputSpec;

const isCelsius = ({ temperatureUnit: unit }: HeatIndexInputs) => unit === HEAT_INDEX_TEMPERATURE_UNIT.celsius;
const fahrenheitOf = (inputs: HeatIndexInputs) => (isCelsius(inputs) ? (inputs.temperature * 9) / 5 + 32 : inputs.temperature);

/** The NWS's simple formula (Steadman's), close to the regression below 80 °F, in °F. */
function simpleFormula(t: number, rh: number): number {
  return 0.5 * (t + 61.0 + (t - 68.0) * 1.2 + rh * 0.094);
}

/** Rothfusz's regression of Steadman's table (NWS Technical Attachment SR 90-23), in °F. */
function rothfusz(t: number, rh: number): number {
  return -42.379 + 2.04901523 * t + 10.14333127 * rh - 0.22475541 * t * rh - 0.00683783 * t * t - 0.05481717 * rh * rh
    + 0.00122874 * t * t * rh + 0.00085282 * t * rh * rh - 0.00000199 * t * t * rh * rh;
}

/** The NWS adjustment of the regression: dry air from 80 to 112 °F, humid air from 80 to 87 °F; 0 elsewhere. */
function adjustment(t: number, rh: number): number {
  if (rh < 13 && t >= 80 && t <= 112) return -((13 - rh) / 4) * Math.sqrt((17 - Math.abs(t - 95)) / 17);
  if (rh > 85 && t >= 80 && t <= 87) return ((rh - 85) / 10) * ((87 - t) / 5);
  return 0;
}

/** Whether the simple formula stands: averaged with the temperature, it is under 80 °F. */
const usesSimpleFormula = (t: number, rh: number) => (simpleFormula(t, rh) + t) / 2 < 80;

/** The NWS risk categories, on the heat index rounded half up to a whole °F. */
function categoryOf(heatIndexF: number): string {
  const shown = Math.floor(heatIndexF + 0.5);
  if (shown < 80) return 'None';
  if (shown < 90) return 'Caution';
  if (shown < 103) return 'Extreme Caution';
  if (shown < 125) return 'Danger';
  return 'Extreme Danger';
}

type Path = 'simple' | 'regression' | 'dry' | 'humid';
function pathOf(inputs: HeatIndexInputs): Path {
  const t = fahrenheitOf(inputs);
  const rh = inputs.relativeHumidity;
  if (usesSimpleFormula(t, rh)) return 'simple';
  const adjusted = adjustment(t, rh);
  if (adjusted < 0) return 'dry';
  return adjusted > 0 ? 'humid' : 'regression';
}

const SIMPLE = '0.5 × ({temperatureF} + 61 + ({temperatureF} − 68) × 1.2 + {relativeHumidity} × 0.094)';
const REGRESSION = '−42.379 + 2.04901523 × {temperatureF} + 10.14333127 × {relativeHumidity} − 0.22475541 × {temperatureF} × {relativeHumidity}'
  + ' − 0.00683783 × {temperatureF}² − 0.05481717 × {relativeHumidity}² + 0.00122874 × {temperatureF}² × {relativeHumidity}'
  + ' + 0.00085282 × {temperatureF} × {relativeHumidity}² − 0.00000199 × {temperatureF}² × {relativeHumidity}²';

/** The steps in °F, ending on the heat index itself (°F given) or on its value in °F (°C given). */
function fahrenheitSteps(celsius: boolean): SolutionStep<HeatIndexInputs>[] {
  const final = celsius ? 'heatIndexF' : 'heatIndex';
  // In °C the value in °F is carried on to the last line, with the decimals that line writes it with.
  const decimals = celsius ? { decimals: 2 } : {};
  const on = (paths: readonly Path[]) => (inputs: HeatIndexInputs) => isCelsius(inputs) === celsius && paths.includes(pathOf(inputs));
  const regressionLabel = 'Rothfusz regression (the simple formula {simpleF:2}, averaged with the air temperature, is 80 °F or more)';
  return [
    { label: 'Simple formula', expression: SIMPLE, value: 'simpleF', when: on(['regression', 'dry', 'humid']) },
    { label: 'Heat index by the simple formula (averaged with the air temperature, under 80 °F)', expression: SIMPLE, value: final, ...decimals, when: on(['simple']) },
    { label: regressionLabel, expression: REGRESSION, value: 'regressionF', decimals: 2, when: on(['dry', 'humid']) },
    { label: regressionLabel, expression: REGRESSION, value: final, ...decimals, when: on(['regression']) },
    {
      label: 'Heat index, less the adjustment for dry air (humidity under 13%, 80 to 112 °F)',
      expression: '{regressionF:2} − (13 − {relativeHumidity}) ÷ 4 × √((17 − |{temperatureF} − 95|) ÷ 17)', value: final, ...decimals, when: on(['dry']),
    },
    {
      label: 'Heat index, plus the adjustment for humid air (humidity over 85%, 80 to 87 °F)',
      expression: '{regressionF:2} + ({relativeHumidity} − 85) ÷ 10 × (87 − {temperatureF}) ÷ 5', value: final, ...decimals, when: on(['humid']),
    },
  ];
}

/** The categories' sentences, after the NWS's descriptions of each: the first temperature is the one given. */
function readings(first: string, second: string): AssessmentBand[] {
  const feels = `A heat index of ${first} (${second})`;
  const sun = 'The index is for shade and a light wind: in full sun it can feel up to 15 °F (8 °C) hotter.';
  return [
    { below: 79.5, text: `${feels} is below 80 °F, where the NWS starts its heat categories: humidity adds little or no heat stress.` },
    { below: 89.5, text: `${feels} is in the NWS category Caution (80 to 89 °F): fatigue is possible with long exposure or hard work outdoors. ${sun}` },
    {
      below: 102.5,
      text: `${feels} is in the NWS category Extreme Caution (90 to 102 °F): heat cramps and heat exhaustion are possible with long exposure or activity. ${sun}`,
    },
    {
      below: 124.5,
      text: `${feels} is in the NWS category Danger (103 to 124 °F): heat cramps and heat exhaustion are likely, and heat stroke is possible with long exposure or activity. ${sun}`,
    },
    { text: `${feels} is in the NWS category Extreme Danger (125 °F or more): heat stroke is highly likely. ${sun}` },
  ];
}
const CELSIUS_BANDS = readings('{heatIndexC}', '{heatIndexF}');

export const heatIndex = defineCalculator<HeatIndexInputs, HeatIndexDetails>({
  slug: 'heat-index',
  inputs: [temperature, temperatureUnit, relativeHumidity],
  outputs: [
    // °F or °C, as the air temperature was given: the unit comes with the result.
    { name: 'heatIndex', type: 'number', label: 'Heat index', words: 'the heat index', decimals: 1 },
    { name: 'heatIndexF', type: 'number', unit: '°F', label: 'Heat index in °F', decimals: 1 },
    { name: 'heatIndexC', type: 'number', unit: '°C', label: 'Heat index in °C', decimals: 1 },
    { name: 'category', type: 'string', label: 'NWS category' },
  ],
  primary: 'heatIndex',
  compute(inputs) {
    const t = fahrenheitOf(inputs);
    if (!(t >= LOWEST_F && t <= HIGHEST_F)) {
      outOfDomain(`${temperature.label} must be from -40 °F to 150 °F (-40 °C to 65.5 °C)`, temperature);
    }
    const rh = inputs.relativeHumidity;
    const heatIndexF = usesSimpleFormula(t, rh) ? simpleFormula(t, rh) : rothfusz(t, rh) + adjustment(t, rh);
    const heatIndexC = ((heatIndexF - 32) * 5) / 9;
    const celsius = isCelsius(inputs);
    return {
      value: celsius ? heatIndexC : heatIndexF,
      unit: celsius ? '°C' : '°F',
      details: { heatIndex: celsius ? heatIndexC : heatIndexF, heatIndexF, heatIndexC, category: categoryOf(heatIndexF) },
    };
  },
  intermediates: {
    temperatureF: { unit: '°F', decimals: 2, value: (inputs) => fahrenheitOf(inputs) },
    simpleF: { unit: '°F', decimals: 2, value: (inputs) => simpleFormula(fahrenheitOf(inputs), inputs.relativeHumidity) },
    regressionF: { unit: '°F', decimals: 2, value: (inputs) => rothfusz(fahrenheitOf(inputs), inputs.relativeHumidity) },
  },
  solution: [
    { label: 'Air temperature in °F', expression: '{temperature} × 9 ÷ 5 + 32', value: 'temperatureF', when: isCelsius },
    ...fahrenheitSteps(false),
    ...fahrenheitSteps(true),
    { label: 'Heat index in °C', expression: '({heatIndexF:2} − 32) × 5 ÷ 9', value: 'heatIndex', when: isCelsius },
  ],
  assessment: {
    of: 'heatIndexF',
    // The same categories for a temperature given in °C, in °C first (the bands below read °F first).
    cases: CELSIUS_BANDS.map((band) => ({
      when: (inputs: HeatIndexInputs, details: Readonly<Record<string, number | string>>) =>
        isCelsius(inputs) && (band.below === undefined || Number(details['heatIndexF']) < band.below),
      text: band.text,
    })),
    bands: readings('{heatIndexF}', '{heatIndexC}'),
  },
  whatIfs: [
    {
      lead: 'At a relative humidity of {relativeHumidity}',
      // Ten points either way: the spread between a dry and a muggy afternoon.
      change: ({ relativeHumidity: rh }) => (rh + 10 <= relativeHumidity.max ? { relativeHumidity: rh + 10 } : undefined),
      outputs: ['heatIndex'],
    },
    {
      lead: 'At a relative humidity of {relativeHumidity}',
      change: ({ relativeHumidity: rh }) => (rh - 10 >= relativeHumidity.min ? { relativeHumidity: rh - 10 } : undefined),
      outputs: ['heatIndex'],
    },
    {
      // Three degrees Celsius, or five Fahrenheit: a warmer afternoon.
      lead: 'At an air temperature of {temperature}',
      change: (inputs) => {
        const warmer = inputs.temperature + (isCelsius(inputs) ? 3 : 5);
        return fahrenheitOf({ ...inputs, temperature: warmer }) <= HIGHEST_F ? { temperature: warmer } : undefined;
      },
      outputs: ['heatIndex'],
    },
  ],
  referenceValues: [
    {
      name: '90 °F at 70% humidity feels like 106 °F on the NWS chart: Danger',
      source: 'NWS heat index chart (whole degrees), and NWS/WPC "The Heat Index Equation": the Rothfusz regression gives 105.92 °F',
      inputs: { temperature: 90, relativeHumidity: 70 },
      expected: { heatIndex: 106, heatIndexF: 106 }, decimals: 0,
      exact: { category: 'Danger' },
    },
    {
      name: '80 °F at 40% humidity feels like 80 °F on the NWS chart: Caution',
      source: 'NWS heat index chart (whole degrees); the simple formula gives 79.58 °F, averaged with 80 °F under 80, so it stands',
      inputs: { temperature: 80, relativeHumidity: 40 },
      expected: { heatIndex: 80 }, decimals: 0,
      exact: { category: 'Caution' },
    },
    {
      name: '90 °F at 70% humidity is 105.92 °F, 41.07 °C by the regression',
      source: 'computed by hand in exact decimals, term by term: −42.379 + 184.4113707 + 710.0331889 − 1415.959083 − 55.386423'
        + ' − 268.604133 + 696.69558 + 376.09362 − 78.9831 = 105.9220206 °F; (105.9220206 − 32) × 5 ÷ 9 = 41.0677892 °C',
      inputs: { temperature: 90, relativeHumidity: 70 },
      expected: { heatIndexF: 105.922021, heatIndexC: 41.067789 }, decimals: 5,
    },
    {
      name: '32 °C at 60% humidity is 37.07 °C (98.73 °F): Extreme Caution',
      source: 'computed by hand in exact decimals: 32 °C = 89.6 °F; the simple formula gives 91.08 °F (average 90.34, so the regression);'
        + ' the regression at 89.6 °F and 60% gives 98.7337114 °F; (98.7337114 − 32) × 5 ÷ 9 = 37.0742841 °C',
      inputs: { temperature: 32, temperatureUnit: 2, relativeHumidity: 60 },
      expected: { heatIndex: 37.074284, heatIndexF: 98.733711 }, decimals: 5,
      exact: { category: 'Extreme Caution' },
    },
  ],
});

/**
 * How hot it feels when humidity is added to the air temperature, by the NWS heat index equation, with the NWS risk
 * category.
 * @param inputs - `temperature` and its `temperatureUnit` (1 °F, 2 °C), `relativeHumidity` in %
 * @returns the heat index as `value` in the temperature's unit, both units and the category in `details`
 * @example
 * heatIndexOf({ temperature: 90, temperatureUnit: 1, relativeHumidity: 70 }).details.category; // 'Danger'
 */
export function heatIndexOf(inputs: HeatIndexInputs): CalculationResult<HeatIndexDetails> {
  return runCalculator(heatIndex, inputs);
}
