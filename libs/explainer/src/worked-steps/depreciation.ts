import { approximate, decimal, money, moneyTerm } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/** The engine's `method` codes. */
const DECLINING_BALANCE = 2;
const SUM_OF_YEARS_DIGITS = 3;

/**
 * Worked steps of the depreciation calculator for the method chosen (Excel SLN, DDB without a switch to
 * straight-line, or SYD): what has been depreciated through the year shown, the book value, then that year's
 * depreciation.
 * @param context - `assetCost`, `salvageValue`, `usefulLife`, `method`, `year`, `decliningBalanceFactor` and the result
 * @returns the steps, ending with the depreciation for the year
 * @example
 * depreciationSteps(context).at(-1);
 * // { label: 'Depreciation in year 1 (straight-line)', expression: '22,500 / 10', value: '$2,250.00' }
 */
export function depreciationSteps(context: StepContext): WorkedStep[] {
  const method = context.number('method');
  if (method === DECLINING_BALANCE) return decliningBalanceSteps(context);
  const cost = context.number('assetCost');
  const salvage = context.number('salvageValue');
  const life = context.number('usefulLife');
  const year = context.number('year', 1);
  const depreciable = moneyTerm(cost - salvage);
  const steps: WorkedStep[] = [
    { label: 'Amount to depreciate', expression: `${moneyTerm(cost)} − ${moneyTerm(salvage)}`, value: money(cost - salvage) },
  ];
  let accumulated: string;
  let forYear: string;
  let name: string;
  if (method === SUM_OF_YEARS_DIGITS) {
    const digits = (life * (life + 1)) / 2;
    // The digits of years 1 … k add up to k(2·life − k + 1) / 2.
    const digitsSoFar = (year * (2 * life - year + 1)) / 2;
    steps.push(
      { label: 'Sum of the years’ digits', expression: `${decimal(life)} × ${decimal(life + 1)} / 2`, value: decimal(digits) },
      {
        label: `Digits of years 1 to ${decimal(year)}`,
        expression: `${decimal(year)} × (2 × ${decimal(life)} − ${decimal(year)} + 1) / 2`,
        value: decimal(digitsSoFar),
      },
    );
    accumulated = `${depreciable} × ${decimal(digitsSoFar)} / ${decimal(digits)}`;
    forYear = `${depreciable} × (${decimal(life)} − ${decimal(year)} + 1) / ${decimal(digits)}`;
    name = 'sum-of-years’ digits';
  } else {
    accumulated = `${depreciable} × ${decimal(year)} / ${decimal(life)}`;
    forYear = `${depreciable} / ${decimal(life)}`;
    name = 'straight-line';
  }
  return [
    ...steps,
    { label: `Depreciated through year ${decimal(year)}`, expression: accumulated, value: context.output('accumulatedDepreciation') },
    {
      label: `Book value at the end of year ${decimal(year)}`,
      expression: `${moneyTerm(cost)} − ${moneyTerm(context.detail('accumulatedDepreciation'))}`,
      value: context.output('bookValue'),
    },
    { label: `Depreciation in year ${decimal(year)} (${name})`, expression: forYear, value: context.primary() },
  ];
}

/** Excel DDB: factor / life of the book value each year, never below the salvage value. */
function decliningBalanceSteps(context: StepContext): WorkedStep[] {
  const cost = context.number('assetCost');
  const salvage = context.number('salvageValue');
  const life = context.number('usefulLife');
  const year = context.number('year', 1);
  const factor = context.number('decliningBalanceFactor', 2);
  const rate = factor / life;
  const rateText = decimal(rate);
  const endBook = context.detail('bookValue');
  // The book value the year starts from: the end of the year before, from the engine's schedule.
  const previous = context.result.depreciationSchedule?.[year - 2];
  const startBook = year === 1 || !previous ? cost : previous.bookValue;
  const start = moneyTerm(startBook);
  const capped = startBook * rate >= startBook - salvage;
  const steps: WorkedStep[] = [
    { label: 'Rate each year', expression: `${decimal(factor)} / ${decimal(life)}`, value: approximate(rate) },
  ];
  if (year > 1) {
    steps.push({
      label: `Book value at the start of year ${decimal(year)}`,
      expression: `${moneyTerm(cost)} − ${moneyTerm(cost - startBook)} depreciated ${year === 2 ? 'in year 1' : `in years 1 to ${decimal(year - 1)}`}`,
      value: money(startBook),
    });
  }
  return [
    ...steps,
    {
      label: `Book value at the end of year ${decimal(year)}`,
      // The book value never falls below the salvage value.
      expression: capped ? `${moneyTerm(salvage)}, the salvage value (${start} − ${start} × ${rateText} would fall below it)` : `${start} − ${start} × ${rateText}`,
      value: context.output('bookValue'),
    },
    {
      label: `Depreciated through year ${decimal(year)}`,
      expression: `${moneyTerm(cost)} − ${moneyTerm(endBook)}`,
      value: context.output('accumulatedDepreciation'),
    },
    {
      label: `Depreciation in year ${decimal(year)} (declining balance)`,
      expression: capped ? `${start} − ${moneyTerm(endBook)}` : `${start} × ${rateText}`,
      value: context.primary(),
    },
  ];
}
