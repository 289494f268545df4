import type { ReferenceValue } from '../../reference-value.js';

/** The macros calculator's reference values: each preset's published split, computed from its percentages. */
export const macrosReferenceValues: readonly ReferenceValue[] = [
  {
    name: 'balanced 50/20/30 split of 2,000 kcal: 100 g protein, 250 g carbs, 66.67 g fat',
    source: 'the balanced preset\'s published 50/20/30 split, computed at 4, 4 and 9 kcal/g',
    inputs: { calories: 2000, dietType: 1 },
    expected: { proteinGrams: 100, carbsGrams: 250, fatGrams: 66.67 },
    decimals: 2,
  },
  {
    name: 'Zone 40/30/30 split of 2,500 kcal: 187.5 g protein, 250 g carbs, 83.33 g fat',
    source: 'the Zone diet\'s published 40/30/30 split, computed at 4, 4 and 9 kcal/g',
    inputs: { calories: 2500, dietType: 6 },
    expected: { proteinGrams: 187.5, carbsGrams: 250, fatGrams: 83.33 },
    decimals: 2,
  },
];
