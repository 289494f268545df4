// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { timeZonePage } from '../described/time-zone-page.js';

export const calculator: CalculatorShape = {
  "slug": "time-zone",
  "inputs": [
    {
      "name": "dateTime",
      "label": "Date and Time",
      "type": "datetime",
      "required": false,
      "emptyMeansNow": true,
      "help": "The wall-clock time in the zone you convert from: now unless you choose another."
    },
    {
      "name": "fromZone",
      "label": "From Time Zone",
      "type": "timezone",
      "required": false,
      "default": "UTC",
      "emptyMeansVisitorZone": true,
      "placeholder": "e.g. America/New_York",
      "help": "The zone the date and time are in: yours unless you choose another."
    },
    {
      "name": "toZone",
      "label": "To Time Zone",
      "type": "timezone",
      "required": false,
      "default": "UTC",
      "uiDefault": "UTC",
      "placeholder": "e.g. Europe/London",
      "help": "The zone to show the same moment in."
    }
  ],
  "outputs": [
    {
      "name": "convertedDateTime",
      "type": "string",
      "label": "Converted date and time",
      "words": "the converted time"
    },
    {
      "name": "utcDateTime",
      "type": "string",
      "label": "In UTC"
    },
    {
      "name": "fromUtcOffset",
      "type": "string",
      "label": "From zone offset"
    },
    {
      "name": "toUtcOffset",
      "type": "string",
      "label": "To zone offset"
    },
    {
      "name": "hoursDifference",
      "type": "number",
      "unit": "h",
      "label": "Hours difference",
      "decimals": 2,
      "words": "the difference"
    }
  ],
  "primary": "convertedDateTime"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, timeZonePage);
export const loadCode = () => import('../calculator-code/time-zone.js');
