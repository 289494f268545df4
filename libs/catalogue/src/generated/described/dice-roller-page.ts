// Generated from libs/calc-engine/src/calculators/dice-roller/dice-roller.ts and dice-roller.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const diceRollerPage: CalculatorPage = {
  "title": "Dice Roller",
  "description": "Roll up to 100 dice of 2 to 1,000 sides with a modifier, as in 3d6+2, and see each roll, the total and the average, lowest and highest totals.",
  "category": "everyday",
  "topic": "tech",
  "aliases": [
    "dice-roller-calculator",
    "dice-calculator",
    "die-roller",
    "dice-roll",
    "roll-dice",
    "virtual-dice",
    "online-dice",
    "d20-roller",
    "dnd-dice-roller"
  ],
  "keywords": [
    "dice roller",
    "roll dice",
    "dice roll",
    "online dice",
    "virtual dice",
    "d20 roller",
    "d20",
    "d6",
    "3d6",
    "2d6",
    "d100 percentile dice",
    "dnd dice roller",
    "rpg dice roller",
    "dice probability",
    "coin flip",
    "dice roler",
    "dice rollar",
    "dise roller"
  ],
  "related": [
    "random-number-generator",
    "permutation-combination",
    "standard-deviation",
    "mean-median-mode-range",
    "password-generator"
  ],
  "formula": {
    "expression": "NdS+M;   total = r₁ + r₂ + … + r_N + M;   average total = N × (S + 1) ÷ 2 + M;   lowest = N + M;   highest = N × S + M",
    "symbols": [
      {
        "symbol": "N",
        "meaning": "the number of dice"
      },
      {
        "symbol": "S",
        "meaning": "the number of sides of each die, numbered 1 to S"
      },
      {
        "symbol": "M",
        "meaning": "the modifier, added to the sum of the dice (negative to take away)"
      },
      {
        "symbol": "r₁",
        "meaning": "the first die's roll, r₂ the second's and so on, each a whole number from 1 to S"
      }
    ],
    "text": "Each die shows a whole number from 1 to S, every face equally likely, and the total is the sum of the dice plus the modifier. A die averages halfway between 1 and S, (S + 1) ÷ 2, so N dice average N times that; the lowest total has every die on 1 and the highest every die on S."
  },
  "examples": [
    {
      "description": "Roll 3d6 for a tabletop character's ability score",
      "inputs": {
        "numberOfDice": 3,
        "sides": 6,
        "modifier": 0
      }
    },
    {
      "description": "Two six-sided dice for a board game, 2d6",
      "inputs": {
        "numberOfDice": 2,
        "sides": 6,
        "modifier": 0
      }
    },
    {
      "description": "A d20 attack roll with a +5 bonus, 1d20+5",
      "inputs": {
        "numberOfDice": 1,
        "sides": 20,
        "modifier": 5
      }
    },
    {
      "description": "A spell's damage of 8d6",
      "inputs": {
        "numberOfDice": 8,
        "sides": 6,
        "modifier": 0
      }
    },
    {
      "description": "A percentile roll, one d100",
      "inputs": {
        "numberOfDice": 1,
        "sides": 100,
        "modifier": 0
      }
    },
    {
      "description": "Two eight-sided dice less one, 2d8−1",
      "inputs": {
        "numberOfDice": 2,
        "sides": 8,
        "modifier": -1
      }
    },
    {
      "description": "A coin toss as a two-sided die, 1 for heads and 2 for tails",
      "inputs": {
        "numberOfDice": 1,
        "sides": 2,
        "modifier": 0
      }
    }
  ]
};
