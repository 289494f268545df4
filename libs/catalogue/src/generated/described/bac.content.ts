// Generated from libs/calc-engine/src/calculators/bac/bac.ts and bac.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const bacContent: ExplanatoryContent = {
  "whatItComputes": "This calculator estimates your blood alcohol content (BAC): the grams of alcohol in every 100 mL of your blood, written as a percentage. A BAC of 0.08% means 0.08 g of alcohol per 100 mL, the legal limit for drivers aged 21 and over in every US state except Utah, where it is 0.05%. Besides the level now, it shows the peak you would reach if all the alcohol were absorbed at once, how many grams of pure alcohol you drank, and roughly how many hours it will take to fall below 0.08% and to reach zero.\n\nIt uses the Widmark formula, worked out by the Swedish chemist Erik Widmark in the 1930s and still the basis of the estimates that police, courts and road-safety agencies quote.",
  "howToUse": "Choose your sex and enter your weight; the switch above the form takes kilograms or pounds. Then count your drinks in one of two ways. \"Standard drinks\" counts US standard drinks of 14 g of pure alcohol each: a 12 fl oz beer at 5%, a 5 fl oz glass of wine at 12% or a 1.5 fl oz shot of 40% spirits. \"Size and strength\" is for anything else: enter how many drinks, the size of one (in mL or fl oz) and the alcohol by volume from the label. A pint of strong craft beer or a large glass of wine holds far more than one standard drink, so this mode is usually the more honest one.\n\nFinally, enter the hours since your first drink. Leave it at 0 to see the peak, as if you had drunk everything at once.",
  "formulaExplained": "First the drinks become grams of alcohol: 14 g per standard drink, or drinks × size in mL × ABV ÷ 100 × 0.789, since a millilitre of ethanol weighs 0.789 g. Widmark then divides the grams by the weight of water the alcohol spreads into: your weight in grams times r, the share of the body that takes up alcohol. We use r = 0.68 for men and 0.55 for women; women usually carry more fat and less water for the same weight, so the same drinks give them a higher BAC. Multiplying by 100 gives the percentage.\n\nThe liver clears alcohol at a fairly steady rate, on average about 0.015 percentage points an hour, so that amount times the hours since the first drink comes off the peak. For a man of 80 kg who has 3 standard drinks, 42 g ÷ (80,000 × 0.68) × 100 gives about 0.077%, which takes about 5.1 hours to clear.",
  "readingTheResult": "Up to about 0.02% most people feel relaxed; from 0.05% coordination and judgement are measurably worse; at 0.08% the risk of a fatal crash is several times that of a sober driver. Above 0.15% balance and speech suffer badly and vomiting is common, and from about 0.30% alcohol poisoning can stop breathing. The hours shown are a guide to how long the body needs: nothing speeds them up, not coffee, water, food eaten afterwards, a shower or sleep.",
  "limitations": "This is an estimate from population averages, not a measurement. Real values vary by a fifth or more either way with body composition, food in the stomach, how fast you drank, medication, liver health and the day. The formula also assumes everything is absorbed, which takes 30 to 90 minutes after the last drink, so the level can still be rising when the calculator says it is falling. Other calculators use r = 0.73 and 0.66 and show lower numbers: for a man of 160 lb with 3 drinks after 2 hours they print 0.049% where we show 0.055%. Never use any calculator to decide that you are fit to drive: if you have been drinking, do not drive. Only a breath or blood test measures BAC, and if someone shows signs of alcohol poisoning, call emergency services.",
  "faq": [
    {
      "question": "How long does it take for alcohol to leave your body?",
      "answer": "On average the body clears about 0.015% BAC an hour, roughly one standard drink an hour for many adults. A BAC of 0.08% takes about 5.3 hours to reach zero. Nothing you do speeds this up."
    },
    {
      "question": "How many drinks put me over 0.08%?",
      "answer": "It depends on your weight, sex and time. For a man of 80 kg, 3 standard drinks at once give about 0.077%, just under 0.08%; for a woman of 55 kg, 6 standard drinks an hour after the first give about 0.26%. Enter your own numbers above, and remember that being under the limit does not mean you are safe to drive."
    },
    {
      "question": "What counts as a standard drink?",
      "answer": "In the US, any drink with 14 g of pure alcohol: 12 fl oz of 5% beer, 5 fl oz of 12% wine, or 1.5 fl oz of 40% spirits. Many beers, glasses of wine and cocktails hold more, so count by size and strength when in doubt."
    },
    {
      "question": "Why does the result differ between men and women?",
      "answer": "Alcohol spreads through the body's water. For the same weight women usually have less body water, so the same amount of alcohol is more concentrated. The Widmark factors used here are 0.68 for men and 0.55 for women."
    },
    {
      "question": "Can I use this to decide whether I can drive?",
      "answer": "No. The estimate can be off by a fifth or more, and impairment starts well below the legal limit. If you have been drinking, plan another way home."
    }
  ]
};
