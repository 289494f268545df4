import { categoryDisclaimers } from '../../disclaimers.js';
import { formatNumber } from '../../format.js';
import type { CalculatorDefinition } from '../../types.js';
import { numberDetail, primaryNumber } from '../finance/result-reading.js';

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
  content: {
    whatItComputes: [
      'Your target heart rate is the pulse to aim for during exercise to get the benefit you want without overdoing it. This calculator estimates your maximum heart rate from your age, then gives the heart rate for the intensity you choose, and shows your moderate (50 to 70%) and vigorous (70 to 85%) zones as defined by the American Heart Association (AHA). A chart shows five training zones, from very light to maximum.',
      'You can use either of two methods. The Karvonen, or heart-rate reserve, method (Karvonen, 1957) uses your resting heart rate as well as your age, so it adapts to your fitness; the American College of Sports Medicine uses it. The percentage-of-maximum method needs only your age and is the one the AHA and the CDC describe for the public.',
    ].join('\n\n'),
    howToUse: [
      'Enter your age and choose a method. For Karvonen, measure your resting heart rate: on waking, before getting up, count your pulse at the wrist or neck for 60 seconds, and take the average of three mornings. Then enter the intensity you want. Beginners can start at 50 to 60%; 70% is a good steady workout; 80 to 85% is hard training.',
      'During exercise, check your pulse for 15 seconds and multiply by 4, or use a heart-rate monitor or watch. If you are above your target, slow down; if you are below it and feel comfortable, pick up the pace. The talk test works too: at moderate intensity you can talk but not sing.',
    ].join('\n\n'),
    formulaExplained: [
      'Maximum heart rate ≈ 220 − age. Karvonen: target = (maximum − resting) × intensity + resting. For a 40-year-old with a resting heart rate of 60 bpm exercising at 70%: the maximum is 180 bpm, the reserve is 180 − 60 = 120 bpm, and the target is 120 × 0.70 + 60 = 144 bpm. Percentage of maximum: target = maximum × intensity; for a 50-year-old at 70% that is 170 × 0.70 = 119 bpm.',
      'The CDC gives moderate intensity as 64 to 76% of maximum: for a 50-year-old, 109 to 129 bpm. The two methods give different numbers at the same percentage because Karvonen starts from your resting rate; it gives a higher target, and one that better matches how hard the effort feels for fit people.',
    ].join('\n\n'),
    readingTheResult: [
      'Moderate exercise (AHA: 50 to 70% of maximum) includes brisk walking, easy cycling and gardening. Vigorous exercise (70 to 85%) includes running, swimming laps and fast cycling. The AHA recommends at least 150 minutes a week of moderate activity or 75 minutes of vigorous activity, or a mix, plus muscle-strengthening activity on at least two days.',
      'You do not need to stay in the vigorous zone to benefit: most health gains come from regular moderate activity. Above 85% is for short intervals by people who are already fit. A normal resting heart rate for adults is 60 to 100 bpm; a lower one often reflects good fitness, but a resting rate that is unusually high or low for you, or any chest pain, dizziness or shortness of breath during exercise, is a reason to see a doctor.',
    ].join('\n\n'),
    limitations: [
      "The 220 − age formula is an average: a given person's real maximum can be 10 to 20 bpm higher or lower. Other formulas, such as Tanaka's 208 − 0.7 × age, give somewhat different estimates for older adults. Only a supervised exercise test measures your maximum accurately.",
      'Many medicines change heart rate. Beta-blockers and some calcium-channel blockers lower it, so targets from this calculator will be too high for people taking them. Heat, dehydration, caffeine, stress and illness also raise heart rate. If you have heart disease, high blood pressure, diabetes or are pregnant, ask your doctor for a target that suits you.',
    ].join('\n\n'),
    faq: [
      {
        question: 'What is my target heart rate for exercise?',
        answer: 'By the AHA, 50 to 70% of your maximum for moderate exercise and 70 to 85% for vigorous exercise, where the maximum is about 220 minus your age. For a 40-year-old with a resting pulse of 60, 70% by the Karvonen method is 144 bpm.',
      },
      {
        question: 'What is the Karvonen formula?',
        answer: 'Target = (maximum heart rate − resting heart rate) × intensity + resting heart rate. Using your resting heart rate makes the target reflect your fitness, not just your age.',
      },
      {
        question: 'What heart rate burns the most fat?',
        answer: 'Lower intensities burn a larger share of fat, but higher intensities burn more calories in total. For weight loss, the total energy you burn over the week, and what you eat, matter far more than staying in a "fat-burning zone".',
      },
      {
        question: 'Is my maximum heart rate really 220 minus my age?',
        answer: 'It is a rough average. Individuals vary by 10 to 20 bpm either way, so use the result as a guide, together with how the effort feels. An exercise test can measure your true maximum.',
      },
    ],
  },
  keywords: [
    'target heart rate', 'thr', 'heart rate zones', 'karvonen formula', 'max heart rate', 'maximum heart rate',
    'fat burning heart rate', 'heart rate calculator', 'training zones', 'cardio zone', 'heart rate reserve',
    'target heart rate calulator', 'hart rate', '220 minus age', 'what should my heart rate be when exercising',
  ],
  related: ['calorie', 'bmr', 'bmi', 'water-intake'],
  outputLabels: {
    maxHeartRate: 'Maximum heart rate (220 − age)',
    heartRateReserve: 'Heart-rate reserve',
    moderateZoneLow: 'Moderate zone from (50%)',
    moderateZoneHigh: 'Moderate zone up to (70%)',
    vigorousZoneLow: 'Vigorous zone from (70%)',
    vigorousZoneHigh: 'Vigorous zone up to (85%)',
  },
};
