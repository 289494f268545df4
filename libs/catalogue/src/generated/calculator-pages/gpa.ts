// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { gpaPage } from '../described/gpa-page.js';

export const calculator: CalculatorShape = {
  "slug": "gpa",
  "inputs": [
    {
      "name": "course1Grade",
      "label": "Course 1 Grade",
      "type": "select",
      "required": true,
      "options": [
        4.3,
        4,
        3.7,
        3.3,
        3,
        2.7,
        2.3,
        2,
        1.7,
        1.3,
        1,
        0.7,
        0
      ],
      "optionLabels": {
        "0": "F (0.0)",
        "1": "D (1.0)",
        "2": "C (2.0)",
        "3": "B (3.0)",
        "4": "A (4.0)",
        "4.3": "A+ (4.0, or 4.3 on the 4.3 scale)",
        "3.7": "A- (3.7)",
        "3.3": "B+ (3.3)",
        "2.7": "B- (2.7)",
        "2.3": "C+ (2.3)",
        "1.7": "C- (1.7)",
        "1.3": "D+ (1.3)",
        "0.7": "D- (0.7)"
      },
      "uiDefault": 4
    },
    {
      "name": "course1Credits",
      "label": "Course 1 Credits",
      "type": "number",
      "unit": "credits",
      "required": true,
      "min": 0,
      "max": 10,
      "step": 0.5,
      "uiDefault": 3,
      "placeholder": "e.g. 3",
      "help": "Credit hours (units) of the course; a row without a grade or with 0 credits is left out."
    },
    {
      "name": "course2Grade",
      "label": "Course 2 Grade",
      "type": "select",
      "required": false,
      "options": [
        4.3,
        4,
        3.7,
        3.3,
        3,
        2.7,
        2.3,
        2,
        1.7,
        1.3,
        1,
        0.7,
        0
      ],
      "optionLabels": {
        "0": "F (0.0)",
        "1": "D (1.0)",
        "2": "C (2.0)",
        "3": "B (3.0)",
        "4": "A (4.0)",
        "4.3": "A+ (4.0, or 4.3 on the 4.3 scale)",
        "3.7": "A- (3.7)",
        "3.3": "B+ (3.3)",
        "2.7": "B- (2.7)",
        "2.3": "C+ (2.3)",
        "1.7": "C- (1.7)",
        "1.3": "D+ (1.3)",
        "0.7": "D- (0.7)"
      }
    },
    {
      "name": "course2Credits",
      "label": "Course 2 Credits",
      "type": "number",
      "unit": "credits",
      "required": false,
      "min": 0,
      "max": 10,
      "step": 0.5,
      "uiDefault": 3,
      "placeholder": "e.g. 3"
    },
    {
      "name": "course3Grade",
      "label": "Course 3 Grade",
      "type": "select",
      "required": false,
      "options": [
        4.3,
        4,
        3.7,
        3.3,
        3,
        2.7,
        2.3,
        2,
        1.7,
        1.3,
        1,
        0.7,
        0
      ],
      "optionLabels": {
        "0": "F (0.0)",
        "1": "D (1.0)",
        "2": "C (2.0)",
        "3": "B (3.0)",
        "4": "A (4.0)",
        "4.3": "A+ (4.0, or 4.3 on the 4.3 scale)",
        "3.7": "A- (3.7)",
        "3.3": "B+ (3.3)",
        "2.7": "B- (2.7)",
        "2.3": "C+ (2.3)",
        "1.7": "C- (1.7)",
        "1.3": "D+ (1.3)",
        "0.7": "D- (0.7)"
      }
    },
    {
      "name": "course3Credits",
      "label": "Course 3 Credits",
      "type": "number",
      "unit": "credits",
      "required": false,
      "min": 0,
      "max": 10,
      "step": 0.5,
      "uiDefault": 3,
      "placeholder": "e.g. 3"
    },
    {
      "name": "course4Grade",
      "label": "Course 4 Grade",
      "type": "select",
      "required": false,
      "options": [
        4.3,
        4,
        3.7,
        3.3,
        3,
        2.7,
        2.3,
        2,
        1.7,
        1.3,
        1,
        0.7,
        0
      ],
      "optionLabels": {
        "0": "F (0.0)",
        "1": "D (1.0)",
        "2": "C (2.0)",
        "3": "B (3.0)",
        "4": "A (4.0)",
        "4.3": "A+ (4.0, or 4.3 on the 4.3 scale)",
        "3.7": "A- (3.7)",
        "3.3": "B+ (3.3)",
        "2.7": "B- (2.7)",
        "2.3": "C+ (2.3)",
        "1.7": "C- (1.7)",
        "1.3": "D+ (1.3)",
        "0.7": "D- (0.7)"
      }
    },
    {
      "name": "course4Credits",
      "label": "Course 4 Credits",
      "type": "number",
      "unit": "credits",
      "required": false,
      "min": 0,
      "max": 10,
      "step": 0.5,
      "uiDefault": 3,
      "placeholder": "e.g. 3"
    },
    {
      "name": "course5Grade",
      "label": "Course 5 Grade",
      "type": "select",
      "required": false,
      "options": [
        4.3,
        4,
        3.7,
        3.3,
        3,
        2.7,
        2.3,
        2,
        1.7,
        1.3,
        1,
        0.7,
        0
      ],
      "optionLabels": {
        "0": "F (0.0)",
        "1": "D (1.0)",
        "2": "C (2.0)",
        "3": "B (3.0)",
        "4": "A (4.0)",
        "4.3": "A+ (4.0, or 4.3 on the 4.3 scale)",
        "3.7": "A- (3.7)",
        "3.3": "B+ (3.3)",
        "2.7": "B- (2.7)",
        "2.3": "C+ (2.3)",
        "1.7": "C- (1.7)",
        "1.3": "D+ (1.3)",
        "0.7": "D- (0.7)"
      }
    },
    {
      "name": "course5Credits",
      "label": "Course 5 Credits",
      "type": "number",
      "unit": "credits",
      "required": false,
      "min": 0,
      "max": 10,
      "step": 0.5,
      "uiDefault": 3,
      "placeholder": "e.g. 3"
    },
    {
      "name": "course6Grade",
      "label": "Course 6 Grade",
      "type": "select",
      "required": false,
      "options": [
        4.3,
        4,
        3.7,
        3.3,
        3,
        2.7,
        2.3,
        2,
        1.7,
        1.3,
        1,
        0.7,
        0
      ],
      "optionLabels": {
        "0": "F (0.0)",
        "1": "D (1.0)",
        "2": "C (2.0)",
        "3": "B (3.0)",
        "4": "A (4.0)",
        "4.3": "A+ (4.0, or 4.3 on the 4.3 scale)",
        "3.7": "A- (3.7)",
        "3.3": "B+ (3.3)",
        "2.7": "B- (2.7)",
        "2.3": "C+ (2.3)",
        "1.7": "C- (1.7)",
        "1.3": "D+ (1.3)",
        "0.7": "D- (0.7)"
      }
    },
    {
      "name": "course6Credits",
      "label": "Course 6 Credits",
      "type": "number",
      "unit": "credits",
      "required": false,
      "min": 0,
      "max": 10,
      "step": 0.5,
      "uiDefault": 3,
      "placeholder": "e.g. 3"
    },
    {
      "name": "aPlusValue",
      "label": "A+ counts as",
      "type": "select",
      "required": false,
      "default": 4,
      "uiDefault": 4,
      "options": [
        4,
        4.3
      ],
      "optionLabels": {
        "4": "Standard 4.0 scale (A+ = 4.0)",
        "4.3": "4.3 scale (A+ = 4.3)"
      },
      "help": "Most US schools and the College Board count an A+ as 4.0; some colleges give 4.3."
    }
  ],
  "outputs": [
    {
      "name": "gpa",
      "type": "number",
      "label": "GPA",
      "words": "the GPA"
    },
    {
      "name": "totalCredits",
      "type": "number",
      "unit": "credits",
      "label": "Credits counted"
    },
    {
      "name": "totalGradePoints",
      "type": "number",
      "unit": "points",
      "label": "Grade points (points × credits)"
    }
  ],
  "primary": "gpa"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, gpaPage);
export const loadCode = () => import('../calculator-code/gpa.js');
