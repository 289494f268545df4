// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { btuPage } from '../described/btu-page.js';

export const calculator: CalculatorShape = {
  "slug": "btu",
  "inputs": [
    {
      "name": "unitSystem",
      "label": "Units",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "Metric (m²)",
        "2": "US (ft²)"
      },
      "uiDefault": 1,
      "help": "Set by the metric/US switch above the form."
    },
    {
      "name": "roomArea",
      "label": "Room Area",
      "type": "number",
      "unit": "m²",
      "usUnit": "ft²",
      "measure": "area",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000,
      "step": 0.1,
      "uiDefault": 25,
      "placeholder": "e.g. 25 m² or 250 ft²",
      "help": "The floor area of the room: its length times its width."
    },
    {
      "name": "sunExposure",
      "label": "Sun",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2,
        3
      ],
      "optionLabels": {
        "1": "Normal",
        "2": "Heavily shaded",
        "3": "Very sunny"
      },
      "uiDefault": 1,
      "help": "Heavily shaded: trees or buildings keep the sun off it; very sunny: big windows in the afternoon sun."
    },
    {
      "name": "occupants",
      "label": "People Usually in the Room",
      "type": "number",
      "required": false,
      "default": 2,
      "checked": true,
      "integer": true,
      "min": 1,
      "max": 50,
      "step": 1,
      "uiDefault": 2,
      "placeholder": "e.g. 2",
      "help": "Each person beyond two adds about 600 BTU an hour of body heat."
    },
    {
      "name": "kitchen",
      "label": "Room Is a Kitchen",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "No",
        "2": "Yes"
      },
      "uiDefault": 1,
      "help": "A cooker and appliances add about 4,000 BTU an hour."
    }
  ],
  "outputs": [
    {
      "name": "btuPerHour",
      "type": "number",
      "unit": "BTU/h",
      "decimals": 0,
      "label": "Cooling capacity",
      "words": "the capacity needed"
    },
    {
      "name": "baseBtu",
      "type": "number",
      "unit": "BTU/h",
      "decimals": 0,
      "label": "Chart capacity for the area"
    },
    {
      "name": "kilowatts",
      "type": "number",
      "unit": "kW",
      "label": "Cooling capacity in kilowatts"
    },
    {
      "name": "tons",
      "type": "number",
      "unit": "tons",
      "label": "Cooling capacity in tons"
    }
  ],
  "primary": "btuPerHour"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, btuPage);
export const loadCode = () => import('../calculator-code/btu.js');
