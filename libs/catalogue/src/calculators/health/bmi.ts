import { disclaimers } from '../../disclaimers.js';
import { formatNumber } from '../../format.js';
import type { CalculatorDefinition } from '../../types.js';
import { primaryNumber } from '../finance/result-reading.js';
import { textDetail } from './health-reading.js';

/** Advice per CDC adult category, in the spirit of the spec's result panel: practical, kind, a professional where apt. */
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
  content: {
    whatItComputes: [
      "Body mass index (BMI) is a simple screening number that relates your weight to your height. This calculator works it out from your weight and height, in metric or US units, and places the result in one of the four adult categories used by the U.S. Centers for Disease Control and Prevention (CDC) and the World Health Organization: underweight, healthy (normal) weight, overweight and obese. It also shows the range of weights that would give a healthy BMI at your height, and your BMI Prime, which is your BMI divided by 25, the upper limit of the healthy range.",
      'BMI was devised by the Belgian statistician Adolphe Quetelet in the 1830s and named by the physiologist Ancel Keys in 1972. Doctors use it because it is quick, free and well studied in large populations. It is a starting point for a conversation about weight and health, not a diagnosis.',
    ].join('\n\n'),
    howToUse: [
      'Choose metric or US units with the switch, then enter your weight and your height. Weigh yourself in light clothing without shoes, ideally at the same time of day, and measure your height standing straight against a wall. The result updates as you type.',
      'The three examples on this page are a 70 kg, 170 cm adult (BMI 24.22), an 85 kg, 180 cm adult (26.23) and a 55 kg, 160 cm adult (21.48); two more show the underweight and obese ranges. Click one to fill in the form, then change a value to see how the result moves.',
    ].join('\n\n'),
    formulaExplained: [
      'In metric units, BMI = weight in kilograms ÷ (height in meters)². For 70 kg and 170 cm: 1.70 × 1.70 = 2.89, and 70 ÷ 2.89 = 24.22 kg/m². In US units the CDC uses BMI = 703 × weight in pounds ÷ (height in inches)²; the factor 703 converts pounds per square inch into kilograms per square meter, so 150 lb at 65 inches gives 24.96 in either system.',
      'The healthy weight range for your height runs from a BMI of 18.5 to 24.9, so it is 18.5 × height² to 24.9 × height². At 170 cm that is 53.5 to 72.0 kg.',
    ].join('\n\n'),
    readingTheResult: [
      'For adults aged 20 and over, the CDC categories are: below 18.5 underweight; 18.5 to 24.9 healthy weight; 25 to 29.9 overweight; 30 or more obese. Obesity is often split further into class 1 (30 to 34.9), class 2 (35 to 39.9) and class 3 (40 or more). A value exactly on a boundary belongs to the higher category, so 25.0 counts as overweight.',
      'A BMI in the overweight or obese range is linked, across large groups of people, with a higher risk of type 2 diabetes, high blood pressure, heart disease and some cancers; a very low BMI is linked with nutritional deficiencies, bone loss and weaker immunity. For one person, though, BMI is only a screening result. Your doctor will look at it alongside your waist size, blood pressure, blood tests, family history and how active you are.',
    ].join('\n\n'),
    limitations: [
      'BMI cannot tell muscle from fat. Athletes and very muscular people can have a BMI in the overweight range while carrying little fat, and older adults who have lost muscle can have a "normal" BMI while carrying too much. It says nothing about where fat sits; fat around the waist carries more risk, and a waist above 102 cm (40 in) for men or 88 cm (35 in) for women who are not pregnant is a sign to talk to your doctor whatever your BMI. The World Health Organization has noted that in many Asian populations health risks begin at lower BMI values.',
      'The adult categories do not apply to children and teenagers, whose BMI is judged against CDC growth charts for their age and sex, or during pregnancy, when weight gain is expected and should be discussed with your midwife or doctor. If your result worries you, or you have lost or gained weight without trying, see a healthcare professional.',
    ].join('\n\n'),
    faq: [
      {
        question: 'What is a healthy BMI?',
        answer: 'For adults, the CDC and the World Health Organization define a BMI from 18.5 to 24.9 as a healthy weight. Below 18.5 is underweight, 25 to 29.9 is overweight and 30 or more is obese.',
      },
      {
        question: 'Am I overweight if my BMI is over 25?',
        answer: 'By the BMI categories, yes: 25 to 29.9 is the overweight range. But BMI does not measure body fat directly. If you are muscular, a body fat estimate or a waist measurement tells you more, and a doctor can put the number in context.',
      },
      {
        question: 'Can children use this BMI calculator?',
        answer: "The calculation is the same, but the adult categories do not apply to anyone under 20. Children's and teenagers' BMI is compared with CDC growth charts for their age and sex, so ask your child's doctor or use a BMI-for-age percentile tool.",
      },
      {
        question: 'Is BMI accurate for athletes?',
        answer: 'Not very. Muscle is denser than fat, so strength and power athletes often have a BMI of 25 or more with low body fat. For them a body fat measurement is a better guide.',
      },
      {
        question: 'What is BMI Prime?',
        answer: 'BMI Prime is your BMI divided by 25, the upper limit of the healthy range. A value of 1.00 or more means you are at or above that limit; 0.97 means you are 3% below it.',
      },
    ],
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
