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
    name: 'Finance',
    description: 'Loans, mortgages, savings, investments and retirement: see what you will pay and what you will have.',
    icon: '💰',
  },
  {
    id: 'health',
    name: 'Health & Fitness',
    description: 'BMI, body fat, calories, protein and heart-rate zones from the formulas clinicians and coaches use.',
    icon: '❤️',
  },
  {
    id: 'education',
    name: 'Education',
    description: 'GPA, grades, percentages and grade curves for students and teachers.',
    icon: '🎓',
  },
  {
    id: 'business',
    name: 'Business',
    description: 'Break-even, margins, markup, depreciation and payback for planning and pricing.',
    icon: '📈',
  },
];

/**
 * Display name of a category; an unknown id gets a generic capitalised name rather than an error.
 * @example
 * categoryName('health'); // 'Health & Fitness'
 * categoryName('travel'); // 'Travel'
 */
export function categoryName(id: string): string {
  const known = categories.find((category) => category.id === id);
  if (known) return known.name;
  return id.charAt(0).toUpperCase() + id.slice(1);
}
