import type { CalculationResult } from '@calchub/calc-engine';
import type { InsightContext } from './types.js';

/** The unit of a change of a percentage: 32% is 12 percentage points more than 20%, not 12% more. */
const PERCENTAGE_POINTS = 'percentage points';
/** A date as the engine gives one. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A numeric output of a what-if's result, or undefined when the engine gave none (or a string such as "never").
 * @param result - a what-if's result, or undefined when the engine rejected its inputs
 * @param name - the output
 * @returns the unrounded number
 * @example
 * numberIn(calculate('loan', { loanAmount: 10000, interestRate: 6, loanTenure: 3 }), 'monthlyPayment'); // 304.22...
 */
export function numberIn(result: CalculationResult | undefined, name: string): number | undefined {
  const value = result?.details[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * How far a what-if moves a number, in words: "$4.55 less", "$4.55 more", or "no change" when the difference would
 * show as zero; a change of a percentage is in percentage points ("0.35 percentage points less"). The difference
 * is a fact.
 * @param context - the insight context
 * @param label - what the difference is ("Payment difference at 6%")
 * @param before - the value for the visitor's inputs
 * @param after - the what-if's value
 * @param unit - the unit of both
 * @param decimals - decimals to show (the unit's default otherwise)
 * @returns the difference as text
 * @example
 * change(context, 'Payment difference at 6%', 308.77, 304.22, '$'); // '$4.55 less'
 */
export function change(
  context: InsightContext,
  label: string,
  before: number,
  after: number,
  unit?: string,
  decimals?: number,
): string {
  const difference = after - before;
  const shown = context.fact(label, Math.abs(difference), unit?.startsWith('%') ? PERCENTAGE_POINTS : unit, decimals);
  if (!/[1-9]/.test(shown)) return 'no change';
  return `${shown} ${difference < 0 ? 'less' : 'more'}`;
}

/**
 * The other value of a select to compare with: the next option up, or the one below when already at the top.
 * @param options - the select's options, in order
 * @param value - the visitor's choice
 * @returns the neighbouring option, or undefined for a select with one option
 * @example
 * neighbourOption([24, 36, 48, 60, 72, 84], 84); // 72
 */
export function neighbourOption(options: readonly number[], value: number): number | undefined {
  const index = options.indexOf(value);
  return options[index + 1] ?? (index > 0 ? options[index - 1] : undefined);
}

/** Names of a loan-type calculator's rate input and payment and interest outputs. */
export interface LoanNames {
  readonly rate: string;
  readonly payment: string;
  readonly interest: string;
}

/**
 * The loan at one percentage point less interest (one point more when the rate is below 1%): its payment and total
 * interest, worked out by the engine.
 * @param context - the insight context of a loan-type calculator
 * @param names - its rate input, payment and interest outputs
 * @returns the sentence, or undefined when the engine rejects the changed rate
 * @example
 * rateWhatIf(context, { rate: 'interestRate', payment: 'monthlyPayment', interest: 'totalInterest' });
 * // 'At 6% instead of 7%, the payment would be $304.22 a month ($4.55 less) and the interest $951.93 in all ($163.82 less).'
 */
export function rateWhatIf(context: InsightContext, names: LoanNames): string | undefined {
  const rate = context.number(names.rate);
  const changed = rate >= 1 ? rate - 1 : rate + 1;
  const result = context.whatIf({ [names.rate]: changed });
  const payment = numberIn(result, names.payment);
  const interest = numberIn(result, names.interest);
  const paymentNow = context.detail(names.payment);
  const interestNow = context.detail(names.interest);
  if (payment === undefined || interest === undefined || paymentNow === undefined || interestNow === undefined) return undefined;
  const at = context.fact('Interest rate in the what-if', changed, '%');
  return (
    `At ${at} instead of ${context.fact('Interest rate', rate, '%')}, the payment would be ` +
    `${context.fact(`Monthly payment at ${at}`, payment, '$')} a month (${change(context, `Payment difference at ${at}`, paymentNow, payment, '$')}) ` +
    `and the interest ${context.fact(`Total interest at ${at}`, interest, '$')} in all ` +
    `(${change(context, `Interest difference at ${at}`, interestNow, interest, '$')}).`
  );
}

/**
 * The loan over another term: its payment and total interest, worked out by the engine.
 * @param context - the insight context of a loan-type calculator
 * @param names - its term input (`term`), payment and interest outputs
 * @param changed - the term of the what-if, in the term input's unit
 * @param unit - that unit (`years`, `months`)
 * @returns the sentence, or undefined when the engine rejects the changed term
 * @example
 * termWhatIf(context, { term: 'loanTenure', payment: 'monthlyPayment', interest: 'totalInterest' }, 10, 'years');
 * // 'Over 10 years instead of 15 years, the payment would be $2,072.77 a month ($542.78 more) and the interest $48,732.18 in all ($26,665.40 less).'
 */
export function termWhatIf(
  context: InsightContext,
  names: Omit<LoanNames, 'rate'> & { readonly term: string },
  changed: number,
  unit: string,
): string | undefined {
  const result = context.whatIf({ [names.term]: changed });
  const payment = numberIn(result, names.payment);
  const interest = numberIn(result, names.interest);
  const paymentNow = context.detail(names.payment);
  const interestNow = context.detail(names.interest);
  if (payment === undefined || interest === undefined || paymentNow === undefined || interestNow === undefined) return undefined;
  const over = context.fact('Loan term in the what-if', changed, unit);
  return (
    `Over ${over} instead of ${context.fact('Loan term', context.number(names.term), unit)}, the payment would be ` +
    `${context.fact(`Monthly payment over ${over}`, payment, '$')} a month (${change(context, `Payment difference over ${over}`, paymentNow, payment, '$')}) ` +
    `and the interest ${context.fact(`Total interest over ${over}`, interest, '$')} in all (${change(context, `Interest difference over ${over}`, interestNow, interest, '$')}).`
  );
}

/**
 * Keeps the sentences that apply to these inputs (a what-if returns undefined when it does not).
 * @param lines - the candidate sentences
 * @returns the sentences, in order
 * @example
 * applicable(['At 6%...', undefined]); // ['At 6%...']
 */
export function applicable(lines: ReadonlyArray<string | undefined>): string[] {
  return lines.filter((line): line is string => line !== undefined);
}

/** An output a what-if reports: its name and the words for it in the sentence ("the balance"). */
export interface ReportedOutput {
  readonly name: string;
  readonly words: string;
}

/**
 * A what-if in one sentence: the condition, then each output's new value and how far it moved, all formatted as
 * the result panel formats those outputs; a change of a percentage is in percentage points. A string output ("B+",
 * "Fitness") is reported as it is, a date as the site writes dates. An output the what-if does not move "would
 * stay" as it is, and a what-if that moves none of its outputs is no what-if at all.
 * @param context - the insight context
 * @param changes - the inputs to change
 * @param when - the condition as the sentence opens it, its numbers already facts ("With 5 more years")
 * @param outputs - the outputs to report
 * @returns the sentence, or undefined when the engine rejects the changed inputs, lacks an output or moves none
 * @example
 * outputsWhatIf(context, { years: 15 }, 'Over 15 years', [{ name: 'futureValue', words: 'the balance' }]);
 * // 'Over 15 years, the balance would be $2,855.61 ($916.77 more).'
 */
export function outputsWhatIf(
  context: InsightContext,
  changes: Readonly<Record<string, number | string>>,
  when: string,
  outputs: readonly ReportedOutput[],
): string | undefined {
  const result = context.whatIf(changes);
  if (!result) return undefined;
  const parts: string[] = [];
  let movesAny = false;
  for (const { name, words } of outputs) {
    const value = result.details[name];
    const label = `${words.replace(/^the /, '')} (${when})`;
    if (typeof value === 'string') {
      const stays = value === context.text(name);
      movesAny ||= !stays;
      parts.push(`${words} would ${stays ? 'stay' : 'be'} ${ISO_DATE.test(value) ? context.date(label, value) : value}`);
    } else if (typeof value === 'number' && Number.isFinite(value)) {
      const now = context.detail(name);
      const shown = context.outputFact(label, name, value);
      const moved = now === undefined ? '' : changeOfOutput(context, name, `Change of ${label}`, now, value);
      movesAny ||= moved !== undefined;
      parts.push(moved === undefined ? `${words} would stay ${shown}` : `${words} would be ${shown}${moved && ` (${moved})`}`);
    } else {
      return undefined;
    }
  }
  if (!movesAny) return undefined;
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}` : (parts[0] ?? '');
  return `${when}, ${list}.`;
}

function changeOfOutput(context: InsightContext, name: string, label: string, before: number, after: number): string | undefined {
  const difference = after - before;
  const unit = context.outputUnit(name);
  const shown = unit?.startsWith('%')
    ? context.outputFact(label, name, Math.abs(difference), PERCENTAGE_POINTS)
    : context.outputFact(label, name, Math.abs(difference));
  if (!/[1-9]/.test(shown)) return undefined;
  return `${shown} ${difference < 0 ? 'less' : 'more'}`;
}

/**
 * A value moved by `step` in the direction that stays within the engine's limits: up, or down when up would pass
 * `max`.
 * @param value - the visitor's value
 * @param step - how far to move it (negative to move down first)
 * @param min - the engine's lowest accepted value
 * @param max - the engine's highest accepted value
 * @returns the moved value
 * @example
 * stepWithin(98, 5, 10, 100); // 93
 */
export function stepWithin(value: number, step: number, min: number, max: number): number {
  const first = value + step;
  return first >= min && first <= max ? first : value - step;
}
