// Generated from libs/calc-engine/src/calculators/heat-index/heat-index.ts and heat-index.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const heatIndexPage: CalculatorPage = {
  "title": "Heat Index Calculator",
  "description": "Find how hot it feels when humidity is added to the air temperature, in °F and °C, with the National Weather Service heat risk category.",
  "category": "everyday",
  "topic": "weather",
  "aliases": [
    "heat-index-calculator",
    "feels-like-temperature",
    "apparent-temperature",
    "humidex-calculator",
    "real-feel-temperature"
  ],
  "keywords": [
    "heat index",
    "heat index calculator",
    "feels like temperature",
    "apparent temperature",
    "how hot does it feel",
    "humidity and temperature",
    "heat index chart",
    "real feel",
    "humidex",
    "heat stress",
    "heat danger",
    "nws heat index",
    "heat index formula",
    "heat indx",
    "heat idex calculator",
    "heatindex",
    "feels like temprature"
  ],
  "related": [
    "water-intake",
    "target-heart-rate",
    "pace",
    "conversion",
    "btu"
  ],
  "formula": {
    "expression": "simple = 0.5 × (T + 61 + (T − 68) × 1.2 + 0.094 RH);   HI = simple if (simple + T) ÷ 2 < 80;   otherwise HI = Rothfusz regression in T and RH, with the NWS adjustments",
    "symbols": [
      {
        "symbol": "T",
        "meaning": "air temperature, in °F (a temperature in °C is converted first, × 9 ÷ 5 + 32)"
      },
      {
        "symbol": "RH",
        "meaning": "relative humidity, in %"
      },
      {
        "symbol": "HI",
        "meaning": "heat index, in °F, and in °C as (HI − 32) × 5 ÷ 9"
      }
    ],
    "text": "The National Weather Service first tries a simple formula; where it and the temperature average 80 °F or more, it uses Rothfusz's nine-term regression, less a little for very dry air and plus a little for very humid air in the low 80s. The category comes from the heat index rounded to a whole °F."
  },
  "examples": [
    {
      "description": "A humid summer afternoon, 32 °C at 60% humidity",
      "inputs": {
        "temperatureUnit": 2,
        "temperature": 32,
        "relativeHumidity": 60
      }
    },
    {
      "description": "A tropical coast, 30 °C at 80% humidity",
      "inputs": {
        "temperatureUnit": 2,
        "temperature": 30,
        "relativeHumidity": 80
      }
    },
    {
      "description": "A desert day, 40 °C at 10% humidity",
      "inputs": {
        "temperatureUnit": 2,
        "temperature": 40,
        "relativeHumidity": 10
      }
    },
    {
      "description": "A mild, dry day, 24 °C at 40% humidity",
      "inputs": {
        "temperatureUnit": 2,
        "temperature": 24,
        "relativeHumidity": 40
      }
    }
  ]
};
