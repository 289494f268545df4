// Generated from libs/calc-engine/src/calculators/fuel-cost/fuel-cost.ts and fuel-cost.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const fuelCostPage: CalculatorPage = {
  "title": "Fuel Cost Calculator",
  "description": "Work out the fuel a trip takes and what it costs, one way or there and back, per person and per kilometre or mile, in metric or US units.",
  "category": "everyday",
  "topic": "auto",
  "aliases": [
    "fuel-cost-calculator",
    "gas-cost-calculator",
    "trip-cost-calculator",
    "road-trip-cost",
    "gas-calculator",
    "fuel-calculator",
    "petrol-cost-calculator"
  ],
  "keywords": [
    "fuel cost",
    "fuel cost calculator",
    "gas cost calculator",
    "gas cost",
    "trip cost",
    "road trip cost",
    "cost of gas for a trip",
    "how much will gas cost",
    "petrol cost",
    "fuel cost per km",
    "gas cost per mile",
    "split gas money",
    "fuel needed for a trip",
    "fuel cots calculator",
    "gas cost calculater",
    "fule cost",
    "road trip gas calulator"
  ],
  "related": [
    "gas-mileage",
    "conversion",
    "tip",
    "hours",
    "percentage"
  ],
  "formula": {
    "expression": "distance = trip × 2 (round trip);   fuel = distance × L/100 km ÷ 100, or distance ÷ mpg;   cost = fuel × price;   per person = cost ÷ people",
    "symbols": [
      {
        "symbol": "trip",
        "meaning": "the distance one way, in km (mi)"
      },
      {
        "symbol": "L/100 km",
        "meaning": "the car's fuel economy in litres per 100 kilometres (metric units)"
      },
      {
        "symbol": "mpg",
        "meaning": "the car's fuel economy in miles per US gallon (US units)"
      },
      {
        "symbol": "fuel",
        "meaning": "the fuel the trip takes, in litres (US gallons)"
      },
      {
        "symbol": "price",
        "meaning": "the price per litre (per US gallon)"
      },
      {
        "symbol": "people",
        "meaning": "how many people share the cost"
      }
    ],
    "text": "The fuel is the distance times the litres burned per kilometre, or the miles divided by the miles each gallon covers. The cost is that fuel at the pump price, and sharing it divides it by the number of people."
  },
  "examples": [
    {
      "description": "A 300 km drive in a car using 7 L/100 km, at $1.80 a litre",
      "inputs": {
        "unitSystem": 1,
        "tripDistance": 300,
        "fuelEconomy": 7,
        "fuelPrice": 1.8
      }
    },
    {
      "description": "A weekend away, 240 km each way at 6.2 L/100 km, shared by 3",
      "inputs": {
        "unitSystem": 1,
        "tripDistance": 240,
        "fuelEconomy": 6.2,
        "fuelPrice": 1.85,
        "roundTrip": 2,
        "passengers": 3
      }
    },
    {
      "description": "A daily 25 km commute there and back in an SUV at 10.5 L/100 km",
      "inputs": {
        "unitSystem": 1,
        "tripDistance": 25,
        "fuelEconomy": 10.5,
        "fuelPrice": 1.75,
        "roundTrip": 2
      }
    },
    {
      "description": "Moving house, 850 km in a van at 14 L/100 km, at $1.90 a litre",
      "inputs": {
        "unitSystem": 1,
        "tripDistance": 850,
        "fuelEconomy": 14,
        "fuelPrice": 1.9
      }
    }
  ]
};
