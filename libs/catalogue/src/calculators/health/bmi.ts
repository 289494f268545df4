import { disclaimers } from '../../disclaimers.js';
import { formatNumber } from '../../format.js';
import type { CalculatorDefinition } from '../../types.js';
import { primaryNumber } from '../../result-reading.js';
import { textDetail } from './health-reading.js';

/** Advice per CDC adult category, as the result panel gives it: practical, kind, a professional where apt. */
const ADVICE: Readonly<Record<string, string>> = {
  Underweight:
    'A low BMI can be normal for a slim build, but it can also mean you are not getting enough energy or nutrients. Consider seeing a doctor or a registered dietitian, who can rule out an underlying cause and, if you need to, help you gain weight in a healthy way.',
  'Normal weight':
    'This range is linked with the lowest risk of weight-related health problems. Keep it up with regular meals built around vegetables, fruit, whole grains and protein, at least 150 minutes of moderate activity a week, and good sleep.',
  Overweight:
    'Small changes that last help most: more vegetables and fiber, fewer sugary drinks, and at least 150 minutes of moderate activity a week. BMI does not measure fat directly, so muscular people can land here while healthy; your waist measurement or a check-up with your doctor gives a fuller picture.',
  Obese:
    'This range is linked with a higher risk of type 2 diabetes, high blood pressure, heart disease and joint problems. You do not have to tackle it alone: a doctor can check your overall health and help you plan safe, gradual weight loss. Even losing 5 to 10% of your weight brings real health benefits.',
};

const RANGE_TEXT: Readonly<Record<string, string>> = {
  Underweight: 'below 18.5',
  'Normal weight': '18.5 to 24.9',
  Overweight: '25 to 29.9',
  Obese: '30 or more',
};

export const bmi: CalculatorDefinition = {
  slug: 'bmi',
  aliases: ['bmi-calculator', 'body-mass-index', 'body-mass-index-calculator', 'calculate-bmi', 'bmi-check'],
  title: 'BMI Calculator',
  description:
    'Calculate your body mass index from your weight and height, see your CDC weight category and the healthy weight range for your height.',
  category: 'health',
  inputs: {
    weight: { label: 'Weight', placeholder: 'Enter your weight', unit: 'kg', step: 0.1, uiDefault: 70 },
    height: { label: 'Height', placeholder: 'Enter your height', unit: 'cm', step: 0.1, uiDefault: 170 },
    unitSystem: {
      label: 'Units',
      uiDefault: 1,
      optionLabels: { 1: 'Metric (kg, cm)', 2: 'US (lb, in)' },
      help: 'Set by the metric/US switch above the form.',
    },
  },
  unitToggle: { measures: { weight: 'mass', height: 'height' }, engineUnitSystemInput: 'unitSystem' },
  formula: {
    expression: 'BMI = weight ÷ (height ÷ 100)²   (US units: BMI = 703 × weight ÷ height²)',
    symbols: [
      { symbol: 'BMI', meaning: 'body mass index, in kg/m²' },
      { symbol: 'weight', meaning: 'body weight in kilograms (in pounds with US units)' },
      { symbol: 'height', meaning: 'height in centimeters, divided by 100 to give meters (in inches with US units)' },
      { symbol: '703', meaning: "the CDC's factor that turns pounds per square inch into kg/m²" },
    ],
    text: 'BMI is your weight divided by the square of your height. A taller person is expected to weigh more, and squaring the height makes the number comparable between people of different heights.',
  },
  examples: [
    { description: '70 kg and 170 cm', inputs: { weight: 70, height: 170 } },
    { description: '85 kg and 180 cm', inputs: { weight: 85, height: 180 } },
    { description: '55 kg and 160 cm', inputs: { weight: 55, height: 160 } },
    { description: '50 kg and 170 cm: below the healthy range', inputs: { weight: 50, height: 170 } },
    { description: '100 kg and 175 cm: in the obese range', inputs: { weight: 100, height: 175 } },
  ],
  disclaimer: disclaimers.medical,
  interpret(result) {
    const value = primaryNumber(result);
    const category = textDetail(result, 'category') ?? result.category;
    if (value === undefined || category === undefined) return 'Enter your weight and height to see your BMI.';
    const range = RANGE_TEXT[category];
    const opening = range
      ? `Your BMI of ${formatNumber(value, 2)} is in the ${category.toLowerCase()} range (${range}) for adults.`
      : `Your BMI is ${formatNumber(value, 2)}.`;
    const advice = ADVICE[category] ?? '';
    return [opening, advice, 'The healthy weight range for your height is shown under Additional Details.']
      .filter(Boolean)
      .join(' ');
  },
  keywords: [
    'bmi', 'body mass index', 'bmi calculator', 'bmi chart', 'calculate bmi', 'am i overweight', 'healthy weight',
    'healthy bmi', 'bmi for women', 'bmi for men', 'overweight', 'obese', 'underweight', 'weight for height',
    'bmi calulator', 'body mass idex', 'bmi prime',
  ],
  related: ['body-fat', 'ideal-weight', 'calorie', 'bmr', 'body-surface-area'],
  outputLabels: {
    category: 'Category',
    healthyWeightMin: 'Healthy weight from',
    healthyWeightMax: 'Healthy weight up to',
    bmiPrime: 'BMI Prime',
  },
};
