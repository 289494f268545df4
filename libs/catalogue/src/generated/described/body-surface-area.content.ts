// Generated from libs/calc-engine/src/calculators/body-surface-area/body-surface-area.ts and body-surface-area.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const bodySurfaceAreaContent: ExplanatoryContent = {
  "whatItComputes": "Body surface area (BSA) is the total area of the outside of the body, in square meters. This calculator estimates it from height and weight with four established formulas: Mosteller (1987), the main result; DuBois and DuBois (1916), the classic; Haycock (1978), which was developed with data from premature babies to adults and suits children well; and Gehan and George (1970).\n\nMedicine uses BSA because many body processes, such as metabolism, blood volume and kidney filtration, scale better with surface area than with weight alone. It is used to dose many chemotherapy drugs and some other medicines, to size heart output as the cardiac index, and to express kidney function per 1.73 m², the standard adult.",
  "howToUse": "Enter height and weight, in centimeters and kilograms or, with the US switch, in feet, inches and pounds. Use a recent, accurate measurement: in hospitals, weight is taken on calibrated scales because a few kilograms change the result.\n\nThe main result uses the Mosteller formula, the one most hospitals and oncology services use. The other three appear below it for comparison. For most adults all four agree within a few hundredths of a square meter.",
  "formulaExplained": "Mosteller (New England Journal of Medicine, 1987): BSA = √(height in cm × weight in kg ÷ 3600). For 175 cm and 70 kg: 175 × 70 = 12,250; ÷ 3600 = 3.403; the square root is 1.84 m². For 180 cm and 80 kg the result is exactly 2.00 m². Watch the rounding: 1.8447 rounds to 1.84, not 1.85, however tempting it is to round twice.\n\nDuBois and DuBois: BSA = 0.007184 × weight^0.425 × height^0.725, which gives 1.85 m² for the same 175 cm, 70 kg adult. Haycock: 0.024265 × weight^0.5378 × height^0.3964. Gehan and George: 0.0235 × weight^0.51456 × height^0.42246. Mosteller showed that his simple square root matches these older power formulas closely enough for clinical use.",
  "readingTheResult": "Typical adult values are about 1.6 m² for women and 1.9 m² for men; a child of 110 cm and 18 kg has about 0.74 m². The result itself does not say anything good or bad about your health: it is a measure of size that other calculations build on.\n\nIn cancer care, a chemotherapy dose is often written as milligrams per square meter, so a 1.84 m² patient prescribed 100 mg/m² receives about 184 mg. Oncologists and pharmacists then adjust doses for kidney and liver function, other medicines and how the treatment is tolerated, and some doses are capped.",
  "limitations": "All BSA formulas are estimates fitted to small groups of people; DuBois and DuBois measured only nine. They are less accurate at the extremes of body size, including severe obesity, very low weight, amputations and swelling from fluid. Different formulas can differ by several percent in those cases, which matters for narrow-margin drugs.\n\nThis calculator is for information and learning. It is not a tool for choosing or checking a medicine dose at home. If you have questions about a dose based on your body surface area, ask your oncologist, doctor or pharmacist.",
  "faq": [
    {
      "question": "What is a normal body surface area?",
      "answer": "There is no \"normal\" as such, but average adults are about 1.6 m² for women and 1.9 m² for men. Medicine uses 1.73 m² as a standard adult when comparing kidney function between people."
    },
    {
      "question": "Which BSA formula is best?",
      "answer": "Mosteller is the most widely used because it is simple and agrees closely with the others for most people. Haycock is often preferred for infants and young children. Hospitals usually pick one formula and use it consistently."
    },
    {
      "question": "Why is body surface area used for chemotherapy doses?",
      "answer": "Many drugs are cleared from the body at rates that track body size, and BSA was found to predict that better than weight alone in early studies. It is not perfect, so doctors also consider kidney and liver function and side effects."
    },
    {
      "question": "How do I calculate BSA by hand?",
      "answer": "Multiply height in cm by weight in kg, divide by 3,600 and take the square root. For 160 cm and 55 kg: 160 × 55 = 8,800; ÷ 3,600 = 2.444; √2.444 = 1.56 m²."
    }
  ]
};
