import { categoryDisclaimers } from '../../disclaimers.js';
import { formatNumber } from '../../format.js';
import type { CalculatorDefinition } from '../../types.js';
import { numberDetail, primaryNumber, shareOf } from '../../result-reading.js';
import { grams, kcal } from './health-reading.js';

/** National Academies Acceptable Macronutrient Distribution Ranges for adults, percent of calories. */
const AMDR = {
  carbs: { name: 'carbohydrate', low: 45, high: 65 },
  protein: { name: 'protein', low: 10, high: 35 },
  fat: { name: 'fat', low: 20, high: 35 },
} as const;

type Macro = keyof typeof AMDR;

const LIST = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });

/** Slack for binary rounding: a 35% share can come back from the division as 35.000000001%. */
const AMDR_TOLERANCE = 0.05;

export const macros: CalculatorDefinition = {
  slug: 'macros',
  aliases: ['macros-calculator', 'macro-calculator', 'macro', 'macronutrient-calculator', 'iifym'],
  title: 'Macro Calculator',
  description:
    'Split your daily calories into grams of carbohydrate, protein and fat for a balanced, low-carb, keto, Zone or custom diet.',
  category: 'health',
  inputs: {
    calories: {
      label: 'Daily Calories',
      placeholder: 'e.g. 2,000',
      unit: 'kcal',
      step: 10,
      uiDefault: 2000,
      help: 'Not sure? Find your daily need with the Calorie Calculator.',
    },
    dietType: {
      label: 'Diet',
      uiDefault: 1,
      optionLabels: {
        1: 'Balanced: 50% carbs, 20% protein, 30% fat',
        2: 'Low fat: 60% carbs, 20% protein, 20% fat',
        3: 'Low carb: 25% carbs, 35% protein, 40% fat',
        4: 'High protein: 30% carbs, 40% protein, 30% fat',
        5: 'Keto: 5% carbs, 25% protein, 70% fat',
        6: 'Zone: 40% carbs, 30% protein, 30% fat',
        7: 'Custom split',
      },
    },
    carbPercent: { label: 'Carbs', placeholder: 'e.g. 50', unit: '%', step: 1, uiDefault: 50 },
    proteinPercent: { label: 'Protein', placeholder: 'e.g. 20', unit: '%', step: 1, uiDefault: 20 },
    fatPercent: {
      label: 'Fat',
      placeholder: 'e.g. 30',
      unit: '%',
      step: 1,
      uiDefault: 30,
      help: 'Carbs, protein and fat must add up to 100%.',
    },
  },
  formula: {
    expression: 'Carbs (g) = kcal × c% ÷ 4;   Protein (g) = kcal × p% ÷ 4;   Fat (g) = kcal × f% ÷ 9',
    symbols: [
      { symbol: 'kcal', meaning: 'your daily calories' },
      { symbol: 'c%', meaning: 'share of calories from carbohydrate' },
      { symbol: 'p%', meaning: 'share of calories from protein' },
      { symbol: 'f%', meaning: 'share of calories from fat' },
      { symbol: '4', meaning: 'kcal in a gram of carbohydrate or protein (Atwater factor)' },
      { symbol: '9', meaning: 'kcal in a gram of fat (Atwater factor)' },
    ],
    text: 'Each macronutrient gets its share of your calories, and that share is divided by the energy in one gram: 4 kcal for carbohydrate and protein, 9 kcal for fat.',
  },
  examples: [
    { description: '2,000 kcal, balanced diet', inputs: { calories: 2000, dietType: 1 } },
    { description: '2,500 kcal, Zone diet (40/30/30)', inputs: { calories: 2500, dietType: 6 } },
    { description: '1,800 kcal, keto diet', inputs: { calories: 1800, dietType: 5 } },
    {
      description: '2,200 kcal, custom 45% carbs, 25% protein, 30% fat',
      inputs: { calories: 2200, dietType: 7, carbPercent: 45, proteinPercent: 25, fatPercent: 30 },
    },
  ],
  disclaimer: categoryDisclaimers.health,
  interpret(result) {
    const protein = primaryNumber(result);
    const carbs = numberDetail(result, 'carbsGrams');
    const fat = numberDetail(result, 'fatGrams');
    const calories: Record<Macro, number | undefined> = {
      carbs: numberDetail(result, 'carbsCalories'),
      protein: numberDetail(result, 'proteinCalories'),
      fat: numberDetail(result, 'fatCalories'),
    };
    if (protein === undefined || carbs === undefined || fat === undefined) {
      return 'Enter your daily calories and choose a diet to see your macros.';
    }
    const energy = (macro: Macro) => {
      const value = calories[macro];
      return value === undefined ? '' : ` (${kcal(value)})`;
    };
    const sentences = [
      `Each day: ${grams(carbs)} of carbohydrate${energy('carbs')}, ${grams(protein)} of protein${energy('protein')} and ${grams(fat)} of fat${energy('fat')}.`,
    ];
    const total = (calories.carbs ?? 0) + (calories.protein ?? 0) + (calories.fat ?? 0);
    if (total > 0) {
      const outside = (Object.keys(AMDR) as Macro[]).flatMap((macro) => {
        const share = shareOf(calories[macro] ?? 0, total);
        const { name, low, high } = AMDR[macro];
        if (share < low - AMDR_TOLERANCE) return [`${name} (${formatNumber(share, 0)}%) is below the ${low}–${high}% range`];
        if (share > high + AMDR_TOLERANCE) return [`${name} (${formatNumber(share, 0)}%) is above the ${low}–${high}% range`];
        return [];
      });
      sentences.push(
        outside.length === 0
          ? 'This split sits within the ranges the National Academies advise for adults (carbohydrate 45–65%, protein 10–35%, fat 20–35% of calories).'
          : `Compared with the ranges the National Academies advise for adults, ${LIST.format(outside)}. Many people follow diets like this, but plan it with a doctor or registered dietitian if you take medicine for diabetes or blood pressure, are pregnant, or have kidney disease.`,
      );
    }
    return sentences.join(' ');
  },
  keywords: [
    'macros', 'macro calculator', 'macronutrients', 'macros for weight loss', 'iifym', 'carbs protein fat',
    'how many carbs should i eat', 'keto macros', 'macro split', 'macro ratio', 'zone diet', 'low carb diet',
    'macro calulator', 'macors', 'counting macros',
  ],
  related: ['calorie', 'protein', 'bmr', 'water-intake'],
  outputLabels: {
    carbsGrams: 'Carbohydrate',
    fatGrams: 'Fat',
    proteinCalories: 'Calories from protein',
    carbsCalories: 'Calories from carbohydrate',
    fatCalories: 'Calories from fat',
  },
};
