import type { CategoryId } from './types.js';

/**
 * Disclaimer texts. The result panel shows a calculator's own disclaimer; the AI panel shows the category one.
 * Medical for BMI, body fat and calorie; financial for loan, mortgage and investment; academic for GPA and grade
 * (docs/product.md#disclaimers); the category disclaimer for every other calculator.
 */
export const disclaimers = {
  medical:
    'This calculator is for general information only and is not medical advice. Results are estimates that do not account for every individual factor; consult a doctor or registered dietitian before making health decisions.',
  financial:
    'Results are estimates for educational purposes only and are not financial advice. Actual rates, fees and terms vary by lender and situation; consult a qualified financial professional before making decisions.',
  academic:
    'Results are estimates for planning only. Grading scales and policies differ between schools and courses; verify with your institution or instructor.',
} as const;

/** The AI panel's "Important Note" per category, and the general one for anything else. */
export const categoryDisclaimers: Readonly<Record<CategoryId | 'general', string>> = {
  finance: 'This is not financial advice. Results are estimates for educational purposes; consult a qualified financial professional for your situation.',
  health: 'This is not medical advice. Results are general estimates; consult a healthcare professional for advice about your health.',
  education: 'Results are estimates. Grading and aid policies differ; verify with your institution.',
  business: 'These are simplified calculations for planning only; consult an accountant or advisor for decisions.',
  math: 'Results are computed to the precision shown; check your working and rounding rules where an exact answer matters.',
  everyday: 'Results are for everyday planning; check measurements, dates and local rules before you rely on one to buy, build or schedule.',
  general: 'Results are estimates only; verify important figures independently.',
};
