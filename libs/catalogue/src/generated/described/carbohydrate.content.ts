// Generated from libs/calc-engine/src/calculators/carbohydrate/carbohydrate.ts and carbohydrate.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const carbohydrateContent: ExplanatoryContent = {
  "whatItComputes": "This calculator tells you how many grams of carbohydrate to eat a day. It starts from your daily calories, either the number you already know or an estimate from your sex, age, weight, height, activity and weight goal, and takes the share of those calories you want from carbohydrate, 55% unless you choose another. Beside the result it shows the recommended range of 45% to 65% of your calories in grams, the calories the carbohydrate supplies and the 130 g a day that is the adult minimum.\n\nCarbohydrate is the body's main fuel: sugars, starches and fibre from grains, fruit, vegetables, legumes and dairy. The brain alone uses about 130 g of glucose a day, which is why that figure is the recommended daily allowance.",
  "howToUse": "If you track your calories, choose \"I know my calories\" and type them. Otherwise keep \"Estimate from my body\" and enter your sex, age, weight and height, then pick your activity level and goal. The estimate is the same one the calorie calculator makes. Leave the carbohydrate share at 55%, the middle of the range, or set your own: 45% for a more moderate intake, 60% to 65% for endurance training, or less than 45% for a low-carbohydrate plan.",
  "formulaExplained": "Carbohydrate grams = daily calories × share ÷ 100 ÷ 4. Each gram of carbohydrate supplies about 4 kcal (the Atwater factor), so dividing the calories you want from carbohydrate by 4 gives grams. On a 2,000 kcal diet at 55%, carbohydrate supplies 1,100 kcal, which is 275 g. The range is worked out the same way: 2,000 × 0.45 ÷ 4 = 225 g and 2,000 × 0.65 ÷ 4 = 325 g, the figures the Mayo Clinic gives for a 2,000 kcal diet.\n\nWhen you ask for an estimate, the calories come from the Mifflin-St Jeor equation. A man of 30 who weighs 70 kg and is 175 cm tall uses 10 × 70 + 6.25 × 175 − 5 × 30 + 5 = 1,648.75 kcal at rest; moderately active (× 1.55) he needs about 2,556 kcal, and 55% of that is about 351 g of carbohydrate.",
  "readingTheResult": "The 45% to 65% range is the Acceptable Macronutrient Distribution Range set by the Institute of Medicine: eating within it supports good health while leaving room for enough protein and fat. Where the grams come from matters as much as the total. Whole grains, beans, vegetables and fruit bring fibre, vitamins and minerals; sugary drinks and sweets bring calories with little else, and guidelines advise keeping added sugars under 10% of calories.\n\nTo picture the numbers: a slice of bread has about 15 g of carbohydrate, a medium banana about 27 g, a cup of cooked rice about 45 g and a cup of cooked lentils about 40 g.",
  "limitations": "The calorie estimate describes an average person of your size and activity; your true needs may be 10% higher or lower. The result is general guidance for healthy adults and teenagers, not a diet for a medical condition. People with diabetes need carbohydrate targets matched to their medicine and blood glucose, and pregnancy raises the RDA to 175 g a day: follow your doctor's or dietitian's advice in these cases.\n\nLow-carbohydrate diets below 130 g a day can help some people lose weight, but they are harder to keep up and may cause tiredness or headaches at first. Athletes in long training may need more than 65% on some days.",
  "faq": [
    {
      "question": "How many carbs should I eat a day?",
      "answer": "For most adults, 45% to 65% of calories: 225 to 325 g on a 2,000 kcal diet. The minimum advised for adults is 130 g a day."
    },
    {
      "question": "How many carbs should I eat to lose weight?",
      "answer": "Weight loss comes from eating fewer calories than you use, whatever their source. Choose a weight-loss goal to lower your calories, and keep carbohydrate in the range, or try a lower share if you find it easier to eat less that way."
    },
    {
      "question": "What counts as a low-carbohydrate diet?",
      "answer": "Usually less than 130 g a day, or under about 26% of calories. A ketogenic diet goes lower still, often 20 to 50 g a day."
    },
    {
      "question": "Does fibre count as carbohydrate?",
      "answer": "Yes: fibre is part of total carbohydrate on a nutrition label, though it supplies fewer calories. Adults are advised to eat about 14 g of fibre for every 1,000 kcal."
    }
  ]
};
