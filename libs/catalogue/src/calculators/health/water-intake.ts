import { categoryDisclaimers } from '../../disclaimers.js';
import { formatNumber } from '../../format.js';
import type { CalculatorDefinition } from '../../types.js';
import { numberDetail, primaryNumber } from '../../result-reading.js';

/** National Academies 2004 adequate intakes of total water (L/day), and the part of each that usually comes from drinks. */
const REFERENCE_INTAKES: readonly { readonly total: number; readonly who: string; readonly drinks: number }[] = [
  { total: 3.7, who: 'men', drinks: 3.0 },
  { total: 2.7, who: 'women', drinks: 2.2 },
];

/** Above this many liters a day, the result says to spread drinking out (hyponatremia risk from drinking fast). */
const SPREAD_IT_OUT_LITERS = 4;

export const waterIntake: CalculatorDefinition = {
  slug: 'water-intake',
  aliases: ['water-intake-calculator', 'water-calculator', 'hydration-calculator', 'daily-water-intake', 'how-much-water'],
  title: 'Water Intake Calculator',
  description:
    'Estimate how much water to drink each day from your weight, exercise and climate, next to the National Academies reference intake.',
  category: 'health',
  inputs: {
    weight: { label: 'Body Weight', placeholder: 'Enter your weight', unit: 'kg', step: 0.1, uiDefault: 70 },
    exerciseMinutes: {
      label: 'Exercise per Day',
      placeholder: 'e.g. 30',
      unit: 'minutes',
      step: 5,
      uiDefault: 0,
      help: 'Minutes of activity that makes you sweat.',
    },
    climate: {
      label: 'Climate',
      uiDefault: 0,
      optionLabels: { 0: 'Temperate (no extra)', 500: 'Hot (+500 mL)', 1000: 'Very hot or humid (+1,000 mL)' },
    },
    sex: {
      label: 'Sex (for the reference intake)',
      optionLabels: { 1: 'Male', 2: 'Female' },
      help: 'Optional: shows the National Academies adequate intake for comparison.',
    },
  },
  unitToggle: { measures: { weight: 'mass' } },
  formula: {
    expression: 'Water (mL/day) = 35 × W + 12 × E + C',
    symbols: [
      { symbol: 'Water', meaning: 'water to drink a day, in milliliters (divided by 1,000 for liters)' },
      { symbol: 'W', meaning: 'body weight in kg' },
      { symbol: 'E', meaning: 'minutes of exercise a day' },
      { symbol: 'C', meaning: 'climate allowance: 0, 500 or 1,000 mL' },
    ],
    text: 'The rule of thumb gives 35 mL of water for every kilogram you weigh, 12 mL more for each minute of exercise to replace sweat, and an extra half or whole liter in hot weather.',
  },
  examples: [
    { description: '80 kg with 30 minutes of exercise, temperate climate', inputs: { weight: 80, exerciseMinutes: 30, climate: 0 } },
    { description: 'Man, 70 kg, no exercise', inputs: { weight: 70, sex: 1 } },
    { description: 'Woman, 60 kg, 45 minutes of exercise in hot weather', inputs: { weight: 60, exerciseMinutes: 45, climate: 500, sex: 2 } },
    { description: 'Woman, 50 kg, no exercise', inputs: { weight: 50, sex: 2 } },
    { description: '95 kg, an hour of exercise in very hot, humid weather', inputs: { weight: 95, exerciseMinutes: 60, climate: 1000 } },
  ],
  disclaimer: categoryDisclaimers.health,
  interpret(result) {
    const liters = primaryNumber(result);
    if (liters === undefined) return 'Enter your weight to see how much water to drink.';
    const cups = numberDetail(result, 'cups');
    const ounces = numberDetail(result, 'waterIntakeOunces');
    const measures = cups !== undefined && ounces !== undefined
      ? ` (about ${formatNumber(cups, 0)} cups of 8 oz, or ${formatNumber(ounces, 0)} fl oz)`
      : '';
    const sentences = [`Aim for about ${formatNumber(liters, 2)} liters of fluid a day${measures}. Water, milk, tea and coffee all count.`];
    const total = numberDetail(result, 'referenceAdequateIntake');
    const reference = REFERENCE_INTAKES.find((intake) => intake.total === total);
    if (reference) {
      sentences.push(
        `For comparison, the National Academies' adequate intake for ${reference.who} is ${formatNumber(reference.total, 1)} liters of total water a day, of which about ${formatNumber(reference.drinks, 1)} liters usually comes from drinks and the rest from food.`,
      );
    }
    sentences.push(
      liters > SPREAD_IT_OUT_LITERS
        ? 'That is a lot of fluid: spread it through the day rather than drinking large amounts at once, and on long, sweaty days replace salt as well as water.'
        : 'Spread it through the day, drink more when you are thirsty or sweating, and use pale yellow urine as a sign you are drinking enough.',
    );
    return sentences.join(' ');
  },
  keywords: [
    'water intake', 'how much water should i drink', 'daily water intake', 'water calculator', 'hydration',
    'water per day', 'how many liters of water a day', 'how many ounces of water a day', 'drink water', 'dehydration',
    'water intake calulator', 'watter intake', 'hydration calculator', '8 glasses of water',
  ],
  related: ['calorie', 'bmi', 'protein', 'target-heart-rate', 'conversion'],
  outputLabels: {
    waterIntakeOunces: 'In US fluid ounces',
    cups: 'In 8 oz cups',
    referenceAdequateIntake: 'National Academies adequate intake (total water)',
  },
  resultDecimals: 2,
};
