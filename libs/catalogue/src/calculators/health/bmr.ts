import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { numberDetail, primaryNumber } from '../../result-reading.js';
import { kcal } from './health-reading.js';

export const bmr: CalculatorDefinition = {
  slug: 'bmr',
  aliases: ['bmr-calculator', 'basal-metabolic-rate', 'basal-metabolic-rate-calculator', 'rmr', 'metabolism-calculator'],
  title: 'BMR Calculator',
  description:
    'Find your basal metabolic rate, the calories your body burns at rest, with the Mifflin-St Jeor, Harris-Benedict or Katch-McArdle equation.',
  category: 'health',
  inputs: {
    formula: {
      label: 'Equation',
      uiDefault: 1,
      optionLabels: {
        1: 'Mifflin-St Jeor (recommended)',
        2: 'Revised Harris-Benedict',
        3: 'Katch-McArdle (needs your body fat %)',
      },
    },
    sex: { label: 'Sex', uiDefault: 1, optionLabels: { 1: 'Male', 2: 'Female' } },
    age: { label: 'Age', placeholder: 'e.g. 30', unit: 'years', step: 1, uiDefault: 30 },
    weight: { label: 'Weight', placeholder: 'Enter your weight', unit: 'kg', step: 0.1, uiDefault: 70 },
    height: { label: 'Height', placeholder: 'Enter your height', unit: 'cm', step: 0.1, uiDefault: 175 },
    bodyFatPercentage: {
      label: 'Body Fat',
      placeholder: 'e.g. 20',
      unit: '%',
      step: 0.1,
      help: 'Not sure? Estimate it with the Body Fat Calculator.',
    },
  },
  unitToggle: { measures: { weight: 'mass', height: 'height' } },
  formula: {
    expression:
      'Mifflin-St Jeor: BMR = 10 × W + 6.25 × H − 5 × A + s;   Harris-Benedict (men): BMR = 88.362 + 13.397 × W + 4.799 × H − 5.677 × A, (women): BMR = 447.593 + 9.247 × W + 3.098 × H − 4.330 × A;   Katch-McArdle: BMR = 370 + 21.6 × LBM',
    symbols: [
      { symbol: 'BMR', meaning: 'basal metabolic rate, kcal per day' },
      { symbol: 'W', meaning: 'weight in kg' },
      { symbol: 'H', meaning: 'height in cm' },
      { symbol: 'A', meaning: 'age in years' },
      { symbol: 's', meaning: '+5 for men, −161 for women' },
      { symbol: 'LBM', meaning: 'lean body mass in kg: weight × (1 − body fat % ÷ 100)' },
    ],
    text: 'Each equation estimates the energy your body uses in a day at complete rest from your size and age. Mifflin-St Jeor is the default because it was the most accurate in independent comparisons; Katch-McArdle works from lean mass and suits people who know their body fat.',
  },
  examples: [
    { description: 'Woman, 30, 60 kg, 165 cm (Mifflin-St Jeor)', inputs: { sex: 2, age: 30, weight: 60, height: 165 } },
    { description: 'Woman, 28, 65 kg, 165 cm (Mifflin-St Jeor)', inputs: { sex: 2, age: 28, weight: 65, height: 165 } },
    { description: 'Man, 30, 80 kg, 180 cm (Mifflin-St Jeor)', inputs: { sex: 1, age: 30, weight: 80, height: 180 } },
    {
      description: 'Same man with the revised Harris-Benedict equation',
      inputs: { formula: 2, sex: 1, age: 30, weight: 80, height: 180 },
    },
    {
      description: 'Same man with Katch-McArdle at 15% body fat',
      inputs: { formula: 3, sex: 1, age: 30, weight: 80, height: 180, bodyFatPercentage: 15 },
    },
  ],
  disclaimer: categoryDisclaimers.health,
  interpret(result) {
    const value = primaryNumber(result);
    if (value === undefined) return 'Enter your details to see your basal metabolic rate.';
    const sentences = [
      `At complete rest your body burns about ${kcal(value)} a day, just to keep your heart beating, your lungs breathing and your organs working.`,
      'This is not how much you should eat: everyday movement and exercise add to it.',
    ];
    const sedentary = numberDetail(result, 'tdeeSedentary');
    const moderate = numberDetail(result, 'tdeeModerate');
    if (sedentary !== undefined && moderate !== undefined) {
      sentences.push(`With little exercise you need roughly ${kcal(sedentary)} a day; with moderate exercise 3 to 5 days a week, about ${kcal(moderate)}.`);
    }
    sentences.push("Eating less than your BMR for long periods is not recommended without a doctor's or dietitian's guidance.");
    return sentences.join(' ');
  },
  keywords: [
    'bmr', 'basal metabolic rate', 'bmr calculator', 'resting metabolic rate', 'rmr', 'metabolism',
    'calories burned at rest', 'mifflin st jeor', 'harris benedict', 'katch mcardle', 'how many calories do i burn',
    'bmr calulator', 'metabolic rate', 'tdee',
  ],
  related: ['calorie', 'macros', 'body-fat', 'bmi', 'protein'],
  outputLabels: {
    tdeeSedentary: 'Sedentary (× 1.2)',
    tdeeLight: 'Lightly active (× 1.375)',
    tdeeModerate: 'Moderately active (× 1.55)',
    tdeeVeryActive: 'Very active (× 1.725)',
    tdeeExtraActive: 'Extra active (× 1.9)',
  },
};
