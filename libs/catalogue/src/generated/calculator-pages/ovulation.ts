// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { ovulationPage } from '../described/ovulation-page.js';

export const calculator: CalculatorShape = {
  "slug": "ovulation",
  "inputs": [
    {
      "name": "lastPeriodDate",
      "label": "First Day of Last Period",
      "type": "date",
      "required": true,
      "help": "The day your last period started, not the day it ended."
    },
    {
      "name": "cycleLength",
      "label": "Average Cycle Length",
      "type": "number",
      "unit": "days",
      "required": false,
      "default": 28,
      "checked": true,
      "min": 20,
      "max": 45,
      "integer": true,
      "step": 1,
      "uiDefault": 28,
      "placeholder": "28",
      "help": "From the first day of one period to the first day of the next; an average of your last few cycles."
    },
    {
      "name": "lutealPhase",
      "label": "Luteal Phase",
      "type": "number",
      "unit": "days",
      "required": false,
      "default": 14,
      "checked": true,
      "min": 9,
      "max": 18,
      "integer": true,
      "step": 1,
      "uiDefault": 14,
      "placeholder": "14",
      "help": "Days from ovulation to the next period: about 14 for most people; leave it unless tracking has told you otherwise."
    }
  ],
  "outputs": [
    {
      "name": "ovulationDate",
      "type": "string",
      "label": "Likely ovulation day",
      "words": "the likely ovulation day"
    },
    {
      "name": "fertileWindowStart",
      "type": "string",
      "label": "Fertile window from",
      "words": "the fertile window's first day"
    },
    {
      "name": "fertileWindowEnd",
      "type": "string",
      "label": "Fertile window to"
    },
    {
      "name": "nextPeriodDate",
      "type": "string",
      "label": "Next period due",
      "words": "the next period"
    },
    {
      "name": "dueDateIfConceived",
      "type": "string",
      "label": "Due date if you conceive this cycle",
      "words": "the due date if you conceive"
    },
    {
      "name": "cycle1PeriodStart",
      "type": "string",
      "label": "Next cycle: period starts"
    },
    {
      "name": "cycle1Ovulation",
      "type": "string",
      "label": "Next cycle: ovulation (fertile from 5 days before)"
    },
    {
      "name": "cycle2PeriodStart",
      "type": "string",
      "label": "Second cycle: period starts"
    },
    {
      "name": "cycle2Ovulation",
      "type": "string",
      "label": "Second cycle: ovulation (fertile from 5 days before)"
    },
    {
      "name": "cycle3PeriodStart",
      "type": "string",
      "label": "Third cycle: period starts"
    },
    {
      "name": "cycle3Ovulation",
      "type": "string",
      "label": "Third cycle: ovulation (fertile from 5 days before)"
    },
    {
      "name": "cycle4PeriodStart",
      "type": "string",
      "label": "Fourth cycle: period starts"
    },
    {
      "name": "cycle4Ovulation",
      "type": "string",
      "label": "Fourth cycle: ovulation (fertile from 5 days before)"
    },
    {
      "name": "cycle5PeriodStart",
      "type": "string",
      "label": "Fifth cycle: period starts"
    },
    {
      "name": "cycle5Ovulation",
      "type": "string",
      "label": "Fifth cycle: ovulation (fertile from 5 days before)"
    },
    {
      "name": "cycle6PeriodStart",
      "type": "string",
      "label": "Sixth cycle: period starts"
    },
    {
      "name": "cycle6Ovulation",
      "type": "string",
      "label": "Sixth cycle: ovulation (fertile from 5 days before)"
    }
  ],
  "primary": "ovulationDate"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, ovulationPage);
export const loadCode = () => import('../calculator-code/ovulation.js');
