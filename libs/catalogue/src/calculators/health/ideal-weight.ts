import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { numberDetail, primaryNumber } from '../../result-reading.js';
import { kilogramRange, kilogramsAndPounds } from './health-reading.js';

/** The formulas were fitted for heights from 5 ft (152.4 cm); below it they are extrapolated. */
const FIVE_FEET_M = 1.524;
/** The healthy BMI range's lower bound, which `healthyBmiWeightMin` is computed from (weight = 18.5 × height²). */
const HEALTHY_BMI_LOW = 18.5;

export const idealWeight: CalculatorDefinition = {
  slug: 'ideal-weight',
  aliases: ['ideal-weight-calculator', 'ideal-body-weight', 'ibw', 'ibw-calculator', 'healthy-weight-calculator'],
  title: 'Ideal Weight Calculator',
  description:
    'Estimate your ideal body weight for your height and sex with the Devine, Robinson, Miller and Hamwi formulas and the healthy BMI range.',
  category: 'health',
  inputs: {
    sex: { label: 'Sex', uiDefault: 1, optionLabels: { 1: 'Male', 2: 'Female' } },
    height: {
      label: 'Height',
      placeholder: 'Enter your height',
      unit: 'cm',
      step: 0.1,
      uiDefault: 175,
      help: 'The formulas are made for adults at least 5 ft (152.4 cm) tall.',
    },
  },
  unitToggle: { measures: { height: 'height' } },
  formula: {
    expression:
      'Devine: IBW = B + 2.3 × i (B = 50 kg men, 45.5 kg women);   Healthy BMI range: 18.5 × h² to 24.9 × h²',
    symbols: [
      { symbol: 'IBW', meaning: 'ideal body weight in kg' },
      { symbol: 'B', meaning: 'base weight at exactly 5 ft (152.4 cm)' },
      { symbol: 'i', meaning: 'inches of height over 5 ft: height in cm ÷ 2.54 − 60' },
      { symbol: 'h', meaning: 'height in meters' },
    ],
    text: 'Each formula starts from a base weight at 5 feet and adds a fixed amount for every inch above it. Robinson (52 / 49 kg + 1.9 / 1.7 kg per inch), Miller (56.2 / 53.1 kg + 1.41 / 1.36 kg per inch) and Hamwi (48 / 45.5 kg + 2.7 / 2.2 kg per inch, men / women) follow the same pattern with different numbers.',
  },
  examples: [
    { description: 'Man, 5 ft 10 in (177.8 cm)', inputs: { sex: 1, height: 177.8 } },
    { description: 'Woman, 5 ft 6 in (167.64 cm)', inputs: { sex: 2, height: 167.64 } },
    { description: 'Man, 185 cm', inputs: { sex: 1, height: 185 } },
    { description: 'Woman, 160 cm', inputs: { sex: 2, height: 160 } },
  ],
  disclaimer: categoryDisclaimers.health,
  interpret(result) {
    const devine = primaryNumber(result);
    if (devine === undefined) return 'Enter your sex and height to see your ideal weight.';
    const sentences = [`By the Devine formula, the clinical standard, your ideal weight is ${kilogramsAndPounds(devine)}.`];
    const formulas = ['idealWeightDevine', 'idealWeightRobinson', 'idealWeightMiller', 'idealWeightHamwi']
      .map((name) => numberDetail(result, name))
      .filter((value): value is number => value !== undefined);
    if (formulas.length > 1) {
      sentences.push(`The four formulas span ${kilogramRange(Math.min(...formulas), Math.max(...formulas))}.`);
    }
    const healthyMin = numberDetail(result, 'healthyBmiWeightMin');
    const healthyMax = numberDetail(result, 'healthyBmiWeightMax');
    if (healthyMin !== undefined && healthyMax !== undefined) {
      sentences.push(
        `A healthy BMI (18.5 to 24.9) at your height means a weight of ${kilogramRange(healthyMin, healthyMax)}: anywhere in that range can be healthy, depending on your build and muscle.`,
      );
      if (Math.sqrt(healthyMin / HEALTHY_BMI_LOW) < FIVE_FEET_M) {
        sentences.push('Below 5 ft the formulas are stretched beyond the heights they were made for, so rely on the BMI range instead.');
      }
    }
    return sentences.join(' ');
  },
  keywords: [
    'ideal weight', 'ideal body weight', 'ibw', 'ideal weight for my height', 'healthy weight for height',
    'how much should i weigh', 'weight for height chart', 'devine formula', 'robinson formula', 'hamwi formula',
    'ideal wieght', 'ideal weight calulator', 'target weight', 'ideal weight for women', 'ideal weight for men',
  ],
  related: ['bmi', 'body-fat', 'calorie', 'body-surface-area', 'protein', 'conversion'],
  outputLabels: {
    idealWeightRobinson: 'Robinson (1983)',
    idealWeightMiller: 'Miller (1983)',
    idealWeightHamwi: 'Hamwi (1964)',
    healthyBmiWeightMin: 'Healthy BMI weight from',
    healthyBmiWeightMax: 'Healthy BMI weight up to',
  },
  resultDecimals: 1,
};
