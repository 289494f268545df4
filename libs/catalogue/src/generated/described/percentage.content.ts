// Generated from libs/calc-engine/src/calculators/percentage/percentage.ts and percentage.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const percentageContent: ExplanatoryContent = {
  "whatItComputes": "This calculator answers the three everyday percentage questions. What is X% of Y? (20% of 150 is 30.) X is what percent of Y? (45 out of 60 is 75%.) And what is the percentage change from X to Y? (From 100 to 150 is an increase of 50%.) Choose the question, enter the two numbers, and the answer appears as you type.\n\nThese cover most real uses: a tip or a sales tax, a discount, a test score, a share of a budget, a pay rise, the change in a price or in a population. Negative numbers and decimals are allowed.",
  "howToUse": "For a percentage of a number, choose \"What is X% of Y?\", enter the percentage as X and the number as Y. A 15% tip on an $80 bill is X = 15, Y = 80, which gives $12. For a discount, take the percentage off: 25% off $80 is $80 − $20 = $60.\n\nFor a score or a share, choose \"X is what percent of Y?\", with the part as X and the whole as Y: 45 right answers out of 60 is 75%. For an increase or decrease, choose \"Percentage change from X to Y\", with the old value as X and the new value as Y: a price cut from $80 to $60 is −25%.",
  "formulaExplained": "Percent means \"per hundred\", so 20% is 20 ÷ 100 = 0.2. X% of Y is X ÷ 100 × Y: 20% of 150 = 0.2 × 150 = 30. X as a percentage of Y is X ÷ Y × 100: 45 ÷ 60 × 100 = 75%. The percentage change from X to Y is (Y − X) ÷ |X| × 100: from 100 to 150, (150 − 100) ÷ 100 × 100 = 50%. The difference is divided by the starting value, so the direction matters; dividing by the size of X without its sign keeps a rise positive even when X is negative, so going from −50 to −25 is a 50% increase.",
  "readingTheResult": "For a percentage result, the reading under it says how big it is: under 25% is a small share, 25 to 50% moderate, 50 to 75% large, and 75% or more nearly all of it. A result above 100% means the part is larger than the whole, or that the value has more than doubled. A negative change is a decrease.\n\nPercentage changes do not cancel out. A price that rises 50% from $100 to $150 and then falls 50% ends at $75, not $100, because the fall is taken from the larger amount. To undo a percentage increase, divide by (1 + X ÷ 100): a price of $120 after a 20% rise was $120 ÷ 1.2 = $100, not $96.",
  "limitations": "The percentage change is undefined when the starting value X is 0, and \"X is what percent of Y\" is undefined when Y is 0, so the calculator asks for another value instead of showing a meaningless number.\n\nBe careful with changes in values that are already percentages. An interest rate that goes from 4% to 5% has risen by 1 percentage point, which is a 25% increase in the rate. News reports often mix the two; this calculator gives the relative change (25%), and the difference in points is simply 5 − 4.\n\nResults are shown rounded to two decimals; the calculation itself keeps full precision.",
  "faq": [
    {
      "question": "How do I calculate a percent of a number?",
      "answer": "Multiply the number by the percentage and divide by 100. 15% of 80 is 80 × 15 ÷ 100 = 12. In your head, 10% is the number with the decimal point moved one place left (8), so 15% is 8 plus half of 8."
    },
    {
      "question": "What is the difference between percent and percentage points?",
      "answer": "Percentage points measure the gap between two percentages; percent measures a relative change. A rate going from 4% to 5% rises by 1 percentage point, which is a 25% increase in the rate itself."
    },
    {
      "question": "Why does a 50% drop need a 100% rise to recover?",
      "answer": "Because each change is measured from a different starting value. $100 that falls 50% is $50, and getting back to $100 means gaining $50 on $50, which is 100%."
    },
    {
      "question": "How do I find the original price before a discount?",
      "answer": "Divide the sale price by (1 − discount ÷ 100). A $60 price after 25% off was $60 ÷ 0.75 = $80."
    }
  ]
};
