import { calculatorPath } from './lookup.js';

/** The home page's "Popular Calculators" grid, in this order: BMI, Loan, GPA, Mortgage, Body Fat, ROI. */
export const popularSlugs = ['bmi', 'loan', 'gpa', 'mortgage', 'body-fat', 'roi'] as const;

/** The calculators "Try a Calculator Now" picks one of at random (docs/product.md#home-and-footer-lists). */
export const tryNowSlugs = ['bmi', 'loan', 'gpa', 'mortgage'] as const;

/** A link of the site footer. */
export interface QuickLink {
  readonly label: string;
  readonly href: string;
}

/** The footer's "Quick Links": Home, BMI, Mortgage, GPA (docs/product.md#home-and-footer-lists). */
export const footerQuickLinks: readonly QuickLink[] = [
  { label: 'Home', href: '/' },
  { label: 'BMI', href: calculatorPath('bmi') },
  { label: 'Mortgage', href: calculatorPath('mortgage') },
  { label: 'GPA', href: calculatorPath('gpa') },
];
