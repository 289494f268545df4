import { calculatorPath } from './lookup.js';

export { popularSlugs, tryNowSlugs } from './popular.js';

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
