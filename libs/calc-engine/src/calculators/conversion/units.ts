/**
 * The units of the conversion calculator, by quantity: each one's code (case-sensitive, unique across quantities),
 * its name, and its size in the quantity's base unit. Factors are exact definitions (NIST SP 811 Appendix B, NIST
 * Handbook 44 Appendix C, IEC 80000-13) unless a comment says otherwise. Temperatures are affine: their conversion is
 * in `temperature.ts`, not a factor.
 */
export const QUANTITIES = {
  length: {
    base: 'm',
    units: {
      m: ['metre', 1], km: ['kilometre', 1000], cm: ['centimetre', 0.01], mm: ['millimetre', 0.001],
      um: ['micrometre (µm)', 1e-6], nm: ['nanometre', 1e-9], mi: ['mile', 1609.344], yd: ['yard', 0.9144],
      ft: ['foot', 0.3048], in: ['inch', 0.0254], nmi: ['nautical mile', 1852],
    },
  },
  mass: {
    base: 'kg',
    units: {
      kg: ['kilogram', 1], g: ['gram', 0.001], mg: ['milligram', 1e-6], ug: ['microgram (µg)', 1e-9],
      t: ['tonne (metric ton)', 1000], lb: ['pound', 0.45359237], oz: ['ounce', 0.028349523125], st: ['stone', 6.35029318],
      ton: ['US short ton', 907.18474], lt: ['long ton', 1016.0469088],
    },
  },
  volume: {
    base: 'm3',
    units: {
      m3: ['cubic metre', 1], L: ['litre', 0.001], mL: ['millilitre', 1e-6], cm3: ['cubic centimetre', 1e-6],
      gal: ['US gallon', 0.003785411784], qt: ['US quart', 0.000946352946], pt: ['US pint', 0.000473176473],
      cup: ['US cup', 0.0002365882365], floz: ['US fluid ounce', 2.95735295625e-5], tbsp: ['US tablespoon', 1.478676478125e-5],
      tsp: ['US teaspoon', 4.92892159375e-6], ft3: ['cubic foot', 0.028316846592], in3: ['cubic inch', 1.6387064e-5],
      yd3: ['cubic yard', 0.764554857984], impgal: ['imperial gallon', 0.00454609], imppt: ['imperial pint', 0.00056826125],
      impfloz: ['imperial fluid ounce', 2.84130625e-5],
    },
  },
  area: {
    base: 'm2',
    units: {
      m2: ['square metre', 1], km2: ['square kilometre', 1e6], cm2: ['square centimetre', 1e-4], mm2: ['square millimetre', 1e-6],
      ha: ['hectare', 1e4], acre: ['acre', 4046.8564224], ft2: ['square foot', 0.09290304], in2: ['square inch', 0.00064516],
      yd2: ['square yard', 0.83612736], mi2: ['square mile', 2589988.110336],
    },
  },
  temperature: {
    base: 'K',
    units: { C: ['degree Celsius', 1], F: ['degree Fahrenheit', 5 / 9], K: ['kelvin', 1], R: ['degree Rankine', 5 / 9] },
  },
  speed: {
    base: 'm/s',
    units: {
      'm/s': ['metre per second', 1], 'km/h': ['kilometre per hour', 1 / 3.6], mph: ['mile per hour', 0.44704],
      kn: ['knot', 1852 / 3600], 'ft/s': ['foot per second', 0.3048],
    },
  },
  pressure: {
    base: 'Pa',
    units: {
      Pa: ['pascal', 1], kPa: ['kilopascal', 1000], MPa: ['megapascal', 1e6], bar: ['bar', 1e5], mbar: ['millibar', 100],
      atm: ['standard atmosphere', 101325], psi: ['pound per square inch', (0.45359237 * 9.80665) / 0.00064516],
      mmHg: ['millimetre of mercury', 133.322387415], inHg: ['inch of mercury', 133.322387415 * 25.4], torr: ['torr', 101325 / 760],
    },
  },
  energy: {
    base: 'J',
    units: {
      J: ['joule', 1], kJ: ['kilojoule', 1000], MJ: ['megajoule', 1e6], cal: ['calorie (thermochemical)', 4.184],
      kcal: ['kilocalorie (food Calorie)', 4184], Wh: ['watt-hour', 3600], kWh: ['kilowatt-hour', 3.6e6],
      BTU: ['British thermal unit (IT)', 1055.05585262], ftlbf: ['foot-pound force', 0.3048 * 4.4482216152605],
      eV: ['electronvolt', 1.602176634e-19], therm: ['US therm', 1.054804e8],
    },
  },
  time: {
    base: 's',
    units: {
      ms: ['millisecond', 0.001], s: ['second', 1], min: ['minute', 60], h: ['hour', 3600], d: ['day', 86400],
      wk: ['week', 604800], mo: ['month (a twelfth of a year)', 2629800], yr: ['year (365.25 days)', 31557600],
    },
  },
  data: {
    base: 'bit',
    units: {
      bit: ['bit', 1], B: ['byte', 8], kbit: ['kilobit', 1e3], Mbit: ['megabit', 1e6], Gbit: ['gigabit', 1e9],
      kB: ['kilobyte', 8e3], MB: ['megabyte', 8e6], GB: ['gigabyte', 8e9], TB: ['terabyte', 8e12], PB: ['petabyte', 8e15],
      KiB: ['kibibyte', 8 * 2 ** 10], MiB: ['mebibyte', 8 * 2 ** 20], GiB: ['gibibyte', 8 * 2 ** 30], TiB: ['tebibyte', 8 * 2 ** 40],
    },
  },
} as const satisfies Record<string, { base: string; units: Record<string, readonly [string, number]> }>;

export type Quantity = keyof typeof QUANTITIES;

interface UnitFacts {
  readonly quantity: Quantity;
  readonly name: string;
  /** The unit's size in the quantity's base unit; a temperature's is the size of its degree. */
  readonly factor: number;
}

/** Every unit by its code. */
export const UNITS: ReadonlyMap<string, UnitFacts> = new Map(
  Object.entries(QUANTITIES).flatMap(([quantity, { units }]) =>
    Object.entries(units).map(([code, [name, factor]]): [string, UnitFacts] => [code, { quantity: quantity as Quantity, name, factor }])),
);

/** Every unit code, grouped by quantity in the order above. */
export const UNIT_CODES: readonly string[] = [...UNITS.keys()];
