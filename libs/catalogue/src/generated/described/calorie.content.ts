// Generated from libs/calc-engine/src/calculators/calorie/calorie.ts and calorie.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const calorieContent: ExplanatoryContent = {
  "whatItComputes": "This calculator estimates your total daily energy expenditure (TDEE): the number of calories that keeps your weight where it is. It first works out your basal metabolic rate (BMR), the energy you use at complete rest, with the Mifflin-St Jeor equation, and multiplies it by an activity factor. If you choose a goal, it then gives a daily calorie target for losing or gaining weight at the pace you pick, and a chart shows the intake for every goal side by side.\n\nFor perspective, the Dietary Guidelines for Americans estimate that most adult women need about 1,600 to 2,400 kcal a day and most adult men about 2,000 to 3,000, depending on age, size and activity. Your own result will usually fall in that range.",
  "howToUse": "Enter your sex, age, weight and height, then pick the activity level that matches a typical week. Be honest: most people overestimate. If you sit at a desk and exercise two or three times a week, \"lightly active\" is usually closer than \"moderately active\". Count exercise sessions that raise your heart rate for 30 minutes or more.\n\nPick a goal if you want to change your weight. A mild deficit of 250 kcal or a standard deficit of 500 kcal a day suits most people; the extreme option is only for people with a lot of weight to lose and ideally with professional support. Track your weight for two to four weeks, then adjust by 100 to 200 kcal if it is moving faster or slower than you want.",
  "formulaExplained": "Step 1, BMR (Mifflin-St Jeor, 1990): 10 × weight in kg + 6.25 × height in cm − 5 × age, plus 5 for men or minus 161 for women. Step 2, TDEE: BMR × activity factor, from 1.2 for sedentary to 1.9 for extra active. Step 3, target: TDEE plus the goal adjustment.\n\nFor a 28-year-old woman who weighs 65 kg, is 165 cm tall and exercises moderately: BMR = 650 + 1,031.25 − 140 − 161 = 1,380.25 kcal, and TDEE = 1,380.25 × 1.55 = 2,139 kcal a day. For a 35-year-old man of 80 kg and 180 cm who is moderately active, TDEE is 2,720 kcal; aiming to lose about half a kilogram a week, his target is 2,220 kcal a day.",
  "readingTheResult": "Treat the maintenance figure as a starting point. The goal options use the rule of thumb that 3,500 kcal equals about one pound (0.45 kg) of body fat, so a daily deficit of 500 kcal loses about a pound a week. The CDC notes that people who lose weight gradually, about 0.5 to 1 kg (1 to 2 lb) a week, are more likely to keep it off.\n\nWhere the calories come from matters too. Build meals around vegetables, fruit, whole grains, lean protein and healthy fats; the Macro Calculator splits your target into grams of carbohydrate, protein and fat. Commonly cited minimums are about 1,200 kcal a day for women and 1,500 for men: below them, it is hard to meet nutrient needs without medical supervision.",
  "limitations": "The estimate can be off by 10% or more for an individual, because metabolism varies between people of the same size. The 3,500 kcal rule also overstates long-term weight loss: researchers at the U.S. National Institutes of Health have shown that as you lose weight, you burn less, so progress slows unless you adjust. Recalculate after every 5 kg or so of change.\n\nThis calculator is for healthy adults. It is not suitable for children and teenagers, during pregnancy or breastfeeding, or for people with eating disorders, diabetes treated with insulin, kidney disease or other conditions that change energy needs. If that applies to you, or you plan to lose a lot of weight, ask your doctor or a registered dietitian.",
  "faq": [
    {
      "question": "How many calories should I eat a day?",
      "answer": "To maintain your weight, about your TDEE: your BMR times your activity factor. For a moderately active 28-year-old woman of 65 kg and 165 cm that is about 2,139 kcal a day. Enter your own details above to get your figure."
    },
    {
      "question": "How many calories should I eat to lose weight?",
      "answer": "A deficit of about 500 kcal a day below your maintenance calories loses roughly 0.5 kg (1 lb) a week at first. Avoid going below about 1,200 kcal a day for women or 1,500 for men without medical supervision."
    },
    {
      "question": "What is TDEE?",
      "answer": "Total daily energy expenditure: all the calories you burn in a day, including your resting metabolism, digestion, daily movement and exercise. Eating the same number of calories keeps your weight steady."
    },
    {
      "question": "Why am I not losing weight on my calorie target?",
      "answer": "Intake is easy to underestimate and activity easy to overestimate, water weight can hide fat loss for a week or two, and your needs fall as you lose weight. Track honestly for a few weeks, then lower your target by 100 to 200 kcal or add activity. If nothing changes, see your doctor."
    }
  ]
};
