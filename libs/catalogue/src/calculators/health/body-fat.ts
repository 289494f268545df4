import { disclaimers } from '../../disclaimers.js';
import { formatNumber } from '../../format.js';
import type { CalculatorDefinition } from '../../types.js';
import { numberDetail, primaryNumber } from '../../result-reading.js';
import { kilogramsAndPounds, textDetail } from './health-reading.js';

/** What each American Council on Exercise (ACE) category means, said kindly and practically. */
const CATEGORY_MEANING: Readonly<Record<string, string>> = {
  'Essential Fat':
    'This is the ACE "essential fat" range, the minimum the body needs for hormones, nerves and organs. Staying this lean for long can harm your health; if you are not a competing athlete under supervision, talk to a doctor.',
  Athletes: 'This is the ACE "athletes" range, typical of people who train hard and regularly.',
  Fitness: 'This is the ACE "fitness" range: lean, typical of people who exercise regularly.',
  Average: 'This is the ACE "average" range, where most adults sit. Regular activity and a balanced diet help keep it from creeping up.',
  Obese:
    'This is above the ACE "average" range. Extra body fat, especially around the waist, raises the risk of type 2 diabetes and heart disease. A doctor or registered dietitian can help you plan gradual, lasting changes.',
};

/** Below these (men, women) or above 60% a circumference estimate is physiologically implausible, so the page flags the estimate. */
const IMPLAUSIBLY_LOW_PERCENT = { men: 2, women: 10 } as const;
const IMPLAUSIBLY_HIGH_PERCENT = 60;

export const bodyFat: CalculatorDefinition = {
  slug: 'body-fat',
  aliases: ['body-fat-calculator', 'body-fat-percentage', 'bodyfat', 'navy-body-fat', 'body-fat-percentage-calculator'],
  title: 'Body Fat Calculator',
  description:
    'Estimate your body fat percentage from a tape measure with the U.S. Navy method, with your ACE fitness category and fat and lean mass.',
  category: 'health',
  inputs: {
    sex: { label: 'Sex', uiDefault: 1, optionLabels: { 1: 'Male', 2: 'Female' } },
    height: { label: 'Height', placeholder: 'Enter your height', unit: 'cm', step: 0.1, uiDefault: 178 },
    neck: {
      label: 'Neck Circumference',
      placeholder: 'Around the neck',
      unit: 'cm',
      step: 0.1,
      uiDefault: 38,
      help: "Just below the Adam's apple (larynx), with the tape sloping slightly down at the front.",
    },
    waist: {
      label: 'Waist Circumference',
      placeholder: 'Around the waist',
      unit: 'cm',
      step: 0.1,
      uiDefault: 86,
      help: 'Men: level with the navel. Women: at the narrowest point. Breathe out normally; do not pull in.',
    },
    hip: {
      label: 'Hip Circumference',
      placeholder: 'Around the hips',
      unit: 'cm',
      step: 0.1,
      uiDefault: 96,
      help: 'At the widest point of the hips and buttocks.',
    },
    weight: {
      label: 'Weight',
      placeholder: 'Optional',
      unit: 'kg',
      step: 0.1,
      uiDefault: 80,
      help: 'Optional: adds your fat mass and lean mass.',
    },
  },
  unitToggle: { measures: { height: 'height', neck: 'length', waist: 'length', hip: 'length', weight: 'mass' } },
  formula: {
    expression:
      'Men: BF% = 495 ÷ (1.0324 − 0.19077 × log(waist − neck) + 0.15456 × log(height)) − 450;   Women: BF% = 495 ÷ (1.29579 − 0.35004 × log(waist + hip − neck) + 0.22100 × log(height)) − 450',
    symbols: [
      { symbol: 'BF%', meaning: 'estimated body fat, as a percentage of body weight' },
      { symbol: 'waist', meaning: 'waist circumference in cm' },
      { symbol: 'neck', meaning: 'neck circumference in cm' },
      { symbol: 'hip', meaning: 'hip circumference in cm (women only)' },
      { symbol: 'height', meaning: 'height in cm' },
      { symbol: 'log', meaning: 'the base-10 logarithm' },
    ],
    text: 'The tape measurements predict your body density, and the Siri equation (495 ÷ density − 450) turns density into a fat percentage. A larger waist relative to your neck, for your height, means more body fat.',
  },
  examples: [
    { description: 'Man, 180 cm, neck 40 cm, waist 90 cm', inputs: { sex: 1, height: 180, neck: 40, waist: 90 } },
    {
      description: 'Man, 5 ft 10 in (177.8 cm), neck 15 in (38.1 cm), waist 34 in (86.36 cm)',
      inputs: { sex: 1, height: 177.8, neck: 38.1, waist: 86.36 },
    },
    {
      description: 'Woman, 165 cm, 60 kg, neck 32 cm, waist 72 cm, hips 96 cm',
      inputs: { sex: 2, height: 165, neck: 32, waist: 72, hip: 96, weight: 60 },
    },
    {
      description: 'Man, 178 cm, 80 kg, neck 38 cm, waist 86 cm',
      inputs: { sex: 1, height: 178, neck: 38, waist: 86, weight: 80 },
    },
  ],
  disclaimer: disclaimers.medical,
  interpret(result) {
    const percent = primaryNumber(result);
    const category = textDetail(result, 'category') ?? result.category;
    if (percent === undefined || category === undefined) return 'Enter your measurements to see your body fat estimate.';
    const sentences = [`Your estimated body fat is ${formatNumber(percent, 1)}%.`];
    const meaning = CATEGORY_MEANING[category];
    if (meaning) sentences.push(meaning);
    const fatMass = numberDetail(result, 'fatMass');
    const leanMass = numberDetail(result, 'leanMass');
    if (fatMass !== undefined && leanMass !== undefined) {
      sentences.push(`That is about ${kilogramsAndPounds(fatMass)} of fat and ${kilogramsAndPounds(leanMass)} of lean mass (muscle, bone, organs and water).`);
    }
    // Essential Fat at 6% or more can only be a woman's result (men's Essential Fat ends at 6%).
    const implausibleForWoman = category === 'Essential Fat' && percent >= 6 && percent < IMPLAUSIBLY_LOW_PERCENT.women;
    if (percent < IMPLAUSIBLY_LOW_PERCENT.men || percent > IMPLAUSIBLY_HIGH_PERCENT || implausibleForWoman) {
      sentences.push('A value this far out is unlikely to be accurate: measure again, making sure the tape is level and snug but not tight.');
    }
    return sentences.join(' ');
  },
  keywords: [
    'body fat', 'body fat percentage', 'bodyfat', 'body fat calculator', 'navy body fat', 'us navy method',
    'body fat percent', 'lean body mass', 'fat mass', 'how much body fat do i have', 'body fat chart',
    'bodyfat calculator', 'body fat calulator', 'tape measure body fat', 'waist to neck',
  ],
  related: ['bmi', 'bmr', 'ideal-weight', 'calorie', 'protein'],
  outputLabels: {
    category: 'Category (ACE)',
    fatMass: 'Fat mass',
    leanMass: 'Lean mass',
  },
  resultDecimals: 1,
};
