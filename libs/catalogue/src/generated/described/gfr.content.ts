// Generated from libs/calc-engine/src/calculators/gfr/gfr.ts and gfr.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const gfrContent: ExplanatoryContent = {
  "whatItComputes": "This calculator estimates your glomerular filtration rate (eGFR): how many millilitres of blood your kidneys filter each minute, scaled to an average body surface of 1.73 m². It is the number labs print beside a creatinine result, and the one doctors use to spot and stage chronic kidney disease (CKD) and to set the dose of many medicines.\n\nIt uses the CKD-EPI 2021 creatinine equation that the National Kidney Foundation and the American Society of Nephrology recommend for adults in the US. Unlike the older 2009 and MDRD equations, it has no race factor. Beside the eGFR it shows the KDIGO category, from G1 (normal or high) to G5 (kidney failure), and your creatinine in mg/dL.",
  "howToUse": "Copy the serum creatinine from your blood test report and choose its unit: mg/dL in the US, µmol/L in the UK, Europe, Canada and Australia. Enter your age on the day of the test (the equation is for adults from 18) and your sex. The result appears at once; change a value to see how much it moves the estimate.",
  "formulaExplained": "The equation divides your creatinine by κ, a typical level: 0.7 mg/dL for women and 0.9 for men. Below that level the ratio is raised to a small power α (−0.241 for women, −0.302 for men); above it, to −1.2, so that every rise in creatinine lowers the estimate more steeply. The result is multiplied by 142, by 0.9938 for each year of age (about 0.6% less a year) and, for women, by 1.012.\n\nFor a woman of 55 with 0.9 mg/dL: 0.9 ÷ 0.7 = 1.2857, raised to −1.2 gives 0.7397; 0.9938 to the 55th power is 0.7103; 142 × 0.7397 × 0.7103 × 1.012 = 75.5, which a lab reports as 75, category G2. A value in µmol/L is divided by 88.4 first: 150 µmol/L is 1.70 mg/dL.",
  "readingTheResult": "KDIGO groups the eGFR, as a lab reports it to the whole number, into six categories: G1 90 or more, G2 60 to 89, G3a 45 to 59, G3b 30 to 44, G4 15 to 29 and G5 under 15. An eGFR of 60 or more is not kidney disease by itself; it counts only with other signs of damage, such as albumin in the urine. Under 60 for three months or more is chronic kidney disease whatever the cause. Many healthy older adults have an eGFR in the 60s or 70s, since filtration falls slowly with age.",
  "limitations": "The equation estimates an average: for a given person it is within 30% of the measured GFR about nine times in ten. Creatinine comes from muscle, so very muscular people, amputees, people with little muscle, vegetarians and people on creatine supplements get less accurate estimates, as do pregnant women and anyone whose kidney function is changing fast, for example in hospital. For them a cystatin C test, or a measured GFR, is better. A single result does not diagnose anything; your doctor reads it with your history, urine tests and earlier results. Do not change a medicine because of this number without asking the prescriber.",
  "faq": [
    {
      "question": "What is a normal eGFR?",
      "answer": "An eGFR of 90 or more is normal for young adults, and 60 or more is usually fine, especially later in life. Under 60 for three months or longer means chronic kidney disease. Your doctor will read your number with your age and other tests."
    },
    {
      "question": "Why was race removed from the eGFR equation?",
      "answer": "The older equations gave Black patients a higher estimate for the same creatinine, which could delay diagnosis and referral. In 2021 a joint task force replaced them with the CKD-EPI 2021 equation, fitted without race, which this calculator uses."
    },
    {
      "question": "Can I raise my eGFR?",
      "answer": "A low reading from dehydration, a big meat meal or hard exercise the day before can be higher on a repeat test. For lasting kidney health, control blood pressure and blood sugar, avoid regular use of anti-inflammatory painkillers, do not smoke and follow your doctor's advice."
    },
    {
      "question": "How do I convert creatinine from µmol/L to mg/dL?",
      "answer": "Divide by 88.4: 88.4 µmol/L is 1 mg/dL, and 150 µmol/L is 1.70 mg/dL. Choose µmol/L above and the calculator does it for you."
    },
    {
      "question": "Does a G2 or G3a result mean I have kidney disease?",
      "answer": "Not on its own. G2 is kidney disease only with other signs of kidney damage, and G3a only when it lasts three months. Ask your doctor to repeat the test and check your urine for albumin."
    }
  ]
};
