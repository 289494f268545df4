import { CATEGORY_NAMES } from './category-names.js';
import type { CategoryId } from './types.js';

export interface Category {
  readonly id: CategoryId;
  /** Display name ("Health & Fitness" for health). */
  readonly name: string;
  readonly description: string;
  /** Emoji shown on category cards. */
  readonly icon: string;
  /**
   * The topics its calculators are grouped under, in the order the category page shows them: every calculator's
   * page names one (`topic: loans`). The page shows the headings once the category holds more than
   * {@link TOPIC_HEADINGS_ABOVE} calculators.
   */
  readonly topics: readonly Topic[];
}

/** A group of a category's calculators (loans, pregnancy, geometry), with the heading the category page shows. */
export interface Topic {
  /** Lower-case words joined by hyphens: a calculator's page names it, and it is the heading's anchor. */
  readonly id: string;
  readonly name: string;
}

/** A category page lists its calculators under their topics' headings, with a list of the topics, above this many. */
export const TOPIC_HEADINGS_ABOVE = 20;

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
    topics: [
      { id: 'loans', name: 'Loans and Credit' },
      { id: 'mortgages', name: 'Mortgages and Housing' },
      { id: 'savings', name: 'Savings, Investing and Retirement' },
      { id: 'spending', name: 'Pay, Budgets and Shopping' },
    ],
  },
  {
    id: 'health',
    name: CATEGORY_NAMES.health,
    description: 'BMI, body fat, calories, protein and heart-rate zones from the formulas clinicians and coaches use.',
    icon: '❤️',
    topics: [
      { id: 'body', name: 'Body and Weight' },
      { id: 'nutrition', name: 'Nutrition and Energy' },
      { id: 'fitness', name: 'Fitness and Sleep' },
      { id: 'pregnancy', name: 'Pregnancy' },
      { id: 'health-checks', name: 'Health Checks' },
    ],
  },
  {
    id: 'education',
    name: CATEGORY_NAMES.education,
    description: 'GPA, grades, percentages and grade curves for students and teachers.',
    icon: '🎓',
    topics: [
      { id: 'grades', name: 'Grades and Scores' },
      { id: 'percentages', name: 'Percentages and Economics' },
      { id: 'school-money', name: 'Paying for School' },
    ],
  },
  {
    id: 'business',
    name: CATEGORY_NAMES.business,
    description: 'Break-even, margins, markup, depreciation and payback for planning and pricing.',
    icon: '📈',
    topics: [
      { id: 'pricing', name: 'Pricing and Profit' },
      { id: 'assets', name: 'Assets and Investments' },
    ],
  },
  {
    id: 'math',
    name: CATEGORY_NAMES.math,
    description: 'Fractions, statistics, equations, geometry and random numbers, with every step of the working shown.',
    icon: '➗',
    topics: [
      { id: 'arithmetic', name: 'Arithmetic and Algebra' },
      { id: 'statistics', name: 'Statistics and Probability' },
      { id: 'geometry', name: 'Geometry' },
    ],
  },
  {
    id: 'everyday',
    name: CATEGORY_NAMES.everyday,
    description: 'Hours and dates, unit conversions, home projects, fuel, weather and network sums for day-to-day questions.',
    icon: '🕒',
    topics: [
      { id: 'dates-and-time', name: 'Dates and Time' },
      { id: 'conversions', name: 'Units and Numbers' },
      { id: 'home', name: 'Home and Garden' },
      { id: 'auto', name: 'Auto and Fuel' },
      { id: 'weather', name: 'Weather' },
      { id: 'tech', name: 'Tech and Chance' },
      { id: 'dining', name: 'Shopping and Dining' },
    ],
  },
];
