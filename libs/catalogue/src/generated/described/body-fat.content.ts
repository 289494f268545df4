// Generated from libs/calc-engine/src/calculators/body-fat/body-fat.ts and body-fat.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const bodyFatContent: ExplanatoryContent = {
  "whatItComputes": "This calculator estimates what share of your body weight is fat, using nothing more than a tape measure. It uses the U.S. Navy circumference method, published by Hodgdon and Beckett of the Naval Health Research Center in 1984 and still used by the U.S. military to check body composition. Men enter height, neck and waist; women also enter their hips, because women store more fat there.\n\nThe result is placed in one of the body fat categories of the American Council on Exercise (ACE): essential fat, athletes, fitness, average and obese. If you also enter your weight, the calculator splits it into fat mass and lean mass, the weight of everything else: muscle, bone, organs and water.",
  "howToUse": "Use a flexible tape and measure on bare skin, standing relaxed. Keep the tape level and snug without pressing into the skin, and take each measurement two or three times, using the average. Measure the neck just below the larynx (Adam's apple), with the tape sloping slightly down at the front. Men measure the waist level with the navel; women measure it at the narrowest point, and the hips at their widest point. Breathe out normally before reading the waist; do not pull your stomach in.\n\nMeasure at the same time of day each time you check, for example in the morning before eating, so that changes reflect your body and not your breakfast. Switch to US units if you prefer inches and pounds; the calculator converts them exactly.",
  "formulaExplained": "The Navy equations predict body density from the logarithm of your circumferences and height, and the Siri equation (495 ÷ density − 450) turns density into percent fat. For men, in centimeters: BF% = 495 ÷ (1.0324 − 0.19077 × log(waist − neck) + 0.15456 × log(height)) − 450. For women: BF% = 495 ÷ (1.29579 − 0.35004 × log(waist + hip − neck) + 0.22100 × log(height)) − 450.\n\nFor a man 180 cm tall with a 40 cm neck and a 90 cm waist, the equation gives 18.4%, in the average range. A woman 165 cm tall with a 32 cm neck, 72 cm waist and 96 cm hips gets 26.4%; at 60 kg that is 15.8 kg of fat and 44.2 kg of lean mass. The Navy also publishes an equivalent form in inches, which can differ from this metric form by a few tenths of a percent.",
  "readingTheResult": "ACE categories for men: essential fat below 6%, athletes 6 to 13%, fitness 14 to 17%, average 18 to 24%, obese 25% or more. For women: essential fat below 14%, athletes 14 to 20%, fitness 21 to 24%, average 25 to 31%, obese 32% or more. Women naturally carry more fat than men, for reproductive and hormonal reasons, so the same number means different things.\n\nBody fat tells you more than BMI about your composition, because two people of the same weight can carry very different amounts of fat. Watch the trend over months rather than any single reading: if your waist shrinks while your weight stays the same, you are likely losing fat and gaining muscle.",
  "limitations": "The Navy method is an estimate. Against laboratory methods such as DEXA scans or underwater weighing it is typically within about 3 to 4 percentage points for most people, and less accurate for very lean or very heavy people and for those whose fat is distributed unusually. Small measuring errors matter: 1 cm on the waist moves the result by about half a percentage point or more.\n\nThe equations were developed for adults and are not valid for children or during pregnancy. The ACE categories describe fitness levels, not medical diagnoses. If your result is high, or very low, talk to your doctor, who can look at it alongside your waist size, blood pressure and blood tests.",
  "faq": [
    {
      "question": "How accurate is the U.S. Navy body fat method?",
      "answer": "For most adults it comes within about 3 to 4 percentage points of laboratory measurements such as DEXA scans. That is good enough to follow changes over time, as long as you measure carefully and the same way each time."
    },
    {
      "question": "What is a healthy body fat percentage?",
      "answer": "By the American Council on Exercise's table, about 14 to 24% for men and 21 to 31% for women covers the fitness and average ranges. Essential fat, the minimum for health, is about 2 to 5% for men and 10 to 13% for women."
    },
    {
      "question": "Why do women enter a hip measurement?",
      "answer": "Women store a larger share of their fat around the hips and thighs, so the women's equation uses waist plus hip minus neck to capture it. The men's equation uses only waist minus neck."
    },
    {
      "question": "Is body fat percentage better than BMI?",
      "answer": "It tells you more about what your weight is made of, so it is more useful for muscular people. BMI is easier to measure accurately, and doctors often look at both, together with waist size."
    }
  ]
};
