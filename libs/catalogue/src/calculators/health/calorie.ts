import { disclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { numberDetail, primaryNumber } from '../../result-reading.js';
import { kcal } from './health-reading.js';

/** What each goal adjustment (kcal/day) means per week, by the 3,500 kcal ≈ 1 lb rule. */
const GOAL_PACE: Readonly<Record<number, string>> = {
  [-1000]: 'lose about 1 kg (2 lb) a week',
  [-500]: 'lose about 0.5 kg (1 lb) a week',
  [-250]: 'lose about 0.25 kg (0.5 lb) a week',
  250: 'gain about 0.25 kg (0.5 lb) a week',
  500: 'gain about 0.5 kg (1 lb) a week',
  1000: 'gain about 1 kg (2 lb) a week',
};

/** Commonly cited lowest daily intakes without medical supervision: women 1,200 kcal, men 1,500 kcal. */
const MINIMUM_INTAKE = { women: 1200, men: 1500 } as const;

export const calorie: CalculatorDefinition = {
  slug: 'calorie',
  aliases: ['calorie-calculator', 'tdee', 'tdee-calculator', 'calories', 'daily-calories', 'maintenance-calories'],
  title: 'Calorie Calculator',
  description:
    'Work out how many calories you need a day to keep, lose or gain weight, from your BMR, activity level and goal.',
  category: 'health',
  inputs: {
    sex: { label: 'Sex', uiDefault: 1, optionLabels: { 1: 'Male', 2: 'Female' } },
    age: { label: 'Age', placeholder: 'e.g. 30', unit: 'years', step: 1, uiDefault: 30 },
    weight: { label: 'Weight', placeholder: 'Enter your weight', unit: 'kg', step: 0.1, uiDefault: 70 },
    height: { label: 'Height', placeholder: 'Enter your height', unit: 'cm', step: 0.1, uiDefault: 175 },
    activityLevel: {
      label: 'Activity',
      uiDefault: 1.55,
      optionLabels: {
        1.2: 'Sedentary: little or no exercise',
        1.375: 'Lightly active: light exercise 1–3 days a week',
        1.55: 'Moderately active: moderate exercise 3–5 days a week',
        1.725: 'Very active: hard exercise 6–7 days a week',
        1.9: 'Extra active: very hard daily exercise or a physical job',
      },
    },
    goal: {
      label: 'Goal',
      uiDefault: 0,
      optionLabels: {
        0: 'Maintain weight',
        [-250]: 'Mild weight loss: 0.25 kg (0.5 lb) a week',
        [-500]: 'Weight loss: 0.5 kg (1 lb) a week',
        [-1000]: 'Extreme weight loss: 1 kg (2 lb) a week',
        250: 'Mild weight gain: 0.25 kg (0.5 lb) a week',
        500: 'Weight gain: 0.5 kg (1 lb) a week',
        1000: 'Fast weight gain: 1 kg (2 lb) a week',
      },
    },
  },
  unitToggle: { measures: { weight: 'mass', height: 'height' } },
  formula: {
    expression: 'TDEE = BMR × AF;   BMR = 10 × W + 6.25 × H − 5 × A + s;   Target = TDEE + G',
    symbols: [
      { symbol: 'TDEE', meaning: 'total daily energy expenditure: the calories that keep your weight steady' },
      { symbol: 'BMR', meaning: 'basal metabolic rate by the Mifflin-St Jeor equation, kcal/day' },
      { symbol: 'AF', meaning: 'activity factor: 1.2, 1.375, 1.55, 1.725 or 1.9' },
      { symbol: 'W', meaning: 'weight in kg' },
      { symbol: 'H', meaning: 'height in cm' },
      { symbol: 'A', meaning: 'age in years' },
      { symbol: 's', meaning: '+5 for men, −161 for women' },
      { symbol: 'Target', meaning: 'daily calories for your goal' },
      { symbol: 'G', meaning: 'goal adjustment: from −1,000 to +1,000 kcal a day' },
    ],
    text: 'Your resting energy use (BMR) is scaled up by how active you are to give the calories that keep your weight steady. A goal then subtracts or adds calories: about 500 kcal a day less loses about half a kilo (1 lb) a week.',
  },
  examples: [
    {
      description: 'Woman, 28, 65 kg, 165 cm, moderately active',
      inputs: { sex: 2, age: 28, weight: 65, height: 165, activityLevel: 1.55 },
    },
    {
      description: 'Woman, 35, 70 kg, 165 cm, lightly active',
      inputs: { sex: 2, age: 35, weight: 70, height: 165, activityLevel: 1.375 },
    },
    {
      description: 'Man, 35, 80 kg, 180 cm, moderately active, losing 0.5 kg a week',
      inputs: { sex: 1, age: 35, weight: 80, height: 180, activityLevel: 1.55, goal: -500 },
    },
    {
      description: 'Man, 22, 65 kg, 178 cm, very active, gaining slowly',
      inputs: { sex: 1, age: 22, weight: 65, height: 178, activityLevel: 1.725, goal: 250 },
    },
    {
      description: 'Woman, 50, 58 kg, 158 cm, sedentary, aiming to lose 0.5 kg a week',
      inputs: { sex: 2, age: 50, weight: 58, height: 158, activityLevel: 1.2, goal: -500 },
    },
  ],
  disclaimer: disclaimers.medical,
  interpret(result) {
    const maintenance = primaryNumber(result);
    if (maintenance === undefined) return 'Enter your details to see your daily calorie needs.';
    const sentences = [`To keep your weight steady you need about ${kcal(maintenance)} a day.`];
    const bmr = numberDetail(result, 'bmr');
    if (bmr !== undefined) sentences.push(`Of that, about ${kcal(bmr)} is your body's energy use at rest (BMR); the rest fuels your daily activity.`);
    const target = numberDetail(result, 'targetCalories');
    const adjustment = target === undefined ? 0 : Math.round(target - maintenance);
    const pace = GOAL_PACE[adjustment];
    if (target !== undefined && pace) {
      sentences.push(`At about ${kcal(target)} a day you should ${pace} at first; progress usually slows over time as your body adapts.`);
      if (adjustment < 0 && target < MINIMUM_INTAKE.women) {
        sentences.push(
          `That is below ${kcal(MINIMUM_INTAKE.women)} a day, the lowest intake usually advised without medical supervision, and it is hard to get enough nutrients on it. Choose a smaller deficit or add activity instead, and talk to a doctor or registered dietitian before eating this little.`,
        );
      } else if (adjustment < 0 && target < MINIMUM_INTAKE.men) {
        sentences.push(`If you are a man, this is below the ${kcal(MINIMUM_INTAKE.men)} a day usually advised as a minimum without medical supervision; a smaller deficit is safer.`);
      }
    }
    return sentences.join(' ');
  },
  keywords: [
    'calorie calculator', 'calories', 'tdee', 'tdee calculator', 'how many calories should i eat',
    'daily calorie needs', 'maintenance calories', 'calorie deficit', 'calories to lose weight', 'calorie intake',
    'calroie calculator', 'calorie calulator', 'calories per day', 'weight loss calculator', 'calories to gain weight',
  ],
  related: ['bmr', 'macros', 'protein', 'bmi', 'body-fat', 'water-intake'],
  outputLabels: {
    bmr: 'BMR (Mifflin-St Jeor)',
    targetCalories: 'Calories for your goal',
  },
};
