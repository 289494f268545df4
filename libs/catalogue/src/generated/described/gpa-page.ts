// Generated from libs/calc-engine/src/calculators/gpa/gpa.ts and gpa.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const gpaPage: CalculatorPage = {
  "title": "GPA Calculator",
  "description": "Work out your grade point average on the 4.0 scale from the letter grade and credit hours of each course.",
  "category": "education",
  "topic": "grades",
  "aliases": [
    "gpa-calculator",
    "grade-point-average",
    "college-gpa",
    "cumulative-gpa",
    "cgpa",
    "semester-gpa"
  ],
  "keywords": [
    "gpa",
    "gpa calculator",
    "grade point average",
    "cgpa",
    "cumulative gpa",
    "college gpa",
    "high school gpa",
    "semester gpa",
    "unweighted gpa",
    "4.0 scale",
    "gpa calulator",
    "gpa calcualtor",
    "how to calculate gpa",
    "what is my gpa",
    "calculate my gpa"
  ],
  "related": [
    "grade",
    "grade-curve",
    "percentage",
    "scholarship"
  ],
  "disclaimer": "academic",
  "formula": {
    "expression": "GPA = Σ(p × c) ÷ Σc",
    "symbols": [
      {
        "symbol": "GPA",
        "meaning": "grade point average of the courses entered"
      },
      {
        "symbol": "p",
        "meaning": "grade points of a course: A 4.0, A- 3.7, B+ 3.3 … D- 0.7, F 0"
      },
      {
        "symbol": "c",
        "meaning": "credits (credit hours) of that course"
      },
      {
        "symbol": "Σ",
        "meaning": "the sum over all courses with a grade and credits"
      }
    ],
    "text": "Each course's grade points are multiplied by its credits, the results are added up, and the total is divided by the number of credits, so a 4-credit course counts four times as much as a 1-credit one."
  },
  "examples": [
    {
      "description": "An A in a 3-credit course and a B in a 4-credit course",
      "inputs": {
        "course1Grade": 4,
        "course1Credits": 3,
        "course2Grade": 3,
        "course2Credits": 4
      }
    },
    {
      "description": "A+ (4 credits), B (2 credits) and A (3 credits) on the 4.3 scale",
      "inputs": {
        "course1Grade": 4.3,
        "course1Credits": 4,
        "course2Grade": 3,
        "course2Credits": 2,
        "course3Grade": 4,
        "course3Credits": 3,
        "aPlusValue": 4.3
      }
    },
    {
      "description": "The same three courses with an A+ counted as 4.0",
      "inputs": {
        "course1Grade": 4.3,
        "course1Credits": 4,
        "course2Grade": 3,
        "course2Credits": 2,
        "course3Grade": 4,
        "course3Credits": 3
      }
    },
    {
      "description": "A full semester: A-, B+, B, C+ and a 1-credit A lab",
      "inputs": {
        "course1Grade": 3.7,
        "course1Credits": 3,
        "course2Grade": 3.3,
        "course2Credits": 4,
        "course3Grade": 3,
        "course3Credits": 3,
        "course4Grade": 2.3,
        "course4Credits": 3,
        "course5Grade": 4,
        "course5Credits": 1
      }
    },
    {
      "description": "A hard term with an F: B, B-, F and a 4-credit C",
      "inputs": {
        "course1Grade": 3,
        "course1Credits": 3,
        "course2Grade": 2.7,
        "course2Credits": 3,
        "course3Grade": 0,
        "course3Credits": 3,
        "course4Grade": 2,
        "course4Credits": 4
      }
    }
  ]
};
