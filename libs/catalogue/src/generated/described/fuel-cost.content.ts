// Generated from libs/calc-engine/src/calculators/fuel-cost/fuel-cost.ts and fuel-cost.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const fuelCostContent: ExplanatoryContent = {
  "whatItComputes": "The calculator tells you how much fuel a drive takes and what that fuel costs. Give it the distance, your car's fuel economy and the price at the pump, and it works out the litres or gallons you will burn, the cost of the trip, the cost of each kilometre or mile and, when several people split the bill, what each of them owes.\n\nIt works in either system. With metric units the distance is in kilometres, the economy in litres per 100 km and the price per litre; with US units the distance is in miles, the economy in miles per US gallon and the price per gallon. A round trip doubles the distance for you.",
  "howToUse": "Enter the distance one way, from a map or a route planner. For the fuel economy, the car's official rating is a fair start, but your own figure is better: the gas mileage calculator works it out from a full tank to the next. Motorway driving at a steady speed usually burns less than the rating and town driving more. Enter the price you expect to pay per litre or gallon, choose one way or round trip, and say how many people share the cost, the driver included.\n\nThe switch above the form changes the units and converts what you have typed, so 7 L/100 km becomes 33.6 mpg and a price per litre becomes a price per gallon.",
  "formulaExplained": "With metric units the fuel is the distance times the economy divided by 100, because the economy counts litres per 100 km. A 300 km drive at 7 L/100 km takes 300 × 7 ÷ 100 = 21 litres, and at $1.80 a litre that is $37.80. Each kilometre costs 7 × 1.80 ÷ 100 = $0.126.\n\nWith US units the economy counts miles per gallon, so the fuel is the distance divided by it: 200 miles at 30 mpg takes 6.67 gallons, which at $3.50 a gallon is $23.33, or about $0.117 a mile.\n\nA round trip doubles the distance, and so the fuel and the cost. Sharing divides the cost by the number of people: the 300 km drive there and back costs $75.60, or $18.90 each for four.",
  "readingTheResult": "The big number is the fuel cost of the whole trip. Beside it are the fuel to buy, the cost per person, the cost per kilometre or mile, and the distance counted. The note under the result compares the car's economy with the average of new vehicles sold in the United States, about 27 mpg (8.7 L/100 km) in real-world driving according to the EPA's Automotive Trends Report, since the economy is what decides the cost more than anything else you can change.\n\nThe cost per kilometre or mile is handy for comparing a drive with a train or bus fare, or for checking a mileage allowance. Remember that it counts fuel only.",
  "limitations": "The answer is only as good as the fuel economy you enter, and a car's real consumption moves with speed, traffic, hills, the weather, the load and a roof box or a trailer. Prices change from one station to the next and from week to week. Allow a margin on a long trip.\n\nThe calculator counts fuel and nothing else: not tolls, parking, wear on tyres and brakes, servicing, insurance or the loss of value that the distance brings. For an electric car, use its energy per distance and the price of electricity instead.",
  "faq": [
    {
      "question": "How do I work out the fuel cost of a trip?",
      "answer": "Divide the distance by your car's mpg to get the gallons, or multiply the kilometres by the L/100 km and divide by 100 to get the litres, then multiply by the price. 300 km at 7 L/100 km and $1.80 a litre is 21 litres, $37.80."
    },
    {
      "question": "How do I split fuel money fairly?",
      "answer": "Work out the cost of the whole trip, there and back if you are all returning, and divide it by the number of people in the car. A 480 km round trip at 6.2 L/100 km and $1.85 a litre costs $55.06, or $18.35 each for three."
    },
    {
      "question": "What fuel economy should I enter?",
      "answer": "Your own figure, measured over a few tanks, is the most accurate. Otherwise use the car's official rating; on a motorway trip at steady speed the real figure is often close to it, in town it is usually worse."
    },
    {
      "question": "Is it cheaper to drive or take the train?",
      "answer": "Compare the fuel cost per person with the fare, but add what the fuel figure leaves out: parking, tolls and the wear on the car. For one person the train often wins; for a full car the drive usually does."
    }
  ]
};
