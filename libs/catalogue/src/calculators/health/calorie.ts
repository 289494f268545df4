import { disclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { numberDetail, primaryNumber } from '../finance/result-reading.js';
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
  content: {
    whatItComputes: [
      'This calculator estimates your total daily energy expenditure (TDEE): the number of calories that keeps your weight where it is. It first works out your basal metabolic rate (BMR), the energy you use at complete rest, with the Mifflin-St Jeor equation, and multiplies it by an activity factor. If you choose a goal, it then gives a daily calorie target for losing or gaining weight at the pace you pick, and a chart shows the intake for every goal side by side.',
      'For perspective, the Dietary Guidelines for Americans estimate that most adult women need about 1,600 to 2,400 kcal a day and most adult men about 2,000 to 3,000, depending on age, size and activity. Your own result will usually fall in that range.',
    ].join('\n\n'),
    howToUse: [
      'Enter your sex, age, weight and height, then pick the activity level that matches a typical week. Be honest: most people overestimate. If you sit at a desk and exercise two or three times a week, "lightly active" is usually closer than "moderately active". Count exercise sessions that raise your heart rate for 30 minutes or more.',
      'Pick a goal if you want to change your weight. A mild deficit of 250 kcal or a standard deficit of 500 kcal a day suits most people; the extreme option is only for people with a lot of weight to lose and ideally with professional support. Track your weight for two to four weeks, then adjust by 100 to 200 kcal if it is moving faster or slower than you want.',
    ].join('\n\n'),
    formulaExplained: [
      'Step 1, BMR (Mifflin-St Jeor, 1990): 10 × weight in kg + 6.25 × height in cm − 5 × age, plus 5 for men or minus 161 for women. Step 2, TDEE: BMR × activity factor, from 1.2 for sedentary to 1.9 for extra active. Step 3, target: TDEE plus the goal adjustment.',
      'For a 28-year-old woman who weighs 65 kg, is 165 cm tall and exercises moderately: BMR = 650 + 1,031.25 − 140 − 161 = 1,380.25 kcal, and TDEE = 1,380.25 × 1.55 = 2,139 kcal a day. For a 35-year-old man of 80 kg and 180 cm who is moderately active, TDEE is 2,720 kcal; aiming to lose about half a kilogram a week, his target is 2,220 kcal a day.',
    ].join('\n\n'),
    readingTheResult: [
      'Treat the maintenance figure as a starting point. The goal options use the rule of thumb that 3,500 kcal equals about one pound (0.45 kg) of body fat, so a daily deficit of 500 kcal loses about a pound a week. The CDC notes that people who lose weight gradually, about 0.5 to 1 kg (1 to 2 lb) a week, are more likely to keep it off.',
      'Where the calories come from matters too. Build meals around vegetables, fruit, whole grains, lean protein and healthy fats; the Macro Calculator splits your target into grams of carbohydrate, protein and fat. Commonly cited minimums are about 1,200 kcal a day for women and 1,500 for men: below them, it is hard to meet nutrient needs without medical supervision.',
    ].join('\n\n'),
    limitations: [
      'The estimate can be off by 10% or more for an individual, because metabolism varies between people of the same size. The 3,500 kcal rule also overstates long-term weight loss: researchers at the U.S. National Institutes of Health have shown that as you lose weight, you burn less, so progress slows unless you adjust. Recalculate after every 5 kg or so of change.',
      'This calculator is for healthy adults. It is not suitable for children and teenagers, during pregnancy or breastfeeding, or for people with eating disorders, diabetes treated with insulin, kidney disease or other conditions that change energy needs. If that applies to you, or you plan to lose a lot of weight, ask your doctor or a registered dietitian.',
    ].join('\n\n'),
    faq: [
      {
        question: 'How many calories should I eat a day?',
        answer: 'To maintain your weight, about your TDEE: your BMR times your activity factor. For a moderately active 28-year-old woman of 65 kg and 165 cm that is about 2,139 kcal a day. Enter your own details above to get your figure.',
      },
      {
        question: 'How many calories should I eat to lose weight?',
        answer: 'A deficit of about 500 kcal a day below your maintenance calories loses roughly 0.5 kg (1 lb) a week at first. Avoid going below about 1,200 kcal a day for women or 1,500 for men without medical supervision.',
      },
      {
        question: 'What is TDEE?',
        answer: 'Total daily energy expenditure: all the calories you burn in a day, including your resting metabolism, digestion, daily movement and exercise. Eating the same number of calories keeps your weight steady.',
      },
      {
        question: 'Why am I not losing weight on my calorie target?',
        answer: 'Intake is easy to underestimate and activity easy to overestimate, water weight can hide fat loss for a week or two, and your needs fall as you lose weight. Track honestly for a few weeks, then lower your target by 100 to 200 kcal or add activity. If nothing changes, see your doctor.',
      },
    ],
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
