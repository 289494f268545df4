/**
 * The messages of a typed value that is not a number, or a negative one where none can be: a module of their own,
 * since the page's reading of its fields needs only these before a value is typed, not the engine's whole list
 * (`messages`, which includes them).
 */
export const notANumber = (label: string) => `${label} must be a number`;
export const notNegative = (label: string) => `${label} cannot be negative`;
