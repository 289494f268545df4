// Generated from libs/calc-engine/src/calculators/pace/pace.ts and pace.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const pacePage: CalculatorPage = {
  "title": "Pace Calculator",
  "description": "Find your running or walking pace per kilometre or per mile from a time and a distance, or the time or distance for a pace.",
  "category": "health",
  "topic": "fitness",
  "aliases": [
    "pace-calculator",
    "running-pace",
    "running-pace-calculator",
    "marathon-pace",
    "race-pace"
  ],
  "keywords": [
    "pace calculator",
    "running pace",
    "running pace calculator",
    "marathon pace",
    "half marathon pace",
    "5k pace",
    "10k pace",
    "minutes per mile",
    "minutes per kilometre",
    "min per km",
    "race pace",
    "finish time",
    "walking pace",
    "running speed",
    "pace calculater",
    "pase calculator",
    "runing pace",
    "pace calcualtor"
  ],
  "related": [
    "target-heart-rate",
    "calorie",
    "bmr",
    "hours",
    "heat-index",
    "sleep"
  ],
  "formula": {
    "expression": "pace = t ÷ (d ÷ u);   speed = d ÷ (t ÷ 3600);   t = pace × d ÷ u;   d = t ÷ pace × u",
    "symbols": [
      {
        "symbol": "t",
        "meaning": "the time, in seconds"
      },
      {
        "symbol": "d",
        "meaning": "the distance, in kilometres (1 mile = 1.609344 km, 1 m = 0.001 km)"
      },
      {
        "symbol": "u",
        "meaning": "the length the pace is given per, in kilometres (1 for a kilometre, 1.609344 for a mile)"
      },
      {
        "symbol": "pace",
        "meaning": "seconds per kilometre or per mile, shown as minutes and seconds to the nearest second"
      },
      {
        "symbol": "speed",
        "meaning": "kilometres per hour"
      }
    ],
    "text": "Pace is the time divided by the number of kilometres or miles covered; speed is the same ratio turned over. Knowing the pace, the time is the pace times the distance, and the distance is the time divided by the pace."
  },
  "examples": [
    {
      "description": "A 3:30:00 marathon, pace per kilometre",
      "inputs": {
        "time": "3:30:00",
        "distance": 42.195,
        "distanceUnit": 1,
        "paceUnit": 1
      }
    },
    {
      "description": "A 25-minute 5K, pace per mile",
      "inputs": {
        "time": "25:00",
        "distance": 5,
        "distanceUnit": 1,
        "paceUnit": 2
      }
    },
    {
      "description": "A brisk one-mile walk in 15 minutes",
      "inputs": {
        "time": "15:00",
        "distance": 1,
        "distanceUnit": 2,
        "paceUnit": 2
      }
    },
    {
      "description": "A 400-metre track lap in 1:30",
      "inputs": {
        "time": "1:30",
        "distance": 400,
        "distanceUnit": 3,
        "paceUnit": 1
      }
    }
  ]
};
