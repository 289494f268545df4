import { daysBetween } from '../dates/iso-date.js';
import { CalculatorInputError } from '../errors/calculator-input-error.js';
import { messages } from '../errors/messages.js';
import type { Field } from './checks.js';

// Apart from the other checks, so that a calculator without dates does not load the date arithmetic.

/** Throws `out_of_domain` when the ISO date `date` falls after `today`. */
export function assertNotInFuture(date: string, today: string, field: Field): void {
  if (daysBetween(today, date) > 0) {
    throw new CalculatorInputError('out_of_domain', messages.notInFuture(field.label), field.name);
  }
}

/** Throws `out_of_domain` when the ISO date `date` lies more than `days` days before `today`. */
export function assertWithinLastDays(date: string, today: string, days: number, field: Field): void {
  if (daysBetween(date, today) > days) {
    throw new CalculatorInputError('out_of_domain', messages.withinLastDays(field.label, days), field.name);
  }
}
