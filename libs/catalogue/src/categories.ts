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

/**
 * Every category, in the order the site shows them. A category with no calculator yet is left out of the site's lists
 * and pages ({@link listedCategories}).
 */
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
  {
    id: 'math',
    name: CATEGORY_NAMES.math,
    description: 'Fractions, statistics, equations, geometry and random numbers, with every step of the working shown.',
    icon: '➗',
  },
  {
    id: 'everyday',
    name: CATEGORY_NAMES.everyday,
    description: 'Hours and dates, unit conversions, home projects, fuel, weather and network sums for day-to-day questions.',
    icon: '🕒',
  },
];
