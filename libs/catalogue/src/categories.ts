import { CATEGORY_NAMES } from './category-names.js';
import type { CategoryId } from './types.js';

export interface Category {
  readonly id: CategoryId;
  /** Display name ("Health & Fitness" for health). */
  readonly name: string;
  readonly description: string;
  /** Emoji shown on category cards. */
  readonly icon: string;
}

/** The four categories, in the order the site shows them. */
export const categories: readonly Category[] = [
  {
    id: 'finance',
    name: CATEGORY_NAMES.finance,
    description: 'Loans, mortgages, savings, investments and retirement: see what you will pay and what you will have.',
    icon: '💰',
  },
  {
    id: 'health',
    name: CATEGORY_NAMES.health,
    description: 'BMI, body fat, calories, protein and heart-rate zones from the formulas clinicians and coaches use.',
    icon: '❤️',
  },
  {
    id: 'education',
    name: CATEGORY_NAMES.education,
    description: 'GPA, grades, percentages and grade curves for students and teachers.',
    icon: '🎓',
  },
  {
    id: 'business',
    name: CATEGORY_NAMES.business,
    description: 'Break-even, margins, markup, depreciation and payback for planning and pricing.',
    icon: '📈',
  },
];
