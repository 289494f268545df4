import type { InputSpec } from '../types.js';

/**
 * Whether an input is shown and read, given the values of the inputs that control it (`visibleWhen`): the
 * controller's value, or its default when it is empty or missing, as a number, is one of those that show the input.
 * The one rule for the engine's validation, the page's form, the public API and the agents: values may be typed
 * text (`'2'`), numbers, or an address's parameters.
 * @param spec - the input
 * @param values - the values so far, by input name
 * @param specs - the calculator's inputs, for the controller's default
 * @example
 * isInputShown(conceptionDateSpec, { method: '2' }, pregnancyInputs); // true: the conception method shows it
 */
export function isInputShown(spec: InputSpec, values: Readonly<Record<string, unknown>>, specs: readonly InputSpec[]): boolean {
  if (!spec.visibleWhen) return true;
  const { input, equals } = spec.visibleWhen;
  const given = values[input];
  const empty = given === undefined || given === null || (typeof given === 'string' && given.trim() === '');
  const controller = empty ? specs.find((other) => other.name === input)?.default : given;
  const value = typeof controller === 'string' ? Number(controller.trim()) : controller;
  return typeof value === 'number' && equals.includes(value);
}
