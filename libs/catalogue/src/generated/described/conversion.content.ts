// Generated from libs/calc-engine/src/calculators/conversion/conversion.ts and conversion.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const conversionContent: ExplanatoryContent = {
  "whatItComputes": "The unit conversion calculator turns an amount in one unit into the same amount in another unit that measures the same thing. It covers ten kinds of measure: length, mass, volume, area, temperature, speed, pressure, energy, time and digital data, in metric, US customary and imperial units. Besides the answer in the unit you chose, it lists the amount in every other unit of the same kind, so a recipe, a plan or a data sheet can be read in whatever unit you need.",
  "howToUse": "Type the value, choose the unit it is in under From and the unit you want under To. The lists are grouped by kind of measure, and each unit shows its name and its short code. The result updates as you type. Both units must measure the same thing: a length cannot become a weight, and the calculator says so instead of guessing.\n\nNegative values convert too, which matters for temperatures below zero and for changes such as a loss of weight. A temperature below absolute zero is refused, because nothing can be colder.",
  "formulaExplained": "Each kind of measure has one base unit: the metre for length, the kilogram for mass, the cubic metre for volume, the square metre for area, the metre per second for speed, the pascal for pressure, the joule for energy, the second for time and the bit for data. Every other unit is a fixed multiple of its base unit. Many of those multiples are exact by definition: an inch is exactly 0.0254 metres, a pound exactly 0.45359237 kilograms and a US gallon exactly 231 cubic inches. To convert, the calculator multiplies the value by the size of the unit you start from, which gives the amount in the base unit, and divides by the size of the unit you want.\n\nTemperatures are different, because their scales start at different points. Zero degrees Celsius is the freezing point of water, zero Fahrenheit is colder still, and zero kelvin is absolute zero. The calculator first turns the temperature into kelvins, for example K = C + 273.15, then into the target scale. That is why 68 °F is exactly 20 °C, while a simple factor would give the wrong answer.",
  "readingTheResult": "The answer is shown with up to ten decimals, with trailing zeros left off, so exact conversions such as 1 inch = 2.54 cm read exactly. The table below the result repeats the amount in every unit of the same kind; it is the quickest way to see, for instance, a volume in litres, cups and cubic feet at once.\n\nData units come in two families. A kilobyte (kB) is 1,000 bytes and a kibibyte (KiB) is 1,024 bytes; the same holds for MB and MiB, GB and GiB. Drive makers use the first, many operating systems the second, which is why a new disk seems smaller than its label.",
  "limitations": "Cups, pints, quarts, gallons and fluid ounces here are US customary units unless the name says imperial; the British units are about 20% larger. The calorie is the thermochemical calorie of 4.184 joules, the unit behind the food Calorie (kcal); some engineering tables use the slightly larger international calorie. A month is a twelfth of a year of 365.25 days, an average, so a conversion to months is not a count of calendar months.\n\nConverting between mass and volume, such as cups of flour to grams, needs the density of the ingredient and is not done here. For legal trade, medicine dosing or engineering work, check the unit definitions your rules require.",
  "faq": [
    {
      "question": "How many kilograms are in a pound?",
      "answer": "One pound is exactly 0.45359237 kilograms by international agreement since 1959, or about 0.4536 kg. To go the other way, one kilogram is about 2.2046 pounds."
    },
    {
      "question": "How do I convert Fahrenheit to Celsius?",
      "answer": "Subtract 32 and multiply by 5/9. The calculator does the same through kelvins, which gives identical results: 68 °F is 20 °C, and 32 °F is 0 °C."
    },
    {
      "question": "Why is my 1 TB drive shown as 931 GB?",
      "answer": "The drive is sold in decimal terabytes of 10¹² bytes, while many computers count in binary units of 1,024. One TB is about 931 GiB. Convert TB to GiB here to see the exact figure."
    },
    {
      "question": "Is a US gallon the same as a UK gallon?",
      "answer": "No. A US gallon is 3.785411784 litres, an imperial (UK) gallon 4.54609 litres. Choose \"imperial gallon\" for British recipes and fuel figures."
    }
  ]
};
