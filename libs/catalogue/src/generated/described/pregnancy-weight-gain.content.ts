// Generated from libs/calc-engine/src/calculators/pregnancy-weight-gain/pregnancy-weight-gain.ts and pregnancy-weight-gain.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const pregnancyWeightGainContent: ExplanatoryContent = {
  "whatItComputes": "This calculator gives the weight gain the Institute of Medicine (IOM, now the National Academy of Medicine) recommends for a pregnancy, based on your body mass index (BMI) before you became pregnant. It shows the total to aim for by the end of pregnancy, and, for one baby, the weekly gain after the first trimester and the range you would expect to have gained by the week you are in. If you enter your current weight it tells you whether your gain so far is below, within or above that range. For twins it gives the IOM's provisional totals.",
  "howToUse": "Choose metric or US units with the switch, then enter your weight just before pregnancy and your height, and the completed weeks of pregnancy (from the first day of your last period). Tick twins if you are expecting two babies. Your current weight is optional: add it to compare your gain so far with the range for this week.",
  "formulaExplained": "First the calculator works out your BMI before pregnancy: weight in kilograms divided by height in metres squared, or 703 times pounds divided by inches squared. The IOM's 2009 table then gives four groups. Underweight (BMI under 18.5): 12.5 to 18 kg (28 to 40 lb). Normal weight (18.5 to 24.9): 11.5 to 16 kg (25 to 35 lb). Overweight (25 to 29.9): 7 to 11.5 kg (15 to 25 lb). Obese (30 or more): 5 to 9 kg (11 to 20 lb). The kilogram and pound figures are each the IOM's own, so they are rounded separately rather than converted.\n\nIn the first trimester the IOM expects a gain of 0.5 to 2 kg (1.1 to 4.4 lb), spread here evenly over the first 13 weeks. After that it gives a weekly rate: for normal weight, 0.35 to 0.5 kg a week. So at week 24, the range by now is 0.5 + 0.35 × 11 = 4.35 kg to 2 + 0.5 × 11 = 7.5 kg. The IOM's rounded weekly rates and totals do not add up exactly, so the range at week 40 can differ a little from the total; both are shown as published.",
  "readingTheResult": "Think of the ranges as a guide for the whole pregnancy rather than a target for each week. Gain is rarely smooth: many people gain little or even lose weight in the first weeks because of nausea, and more in the middle months. A result \"below\" or \"above\" the range for this week is something to mention at your next appointment, not a reason to diet or to eat more on your own. Gaining within the range lowers the chance of a baby that is too small or too large, and makes it easier to return to your usual weight afterwards.",
  "limitations": "The IOM ranges are for adults with one baby; the twin ranges are provisional and there is none for an underweight BMI, so the calculator asks you to see your clinician. BMI does not tell fat from muscle, and the guideline does not cover teenagers, triplets, or health conditions such as diabetes or a history of eating disorders. Sudden weight gain with swelling of the face or hands, headaches or blurred vision can be a sign of preeclampsia: call your midwife or doctor at once. Your own care team may give you different targets.",
  "faq": [
    {
      "question": "How much weight should I gain during pregnancy?",
      "answer": "It depends on your BMI before pregnancy: 11.5 to 16 kg (25 to 35 lb) for a normal BMI, more if you were underweight and less if you were overweight or obese. Enter your weight and height above to see your range."
    },
    {
      "question": "How much weight should I have gained by now?",
      "answer": "For one baby, about 0.5 to 2 kg (1 to 4 lb) in the first trimester, then a steady weekly amount. At a normal BMI that is 4.35 to 7.5 kg by week 24. The calculator works it out for your week."
    },
    {
      "question": "How much weight should I gain with twins?",
      "answer": "The IOM's provisional ranges are 17 to 25 kg (37 to 54 lb) for a normal BMI, 14 to 23 kg for overweight and 11 to 19 kg for obese. There is no range for an underweight BMI; your clinician will advise you."
    },
    {
      "question": "Should I diet if I am gaining too much?",
      "answer": "Not without advice. Dieting in pregnancy can deprive the baby of what it needs. Talk to your midwife, doctor or a dietitian, who can help you adjust what you eat and how active you are safely."
    }
  ]
};
