// Generated from libs/calc-engine/src/calculators/z-score/z-score.ts and z-score.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const zScoreContent: ExplanatoryContent = {
  "whatItComputes": "A z-score, or standard score, says how many standard deviations a value lies above or below the mean. It puts values measured on different scales on one footing: an exam mark, a blood test and a machine's output can be compared by their z-scores even though their units differ.\n\nBesides the z-score, the calculator gives the probabilities a normal distribution (the bell curve) assigns around it: the share of values below your value, the share above it, the share within the same distance of the mean on either side, and the share beyond that distance in both tails together, the two-tailed probability used in hypothesis tests. The share below, as a percentage, is the value's percentile.",
  "howToUse": "Enter the raw score, the value you want to place, then the mean and the standard deviation of the population it belongs to. The three can be in any unit, as long as it is the same unit for all of them; the z-score and the probabilities have no unit. The standard deviation must be greater than 0.\n\nTo go the other way, from a z-score to a raw score, choose to solve for the raw score and enter the z-score with the mean and the standard deviation. This answers questions such as which score is two standard deviations above the mean.",
  "formulaExplained": "The z-score subtracts the mean from the value and divides the difference by the standard deviation: z = (x − μ) ÷ σ. In Excel's example the value 42 is 2 above a mean of 40, and 2 divided by a standard deviation of 1.5 is 1.3333, so 42 lies one and a third standard deviations above the mean. A value below the mean has a negative z-score, and the mean itself a z-score of 0.\n\nThe probabilities come from the standard normal distribution function Φ, the area under the bell curve to the left of z. The calculator computes it from the complementary error function, Φ(z) = ½·erfc(−z ÷ √2), with a series near the centre and a continued fraction in the tails, accurate to twelve significant digits or more, far tails included. For z = 1.3333 the area to the left is 0.908789, so about 90.88% of a normal population lies below 42. The area to the right is 1 − Φ(z); the area within ±z of the mean is 2Φ(|z|) − 1, and the area beyond it is what remains.",
  "readingTheResult": "A z-score between −1 and 1 is typical: about two thirds of a normal population lies within one standard deviation of the mean. Between 1 and 2 in either direction a value is above or below average but common. Beyond 2 it is unusual, and beyond 3 it is rare: an IQ of 130, two standard deviations above a mean of 100 with a standard deviation of 15, is at the 97.72% point, so about 2.3% of people score higher.\n\nThe two-tailed probability is the chance of a value at least as far from the mean as yours, in either direction. Statistical tests call a result significant at the 5% level when this probability is below 0.05, which happens beyond a z-score of about 1.96.",
  "limitations": "The z-score itself only needs a mean and a standard deviation, but the probabilities and the percentile assume the values follow a normal distribution. Many real data sets are skewed or have heavy tails, incomes and waiting times among them, and for those the probabilities can be far off, above all in the tails. Check the shape of your data before reading a percentile from a z-score.\n\nThe mean and the standard deviation should be those of the population, or estimates from a large sample. With a small sample the t-distribution describes the uncertainty better than the normal curve, and a statistician can advise on the right test.",
  "faq": [
    {
      "question": "What does a negative z-score mean?",
      "answer": "That the value is below the mean. A z-score of −1.75, such as a 25-minute delivery where deliveries average 32 minutes with a standard deviation of 4, means the value lies one and three quarters standard deviations below the mean; only about 4% of a normal population is that low."
    },
    {
      "question": "How do I find a percentile from a z-score?",
      "answer": "The percentile is the probability below the value, as a percentage. Enter a mean of 0 and a standard deviation of 1 and type the z-score as the raw score: the percentile shown is the one for that z-score, as a z-table gives it, without reading a table."
    },
    {
      "question": "Is this the same as Excel's STANDARDIZE and NORM.DIST?",
      "answer": "Yes. The z-score equals STANDARDIZE(x, mean, standard deviation), and the probability below equals NORM.DIST(x, mean, standard deviation, TRUE), or NORM.S.DIST(z, TRUE) for the z-score itself."
    },
    {
      "question": "What is the difference between one-tailed and two-tailed probabilities?",
      "answer": "A one-tailed probability counts only one direction: the share above a high value or below a low one. A two-tailed probability counts both directions at once, the share at least as far from the mean as the value on either side, so it is twice the smaller of the two one-tailed probabilities."
    }
  ]
};
