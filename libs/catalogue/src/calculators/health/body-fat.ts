import { disclaimers } from '../../disclaimers.js';
import { formatNumber } from '../../format.js';
import type { CalculatorDefinition } from '../../types.js';
import { numberDetail, primaryNumber } from '../finance/result-reading.js';
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

/** Below these (men, women) or above 60% a circumference estimate is physiologically implausible (CALCULATORS.md). */
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
  content: {
    whatItComputes: [
      'This calculator estimates what share of your body weight is fat, using nothing more than a tape measure. It uses the U.S. Navy circumference method, published by Hodgdon and Beckett of the Naval Health Research Center in 1984 and still used by the U.S. military to check body composition. Men enter height, neck and waist; women also enter their hips, because women store more fat there.',
      'The result is placed in one of the body fat categories of the American Council on Exercise (ACE): essential fat, athletes, fitness, average and obese. If you also enter your weight, the calculator splits it into fat mass and lean mass, the weight of everything else: muscle, bone, organs and water.',
    ].join('\n\n'),
    howToUse: [
      "Use a flexible tape and measure on bare skin, standing relaxed. Keep the tape level and snug without pressing into the skin, and take each measurement two or three times, using the average. Measure the neck just below the larynx (Adam's apple), with the tape sloping slightly down at the front. Men measure the waist level with the navel; women measure it at the narrowest point, and the hips at their widest point. Breathe out normally before reading the waist; do not pull your stomach in.",
      'Measure at the same time of day each time you check, for example in the morning before eating, so that changes reflect your body and not your breakfast. Switch to US units if you prefer inches and pounds; the calculator converts them exactly.',
    ].join('\n\n'),
    formulaExplained: [
      'The Navy equations predict body density from the logarithm of your circumferences and height, and the Siri equation (495 ÷ density − 450) turns density into percent fat. For men, in centimeters: BF% = 495 ÷ (1.0324 − 0.19077 × log(waist − neck) + 0.15456 × log(height)) − 450. For women: BF% = 495 ÷ (1.29579 − 0.35004 × log(waist + hip − neck) + 0.22100 × log(height)) − 450.',
      'For a man 180 cm tall with a 40 cm neck and a 90 cm waist, the equation gives 18.4%, in the average range. A woman 165 cm tall with a 32 cm neck, 72 cm waist and 96 cm hips gets 26.4%; at 60 kg that is 15.8 kg of fat and 44.2 kg of lean mass. The Navy also publishes an equivalent form in inches, which can differ from this metric form by a few tenths of a percent.',
    ].join('\n\n'),
    readingTheResult: [
      'ACE categories for men: essential fat below 6%, athletes 6 to 13%, fitness 14 to 17%, average 18 to 24%, obese 25% or more. For women: essential fat below 14%, athletes 14 to 20%, fitness 21 to 24%, average 25 to 31%, obese 32% or more. Women naturally carry more fat than men, for reproductive and hormonal reasons, so the same number means different things.',
      'Body fat tells you more than BMI about your composition, because two people of the same weight can carry very different amounts of fat. Watch the trend over months rather than any single reading: if your waist shrinks while your weight stays the same, you are likely losing fat and gaining muscle.',
    ].join('\n\n'),
    limitations: [
      'The Navy method is an estimate. Against laboratory methods such as DEXA scans or underwater weighing it is typically within about 3 to 4 percentage points for most people, and less accurate for very lean or very heavy people and for those whose fat is distributed unusually. Small measuring errors matter: 1 cm on the waist moves the result by about half a percentage point or more.',
      'The equations were developed for adults and are not valid for children or during pregnancy. The ACE categories describe fitness levels, not medical diagnoses. If your result is high, or very low, talk to your doctor, who can look at it alongside your waist size, blood pressure and blood tests.',
    ].join('\n\n'),
    faq: [
      {
        question: 'How accurate is the U.S. Navy body fat method?',
        answer: 'For most adults it comes within about 3 to 4 percentage points of laboratory measurements such as DEXA scans. That is good enough to follow changes over time, as long as you measure carefully and the same way each time.',
      },
      {
        question: 'What is a healthy body fat percentage?',
        answer: "By the American Council on Exercise's table, about 14 to 24% for men and 21 to 31% for women covers the fitness and average ranges. Essential fat, the minimum for health, is about 2 to 5% for men and 10 to 13% for women.",
      },
      {
        question: 'Why do women enter a hip measurement?',
        answer: "Women store a larger share of their fat around the hips and thighs, so the women's equation uses waist plus hip minus neck to capture it. The men's equation uses only waist minus neck.",
      },
      {
        question: 'Is body fat percentage better than BMI?',
        answer: 'It tells you more about what your weight is made of, so it is more useful for muscular people. BMI is easier to measure accurately, and doctors often look at both, together with waist size.',
      },
    ],
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
