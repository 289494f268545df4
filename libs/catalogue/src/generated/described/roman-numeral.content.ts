// Generated from libs/calc-engine/src/calculators/roman-numeral/roman-numeral.ts and roman-numeral.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const romanNumeralContent: ExplanatoryContent = {
  "whatItComputes": "The converter writes a whole number from 1 to 3999 in Roman numerals, and reads a Roman numeral back as a number. It uses the standard form taught in schools and used by Excel's ROMAN and ARABIC functions: the letters I, V, X, L, C, D and M, largest first, with six subtractive pairs for 4, 9, 40, 90, 400 and 900. The result shows the numeral in capitals and the number, and the worked solution splits them into the value of each symbol.\n\nRoman numerals are still used for years on buildings and in film credits, for the hours of clock faces, for the numbers of monarchs, popes, sporting events and book chapters, and for outlines and lists.",
  "howToUse": "Choose which way to convert. To write a number as a numeral, type a whole number from 1 to 3999. To read a numeral, type it in capitals or small letters; spaces before and after it are ignored. A numeral that is not in the standard form, such as IIII for 4 or IC for 99, is refused with a message that says what the standard form allows.",
  "formulaExplained": "The standard form has thirteen values: M 1000, CM 900, D 500, CD 400, C 100, XC 90, L 50, XL 40, X 10, IX 9, V 5, IV 4 and I 1. To write a number, take the largest value that fits, write its symbol and subtract it, then repeat with what is left. For 1994: M leaves 994, CM leaves 94, XC leaves 4 and IV leaves nothing, so 1994 is MCMXCIV.\n\nReading goes the other way: a smaller letter written before a larger one is subtracted from it, so the pair is read as one value, and every other letter is added. MCMLXXXIV is M + CM + L + X + X + X + IV, which is 1000 + 900 + 50 + 10 + 10 + 10 + 4 = 1984.\n\nOnly six pairs subtract: I before V or X, X before L or C, and C before D or M. No letter is written more than three times in a row, and V, L and D are never repeated. These rules give every number exactly one standard numeral, which is why a numeral outside them is refused rather than guessed at.",
  "readingTheResult": "The numeral is shown in capitals. When you convert a numeral to a number, the numeral is shown back in its standard form, so a numeral typed in small letters comes back in capitals. The number of letters is a quick check when you copy a numeral onto an engraving, an invitation or a tattoo: 1888, MDCCCLXXXVIII, has thirteen.",
  "limitations": "The standard numerals stop at 3999, MMMCMXCIX, because M may be written at most three times in a row. Larger numbers were written with a bar over a numeral to multiply it by a thousand, and there are other historical styles, such as IIII on many clock faces and the shortened forms Excel's ROMAN function offers, that are not standard. There is no Roman numeral for zero, for negative numbers or for fractions in this system.\n\nIf a numeral matters, for example on a monument or in a legal document, check it against the style the carver, printer or publisher follows.",
  "faq": [
    {
      "question": "How do you write 2026 in Roman numerals?",
      "answer": "MMXXVI: M + M is 2000, X + X is 20 and VI is 6. This year's numeral has six letters."
    },
    {
      "question": "Why is 4 written IV and not IIII?",
      "answer": "The standard form allows at most three of the same letter in a row, so 4 is written as 5 less 1, IV. Many clock faces still show IIII, an older style that is not standard."
    },
    {
      "question": "What is the largest number in Roman numerals?",
      "answer": "In the standard form, 3999, written MMMCMXCIX. Larger numbers need a bar over the letters, which multiplies them by a thousand, and is not part of the standard form."
    },
    {
      "question": "Is there a Roman numeral for zero?",
      "answer": "No. The Roman system counted things, and had no symbol for nothing; medieval writers used the word nulla instead."
    }
  ]
};
