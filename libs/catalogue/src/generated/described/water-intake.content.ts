// Generated from libs/calc-engine/src/calculators/water-intake/water-intake.ts and water-intake.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const waterIntakeContent: ExplanatoryContent = {
  "whatItComputes": "This calculator estimates how much fluid to drink in a day. It starts from your body weight, adds water to replace what you sweat during exercise, and adds an allowance for hot or humid weather. The result is shown in liters, in US fluid ounces and in 8-ounce cups.\n\nThere is no single official formula for daily water needs. The National Academies of Sciences, Engineering, and Medicine looked at the evidence in 2004 and set an adequate intake rather than a requirement: about 3.7 liters of total water a day for men and 2.7 liters for women, counting the water in food as well as drinks. Choose your sex and the calculator shows that reference figure beside your personal estimate.",
  "howToUse": "Enter your weight, the minutes of exercise you do on a typical day, and your climate. Count any activity that makes you sweat: a brisk walk, a workout, physical work. Choose \"hot\" for warm weather or a heated workplace, and \"very hot or humid\" for tropical heat or long hours outdoors in summer. Enter your sex if you want to compare the result with the National Academies reference intake.\n\nUse the result as a daily target for all your drinks together, not only plain water. Plan for more on days with more exercise or heat, and less on cool, quiet days.",
  "formulaExplained": "Water in milliliters = 35 × weight in kg + 12 × minutes of exercise + the climate allowance (0, 500 or 1,000 mL). The 35 mL per kg is a common clinical rule of thumb (30 to 35 mL/kg), close to the popular advice of half an ounce per pound. The 12 mL per minute is about 355 mL (12 oz) for every 30 minutes of exercise.\n\nFor 80 kg and 30 minutes of exercise in a temperate climate: 35 × 80 = 2,800 mL, plus 12 × 30 = 360 mL, makes 3,160 mL, or 3.16 liters a day. A 70 kg man who does not exercise gets 2.45 liters, about 10 cups.",
  "readingTheResult": "The number is a reasonable daily target for fluids, not an exact requirement. All drinks count, including tea and coffee: the National Academies found that caffeinated drinks contribute to daily water intake. Food adds more, since fruit, vegetables, soups and yogurt are mostly water; on average, food supplies about a fifth of total water intake.\n\nThe simplest checks are your thirst and your urine. Pale yellow urine usually means you are drinking enough; dark yellow urine, a dry mouth, headaches or tiredness can be signs you need more. For most healthy people, drinking when thirsty and with meals meets their needs.",
  "limitations": "This is a rule of thumb for healthy adults. It does not fit everyone: needs are higher during pregnancy (the National Academies reference is 3.0 liters of total water a day) and breastfeeding (3.8 liters), during fever, vomiting or diarrhea, and at high altitude. People with kidney disease, heart failure or liver disease may be told to limit fluids, so follow your doctor's advice rather than this calculator. Children need different amounts.\n\nMore is not always better. Drinking very large amounts quickly, especially during long endurance events, can dilute the sodium in your blood (hyponatremia), which can be dangerous. If you are unsure how much you should drink, ask your doctor.",
  "faq": [
    {
      "question": "How much water should I drink a day?",
      "answer": "A common rule of thumb is about 35 mL per kilogram of body weight, plus more for exercise and heat: about 2.45 liters for a 70 kg adult who does not exercise. The National Academies adequate intake, which includes water from food, is about 3.7 liters for men and 2.7 liters for women."
    },
    {
      "question": "Do I really need 8 glasses of water a day?",
      "answer": "The \"8 × 8\" rule (eight 8-ounce glasses) is easy to remember but not based on strong evidence. Your needs depend on your size, activity and climate, and food and other drinks count too."
    },
    {
      "question": "Does coffee count toward my water intake?",
      "answer": "Yes. Caffeinated drinks have a mild diuretic effect, but the National Academies concluded that they still contribute to your daily total. Keep caffeine moderate for other reasons, such as sleep."
    },
    {
      "question": "Can you drink too much water?",
      "answer": "Yes. Drinking far more than your kidneys can clear, especially over a few hours during endurance sports, can lower blood sodium to dangerous levels. Drink to thirst, and during long events replace salt as well as water."
    }
  ]
};
