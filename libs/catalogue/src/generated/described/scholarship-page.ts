// Generated from libs/calc-engine/src/calculators/scholarship/scholarship.ts and scholarship.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const scholarshipPage: CalculatorPage = {
  "title": "Scholarship Calculator",
  "description": "Find what college really costs after scholarships and grants: your net price per year and over your whole degree.",
  "category": "education",
  "topic": "school-money",
  "aliases": [
    "scholarship-calculator",
    "net-price",
    "net-price-calculator",
    "college-cost",
    "cost-of-attendance",
    "financial-aid"
  ],
  "keywords": [
    "scholarship calculator",
    "net price",
    "net price calculator",
    "college cost",
    "cost of attendance",
    "coa",
    "financial aid",
    "how much will college cost",
    "tuition calculator",
    "scholarship",
    "grants",
    "pell grant",
    "college cost after scholarships",
    "schollarship",
    "scolarship calculator"
  ],
  "related": [
    "savings-goal",
    "student-loan",
    "loan",
    "gpa",
    "investment"
  ],
  "formula": {
    "expression": "net price = COA − (S + G);   COA = tuition + housing + books + other;   total = Σ max(0, COA × (1 + g)^k − (S + G))",
    "symbols": [
      {
        "symbol": "net price",
        "meaning": "what you pay for the first year, never below $0"
      },
      {
        "symbol": "COA",
        "meaning": "cost of attendance: tuition and fees, room and board, books and supplies, transportation and personal costs"
      },
      {
        "symbol": "S",
        "meaning": "scholarships per year"
      },
      {
        "symbol": "G",
        "meaning": "grants per year"
      },
      {
        "symbol": "g",
        "meaning": "annual cost increase, as a fraction (3% = 0.03)"
      },
      {
        "symbol": "k",
        "meaning": "the year of study, counted from 0 for the first year"
      },
      {
        "symbol": "total",
        "meaning": "total net cost over all the years of study"
      }
    ],
    "text": "Your net price is the full cost of a year at college less the gift aid you do not repay. Over several years, each year's cost grows by the annual increase while the aid stays the same."
  },
  "examples": [
    {
      "description": "$30,000 tuition with a $10,000 scholarship and a $5,000 grant, over 4 years",
      "inputs": {
        "tuitionAndFees": 30000,
        "scholarships": 10000,
        "grants": 5000,
        "years": 4
      }
    },
    {
      "description": "A public university at $26,200 a year, $8,000 scholarship, costs rising 3% a year",
      "inputs": {
        "tuitionAndFees": 12000,
        "roomAndBoard": 11000,
        "booksAndSupplies": 1200,
        "otherExpenses": 2000,
        "scholarships": 8000,
        "years": 4,
        "annualCostIncrease": 3
      }
    },
    {
      "description": "Two years of community college living at home, with a $7,395 Pell Grant",
      "inputs": {
        "tuitionAndFees": 4000,
        "booksAndSupplies": 1500,
        "otherExpenses": 3000,
        "scholarships": 0,
        "grants": 7395,
        "years": 2
      }
    },
    {
      "description": "A private college where $62,000 of aid exceeds the $61,200 cost",
      "inputs": {
        "tuitionAndFees": 45000,
        "roomAndBoard": 15000,
        "booksAndSupplies": 1200,
        "scholarships": 50000,
        "grants": 12000,
        "years": 4
      }
    }
  ]
};
