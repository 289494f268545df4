// Generated from libs/calc-engine/src/calculators/grade/grade.ts and grade.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const gradePage: CalculatorPage = {
  "title": "Grade Calculator",
  "description": "Work out your weighted course grade and letter grade, and the score you need on the final exam to reach the grade you want.",
  "category": "education",
  "topic": "grades",
  "aliases": [
    "grade-calculator",
    "final-grade",
    "final-grade-calculator",
    "weighted-grade",
    "final-exam-grade",
    "grade-needed"
  ],
  "keywords": [
    "grade calculator",
    "final grade calculator",
    "what do i need on my final",
    "weighted grade",
    "final exam grade",
    "grade needed",
    "class grade",
    "course grade",
    "weighted average grade",
    "what grade do i need",
    "letter grade",
    "grade calulator",
    "grade calcuator",
    "final grade",
    "test score"
  ],
  "related": [
    "gpa",
    "grade-curve",
    "percentage"
  ],
  "disclaimer": "academic",
  "formula": {
    "expression": "G = Σ(s × w) ÷ Σw;   needed = (T × 100 − Σ(s × w)) ÷ (100 − Σw)",
    "symbols": [
      {
        "symbol": "G",
        "meaning": "weighted grade, in percent"
      },
      {
        "symbol": "s",
        "meaning": "score of an assignment, exam or category, in percent"
      },
      {
        "symbol": "w",
        "meaning": "its weight, in percent of the course"
      },
      {
        "symbol": "T",
        "meaning": "the course grade you want, in percent"
      },
      {
        "symbol": "needed",
        "meaning": "the average you need on the weight still to come, such as the final exam"
      }
    ],
    "text": "Each score counts in proportion to its weight, and the total is divided by the weight entered so far. The grade needed is what the remaining weight must add to reach your target."
  },
  "examples": [
    {
      "description": "A finished course: five parts weighted 10, 20, 20, 25 and 25%",
      "inputs": {
        "score1": 93,
        "weight1": 10,
        "score2": 85,
        "weight2": 20,
        "score3": 86,
        "weight3": 20,
        "score4": 87,
        "weight4": 25,
        "score5": 91,
        "weight5": 25
      }
    },
    {
      "description": "Before a final worth 25%: what is needed for an 88% course grade",
      "inputs": {
        "score1": 93,
        "weight1": 10,
        "score2": 85,
        "weight2": 20,
        "score3": 86,
        "weight3": 20,
        "score4": 87,
        "weight4": 25,
        "targetGrade": 88
      }
    },
    {
      "description": "Halfway through at 67%, hoping for a C- (70%)",
      "inputs": {
        "score1": 70,
        "weight1": 20,
        "score2": 65,
        "weight2": 30,
        "targetGrade": 70
      }
    },
    {
      "description": "Halfway through at 67%, hoping for an A- (90%)",
      "inputs": {
        "score1": 70,
        "weight1": 20,
        "score2": 65,
        "weight2": 30,
        "targetGrade": 90
      }
    },
    {
      "description": "A 93.5% average with a final worth 20% to go and a 70% target",
      "inputs": {
        "score1": 95,
        "weight1": 40,
        "score2": 92,
        "weight2": 40,
        "targetGrade": 70
      }
    }
  ]
};
