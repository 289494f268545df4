// Generated from libs/calc-engine/src/calculators/ideal-weight/ideal-weight.ts and ideal-weight.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const idealWeightContent: ExplanatoryContent = {
  "whatItComputes": "This calculator estimates an \"ideal\" body weight for your height and sex with the four best-known formulas: Devine (1974), Robinson (1983), Miller (1983) and Hamwi (1964). It also shows the range of weights that gives a healthy body mass index (BMI 18.5 to 24.9) at your height, the range the CDC and the World Health Organization use.\n\nThe Devine formula is the main result because it is the standard in hospitals and pharmacies, where ideal body weight is used to dose some medicines and to set ventilators. The other formulas were later attempts to fit the same idea to measured data, and a chart shows all four side by side.",
  "howToUse": "Choose your sex and enter your height, in centimeters or, with the US switch, in feet and inches. Measure your height without shoes, standing straight with your heels against a wall. The result updates immediately.\n\nRead the result as a range, not a single number. The four formulas usually agree within a few kilograms; the healthy BMI range is wider and is the more useful guide to whether your current weight is a health concern.",
  "formulaExplained": "Each formula is a base weight at exactly 5 feet (152.4 cm) plus a fixed amount per inch above it. Devine: 50 kg for men or 45.5 kg for women, plus 2.3 kg per inch. Robinson: 52 or 49 kg plus 1.9 or 1.7 kg per inch. Miller: 56.2 or 53.1 kg plus 1.41 or 1.36 kg per inch. Hamwi: 48 or 45.5 kg plus 2.7 or 2.2 kg per inch.\n\nFor a man 5 ft 10 in (177.8 cm), 10 inches over 5 feet: Devine gives 50 + 2.3 × 10 = 73 kg, Robinson 71 kg, Miller 70.3 kg and Hamwi 75 kg. His healthy BMI range is 18.5 × 1.778² = 58.5 kg to 24.9 × 1.778² = 78.7 kg. For a woman 5 ft 6 in (167.64 cm), Devine gives 59.3 kg.",
  "readingTheResult": "No single weight is ideal for everyone of the same height. Frame size, muscle and age all matter, so someone with a broad, muscular build can be healthy well above the formula result. The healthy BMI range is a band of roughly 15 to 22 kg for most adult heights, and being anywhere in it is generally considered a healthy weight.\n\nIf your weight is well above or below the range, that is a reason to look at your health more broadly, not a target to hit at any cost. Your waist size, blood pressure, blood sugar and cholesterol, fitness and how you feel all count. A doctor or registered dietitian can help you set a realistic goal; for many people, losing 5 to 10% of their weight already brings real benefits.",
  "limitations": "These formulas were not designed as health targets. Devine proposed his for calculating drug doses, Hamwi's was a clinical rule of thumb, and Robinson and Miller derived theirs from old life-insurance height and weight tables. None considers body composition, frame size, age or ethnicity, and none has been shown to predict health outcomes on its own.\n\nThe formulas apply to adults at least 5 ft (152.4 cm) tall; below that they are extrapolated and can give unrealistically low values. They do not apply to children or teenagers, whose healthy weight is judged on growth charts, or to pregnancy. For personal advice, talk to your doctor.",
  "faq": [
    {
      "question": "What is my ideal weight for my height?",
      "answer": "By the Devine formula, men: 50 kg plus 2.3 kg for every inch over 5 feet; women: 45.5 kg plus 2.3 kg per inch. For a 5 ft 10 in man that is 73 kg. A healthy BMI range, a band of roughly 15 to 22 kg for most heights, is a better target than one number."
    },
    {
      "question": "Which ideal weight formula is most accurate?",
      "answer": "None is accurate for an individual in a health sense, because they ignore muscle and frame size. Devine is the most widely used, especially for medicine doses; Robinson and Miller give slightly lower results for tall men."
    },
    {
      "question": "Why do the four formulas give different answers?",
      "answer": "They were fitted at different times to different data, with different base weights and amounts per inch. The differences are largest for very tall and very short people."
    },
    {
      "question": "Is ideal body weight the same as a healthy weight?",
      "answer": "Not quite. Ideal body weight is one number from a formula; a healthy weight is a range, usually a BMI of 18.5 to 24.9, within which health risks are lowest for most adults."
    }
  ]
};
