// Generated from libs/calc-engine/src/calculators/macros/macros.ts and macros.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const macrosContent: ExplanatoryContent = {
  "whatItComputes": "Macronutrients, or macros, are the three nutrients that supply calories: carbohydrate, protein and fat. This calculator takes the number of calories you plan to eat in a day and splits it into grams of each, using the share of calories your chosen diet gives to each one. A pie chart shows the split.\n\nYou can pick one of six common splits, balanced, low fat, low carb, high protein, keto and Zone, or enter your own percentages. The result is in grams because that is what food labels and tracking apps show.",
  "howToUse": "Start with your daily calories. If you do not know them, the Calorie Calculator estimates them from your size and activity; use your goal figure if you want to lose or gain weight. Then choose a diet. If you choose Custom, enter the percentage of calories for carbohydrate, protein and fat; they must add up to 100.\n\nUse the grams as daily targets when you read labels or log meals. Being within 5 to 10 grams of each target is plenty; daily totals matter more than any single meal. Check that your protein in grams makes sense for your weight with the Protein Calculator.",
  "formulaExplained": "Grams = daily calories × percentage ÷ calories per gram. Carbohydrate and protein supply 4 kcal per gram and fat 9 kcal per gram: these are the Atwater factors that food labels use. For a 2,000 kcal balanced diet (50% carbohydrate, 20% protein, 30% fat): 1,000 kcal ÷ 4 = 250 g of carbohydrate, 400 kcal ÷ 4 = 100 g of protein and 600 kcal ÷ 9 = 67 g of fat.\n\nThe same 2,000 kcal on a keto split (5/25/70) would be 25 g of carbohydrate, 125 g of protein and 156 g of fat, which shows how much the choice of diet changes what is on your plate even at the same calories. Alcohol, at 7 kcal per gram, is not counted in any of the three.",
  "readingTheResult": "The National Academies set Acceptable Macronutrient Distribution Ranges (AMDR) for adults: 45 to 65% of calories from carbohydrate, 10 to 35% from protein and 20 to 35% from fat. Within those ranges, many different eating patterns support good health, and the result tells you when a split falls outside them. The balanced and Zone splits sit inside all three ranges; keto, low carb and high protein diets deliberately go outside one or more.\n\nQuality counts as much as quantity. Choose mostly whole grains, fruit, vegetables and legumes for carbohydrate, lean meat, fish, eggs, dairy, beans and tofu for protein, and olive oil, nuts and seeds for fat. The Dietary Guidelines for Americans suggest keeping saturated fat below 10% of calories and eating about 14 g of fiber for every 1,000 kcal.",
  "limitations": "The calculator divides calories; it does not check that a diet suits you. Very low-carbohydrate diets such as keto can cause low blood sugar in people taking insulin or some diabetes medicines, need care with some blood pressure medicines, and are not advised during pregnancy without medical supervision. People with kidney disease may need to limit protein. If any of this applies to you, plan your diet with a doctor or registered dietitian.\n\nFood labels and tracking apps round their numbers, and the Atwater factors are averages, so your real intake will differ a little from the targets. The calorie total matters most for body weight, and the split matters for how full you feel, your training and your long-term health.",
  "faq": [
    {
      "question": "What is a good macro split?",
      "answer": "For most healthy adults, any split within the National Academies ranges works: 45–65% carbohydrate, 10–35% protein and 20–35% fat. A balanced 50/20/30 split is a sensible default; the best one is the one you can keep up."
    },
    {
      "question": "How do I calculate macros for weight loss?",
      "answer": "First set a calorie target below your maintenance calories with the Calorie Calculator, then split it here. Keeping protein on the high side, around 25 to 30% of calories, helps you feel full and keep muscle while you lose fat."
    },
    {
      "question": "Why does fat have fewer grams than carbs for the same calories?",
      "answer": "A gram of fat supplies 9 kcal, more than twice the 4 kcal of a gram of carbohydrate or protein. So 600 kcal of fat is only 67 g, while 600 kcal of carbohydrate is 150 g."
    },
    {
      "question": "How many carbs can I eat on keto?",
      "answer": "Keto diets usually keep carbohydrate to about 20 to 50 g a day, around 5 to 10% of calories. At 1,800 kcal, the 5% keto split here gives 22.5 g. Talk to your doctor first if you have diabetes or take regular medicines."
    }
  ]
};
