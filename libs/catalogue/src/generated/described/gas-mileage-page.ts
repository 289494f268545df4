// Generated from libs/calc-engine/src/calculators/gas-mileage/gas-mileage.ts and gas-mileage.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const gasMileagePage: CalculatorPage = {
  "title": "Gas Mileage Calculator",
  "description": "Work out your fuel economy from the distance driven and the fuel used, in mpg, L/100 km and km/L, and what the fuel cost per mile or kilometre.",
  "category": "everyday",
  "topic": "auto",
  "aliases": [
    "gas-mileage-calculator",
    "mpg-calculator",
    "fuel-economy",
    "fuel-economy-calculator",
    "mileage-calculator",
    "fuel-consumption"
  ],
  "keywords": [
    "gas mileage",
    "gas mileage calculator",
    "mpg calculator",
    "miles per gallon",
    "fuel economy",
    "fuel consumption",
    "liters per 100 km",
    "l/100km to mpg",
    "mpg to l/100km",
    "km per liter",
    "cost per mile",
    "how to calculate mpg",
    "gas milage calculator",
    "gas mileage calculater",
    "mpg calulator",
    "fuel efficency"
  ],
  "related": [
    "fuel-cost",
    "conversion",
    "tip",
    "hours",
    "percentage",
    "sales-tax"
  ],
  "formula": {
    "expression": "mpg = miles ÷ gallons;   L/100 km = 100 × litres ÷ km = 235.215 ÷ mpg;   km/L = km ÷ litres;   cost = price × fuel",
    "symbols": [
      {
        "symbol": "miles",
        "meaning": "the distance driven since the tank was last filled, in miles"
      },
      {
        "symbol": "km",
        "meaning": "the same distance in kilometres (1 mile = 1.609344 km)"
      },
      {
        "symbol": "gallons",
        "meaning": "the fuel it took to fill the tank again, in US gallons"
      },
      {
        "symbol": "litres",
        "meaning": "the same fuel in litres (1 US gallon = 3.785411784 L)"
      },
      {
        "symbol": "price",
        "meaning": "the price per gallon or litre, optional"
      },
      {
        "symbol": "fuel",
        "meaning": "the fuel used, in the unit the price is per"
      },
      {
        "symbol": "235.215",
        "meaning": "100 × 3.785411784 L per US gallon ÷ 1.609344 km per mile"
      }
    ],
    "text": "Fuel economy is the distance divided by the fuel, or, in litres per 100 km, the fuel divided by the distance and multiplied by 100. Miles and gallons are turned into kilometres and litres with their exact definitions, so every unit gives the same answer."
  },
  "examples": [
    {
      "description": "500 km on 40 litres",
      "inputs": {
        "unitSystem": 1,
        "distance": 500,
        "fuelUsed": 40
      }
    },
    {
      "description": "620 km on a 48.5 L fill-up at $1.85 a litre",
      "inputs": {
        "unitSystem": 1,
        "distance": 620,
        "fuelUsed": 48.5,
        "fuelPrice": 1.85
      }
    },
    {
      "description": "A city car, 210 km on 19 litres",
      "inputs": {
        "unitSystem": 1,
        "distance": 210,
        "fuelUsed": 19
      }
    },
    {
      "description": "A pickup towing a trailer, 180 km on 32 litres",
      "inputs": {
        "unitSystem": 1,
        "distance": 180,
        "fuelUsed": 32
      }
    }
  ]
};
