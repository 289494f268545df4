// Generated from libs/calc-engine/src/calculators/bmr/bmr.ts and bmr.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const bmrContent: ExplanatoryContent = {
  "whatItComputes": "Your basal metabolic rate (BMR) is the energy your body uses in a day at complete rest: to breathe, circulate blood, keep a steady temperature, and repair and build cells. For most people who are not very active it is about 60 to 70% of all the calories they burn. This calculator estimates it from your sex, age, weight and height, and then multiplies it by the five standard activity factors to show your total daily energy expenditure (TDEE) at each activity level.\n\nStrictly, BMR is measured after a night's sleep and a 12-hour fast, lying still in a warm room; the Mifflin-St Jeor equation was built from measurements of resting metabolic rate (RMR), which is taken under slightly looser conditions and runs a little higher. For everyday use the two terms mean the same thing.",
  "howToUse": "Choose an equation, then enter your sex, age, weight and height. Mifflin-St Jeor is selected by default and is the best choice for most people. If you know your body fat percentage, from a DEXA scan or the Body Fat Calculator, you can try Katch-McArdle, which ignores sex and age and works from your lean mass instead.\n\nBelow the result you will find your daily needs at five activity levels, from sedentary (× 1.2) to extra active (× 1.9). To turn one of them into a target for losing or gaining weight, use the Calorie Calculator, which adds the goal for you.",
  "formulaExplained": "The Mifflin-St Jeor equation (Mifflin, St Jeor and colleagues, American Journal of Clinical Nutrition, 1990) is BMR = 10 × weight in kg + 6.25 × height in cm − 5 × age + 5 for men, or − 161 for women. For a 30-year-old woman weighing 60 kg and 165 cm tall: 600 + 1,031.25 − 150 − 161 = 1,320.25 kcal a day. The Academy of Nutrition and Dietetics recommends it because, in a 2005 review by Frankenfield and colleagues, it came within 10% of measured values for more people than the other common equations.\n\nThe revised Harris-Benedict equation is the 1919 original refitted by Roza and Shizgal in 1984; it gives 1,854 kcal for a 30-year-old man of 80 kg and 180 cm, against 1,780 kcal from Mifflin-St Jeor. The Katch-McArdle equation, 370 + 21.6 × lean body mass in kg, gives 1,839 kcal for the same man at 15% body fat (68 kg of lean mass).",
  "readingTheResult": "Your BMR is a floor, not a target. Add the energy of daily life and exercise and you get your TDEE, which is what keeps your weight steady. A desk worker who exercises little needs about 1.2 times their BMR; someone training hard most days, 1.7 to 1.9 times.\n\nBMR falls slowly with age, mainly because people tend to lose muscle, and it is higher in people with more lean mass. Strength training twice a week helps keep muscle as you age. A very low-calorie diet can also lower your resting energy use a little, which is one reason why slow, steady changes tend to work better than crash diets.",
  "limitations": "All three equations are averages from groups of healthy adults; for an individual they can be off by 10% or more, roughly 150 to 200 kcal a day. They are less reliable for people with a lot of muscle, older adults, people with obesity, and anyone under 18. Thyroid disorders, some medicines, illness, pregnancy and breastfeeding all change energy needs.\n\nThe only way to know your BMR exactly is to have it measured by indirect calorimetry, which some clinics and sports labs offer. In practice, track your weight for a few weeks at a steady intake and adjust. If you have a medical condition or want to lose a lot of weight, plan it with your doctor or a registered dietitian.",
  "faq": [
    {
      "question": "What is the difference between BMR and TDEE?",
      "answer": "BMR is what you burn at complete rest. TDEE, total daily energy expenditure, adds everything else: digesting food, moving around and exercise. TDEE is your BMR times an activity factor from 1.2 to 1.9."
    },
    {
      "question": "Which BMR formula is most accurate?",
      "answer": "For most adults, Mifflin-St Jeor. Independent comparisons found it the closest to measured values, and the Academy of Nutrition and Dietetics recommends it. Katch-McArdle can do better for lean, muscular people who know their body fat accurately."
    },
    {
      "question": "Should I eat fewer calories than my BMR to lose weight?",
      "answer": "Usually not. Eating below your BMR makes it hard to get enough protein, vitamins and minerals, and it is hard to sustain. A deficit from your TDEE, typically 250 to 500 kcal a day, is safer; talk to a professional before going lower."
    },
    {
      "question": "How can I increase my metabolism?",
      "answer": "Building muscle through strength training raises your resting energy use a little, and being more active raises your TDEE a lot more. Getting enough sleep and protein helps too. No food or supplement raises it meaningfully."
    }
  ]
};
