// Generated from libs/calc-engine/src/calculators/bmi/bmi.ts and bmi.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const bmiContent: ExplanatoryContent = {
  "whatItComputes": "Body mass index (BMI) is a simple screening number that relates your weight to your height. This calculator works it out from your weight and height, in metric or US units, and places the result in one of the four adult categories used by the U.S. Centers for Disease Control and Prevention (CDC) and the World Health Organization: underweight, healthy (normal) weight, overweight and obese. It also shows the range of weights that would give a healthy BMI at your height, and your BMI Prime, which is your BMI divided by 25, the upper limit of the healthy range.\n\nBMI was devised by the Belgian statistician Adolphe Quetelet in the 1830s and named by the physiologist Ancel Keys in 1972. Doctors use it because it is quick, free and well studied in large populations. It is a starting point for a conversation about weight and health, not a diagnosis.",
  "howToUse": "Choose metric or US units with the switch, then enter your weight and your height. Weigh yourself in light clothing without shoes, ideally at the same time of day, and measure your height standing straight against a wall. The result updates as you type.\n\nThe three examples on this page are a 70 kg, 170 cm adult (BMI 24.22), an 85 kg, 180 cm adult (26.23) and a 55 kg, 160 cm adult (21.48); two more show the underweight and obese ranges. Click one to fill in the form, then change a value to see how the result moves.",
  "formulaExplained": "In metric units, BMI = weight in kilograms ÷ (height in meters)². For 70 kg and 170 cm: 1.70 × 1.70 = 2.89, and 70 ÷ 2.89 = 24.22 kg/m². In US units the CDC uses BMI = 703 × weight in pounds ÷ (height in inches)²; the factor 703 converts pounds per square inch into kilograms per square meter, so 150 lb at 65 inches gives 24.96 in either system.\n\nThe healthy weight range for your height runs from a BMI of 18.5 to 24.9, so it is 18.5 × height² to 24.9 × height². At 170 cm that is 53.5 to 72.0 kg.",
  "readingTheResult": "For adults aged 20 and over, the CDC categories are: below 18.5 underweight; 18.5 to 24.9 healthy weight; 25 to 29.9 overweight; 30 or more obese. Obesity is often split further into class 1 (30 to 34.9), class 2 (35 to 39.9) and class 3 (40 or more). A value exactly on a boundary belongs to the higher category, so 25.0 counts as overweight.\n\nA BMI in the overweight or obese range is linked, across large groups of people, with a higher risk of type 2 diabetes, high blood pressure, heart disease and some cancers; a very low BMI is linked with nutritional deficiencies, bone loss and weaker immunity. For one person, though, BMI is only a screening result. Your doctor will look at it alongside your waist size, blood pressure, blood tests, family history and how active you are.",
  "limitations": "BMI cannot tell muscle from fat. Athletes and very muscular people can have a BMI in the overweight range while carrying little fat, and older adults who have lost muscle can have a \"normal\" BMI while carrying too much. It says nothing about where fat sits; fat around the waist carries more risk, and a waist above 102 cm (40 in) for men or 88 cm (35 in) for women who are not pregnant is a sign to talk to your doctor whatever your BMI. The World Health Organization has noted that in many Asian populations health risks begin at lower BMI values.\n\nThe adult categories do not apply to children and teenagers, whose BMI is judged against CDC growth charts for their age and sex, or during pregnancy, when weight gain is expected and should be discussed with your midwife or doctor. If your result worries you, or you have lost or gained weight without trying, see a healthcare professional.",
  "faq": [
    {
      "question": "What is a healthy BMI?",
      "answer": "For adults, the CDC and the World Health Organization define a BMI from 18.5 to 24.9 as a healthy weight. Below 18.5 is underweight, 25 to 29.9 is overweight and 30 or more is obese."
    },
    {
      "question": "Am I overweight if my BMI is over 25?",
      "answer": "By the BMI categories, yes: 25 to 29.9 is the overweight range. But BMI does not measure body fat directly. If you are muscular, a body fat estimate or a waist measurement tells you more, and a doctor can put the number in context."
    },
    {
      "question": "Can children use this BMI calculator?",
      "answer": "The calculation is the same, but the adult categories do not apply to anyone under 20. Children's and teenagers' BMI is compared with CDC growth charts for their age and sex, so ask your child's doctor or use a BMI-for-age percentile tool."
    },
    {
      "question": "Is BMI accurate for athletes?",
      "answer": "Not very. Muscle is denser than fat, so strength and power athletes often have a BMI of 25 or more with low body fat. For them a body fat measurement is a better guide."
    },
    {
      "question": "What is BMI Prime?",
      "answer": "BMI Prime is your BMI divided by 25, the upper limit of the healthy range. A value of 1.00 or more means you are at or above that limit; 0.97 means you are 3% below it."
    }
  ]
};
