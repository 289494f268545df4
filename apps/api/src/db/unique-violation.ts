/**
 * Whether a database error (or one it wraps, as drizzle does) is a unique-constraint violation (SQLSTATE 23505),
 * the same on PGlite and node-postgres.
 * @param error - what a query threw
 * @returns true for a unique violation
 * @example
 * isUniqueViolation(Object.assign(new Error('duplicate key'), { code: '23505' })); // true
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
