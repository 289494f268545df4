// Generated from libs/calc-engine/src/calculators/conversion/conversion.ts and conversion.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const conversionPage: CalculatorPage = {
  "title": "Unit Conversion Calculator",
  "description": "Convert length, weight, volume, area, temperature, speed, pressure, energy, time and data between metric, US and other units, with exact factors.",
  "category": "everyday",
  "topic": "conversions",
  "aliases": [
    "conversion-calculator",
    "unit-converter",
    "unit-conversion",
    "metric-conversion",
    "converter"
  ],
  "keywords": [
    "unit converter",
    "unit conversion",
    "metric conversion",
    "convert units",
    "feet to meters",
    "pounds to kilograms",
    "lbs to kg",
    "fahrenheit to celsius",
    "miles to kilometers",
    "gallons to liters",
    "inches to cm",
    "cups to ml",
    "square feet to square meters",
    "mph to kmh",
    "psi to bar",
    "kwh to joules",
    "mb to gb",
    "length converter",
    "weight converter",
    "temperature converter",
    "unit convertor",
    "unit conversoin",
    "metric convertor"
  ],
  "related": [
    "bmi",
    "ideal-weight",
    "water-intake",
    "percentage",
    "age",
    "scientific"
  ],
  "formula": {
    "expression": "result = value × size(from) ÷ size(to);   temperatures through kelvins, K = C + 273.15 = (F + 459.67) × 5/9",
    "symbols": [
      {
        "symbol": "value",
        "meaning": "the amount to convert"
      },
      {
        "symbol": "size(from)",
        "meaning": "one unit you convert from, in the base unit of its quantity (1 ft = 0.3048 m)"
      },
      {
        "symbol": "size(to)",
        "meaning": "one unit you convert to, in the same base unit"
      },
      {
        "symbol": "K",
        "meaning": "a temperature in kelvins, counted from absolute zero"
      },
      {
        "symbol": "C",
        "meaning": "the same temperature in degrees Celsius"
      },
      {
        "symbol": "F",
        "meaning": "the same temperature in degrees Fahrenheit"
      }
    ],
    "text": "Every unit is defined as an exact multiple of one base unit per quantity, such as the metre for length. The value is multiplied up to the base unit and divided down to the target unit. Temperature scales have different zero points, so they are converted through kelvins instead."
  },
  "examples": [
    {
      "description": "A pound in kilograms",
      "inputs": {
        "value": 1,
        "fromUnit": "lb",
        "toUnit": "kg"
      }
    },
    {
      "description": "A room temperature of 68 °F in Celsius",
      "inputs": {
        "value": 68,
        "fromUnit": "F",
        "toUnit": "C"
      }
    },
    {
      "description": "A 100 square foot room in square metres",
      "inputs": {
        "value": 100,
        "fromUnit": "ft2",
        "toUnit": "m2"
      }
    },
    {
      "description": "Highway speed, 60 mph in km/h",
      "inputs": {
        "value": 60,
        "fromUnit": "mph",
        "toUnit": "km/h"
      }
    },
    {
      "description": "A mebibyte in bytes",
      "inputs": {
        "value": 1,
        "fromUnit": "MiB",
        "toUnit": "B"
      }
    }
  ]
};
