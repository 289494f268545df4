// Generated from libs/calc-engine/src/calculators/gas-mileage/gas-mileage.ts and gas-mileage.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const gasMileageContent: ExplanatoryContent = {
  "whatItComputes": "The calculator gives the fuel economy of a car, truck or motorcycle from two things you can read off it: how far you drove and how much fuel that took. The result is shown in the units of the switch above the form, miles per US gallon with US units and litres per 100 kilometres with metric units, and beside it in every other common unit: kilometres per litre, miles per imperial gallon as used in the United Kingdom, and the other system's figure.\n\nIf you also enter the price of fuel, it adds what the fuel cost and the cost of each mile or kilometre driven, which is useful for comparing cars, checking a mileage allowance or splitting the cost of a trip.",
  "howToUse": "The simplest way to measure fuel economy is from one full tank to the next. Fill the tank until the pump stops and reset the trip meter. Drive as you normally do, then fill up again. The distance is what the trip meter shows, and the fuel used is the amount the pump put in the second time. Enter both, with the price per litre or gallon if you want the cost.\n\nChoose metric or US units with the switch. Switching converts what you have typed, so 500 km becomes 310.7 miles. For a steadier figure, use several tanks: add up the distances and the fuel of all of them and enter the totals.",
  "formulaExplained": "Miles per gallon is the miles divided by the gallons: 300 miles on 10 gallons is 30 mpg. Litres per 100 km turns the ratio upside down, the fuel per distance, and multiplies it by 100: 40 litres over 500 km is 100 × 40 ÷ 500 = 8 L/100 km. Kilometres per litre is the plain ratio, 500 ÷ 40 = 12.5 km/L.\n\nTo go between the systems the calculator uses the exact definitions: a mile is 1.609344 km, a US gallon 3.785411784 litres and an imperial gallon 4.54609 litres. Dividing 235.215 by the mpg gives L/100 km, and dividing 235.215 by the L/100 km gives mpg, so 8 L/100 km is 29.4 US mpg and 30 mpg is 7.84 L/100 km. An imperial gallon is about a fifth larger than a US gallon, so the same car shows a higher mpg in Britain: 30 US mpg is 36.03 imperial mpg.\n\nThe cost is the price per unit of fuel times the fuel used, and the cost per mile or kilometre is that cost divided by the distance. At $1.80 a litre, 40 litres cost $72.00, or $0.144 for each of the 500 km.",
  "readingTheResult": "A higher mpg or km/L is better; a higher L/100 km is worse, since it counts the fuel burned rather than the distance covered. The note under the result compares your figure with the average of new vehicles sold in the United States, about 27 mpg (8.7 L/100 km) in real-world driving according to the EPA's Automotive Trends Report. Large pickups, vans and SUVs usually come in below 20 mpg, above 11.8 L/100 km; small cars and hybrids well above 30 mpg.\n\nA figure much lower than your car's rating is common in short trips, cold weather, heavy traffic, with a roof box or a trailer, or with under-inflated tyres. A single tank can be misleading because pumps stop at slightly different levels; an average over several tanks is more reliable.",
  "limitations": "The result is only as good as the two numbers you enter. A trip meter can be off by a few percent, and so can a fuel gauge, which is why the full-tank method reads the pump rather than the gauge. The calculator does not know what kind of driving you did, so it cannot say whether the figure is right for your car; compare it with the official rating for your model and with your own earlier tanks.\n\nIt measures liquid fuel only. For a plug-in hybrid, the electricity the car used is not counted, and for an electric car the right measure is energy per distance. If your fuel economy drops suddenly, a mechanic can check the tyres, the brakes, the air filter and the engine's sensors.",
  "faq": [
    {
      "question": "How do I calculate my gas mileage?",
      "answer": "Fill the tank, reset the trip meter, drive, and fill up again. Divide the miles on the trip meter by the gallons of the second fill-up: 300 miles on 10 gallons is 30 mpg."
    },
    {
      "question": "How do I convert mpg to L/100 km?",
      "answer": "Divide 235.215 by the mpg. 30 mpg is 7.84 L/100 km, and 25 mpg is 9.41 L/100 km. The same division turns L/100 km back into mpg: 8 L/100 km is 29.4 mpg."
    },
    {
      "question": "Why is UK mpg higher than US mpg for the same car?",
      "answer": "The UK measures in imperial gallons of 4.54609 litres, and the US in gallons of 3.785411784 litres. A car goes farther on the bigger gallon, so 30 US mpg is about 36 imperial mpg."
    },
    {
      "question": "What is the cost per mile of my driving?",
      "answer": "Enter the fuel price and the calculator divides the fuel cost by the distance. Ten gallons at $3.50 over 300 miles is $35.00, or about $0.117 a mile. It counts fuel only, not tyres, servicing or insurance."
    }
  ]
};
