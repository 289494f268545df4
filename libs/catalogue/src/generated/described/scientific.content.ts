// Generated from libs/calc-engine/src/calculators/scientific/scientific.ts and scientific.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const scientificContent: ExplanatoryContent = {
  "whatItComputes": "This is a scientific calculator you can type into or tap. It works out a whole expression at once, such as 2(3+4)^2 or sin(30) + ln(5), rather than one operation at a time, so you can see and correct everything you entered before you press the equals key.\n\nIt knows the four basic operations, powers, factorials and parentheses, the constants pi and e, and sixteen functions: sine, cosine and tangent and their inverses, the three hyperbolic functions, the natural logarithm, the base-10 and base-2 logarithms, square and cube roots, the absolute value and the exponential. Angles are in degrees unless you choose radians. The page keeps your last twenty results, so an earlier answer is one tap away.",
  "howToUse": "Type the expression in the field, or build it with the keypad, and press Enter or the equals key. The keypad writes where the cursor stands, so you can fix the middle of a long expression without starting again. Function keys add the opening parenthesis for you; close it after the argument.\n\nMultiplication can be written with *, × or a dot, and division with / or ÷. A number in front of a constant, a function or a parenthesis multiplies it: 2pi, 3sin(30) and 4(1+2) all work. Two numbers side by side with only a space between them are refused, because 2 3 could mean 23 or 6. Numbers may be written in scientific notation, so 2e3 is 2000.\n\nChoose Degrees or Radians before you compute anything with an angle. In degrees, sin(30) is 0.5; in radians, the same expression is the sine of 30 radians, about -0.988.",
  "formulaExplained": "The calculator follows the order of operations. Parentheses are worked out first. Then functions, factorials and powers; then a minus sign written in front; then multiplication and division, left to right; then addition and subtraction, left to right.\n\nTwo details surprise people. A minus sign in front of a power applies after the power, so -2^2 is -4, as in algebra; spreadsheets such as Excel give 4 because they apply the sign first. A chain of powers groups from the right, so 2^3^2 is 2 to the ninth power, 512, not 8 squared.\n\nMultiplication written without a sign ranks with ordinary multiplication and division. So 6/2(1+2) is read as 6 divided by 2, times 3, which is 9. If you mean 6 divided by 6, write 6/(2(1+2)).\n\nIn degrees, a multiple of 90 degrees gives the exact value: sin(180) is 0 and cos(90) is 0, where the raw binary arithmetic would leave a tiny remainder. The tangent of 90 degrees, or of 270, has no value and is refused.",
  "readingTheResult": "The answer is shown to twelve significant digits, with trailing zeros dropped. Computers store numbers in binary, so 0.1 + 0.2 is really 0.30000000000000004 inside the machine, and the sine of 30 degrees is a hair below one half. Twelve digits hide that last-place noise while keeping more precision than any printed table. Very large and very small answers are written with a power of ten, as 1.5e21.\n\nWhen something cannot be computed, the message under the field says why in words: a division by zero, the square root or logarithm of a number that has none, a factorial of a fraction, or a parenthesis that is never closed.",
  "limitations": "The calculator works with real numbers only, so the square root of -4 and (-8)^(1/3) are refused rather than given as complex numbers; use cbrt(-8) for the real cube root, -2. Factorials are defined here for whole numbers from 0 to 170, because 171! is beyond the largest number a computer double can hold.\n\nResults carry about sixteen significant digits internally, so subtracting two nearly equal large numbers can lose precision. An expression may be up to 1,000 characters long, with at most 100 levels of parentheses, signs and powers inside one another. For exact fractions, use the fraction calculator instead.",
  "faq": [
    {
      "question": "Why is -2^2 equal to -4 and not 4?",
      "answer": "The power is worked out before the minus sign, as in algebra: -2^2 means -(2^2). Write (-2)^2 to square minus two and get 4. Excel and some other spreadsheets apply the minus sign first, which is why they give 4."
    },
    {
      "question": "How do I switch between degrees and radians?",
      "answer": "Pick the angle unit above the keypad. Degrees is the default. It changes how sin, cos and tan read their argument and how asin, acos and atan give theirs: acos(-0.5) is 120 in degrees and about 2.0944 in radians."
    },
    {
      "question": "What is 6/2(1+2)?",
      "answer": "It is 9. Multiplication written without a sign ranks with ordinary multiplication and division, which are worked out from left to right: 6/2 is 3, and 3 times 3 is 9."
    },
    {
      "question": "Why does 0.1 + 0.2 show 0.3 here but 0.30000000000000004 elsewhere?",
      "answer": "Both are the same binary number. Programming languages print every digit they store; this calculator rounds to twelve significant digits, which removes the noise in the last places."
    },
    {
      "question": "How do I compute a cube root or another root?",
      "answer": "Use cbrt for a cube root, cbrt(27) is 3, and a fractional power for other roots: 16^(1/4) is 2. A fractional power of a negative number has no real value, so use cbrt for negative cubes."
    }
  ]
};
