// Generated from libs/calc-engine/src/calculators/number-sequence/number-sequence.ts and number-sequence.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const numberSequenceContent: ExplanatoryContent = {
  "whatItComputes": "A number sequence is a list of numbers built by a rule. This calculator handles the three rules met most often: an arithmetic sequence, which adds the same number at each step (2, 5, 8, 11, …); a geometric sequence, which multiplies by the same number (2, 4, 8, 16, …); and the Fibonacci sequence, where each number is the sum of the two before it (1, 1, 2, 3, 5, 8, …). For any of them it gives the n-th term, the sum of the first n terms and a list of the first twenty terms, so you can check the pattern is the one you meant.",
  "howToUse": "Choose the kind of sequence. For an arithmetic sequence enter the first term and the common difference, the number added at each step; a negative difference gives a falling sequence. For a geometric sequence enter the first term and the common ratio, the number each term is multiplied by; a ratio between −1 and 1 makes the terms shrink, and a negative ratio makes their signs alternate. The Fibonacci sequence needs no starting values: it always begins 1, 1. Then enter n, which term you want, counting the first term as 1. The sum adds the first n terms.\n\nTo find the rule from a list you have, subtract neighbouring terms: if the differences are all the same, the sequence is arithmetic and that is d. Otherwise divide neighbouring terms: if the ratios are all the same, it is geometric and that is r.",
  "formulaExplained": "In an arithmetic sequence the n-th term is the first term plus n − 1 steps of d: for 2, 5, 8, … the 10th term is 2 + 9 × 3 = 29. Its sum pairs the first term with the last, the second with the second-to-last, and so on; every pair adds up to the same amount, so the sum is n × (a₁ + aₙ) ÷ 2 = 10 × 31 ÷ 2 = 155.\n\nIn a geometric sequence the n-th term is the first term times the ratio n − 1 times: for 2, 4, 8, … the 10th term is 2 × 2⁹ = 1,024. The sum of the first n terms is a₁ × (1 − rⁿ) ÷ (1 − r), here 2 × (1 − 1,024) ÷ (1 − 2) = 2,046. With a ratio of exactly 1 every term equals the first, and the sum is n × a₁.\n\nEach Fibonacci number is the sum of the two before it. The sum of the first n of them is one less than the (n + 2)-th: 1 + 1 + 2 + 3 + 5 = 12, and the 7th Fibonacci number is 13.",
  "readingTheResult": "The n-th term and the sum are shown to twelve significant digits; very large or very small values are written with a power of ten, as 1.5e21 for 1.5 × 10²¹. The list shows the first twenty terms, followed by \"…\" when n is larger. A geometric sequence with a ratio above 1 grows very quickly: doubling 2 a thousand times gives a number with over 300 digits, and past about 10³⁰⁸ no computer number can hold it, so the calculator says the terms grow too large.",
  "limitations": "The calculator works with ordinary double-precision numbers, which hold whole numbers exactly only up to 9,007,199,254,740,992 (2⁵³). Fibonacci numbers are therefore given up to n = 78, the last one below that limit; arithmetic and geometric terms beyond it are rounded to about sixteen significant digits. n can be at most 1,000. Other sequences, such as squares, triangular numbers or sequences defined by a different recurrence, are not covered.",
  "faq": [
    {
      "question": "What is the difference between a sequence and a series?",
      "answer": "A sequence is the list of terms; a series is what you get by adding them up. This calculator gives both: the n-th term of the sequence and the sum of its first n terms, the n-th partial sum of the series."
    },
    {
      "question": "What does a geometric series add up to if it goes on forever?",
      "answer": "If the ratio is between −1 and 1, the terms shrink towards 0 and the sum approaches a₁ ÷ (1 − r): 100 + 50 + 25 + … approaches 200. If the ratio is 1 or more, or −1 or less, the sum has no limit."
    },
    {
      "question": "How do I find the common difference or ratio?",
      "answer": "Take any term and subtract the one before it to get the difference; divide it by the one before it to get the ratio. Check with a second pair: if they disagree, the sequence is of another kind."
    },
    {
      "question": "Why does the Fibonacci option stop at n = 78?",
      "answer": "F₇₈ = 8,944,394,323,791,464 is the largest Fibonacci number a double-precision number holds exactly. F₇₉ would be rounded, and a Fibonacci number that is not exact is not much use."
    }
  ]
};
