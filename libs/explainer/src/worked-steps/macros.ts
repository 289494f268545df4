import { decimal } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/** The engine's preset splits (carbs/protein/fat, % of calories) by `dietType` code; 7 is custom. */
const PRESETS: Readonly<Record<number, { name: string; carbs: number; protein: number; fat: number }>> = {
  1: { name: 'Balanced', carbs: 50, protein: 20, fat: 30 },
  2: { name: 'Low fat', carbs: 60, protein: 20, fat: 20 },
  3: { name: 'Low carb', carbs: 25, protein: 35, fat: 40 },
  4: { name: 'High protein', carbs: 30, protein: 40, fat: 30 },
  5: { name: 'Keto', carbs: 5, protein: 25, fat: 70 },
  6: { name: 'Zone', carbs: 40, protein: 30, fat: 30 },
};
const CUSTOM = 7;

/**
 * Worked steps of the macro calculator: each macro's share of the calories, then its grams (4 kcal per gram
 * of carbs and protein, 9 of fat).
 * @param context - `calories`, `dietType`, and the custom percentages for diet 7, with the result
 * @returns the steps, ending with the protein grams
 * @example
 * macrosSteps(context).at(-1); // { label: 'Protein', expression: '400 / 4', value: '100 g/day' } for 2,000 kcal balanced
 */
export function macrosSteps(context: StepContext): WorkedStep[] {
  const calories = decimal(context.number('calories'));
  const dietType = context.number('dietType');
  const preset = PRESETS[dietType];
  const split =
    dietType === CUSTOM || !preset
      ? {
          name: 'Custom',
          carbs: context.number('carbPercent'),
          protein: context.number('proteinPercent'),
          fat: context.number('fatPercent'),
        }
      : preset;
  const macro = (label: string, percent: number, kcalPerGram: number, prefix: 'carbs' | 'fat' | 'protein') => {
    const kcal = decimal(context.detail(`${prefix}Calories`), 2);
    // The primary (protein) reads exactly as the result panel shows it.
    const grams = prefix === 'protein' ? context.primary() : context.output(`${prefix}Grams`);
    return [
      {
        label: `Calories from ${label.toLowerCase()}`,
        expression: `${calories} × ${decimal(percent)} / 100`,
        value: context.output(`${prefix}Calories`),
      },
      { label, expression: `${kcal} / ${kcalPerGram}`, value: grams },
    ];
  };
  return [
    {
      label: 'Split of calories',
      expression: `${split.name} diet: carbs ${decimal(split.carbs)}%, protein ${decimal(split.protein)}%, fat ${decimal(split.fat)}%`,
      value: `${decimal(split.carbs + split.protein + split.fat, 2)}%`,
    },
    // Atwater factors: 4 kcal per gram of carbs and protein, 9 of fat.
    ...macro('Carbs', split.carbs, 4, 'carbs'),
    ...macro('Fat', split.fat, 9, 'fat'),
    ...macro('Protein', split.protein, 4, 'protein'),
  ];
}
