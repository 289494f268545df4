import {
  addDays, calculate, calculatorLoader, calculators, tryCalculate, type CalculationResult, type InputSpec,
} from '@calchub/calc-engine';
import { calculatorDefinitions, computeExample, formatQuantity, formatResult, primaryUnit } from '@calchub/catalogue';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatWorkedStep, workedSolution, workedSolutionWith, workedStepsLoaders, type WorkedStep } from './index.js';
import { workedSolutions } from './worked-steps/registry.js';

const BROKEN_TEXT = /NaN|Infinity|undefined|null|\[object/;

function resultPanelText(slug: string, result: CalculationResult): string {
  const definition = calculatorDefinitions.find((candidate) => candidate.slug === slug);
  return definition ? formatResult(definition, result) : formatQuantity(result.value, primaryUnit(slug) ?? result.unit);
}

/**
 * Checks that the steps end with the primary result as the result panel shows it. A generator's steps end at what
 * follows from its inputs: another draw with the same inputs gives the same steps.
 */
function expectEndsAtResult(slug: string, inputs: Readonly<Record<string, number | string | undefined>>, steps: readonly WorkedStep[], result: CalculationResult): void {
  if (calculators.find((info) => info.slug === slug)?.drawn) expect(workedSolution(slug, inputs, calculate(slug, inputs))).toEqual(steps);
  else expect(steps.at(-1)?.value).toBe(resultPanelText(slug, result));
}

function isWellFormed(steps: readonly WorkedStep[]): boolean {
  return (
    steps.length > 0 &&
    steps.every((step) => [step.label, step.expression, step.value].every((text) => text.trim() !== '' && !BROKEN_TEXT.test(text)))
  );
}

/** Money with cents, as people type it. */
const cents = (min: number, max: number) =>
  fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((n) => n / 100);
/** A percentage with two decimals. */
const percent = (min: number, max: number) => cents(min, max);

describe('formatWorkedStep', () => {
  it('writes a step as "label: expression = value"', () => {
    expect(formatWorkedStep({ label: 'Number of payments', expression: '3 × 12', value: '36' })).toBe(
      'Number of payments: 3 × 12 = 36',
    );
  });

  it('writes "≈" instead of "=" when the value is rounded for display', () => {
    expect(formatWorkedStep({ label: 'Monthly rate', expression: '7 / 100 / 12', value: '≈ 0.005833' })).toBe(
      'Monthly rate: 7 / 100 / 12 ≈ 0.005833',
    );
  });
});

describe('workedSolution', () => {
  it('has no steps for a calculator it does not know', () => {
    const result = calculate('loan', { loanAmount: 10000, interestRate: 7, loanTenure: 3 });
    expect(workedSolution('not-a-calculator', {}, result)).toEqual([]);
  });

  it('names the input when one the formula needs is missing', () => {
    const result = calculate('loan', { loanAmount: 10000, interestRate: 7, loanTenure: 3 });
    expect(() => workedSolution('loan', { loanAmount: 10000, interestRate: 7 }, result)).toThrow(
      'workedSolution(loan): input "loanTenure" is missing',
    );
  });

  it('ends every loan with the payment the engine computes, as the result panel shows it', () => {
    fc.assert(
      fc.property(
        fc.record({ loanAmount: cents(1000, 1_000_000), interestRate: percent(0, 30), loanTenure: fc.integer({ min: 1, max: 30 }) }),
        (inputs) => {
          const result = calculate('loan', inputs);
          const steps = workedSolution('loan', inputs, result);
          const payment = resultPanelText('loan', result);
          expect(steps.at(-1)?.value).toBe(payment);
          expect(steps.find((step) => step.label === 'Monthly payment')?.value).toBe(payment);
          expect(isWellFormed(steps)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  /** Random inputs for calculators with branches (0% rates, clamps, methods, sentinels). */
  const arbitraryInputs: readonly [string, fc.Arbitrary<Record<string, number | string>>][] = [
    [
      'time-card',
      // A day is worked with both times or neither (half a day's times is refused), its break no longer than the shift.
      fc
        .tuple(
          fc.array(fc.option(fc.tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 0, max: 60 })), { nil: undefined }), {
            minLength: 7, maxLength: 7,
          }),
          cents(0, 100), fc.integer({ min: 0, max: 168 }), fc.constantFrom(1, 1.5, 2),
        )
        .map(([days, hourlyRate, overtimeAfter, overtimeMultiplier]) => {
          const inputs: Record<string, number | string> = { hourlyRate, overtimeAfter, overtimeMultiplier };
          const clock = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
          days.forEach((day, index) => {
            if (!day) return;
            const [start, end, rest] = day;
            inputs[`day${index + 1}Start`] = clock(start);
            inputs[`day${index + 1}End`] = clock(end);
            inputs[`day${index + 1}Break`] = Math.min(rest, end >= start ? end - start : end + 1440 - start);
          });
          return inputs;
        }),
    ],
    [
      'mortgage',
      fc.record({
        homePrice: cents(1000, 5_000_000), downPaymentPercent: percent(0, 100), interestRate: percent(0, 30),
        loanTerm: fc.integer({ min: 1, max: 40 }), propertyTaxRate: percent(0, 10), homeInsurance: cents(0, 10_000),
        pmiRate: percent(0, 5), hoaFees: cents(0, 2000),
      }),
    ],
    [
      'compound-interest',
      fc.record({
        principal: cents(0, 1_000_000), interestRate: percent(0, 50), years: fc.integer({ min: 0, max: 60 }),
        compoundingFrequency: fc.constantFrom(1, 2, 4, 12, 52, 365), monthlyContribution: cents(0, 5000),
      }),
    ],
    [
      'savings-goal',
      fc.record({
        savingsGoal: cents(1, 1_000_000), currentSavings: cents(0, 1_000_000), interestRate: percent(0, 30),
        years: fc.integer({ min: 1, max: 400 }).map((quarters) => quarters / 4),
      }),
    ],
    [
      'depreciation',
      fc
        .record({
          assetCost: cents(1, 1_000_000), salvageShare: fc.double({ min: 0, max: 1, noNaN: true }),
          usefulLife: fc.integer({ min: 1, max: 50 }), method: fc.constantFrom(1, 2, 3),
          yearShare: fc.double({ min: 0, max: 1, noNaN: true }), decliningBalanceFactor: fc.constantFrom(1, 1.5, 2, 2.5, 3),
        })
        .map(({ salvageShare, yearShare, ...rest }) => ({
          ...rest,
          salvageValue: Math.floor(rest.assetCost * salvageShare),
          year: 1 + Math.floor(yearShare * (rest.usefulLife - 1)),
        })),
    ],
    [
      'payback-period',
      fc.record({
        initialInvestment: cents(1, 1_000_000), cashFlowType: fc.constant(2), cashFlowYear1: cents(-100_000, 400_000),
        cashFlowYear2: cents(-100_000, 400_000), cashFlowYear3: cents(-100_000, 400_000), cashFlowYear4: cents(0, 400_000),
        discountRate: percent(0, 50),
      }),
    ],
    [
      'grade-curve',
      fc.record({
        rawScore: percent(0, 100), method: fc.constantFrom(1, 2, 3, 4, 5), flatPoints: percent(0, 100),
        highestScore: percent(1, 100), classMean: percent(0, 100), classStdDev: percent(0.1, 50),
      }),
    ],
    ['percentage', fc.record({ mode: fc.constantFrom(1, 2, 3), valueX: cents(-1e6, 1e6), valueY: cents(-1e6, 1e6) })],
  ];

  it.each(arbitraryInputs)('%s: any valid input ends with the result panel’s value and shows no NaN or undefined', (slug, inputs) => {
    fc.assert(
      fc.property(inputs, (raw) => {
        const outcome = tryCalculate(slug, raw);
        fc.pre(outcome.ok);
        if (!outcome.ok) return;
        const steps = workedSolution(slug, raw, outcome.result);
        expectEndsAtResult(slug, raw, steps, outcome.result);
        expect(isWellFormed(steps)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  /** The day that counts as today in generated due-date inputs, so that the dates stay valid. */
  const AS_OF = '2024-06-01';

  /** A random value inside an input's limits, or nothing (an empty optional field) for about one in five. */
  function arbitraryValue(spec: InputSpec): fc.Arbitrary<number | string | undefined> {
    let value: fc.Arbitrary<number | string>;
    if (spec.type === 'select') value = fc.constantFrom(...spec.options);
    else if (spec.type === 'date') {
      value = spec.name === 'asOfDate' ? fc.constant(AS_OF) : fc.integer({ min: 0, max: 280 }).map((days) => addDays(AS_OF, -days));
    } else if (spec.type === 'time') {
      value = fc.integer({ min: 0, max: 1439 }).map((m) => `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`);
    } else if (spec.type === 'datetime') {
      value = fc.tuple(fc.integer({ min: 0, max: 280 }), fc.integer({ min: 0, max: 23 })).map(
        ([days, hour]) => `${addDays(AS_OF, -days)}T${String(hour).padStart(2, '0')}:30`,
      );
    } else if (spec.type === 'duration') {
      value = fc.integer({ min: 1, max: 36_000 }).map((t) => `${Math.floor(t / 60)}:${String(t % 60).padStart(2, '0')}`);
    } else if (spec.type === 'numberList') {
      value = fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 1, maxLength: 12 }).map((list) => list.join(', '));
    } else if (spec.type === 'timezone') {
      value = fc.constantFrom('UTC', 'America/New_York', 'Europe/London', 'Asia/Kolkata');
    } else if (spec.type === 'dateList') {
      value = fc.array(fc.integer({ min: 0, max: 280 }), { maxLength: 4 }).map((list) => list.map((days) => addDays(AS_OF, -days)).join(', '));
    } else if (spec.type === 'text') {
      value = fc.constant(String(spec.uiDefault ?? ''));
    } else if (spec.type === 'unit') {
      // Half the time a unit of the default's group, so that two unit inputs often measure the same thing.
      const group = spec.unitGroups?.find((candidate) => candidate.units.includes(String(spec.uiDefault)))?.units ?? spec.units;
      value = fc.oneof(fc.constantFrom(...group), fc.constantFrom(...spec.units));
    } else {
      const min = spec.min ?? 0;
      const max = spec.max ?? 1000;
      value = spec.integer ? fc.integer({ min, max }) : cents(Math.max(min, -1e9), Math.min(max, 1e9)).filter((n) => n >= min && n <= max);
    }
    return spec.required ? value : fc.option(value, { nil: undefined, freq: 4 });
  }

  // A calculator with random inputs of its own above is checked there: its inputs depend on each other (a day's two
  // times), so values drawn one by one are mostly refused.
  it.each(calculators.filter((info) => !arbitraryInputs.some(([slug]) => slug === info.slug)).map((info) => [info.slug, info] as const))(
    '%s: any input the engine accepts ends with the result panel’s value and shows no NaN or undefined',
    (slug, info) => {
      const record = fc.record(Object.fromEntries(info.inputs.map((spec) => [spec.name, arbitraryValue(spec)])));
      let computed = 0;
      fc.assert(
        fc.property(record, (raw) => {
          const inputs = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined));
          const outcome = tryCalculate(slug, inputs);
          // Inputs inside the limits can still be inconsistent (retirement before today's age, salvage above cost).
          if (!outcome.ok) return;
          computed += 1;
          const steps = workedSolution(slug, inputs, outcome.result);
          expectEndsAtResult(slug, inputs, steps, outcome.result);
          expect(isWellFormed(steps)).toBe(true);
        }),
        // With every input optional (a triangle takes any three of six), fewer random draws make a valid set.
        { numRuns: info.inputs.some((spec) => spec.required) ? 150 : 600 },
      );
      // Enough of the random inputs must be valid for the property to say anything.
      expect(computed).toBeGreaterThan(15);
    },
  );
});

describe('workedSolutionWith and workedStepsLoaders (one calculator at a time)', () => {
  it('load the same steps as the registry, for the same calculators', async () => {
    expect(Object.keys(workedStepsLoaders)).toEqual(workedSolutions.map((entry) => entry.slug));
    for (const entry of workedSolutions) expect(await workedStepsLoaders[entry.slug]?.()).toBe(entry.steps);
  });

  it.each(calculatorDefinitions.map((definition) => [definition.slug, definition] as const))(
    '%s: gives the same steps as workedSolution for every example, with the loaded calculator and the catalogue\'s decimals',
    async (slug, definition) => {
      const steps = await workedStepsLoaders[slug]?.();
      const calculator = await calculatorLoader(slug)?.();
      if (!steps || !calculator) throw new Error(`${slug} cannot be loaded`);
      for (const example of definition.examples) {
        const result = computeExample(definition, example);
        const expected = workedSolution(slug, example.inputs, result);
        expect(workedSolutionWith(steps, calculator, example.inputs, result, definition.resultDecimals)).toEqual(expected);
      }
    },
  );
});
