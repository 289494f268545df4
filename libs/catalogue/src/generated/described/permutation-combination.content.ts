// Generated from libs/calc-engine/src/calculators/permutation-combination/permutation-combination.ts and permutation-combination.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const permutationCombinationContent: ExplanatoryContent = {
  "whatItComputes": "The calculator counts the ways to choose r items out of n. It gives two counts. The permutations, written nPr, count arrangements in which order matters: first, second and third place are different outcomes. The combinations, written nCr and read \"n choose r\", count selections in which order does not matter: the same three people form one committee however they are listed.\n\nBoth counts come in two versions. Without repetition each item can be chosen at most once, as when cards are dealt or people are picked. With repetition an item can be chosen again, as a digit can appear twice in a PIN or a flavour twice in a cone. The counts are computed exactly, to the last digit, and shown in full beside their rounded values.",
  "howToUse": "Enter the number of different items to choose from as Total Items (n), and how many are chosen as Items Chosen (r). Both are whole numbers from 0 to 1,000. Then say whether repetition is allowed. Without repetition r cannot be larger than n, because there are not enough items to go round.\n\nDecide first whether order matters in your question. A race result, a password or a seating plan is a permutation; a hand of cards, a lottery ticket or a team is a combination. The calculator gives both, so you can read the one that fits.",
  "formulaExplained": "Without repetition the first place can be filled by any of the n items, the second by any of the n − 1 left, and so on for r places. Multiplying the choices gives n × (n − 1) × … × (n − r + 1), which is n! ÷ (n − r)!. For eight finalists and three medals that is 8 × 7 × 6 = 336 ways to award gold, silver and bronze.\n\nEvery selection of r items can be put in order in r! ways, so the combinations are the permutations divided by r!. Five cards from a deck of 52 can be dealt in 52 × 51 × 50 × 49 × 48 = 311,875,200 orders, and dividing by 5! = 120 leaves 2,598,960 different hands. Choosing no items at all can be done in exactly one way, so nP0 and nC0 are both 1.\n\nWith repetition every one of the r places has all n items to choose from, so there are nʳ permutations: a four-digit PIN has 10⁴ = 10,000 possibilities. The combinations with repetition, (n + r − 1)! ÷ (r!·(n − 1)!), count the multisets, collections in which an item may appear several times: three scoops from five flavours make 35 different cones.",
  "readingTheResult": "The counts grow very fast. Choosing 6 numbers from 49 gives 13,983,816 combinations, which is why a single lottery ticket wins so rarely: if every ticket is equally likely, the chance of one particular combination is one in that number. Large counts are shown with a power of ten, and the full count with every digit is listed under the result.\n\nThe ratio of the two counts is the number of orders each selection has. Where it is large, stating whether order matters changes the answer enormously, so check which count your question needs.",
  "limitations": "The calculator counts; it does not list the arrangements. It treats the n items as all different; identical items, such as the letters of a word with repeated letters, need a different formula that divides by the repeats of each item. Circular arrangements, where rotations count as the same, are also outside its scope.\n\nThe inputs are limited to 1,000 and the counts to 308 digits, the largest a number in a calculation can hold; a larger count is refused with a message. Counts are not probabilities unless every outcome is equally likely: with repetition, for example, the unordered selections are not equally likely when items are drawn one at a time.",
  "faq": [
    {
      "question": "What is the difference between a permutation and a combination?",
      "answer": "Order. In a permutation, A then B is a different outcome from B then A; in a combination they are the same outcome. That is why there are always at least as many permutations as combinations, r! times as many without repetition."
    },
    {
      "question": "Why is 0! equal to 1?",
      "answer": "There is exactly one way to arrange nothing: the empty arrangement. Defining 0! as 1 also keeps the formulas working at the edges, so that choosing all n items gives one combination and choosing none gives one too."
    },
    {
      "question": "Does this match Excel?",
      "answer": "Yes. Without repetition the permutations equal Excel's PERMUT and the combinations COMBIN; with repetition they equal PERMUTATIONA and COMBINA. Excel rounds large results to 15 significant digits, while the calculator also gives every digit."
    },
    {
      "question": "How do I work out lottery odds?",
      "answer": "Enter how many numbers the draw picks from as n and how many are drawn as r, without repetition. The combinations are the number of possible tickets, and the chance that one ticket matches every number is one in that count."
    }
  ]
};
