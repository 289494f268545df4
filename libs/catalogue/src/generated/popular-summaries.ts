// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorSummary } from '../summaries.js';

/** The home page's popular calculators, in the order of `popularSlugs`. */
export const popularSummaries: readonly CalculatorSummary[] = [
  {
    "slug": "bmi",
    "aliases": [
      "bmi-calculator",
      "body-mass-index",
      "body-mass-index-calculator",
      "calculate-bmi",
      "bmi-check"
    ],
    "title": "BMI Calculator",
    "description": "Calculate your body mass index from your weight and height, see your CDC weight category and the healthy weight range for your height.",
    "category": "health",
    "topic": "body"
  },
  {
    "slug": "loan",
    "aliases": [
      "loan-calculator",
      "loan-payment",
      "emi-calculator",
      "emi"
    ],
    "title": "Loan Calculator",
    "description": "Calculate the monthly payment, total repayment and total interest of a fixed-rate loan from its amount, rate and term.",
    "category": "finance",
    "topic": "loans"
  },
  {
    "slug": "gpa",
    "aliases": [
      "gpa-calculator",
      "grade-point-average",
      "college-gpa",
      "cumulative-gpa",
      "cgpa",
      "semester-gpa"
    ],
    "title": "GPA Calculator",
    "description": "Work out your grade point average on the 4.0 scale from the letter grade and credit hours of each course.",
    "category": "education",
    "topic": "grades"
  },
  {
    "slug": "mortgage",
    "aliases": [
      "mortgage-calculator",
      "mortgage-payment",
      "house-payment",
      "home-loan"
    ],
    "title": "Mortgage Calculator",
    "description": "Estimate your monthly house payment with principal, interest, property tax, homeowners insurance, PMI and HOA fees.",
    "category": "finance",
    "topic": "mortgages"
  },
  {
    "slug": "body-fat",
    "aliases": [
      "body-fat-calculator",
      "body-fat-percentage",
      "bodyfat",
      "navy-body-fat",
      "body-fat-percentage-calculator"
    ],
    "title": "Body Fat Calculator",
    "description": "Estimate your body fat percentage from a tape measure with the U.S. Navy method, with your ACE fitness category and fat and lean mass.",
    "category": "health",
    "topic": "body"
  },
  {
    "slug": "roi",
    "aliases": [
      "roi-calculator",
      "return-on-investment",
      "investment-return"
    ],
    "title": "ROI Calculator",
    "description": "Measure the return on an investment as a percentage of what you put in, and as a yearly rate when you know how long you held it.",
    "category": "finance",
    "topic": "savings"
  }
];
