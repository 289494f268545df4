// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CategoryId } from '../types.js';

/** How many calculators each category holds. */
export const categoryCounts: Readonly<Record<CategoryId, number>> = {
  "finance": 31,
  "health": 21,
  "education": 6,
  "business": 6,
  "math": 11,
  "everyday": 19
};
