import { categoryDisclaimers } from '../../disclaimers.js';
import { formatNumber } from '../../format.js';
import type { CalculatorDefinition } from '../../types.js';
import { numberDetail, primaryNumber } from '../../result-reading.js';

const bpm = (value: number) => `${formatNumber(value, 0)} bpm`;

/** What exercising at the target feels like, by where it falls among the AHA zones of the same person. */
function zoneMeaning(target: number, zones: { moderateLow: number; moderateHigh: number; vigorousHigh: number }): string {
  if (target < zones.moderateLow) {
    return 'That is below the moderate zone: very light activity, good for warming up, cooling down and recovery days.';
  }
  if (target < zones.moderateHigh) {
    return 'That is moderate intensity: you breathe faster but can still talk in full sentences, like a brisk walk.';
  }
  if (target === zones.moderateHigh) {
    return 'That is the top of the moderate zone and the start of the vigorous one: you breathe hard but can still speak in short sentences, like a steady jog.';
  }
  if (target <= zones.vigorousHigh) {
    return 'That is vigorous intensity: you breathe hard and can only say a few words without pausing, like running or fast cycling.';
  }
  return 'That is above the vigorous zone, close to your maximum: only for short intervals, and only if you are already fit and have no heart problems.';
}

export const targetHeartRate: CalculatorDefinition = {
  slug: 'target-heart-rate',
  aliases: ['target-heart-rate-calculator', 'thr', 'heart-rate-zone', 'heart-rate-zones', 'karvonen', 'max-heart-rate'],
  title: 'Target Heart Rate Calculator',
  description:
    'Find your target heart rate for exercise and your moderate and vigorous heart-rate zones, by the Karvonen or percentage-of-maximum method.',
  category: 'health',
  inputs: {
    method: {
      label: 'Method',
      uiDefault: 1,
      optionLabels: { 1: 'Karvonen (heart-rate reserve; uses your resting heart rate)', 2: 'Percentage of maximum heart rate' },
    },
    age: { label: 'Age', placeholder: 'e.g. 30', unit: 'years', step: 1, uiDefault: 30 },
    restingHeartRate: {
      label: 'Resting Heart Rate',
      placeholder: 'e.g. 70',
      unit: 'bpm',
      step: 1,
      uiDefault: 70,
      help: 'Count your pulse for 60 seconds after waking, before you get up.',
    },
    intensity: {
      label: 'Target Intensity',
      placeholder: 'e.g. 70',
      unit: '%',
      step: 1,
      uiDefault: 70,
      help: 'Moderate exercise is 50–70%; vigorous exercise is 70–85%.',
    },
  },
  formula: {
    expression: 'HRmax = 220 − age;   Karvonen: THR = (HRmax − HRrest) × I + HRrest;   % of max: THR = HRmax × I',
    symbols: [
      { symbol: 'HRmax', meaning: 'estimated maximum heart rate, beats per minute (bpm)' },
      { symbol: 'age', meaning: 'your age in years' },
      { symbol: 'THR', meaning: 'target heart rate, rounded to a whole bpm' },
      { symbol: 'HRrest', meaning: 'resting heart rate in bpm' },
      { symbol: 'I', meaning: 'target intensity as a fraction (70% = 0.70)' },
    ],
    text: 'Your maximum heart rate is estimated from your age. The Karvonen method takes the chosen percentage of the range between your resting and maximum heart rates and adds it to your resting rate; the simpler method takes the percentage of the maximum.',
  },
  examples: [
    { description: 'Age 40, resting 60 bpm, 70% (Karvonen)', inputs: { age: 40, method: 1, restingHeartRate: 60, intensity: 70 } },
    { description: 'Age 30, resting 70 bpm, 70% (Karvonen)', inputs: { age: 30, method: 1, restingHeartRate: 70, intensity: 70 } },
    { description: 'Age 50, 70% of maximum', inputs: { age: 50, method: 2, intensity: 70 } },
    { description: 'Age 35, 85% of maximum (vigorous)', inputs: { age: 35, method: 2, intensity: 85 } },
    { description: 'Age 60, resting 65 bpm, 50% (Karvonen, gentle start)', inputs: { age: 60, method: 1, restingHeartRate: 65, intensity: 50 } },
  ],
  disclaimer: categoryDisclaimers.health,
  interpret(result) {
    const target = primaryNumber(result);
    if (target === undefined) return 'Enter your age to see your target heart rate.';
    const sentences = [`Aim for about ${bpm(target)} during exercise.`];
    const max = numberDetail(result, 'maxHeartRate');
    const moderateLow = numberDetail(result, 'moderateZoneLow');
    const moderateHigh = numberDetail(result, 'moderateZoneHigh');
    const vigorousLow = numberDetail(result, 'vigorousZoneLow');
    const vigorousHigh = numberDetail(result, 'vigorousZoneHigh');
    if (moderateLow !== undefined && moderateHigh !== undefined && vigorousLow !== undefined && vigorousHigh !== undefined) {
      sentences.push(zoneMeaning(target, { moderateLow, moderateHigh, vigorousHigh }));
      const maxText = max === undefined ? '' : `Your estimated maximum is ${bpm(max)}. `;
      sentences.push(
        `${maxText}By the American Heart Association's ranges (moderate 50–70%, vigorous 70–85%), your moderate zone is ${formatNumber(moderateLow, 0)}–${bpm(moderateHigh)} and your vigorous zone ${formatNumber(vigorousLow, 0)}–${bpm(vigorousHigh)}.`,
      );
    }
    sentences.push(
      'If you have a heart condition, take medicine that slows the heart (such as beta-blockers), or are starting after a long break, check with your doctor before exercising hard.',
    );
    return sentences.join(' ');
  },
  keywords: [
    'target heart rate', 'thr', 'heart rate zones', 'karvonen formula', 'max heart rate', 'maximum heart rate',
    'fat burning heart rate', 'heart rate calculator', 'training zones', 'cardio zone', 'heart rate reserve',
    'target heart rate calulator', 'hart rate', '220 minus age', 'what should my heart rate be when exercising',
  ],
  related: ['calorie', 'bmr', 'bmi', 'water-intake', 'pace'],
  outputLabels: {
    maxHeartRate: 'Maximum heart rate (220 − age)',
    heartRateReserve: 'Heart-rate reserve',
    moderateZoneLow: 'Moderate zone from (50%)',
    moderateZoneHigh: 'Moderate zone up to (70%)',
    vigorousZoneLow: 'Vigorous zone from (70%)',
    vigorousZoneHigh: 'Vigorous zone up to (85%)',
  },
};
