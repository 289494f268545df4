// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { pacePage } from '../described/pace-page.js';

export const calculator: CalculatorShape = {
  "slug": "pace",
  "inputs": [
    {
      "name": "time",
      "label": "Time",
      "type": "duration",
      "required": true,
      "uiDefault": "50:00",
      "placeholder": "e.g. 50:00 or 3:30:00",
      "help": "Your finishing time: minutes and seconds (50:00), or hours, minutes and seconds (3:30:00)."
    },
    {
      "name": "distance",
      "label": "Distance",
      "type": "number",
      "required": true,
      "checked": true,
      "minExclusive": true,
      "min": 0,
      "max": 1000000,
      "step": 0.001,
      "uiDefault": 10,
      "placeholder": "e.g. 10",
      "help": "How far you go, in the unit chosen below: a marathon is 42.195 km."
    },
    {
      "name": "distanceUnit",
      "label": "Distance Unit",
      "type": "select",
      "required": false,
      "default": 1,
      "uiDefault": 1,
      "options": [
        1,
        2,
        3
      ],
      "optionLabels": {
        "1": "Kilometres",
        "2": "Miles",
        "3": "Metres"
      },
      "help": "The unit of the distance: a track race is in metres."
    },
    {
      "name": "paceUnit",
      "label": "Pace per",
      "type": "select",
      "required": false,
      "default": 1,
      "uiDefault": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "Kilometre",
        "2": "Mile"
      },
      "help": "Show the pace as time per kilometre or per mile."
    }
  ],
  "outputs": [
    {
      "name": "pace",
      "type": "string",
      "label": "Pace",
      "durationOf": "paceSeconds"
    },
    {
      "name": "paceSeconds",
      "type": "number",
      "unit": "s",
      "label": "Pace in seconds",
      "words": "the pace in seconds"
    },
    {
      "name": "speedKmh",
      "type": "number",
      "unit": "km/h",
      "label": "Speed (km/h)",
      "words": "the speed"
    },
    {
      "name": "speedMph",
      "type": "number",
      "unit": "mph",
      "label": "Speed (mph)",
      "words": "the speed in miles per hour"
    },
    {
      "name": "time",
      "type": "string",
      "label": "Time",
      "durationOf": "timeSeconds"
    },
    {
      "name": "timeSeconds",
      "type": "number",
      "unit": "s",
      "label": "Time in seconds",
      "words": "the time"
    },
    {
      "name": "distanceKm",
      "type": "number",
      "unit": "km",
      "label": "Distance (km)",
      "words": "the distance"
    },
    {
      "name": "distanceMiles",
      "type": "number",
      "unit": "mi",
      "label": "Distance (miles)",
      "words": "the distance in miles"
    }
  ],
  "primary": "pace",
  "solvable": {
    "time": {
      "from": [
        "pace"
      ]
    },
    "distance": {
      "from": [
        "pace"
      ]
    }
  }
};
export const definition: CalculatorPageDefinition = describedPage(calculator, pacePage);
export const loadCode = () => import('../calculator-code/pace.js');
