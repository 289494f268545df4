// Generated from libs/calc-engine/src/calculators/password-generator/password-generator.ts and password-generator.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const passwordGeneratorPage: CalculatorPage = {
  "title": "Password Generator",
  "description": "Generate strong random passwords of 4 to 128 characters from the character sets you choose, with the entropy of each in bits.",
  "category": "everyday",
  "topic": "tech",
  "aliases": [
    "password-generator-calculator",
    "password-creator",
    "random-password-generator",
    "strong-password-generator",
    "password-maker",
    "secure-password-generator",
    "pin-generator"
  ],
  "keywords": [
    "password generator",
    "random password generator",
    "strong password generator",
    "secure password",
    "create a password",
    "password creator",
    "password maker",
    "generate password",
    "random password",
    "password entropy",
    "how strong is my password",
    "wifi password generator",
    "pin generator",
    "pasword generator",
    "password genarator",
    "passward generator"
  ],
  "related": [
    "random-number-generator",
    "dice-roller",
    "ip-subnet",
    "conversion"
  ],
  "formula": {
    "expression": "P = sizes of the chosen sets (A–Z 26, a–z 26, 0–9 10, symbols 32) − the look-alikes I l 1 O 0 o among them when avoided;   H = L × log₂(P)",
    "symbols": [
      {
        "symbol": "P",
        "meaning": "the pool, the number of different characters each character is drawn from"
      },
      {
        "symbol": "L",
        "meaning": "the length, the number of characters in the password"
      },
      {
        "symbol": "H",
        "meaning": "the entropy in bits; a guesser must try up to 2 to the power H passwords"
      }
    ],
    "text": "The pool is every character of the chosen sets, less the six look-alikes when you avoid them. Each character is drawn from the whole pool with the same chance, so each one adds log₂ of the pool's size in bits, and a password of L characters has L times that."
  },
  "examples": [
    {
      "description": "A 16-character password from all 94 keyboard characters, the page's default",
      "inputs": {
        "length": 16,
        "uppercase": 2,
        "lowercase": 2,
        "numbers": 2,
        "symbols": 2,
        "excludeAmbiguous": 1,
        "count": 1
      }
    },
    {
      "description": "A 20-character password of letters and numbers without look-alikes",
      "inputs": {
        "length": 20,
        "uppercase": 2,
        "lowercase": 2,
        "numbers": 2,
        "symbols": 1,
        "excludeAmbiguous": 2,
        "count": 1
      }
    },
    {
      "description": "Five 12-character passwords to hand out on paper to new staff, without look-alikes",
      "inputs": {
        "length": 12,
        "uppercase": 2,
        "lowercase": 2,
        "numbers": 2,
        "symbols": 2,
        "excludeAmbiguous": 2,
        "count": 5
      }
    },
    {
      "description": "A 6-digit PIN",
      "inputs": {
        "length": 6,
        "uppercase": 1,
        "lowercase": 1,
        "numbers": 2,
        "symbols": 1,
        "excludeAmbiguous": 1,
        "count": 1
      }
    },
    {
      "description": "A 32-character Wi-Fi key of letters and digits, without symbols that are awkward to type on some devices",
      "inputs": {
        "length": 32,
        "uppercase": 2,
        "lowercase": 2,
        "numbers": 2,
        "symbols": 1,
        "excludeAmbiguous": 1,
        "count": 1
      }
    }
  ]
};
