/**
 * Joins class names, skipping empty ones.
 * @param classes - class strings, or false/null/undefined for conditional ones
 * @returns one space-separated class string
 * @example
 * cn('btn', isActive && 'btn-active', undefined); // 'btn btn-active' when active
 */
export function cn(...classes: ReadonlyArray<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
