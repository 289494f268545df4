import { categoryDisclaimers } from '../../disclaimers.js';
import { formatNumber } from '../../format.js';
import type { CalculatorDefinition } from '../../types.js';
import { numberDetail, primaryNumber } from '../../result-reading.js';
import { grams, kcal } from './health-reading.js';

/** The RDA, 0.8 g per kg a day: the engine's `rdaGrams` divided by it gives back the body weight. */
const RDA_G_PER_KG = 0.8;
/** Meals a day the per-meal hint assumes. */
const MEALS_PER_DAY = 3;
/** From this many g/kg a day the result mentions kidney disease (high intakes are a concern only there). */
const HIGH_INTAKE_G_PER_KG = 1.6;

export const protein: CalculatorDefinition = {
  slug: 'protein',
  aliases: ['protein-calculator', 'protein-intake', 'protein-intake-calculator', 'daily-protein', 'protien-calculator'],
  title: 'Protein Calculator',
  description:
    "Find how many grams of protein to eat a day for your body weight and activity, from the RDA minimum to athletes' needs.",
  category: 'health',
  inputs: {
    weight: { label: 'Body Weight', placeholder: 'Enter your weight', unit: 'kg', step: 0.1, uiDefault: 70 },
    activityLevel: {
      label: 'Activity / Goal',
      uiDefault: 0.8,
      optionLabels: {
        0.8: 'Sedentary adult: 0.8 g per kg (RDA)',
        1: 'Light activity or older adult: 1.0 g per kg',
        1.2: 'Moderate exercise: 1.2 g per kg',
        1.4: 'Endurance training: 1.4 g per kg',
        1.6: 'Strength training or building muscle: 1.6 g per kg',
        2: 'Intense training or losing fat while training: 2.0 g per kg',
      },
    },
  },
  unitToggle: { measures: { weight: 'mass' } },
  formula: {
    expression: 'Protein (g/day) = W × F;   RDA = 0.8 × W;   Calories = 4 × Protein',
    symbols: [
      { symbol: 'Protein', meaning: 'protein to eat a day, in grams' },
      { symbol: 'W', meaning: 'body weight in kg' },
      { symbol: 'F', meaning: 'grams per kg for your activity or goal, from 0.8 to 2.0' },
      { symbol: 'RDA', meaning: 'Recommended Dietary Allowance: the minimum for almost all healthy adults' },
      { symbol: 'Calories', meaning: 'energy from that protein, at 4 kcal per gram' },
    ],
    text: 'Protein needs scale with body weight. The factor rises from 0.8 g per kg, the official minimum for adults, to 1.2–2.0 g per kg for people who train, because exercise increases the protein used to repair and build muscle.',
  },
  examples: [
    { description: '70 kg, moderate exercise (1.2 g/kg)', inputs: { weight: 70, activityLevel: 1.2 } },
    { description: '80 kg, sedentary adult (RDA)', inputs: { weight: 80, activityLevel: 0.8 } },
    { description: '90 kg, strength training (1.6 g/kg)', inputs: { weight: 90, activityLevel: 1.6 } },
    { description: '60 kg older adult (1.0 g/kg)', inputs: { weight: 60, activityLevel: 1 } },
  ],
  disclaimer: categoryDisclaimers.health,
  interpret(result) {
    const gramsPerDay = primaryNumber(result);
    if (gramsPerDay === undefined) return 'Enter your weight and activity to see your daily protein.';
    const calories = numberDetail(result, 'proteinCalories');
    const energy = calories === undefined ? '' : ` (${kcal(calories)})`;
    const sentences = [`Aim for about ${grams(gramsPerDay)} of protein a day${energy}.`];
    sentences.push(`Spread over ${MEALS_PER_DAY} meals that is about ${grams(gramsPerDay / MEALS_PER_DAY)} each.`);
    const rda = numberDetail(result, 'rdaGrams');
    const athleteMin = numberDetail(result, 'athleteRangeMin');
    const athleteMax = numberDetail(result, 'athleteRangeMax');
    if (rda !== undefined && athleteMin !== undefined && athleteMax !== undefined) {
      sentences.push(
        `For your weight, the RDA minimum is ${grams(rda)}, and the range advised for athletes is ${formatNumber(athleteMin, 0)}–${grams(athleteMax)}.`,
      );
      const factor = rda > 0 ? (gramsPerDay / rda) * RDA_G_PER_KG : 0;
      if (factor >= HIGH_INTAKE_G_PER_KG) {
        sentences.push('Intakes this high are safe for healthy people, but if you have kidney disease, check with your doctor first.');
      }
    }
    return sentences.join(' ');
  },
  keywords: [
    'protein', 'protein calculator', 'protein intake', 'how much protein do i need', 'protein per day',
    'grams of protein', 'protein for muscle gain', 'protein per kg', 'protein rda', 'daily protein',
    'protien', 'protien calculator', 'protein calulator', 'high protein diet', 'protein for weight loss',
  ],
  related: ['macros', 'calorie', 'bmr', 'body-fat', 'ideal-weight'],
  outputLabels: {
    rdaGrams: 'RDA minimum (0.8 g/kg)',
    athleteRangeMin: "Athletes' range from (1.2 g/kg)",
    athleteRangeMax: "Athletes' range up to (2.0 g/kg)",
    proteinCalories: 'Calories from protein',
  },
};
