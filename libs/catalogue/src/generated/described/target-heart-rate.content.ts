// Generated from libs/calc-engine/src/calculators/target-heart-rate/target-heart-rate.ts and target-heart-rate.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const targetHeartRateContent: ExplanatoryContent = {
  "whatItComputes": "Your target heart rate is the pulse to aim for during exercise to get the benefit you want without overdoing it. This calculator estimates your maximum heart rate from your age, then gives the heart rate for the intensity you choose, and shows your moderate (50 to 70%) and vigorous (70 to 85%) zones as defined by the American Heart Association (AHA). A chart shows five training zones, from very light to maximum.\n\nYou can use either of two methods. The Karvonen, or heart-rate reserve, method (Karvonen, 1957) uses your resting heart rate as well as your age, so it adapts to your fitness; the American College of Sports Medicine uses it. The percentage-of-maximum method needs only your age and is the one the AHA and the CDC describe for the public.",
  "howToUse": "Enter your age and choose a method. For Karvonen, measure your resting heart rate: on waking, before getting up, count your pulse at the wrist or neck for 60 seconds, and take the average of three mornings. Then enter the intensity you want. Beginners can start at 50 to 60%; 70% is a good steady workout; 80 to 85% is hard training.\n\nDuring exercise, check your pulse for 15 seconds and multiply by 4, or use a heart-rate monitor or watch. If you are above your target, slow down; if you are below it and feel comfortable, pick up the pace. The talk test works too: at moderate intensity you can talk but not sing.",
  "formulaExplained": "Maximum heart rate ≈ 220 − age. Karvonen: target = (maximum − resting) × intensity + resting. For a 40-year-old with a resting heart rate of 60 bpm exercising at 70%: the maximum is 180 bpm, the reserve is 180 − 60 = 120 bpm, and the target is 120 × 0.70 + 60 = 144 bpm. Percentage of maximum: target = maximum × intensity; for a 50-year-old at 70% that is 170 × 0.70 = 119 bpm.\n\nThe CDC gives moderate intensity as 64 to 76% of maximum: for a 50-year-old, 109 to 129 bpm. The two methods give different numbers at the same percentage because Karvonen starts from your resting rate; it gives a higher target, and one that better matches how hard the effort feels for fit people.",
  "readingTheResult": "Moderate exercise (AHA: 50 to 70% of maximum) includes brisk walking, easy cycling and gardening. Vigorous exercise (70 to 85%) includes running, swimming laps and fast cycling. The AHA recommends at least 150 minutes a week of moderate activity or 75 minutes of vigorous activity, or a mix, plus muscle-strengthening activity on at least two days.\n\nYou do not need to stay in the vigorous zone to benefit: most health gains come from regular moderate activity. Above 85% is for short intervals by people who are already fit. A normal resting heart rate for adults is 60 to 100 bpm; a lower one often reflects good fitness, but a resting rate that is unusually high or low for you, or any chest pain, dizziness or shortness of breath during exercise, is a reason to see a doctor.",
  "limitations": "The 220 − age formula is an average: a given person's real maximum can be 10 to 20 bpm higher or lower. Other formulas, such as Tanaka's 208 − 0.7 × age, give somewhat different estimates for older adults. Only a supervised exercise test measures your maximum accurately.\n\nMany medicines change heart rate. Beta-blockers and some calcium-channel blockers lower it, so targets from this calculator will be too high for people taking them. Heat, dehydration, caffeine, stress and illness also raise heart rate. If you have heart disease, high blood pressure, diabetes or are pregnant, ask your doctor for a target that suits you.",
  "faq": [
    {
      "question": "What is my target heart rate for exercise?",
      "answer": "By the AHA, 50 to 70% of your maximum for moderate exercise and 70 to 85% for vigorous exercise, where the maximum is about 220 minus your age. For a 40-year-old with a resting pulse of 60, 70% by the Karvonen method is 144 bpm."
    },
    {
      "question": "What is the Karvonen formula?",
      "answer": "Target = (maximum heart rate − resting heart rate) × intensity + resting heart rate. Using your resting heart rate makes the target reflect your fitness, not just your age."
    },
    {
      "question": "What heart rate burns the most fat?",
      "answer": "Lower intensities burn a larger share of fat, but higher intensities burn more calories in total. For weight loss, the total energy you burn over the week, and what you eat, matter far more than staying in a \"fat-burning zone\"."
    },
    {
      "question": "Is my maximum heart rate really 220 minus my age?",
      "answer": "It is a rough average. Individuals vary by 10 to 20 bpm either way, so use the result as a guide, together with how the effort feels. An exercise test can measure your true maximum."
    }
  ]
};
