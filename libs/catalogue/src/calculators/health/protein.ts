import { categoryDisclaimers } from '../../disclaimers.js';
import { formatNumber } from '../../format.js';
import type { CalculatorDefinition } from '../../types.js';
import { numberDetail, primaryNumber } from '../finance/result-reading.js';
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
  content: {
    whatItComputes: [
      'This calculator estimates how many grams of protein to eat a day. It multiplies your body weight by a factor in grams per kilogram that matches your activity or goal, from the 0.8 g/kg Recommended Dietary Allowance (RDA) for adults to 2.0 g/kg for intense training. It also shows the RDA minimum for your weight, the range sports nutrition organizations advise for athletes, and how many calories the protein supplies.',
      'Protein provides the amino acids your body uses to build and repair muscle, bone, skin, enzymes and hormones. Unlike fat and carbohydrate it is not stored in a reserve, so you need a steady supply from food every day.',
    ].join('\n\n'),
    howToUse: [
      'Enter your weight and pick the line that fits you best. Most adults who do not exercise much need 0.8 g/kg; choose 1.0 g/kg if you are over 65 or lightly active, 1.2 to 1.4 g/kg for regular moderate or endurance exercise, 1.6 g/kg for strength training, and 2.0 g/kg for hard training or when losing fat while training, when extra protein helps keep muscle.',
      'If you carry a lot of excess weight, the result for your full weight will be high; a dietitian may base it on a healthy target weight instead. Spread the total over your meals and snacks rather than eating it in one go.',
    ].join('\n\n'),
    formulaExplained: [
      "Protein in grams per day = body weight in kg × grams per kg. For a 70 kg person who exercises moderately: 70 × 1.2 = 84 g a day. Each gram of protein provides 4 kcal, so 84 g is 336 kcal. The RDA for the same person is 70 × 0.8 = 56 g, and the athletes' range of 1.2 to 2.0 g/kg is 84 to 140 g.",
      'The factors come from published guidance: the 0.8 g/kg RDA set by the National Academies (Institute of Medicine) for healthy adults; 1.2 to 2.0 g/kg from the 2016 joint position of the American College of Sports Medicine, the Academy of Nutrition and Dietetics and Dietitians of Canada; and 1.4 to 2.0 g/kg for most exercising people from the International Society of Sports Nutrition (2017). Expert groups on aging suggest 1.0 to 1.2 g/kg for adults over 65.',
    ].join('\n\n'),
    readingTheResult: [
      'The RDA is a minimum that covers the needs of nearly all healthy adults, not an ideal. Eating more, up to about 2 g/kg, is safe for healthy people and can help if you are active, older or trying to keep muscle while losing weight. Sports nutrition research suggests about 20 to 40 g per meal, spread across the day, is an efficient way to use it.',
      'To picture the numbers: 100 g of cooked chicken breast has about 31 g of protein, a large egg about 6 g, a 170 g pot of Greek yogurt about 17 g, and a cup of cooked lentils about 18 g. Most people in the United States already eat more than the RDA, so if your target is near it, a normal varied diet will usually cover it.',
    ].join('\n\n'),
    limitations: [
      "These are general guidelines for healthy adults. Needs are higher in pregnancy (the RDA rises to about 1.1 g/kg) and while breastfeeding, and different for children and teenagers. People with chronic kidney disease are often advised to limit protein, and people with liver disease, gout or other conditions may need tailored advice: follow your doctor's or dietitian's guidance rather than this calculator.",
      'The calculator uses total body weight. It does not know your body composition, your total calorie intake or your training in detail, so treat the result as a starting point and adjust with a professional if you have specific goals.',
    ].join('\n\n'),
    faq: [
      {
        question: 'How much protein do I need a day?',
        answer: 'At least 0.8 g per kg of body weight, the RDA: 56 g for a 70 kg adult. If you exercise regularly, 1.2 to 2.0 g per kg is commonly advised, which for 70 kg is 84 to 140 g.',
      },
      {
        question: 'How much protein do I need to build muscle?',
        answer: 'About 1.6 g per kg a day, with regular strength training, is enough for most people; going above 2.0 g/kg brings little extra. Training, total calories and sleep matter as much as protein.',
      },
      {
        question: 'Is too much protein bad for you?',
        answer: 'For healthy people, intakes up to about 2 g/kg a day are considered safe. People with kidney disease are usually told to limit protein, so they should ask their doctor. Very high-protein diets can also crowd out fiber-rich foods.',
      },
      {
        question: 'Do older adults need more protein?',
        answer: 'Many experts suggest 1.0 to 1.2 g per kg a day after 65, because aging muscle responds less to protein. Combined with strength exercise, this helps slow the loss of muscle and strength.',
      },
    ],
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
