import Type, { type Static } from 'typebox';
import { CalculatorInputs, EXPLAIN_INPUT_MAX_LENGTH, EXPLAIN_INPUTS_MAX, EXPLAIN_SLUG_MAX_LENGTH } from './explain.js';

/** Requests a minute one address may send to the public calculation API (all of its routes together). */
export const PUBLIC_API_RATE_LIMIT = 120;

/** `/api/v1/calculate/{slug}`: a calculator's slug (or one of its aliases, such as `loan-calculator`). */
export const CalculateParams = Type.Object(
  {
    slug: Type.String({
      minLength: 1,
      maxLength: EXPLAIN_SLUG_MAX_LENGTH,
      description: 'The calculator\'s slug, as `GET /api/v1/calculators` lists them (`loan`, `bmi`), or one of its aliases.',
      errorMessage: `slug must be a calculator's slug (1 to ${EXPLAIN_SLUG_MAX_LENGTH} characters), like "loan".`,
    }),
  },
  { additionalProperties: false },
);
export type CalculateParams = Static<typeof CalculateParams>;

const scheduleFlag = Type.Boolean({
  description: 'true to include the tables of the result: the month-by-month `schedule` of a loan, the `yearly` balances of savings, the `depreciationSchedule`.',
  errorMessage: 'schedule must be true or false.',
});

/**
 * `GET /api/v1/calculate/{slug}?<inputs>`: the calculator's inputs by name, as a page's address carries them
 * (`loanAmount=10000&interestRate=7`), each given once; `schedule=true` adds the result's tables.
 */
export const CalculateQuery = Type.Object(
  { schedule: Type.Optional(scheduleFlag) },
  {
    additionalProperties: Type.String({
      maxLength: EXPLAIN_INPUT_MAX_LENGTH,
      errorMessage: `An input must be given once, as a number or text of at most ${EXPLAIN_INPUT_MAX_LENGTH} characters.`,
    }),
    maxProperties: EXPLAIN_INPUTS_MAX + 1,
    errorMessage: `The query string may carry at most ${EXPLAIN_INPUTS_MAX} inputs.`,
  },
);
export type CalculateQuery = Static<typeof CalculateQuery>;

/**
 * `POST /api/v1/calculate/{slug}`: the inputs by name as numbers or text (`{ "inputs": { "loanAmount": 10000 } }`),
 * and `"schedule": true` for the result's tables.
 */
export const CalculateBody = Type.Object(
  { inputs: CalculatorInputs, schedule: Type.Optional(scheduleFlag) },
  { additionalProperties: false },
);
export type CalculateBody = Static<typeof CalculateBody>;

const Money = Type.Number();
const Chart = Type.Object({
  type: Type.Union([Type.Literal('bar'), Type.Literal('pie'), Type.Literal('line'), Type.Literal('area')]),
  data: Type.Array(
    Type.Object({
      role: Type.String({ description: 'What the point stands for: `principal`, `interest`, a BMI band such as `overweight`; a series\' quantity such as `balance`.' }),
      name: Type.String({ description: 'The point\'s label as the page shows it: "Principal", "Year 3".' }),
      value: Type.Number(),
      at: Type.Optional(
        Type.Object(
          { unit: Type.Union([Type.Literal('year'), Type.Literal('month'), Type.Literal('age'), Type.Literal('units')]), value: Type.Number() },
          { description: 'Where a point of a series sits on its axis: year 3, month 34, age 45.5, 120 units.' },
        ),
      ),
    }),
  ),
});

/**
 * The engine's result of one calculation, numbers unrounded: the primary `value` (a number, or text for a date or
 * a sentinel such as `never`), its `unit`, the badge `category` where there is one, every output in `details`, the
 * `chart` data, and, when asked for, the tables.
 */
export const CalculationAnswer = Type.Object({
  slug: Type.String({ description: 'The calculator\'s slug (an alias in the address answers with the slug).' }),
  value: Type.Union([Type.Number(), Type.String()]),
  unit: Type.Optional(Type.String()),
  category: Type.Optional(Type.String()),
  details: Type.Record(Type.String(), Type.Union([Type.Number(), Type.String()])),
  chart: Type.Optional(Chart),
  schedule: Type.Optional(
    Type.Array(Type.Object({ month: Type.Integer(), payment: Money, principal: Money, interest: Money, balance: Money })),
  ),
  yearly: Type.Optional(
    Type.Array(
      Type.Object({
        // A whole year, or where a plan ends part-way through one, the years it ran (2.5 for 30 months).
        year: Type.Number({ minimum: 0 }),
        contributions: Money,
        interest: Money,
        balance: Money,
      }),
    ),
  ),
  depreciationSchedule: Type.Optional(
    Type.Array(Type.Object({ year: Type.Integer(), depreciation: Money, accumulated: Money, bookValue: Money })),
  ),
  equivalents: Type.Optional(
    Type.Array(Type.Object({ unit: Type.String(), name: Type.String(), value: Type.Number() }), {
      description: 'A unit conversion\'s value in every unit of its quantity (at most a few dozen rows).',
    }),
  ),
});
export type CalculationAnswer = Static<typeof CalculationAnswer>;

