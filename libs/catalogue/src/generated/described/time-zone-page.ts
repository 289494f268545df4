// Generated from libs/calc-engine/src/calculators/time-zone/time-zone.ts and time-zone.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const timeZonePage: CalculatorPage = {
  "title": "Time Zone Calculator",
  "description": "Convert a date and time from one time zone to another, with both UTC offsets and the hours between them, daylight saving included.",
  "category": "everyday",
  "topic": "dates-and-time",
  "aliases": [
    "time-zone-calculator",
    "time-zone-converter",
    "timezone-converter",
    "convert-time-zones",
    "world-clock-converter"
  ],
  "keywords": [
    "time zone converter",
    "time zone calculator",
    "convert time zones",
    "what time is it in",
    "time difference between cities",
    "utc converter",
    "utc offset",
    "est to gmt",
    "pst to ist",
    "meeting time across time zones",
    "timezone convertor",
    "time zone conveter"
  ],
  "related": [
    "time",
    "hours",
    "date",
    "age",
    "conversion"
  ],
  "formula": {
    "expression": "UTC = local − offset(from);   converted = UTC + offset(to);   difference = offset(to) − offset(from)",
    "symbols": [
      {
        "symbol": "local",
        "meaning": "the date and time on the clock in the zone converted from"
      },
      {
        "symbol": "offset",
        "meaning": "a zone's difference from UTC at that moment, daylight saving included, from the IANA time zone database"
      }
    ],
    "text": "The wall-clock time is turned into the one moment it stands for by taking away its zone's offset from UTC, and that moment is shown in the other zone by adding that zone's offset. The offsets are the ones in force on that date, so daylight saving is applied where and when it was."
  },
  "examples": [
    {
      "description": "A 09:00 call in New York on 12 March 2024, between the US and UK clock changes",
      "inputs": {
        "dateTime": "2024-03-12T09:00",
        "fromZone": "America/New_York",
        "toZone": "Europe/London"
      }
    },
    {
      "description": "The same 09:00 in New York three weeks later, once both countries are on summer time",
      "inputs": {
        "dateTime": "2024-04-02T09:00",
        "fromZone": "America/New_York",
        "toZone": "Europe/London"
      }
    },
    {
      "description": "Noon UTC on 15 January 2024 in India, five and a half hours ahead",
      "inputs": {
        "dateTime": "2024-01-15T12:00",
        "fromZone": "UTC",
        "toZone": "Asia/Kolkata"
      }
    }
  ]
};
