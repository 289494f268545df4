// Generated from libs/calc-engine/src/calculators/protein/protein.ts and protein.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const proteinContent: ExplanatoryContent = {
  "whatItComputes": "This calculator estimates how many grams of protein to eat a day. It multiplies your body weight by a factor in grams per kilogram that matches your activity or goal, from the 0.8 g/kg Recommended Dietary Allowance (RDA) for adults to 2.0 g/kg for intense training. It also shows the RDA minimum for your weight, the range sports nutrition organizations advise for athletes, and how many calories the protein supplies.\n\nProtein provides the amino acids your body uses to build and repair muscle, bone, skin, enzymes and hormones. Unlike fat and carbohydrate it is not stored in a reserve, so you need a steady supply from food every day.",
  "howToUse": "Enter your weight and pick the line that fits you best. Most adults who do not exercise much need 0.8 g/kg; choose 1.0 g/kg if you are over 65 or lightly active, 1.2 to 1.4 g/kg for regular moderate or endurance exercise, 1.6 g/kg for strength training, and 2.0 g/kg for hard training or when losing fat while training, when extra protein helps keep muscle.\n\nIf you carry a lot of excess weight, the result for your full weight will be high; a dietitian may base it on a healthy target weight instead. Spread the total over your meals and snacks rather than eating it in one go.",
  "formulaExplained": "Protein in grams per day = body weight in kg × grams per kg. For a 70 kg person who exercises moderately: 70 × 1.2 = 84 g a day. Each gram of protein provides 4 kcal, so 84 g is 336 kcal. The RDA for the same person is 70 × 0.8 = 56 g, and the athletes' range of 1.2 to 2.0 g/kg is 84 to 140 g.\n\nThe factors come from published guidance: the 0.8 g/kg RDA set by the National Academies (Institute of Medicine) for healthy adults; 1.2 to 2.0 g/kg from the 2016 joint position of the American College of Sports Medicine, the Academy of Nutrition and Dietetics and Dietitians of Canada; and 1.4 to 2.0 g/kg for most exercising people from the International Society of Sports Nutrition (2017). Expert groups on aging suggest 1.0 to 1.2 g/kg for adults over 65.",
  "readingTheResult": "The RDA is a minimum that covers the needs of nearly all healthy adults, not an ideal. Eating more, up to about 2 g/kg, is safe for healthy people and can help if you are active, older or trying to keep muscle while losing weight. Sports nutrition research suggests about 20 to 40 g per meal, spread across the day, is an efficient way to use it.\n\nTo picture the numbers: 100 g of cooked chicken breast has about 31 g of protein, a large egg about 6 g, a 170 g pot of Greek yogurt about 17 g, and a cup of cooked lentils about 18 g. Most people in the United States already eat more than the RDA, so if your target is near it, a normal varied diet will usually cover it.",
  "limitations": "These are general guidelines for healthy adults. Needs are higher in pregnancy (the RDA rises to about 1.1 g/kg) and while breastfeeding, and different for children and teenagers. People with chronic kidney disease are often advised to limit protein, and people with liver disease, gout or other conditions may need tailored advice: follow your doctor's or dietitian's guidance rather than this calculator.\n\nThe calculator uses total body weight. It does not know your body composition, your total calorie intake or your training in detail, so treat the result as a starting point and adjust with a professional if you have specific goals.",
  "faq": [
    {
      "question": "How much protein do I need a day?",
      "answer": "At least 0.8 g per kg of body weight, the RDA: 56 g for a 70 kg adult. If you exercise regularly, 1.2 to 2.0 g per kg is commonly advised, which for 70 kg is 84 to 140 g."
    },
    {
      "question": "How much protein do I need to build muscle?",
      "answer": "About 1.6 g per kg a day, with regular strength training, is enough for most people; going above 2.0 g/kg brings little extra. Training, total calories and sleep matter as much as protein."
    },
    {
      "question": "Is too much protein bad for you?",
      "answer": "For healthy people, intakes up to about 2 g/kg a day are considered safe. People with kidney disease are usually told to limit protein, so they should ask their doctor. Very high-protein diets can also crowd out fiber-rich foods."
    },
    {
      "question": "Do older adults need more protein?",
      "answer": "Many experts suggest 1.0 to 1.2 g per kg a day after 65, because aging muscle responds less to protein. Combined with strength exercise, this helps slow the loss of muscle and strength."
    }
  ]
};