/** One input of a calculator as the API takes it. */
export const PublicCalculatorInput = Type.Object({
  name: Type.String({ description: 'The name to send it by, in the query string or in `inputs`.' }),
  label: Type.String(),
  type: Type.Union(
    [
      Type.Literal('number'), Type.Literal('select'), Type.Literal('date'), Type.Literal('time'), Type.Literal('datetime'),
      Type.Literal('duration'), Type.Literal('numberList'), Type.Literal('dateList'), Type.Literal('text'), Type.Literal('unit'),
      Type.Literal('timezone'),
    ],
    {
      description:
        'How the value is written: number and select a number; date `YYYY-MM-DD`; time `HH:MM` (24-hour); datetime ' +
        '`YYYY-MM-DDTHH:MM` (local, no zone); duration `M:SS` or `H:MM:SS`; numberList numbers separated by commas, ' +
        'semicolons, spaces or new lines; dateList `YYYY-MM-DD` dates separated the same way; text free text; unit one ' +
        'of `units`; timezone an IANA time-zone name (`America/New_York`) or `UTC`.',
    },
  ),
  unit: Type.Optional(Type.String({ description: 'The unit the value is read in (metric for body measures).' })),
  usUnit: Type.Optional(Type.String({ description: 'The unit it is read in with `units=us`.' })),
  feetAndInches: Type.Optional(
    Type.Object(
      { feet: Type.String(), inches: Type.String() },
      { description: 'With `units=us`, the names a height may be sent by in feet and inches instead.' },
    ),
  ),
  required: Type.Boolean(),
  min: Type.Optional(Type.Number()),
  max: Type.Optional(Type.Number()),
  integer: Type.Optional(Type.Boolean()),
  default: Type.Optional(Type.Union([Type.Number(), Type.String()], { description: 'The value an input left out takes.' })),
  options: Type.Optional(Type.Array(Type.Object({ value: Type.Number(), label: Type.String() }))),
  units: Type.Optional(Type.Array(Type.String(), { description: 'The unit codes a unit input accepts (case-sensitive).' })),
  maxItems: Type.Optional(Type.Integer({ description: 'The most numbers a numberList input accepts, or dates a dateList input accepts.' })),
  visibleWhen: Type.Optional(
    Type.Object(
      { input: Type.String(), equals: Type.Array(Type.Number()) },
      { description: 'The input is read only while `input` holds one of these values.' },
    ),
  ),
  help: Type.Optional(Type.String()),
});
export type PublicCalculatorInput = Static<typeof PublicCalculatorInput>;

/** A calculator as `GET /api/v1/calculators` lists it. */
export const PublicCalculator = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  category: Type.String(),
  page: Type.String({ description: 'The calculator\'s page on this site.' }),
  aliases: Type.Array(Type.String()),
  unitToggle: Type.Boolean({ description: 'true when the calculator also reads US units, with `units=us`.' }),
  inputs: Type.Array(PublicCalculatorInput),
  primary: Type.Object({ name: Type.String(), unit: Type.Optional(Type.String()) }),
  outputs: Type.Array(
    Type.Object({ name: Type.String(), type: Type.Union([Type.Literal('number'), Type.Literal('string')]), unit: Type.Optional(Type.String()) }),
  ),
  examples: Type.Array(Type.Object({ description: Type.String(), inputs: Type.Record(Type.String(), Type.Union([Type.Number(), Type.String()])) })),
  solvable: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()), {
    description: 'The inputs it can solve for, each with the outputs it is solved from: `solve=loanAmount&monthlyPayment=308.77&...` gives the loan amount whose payment is $308.77.',
  })),
  drawn: Type.Optional(Type.Array(Type.String(), {
    description: 'A generator\'s outputs drawn at random (Web Crypto) on every call, so never the same twice and never cached (`Cache-Control: no-store`); its other outputs follow from the inputs.',
  })),
});
export type PublicCalculator = Static<typeof PublicCalculator>;

/** `GET /api/v1/calculators`: every calculator, in the catalogue's order. */
export const PublicCalculatorList = Type.Object({ calculators: Type.Array(PublicCalculator) });
export type PublicCalculatorList = Static<typeof PublicCalculatorList>;
