// Generated from libs/calc-engine/src/calculators/btu/btu.ts and btu.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const btuContent: ExplanatoryContent = {
  "whatItComputes": "The calculator gives the cooling capacity a room air conditioner needs, in BTU per hour, the unit on the box of window, portable and through-the-wall units. It also gives the same capacity in kilowatts, the unit used outside the US, and in tons of refrigeration, the unit central systems are sold in.\n\nIt follows the sizing chart that ENERGY STAR, the US government's efficiency programme, publishes for room air conditioners, and the chart's adjustments for sun, people and a kitchen. Natural Resources Canada publishes the same chart.",
  "howToUse": "Choose metric or US units with the switch, then type the floor area of the room: its length times its width, in square metres or square feet. For an L-shaped room, add the areas of its parts; the square footage calculator does this for several shapes.\n\nThen say how much sun the room gets. Heavily shaded means trees, a building or an awning keep direct sun off its windows most of the day; very sunny means large windows that face the afternoon sun. Enter how many people usually spend time in the room, and whether it is a kitchen.",
  "formulaExplained": "The chart starts at 5,000 BTU per hour for rooms up to 150 square feet and climbs in steps: 6,000 up to 250, 7,000 up to 300, 8,000 up to 350, 9,000 up to 400, 10,000 up to 450, 12,000 up to 550, 14,000 up to 700, 18,000 up to 1,000, 21,000 up to 1,200, 23,000 up to 1,400, 24,000 up to 1,500, 30,000 up to 2,000 and 34,000 up to 2,500. A room exactly on a boundary, such as 300 square feet, takes the smaller row. A metric area is converted with 1 ft² = 0.09290304 m², so a 25 m² room is 269.1 square feet and takes 7,000.\n\nThen the adjustments: 10% less for a heavily shaded room, 10% more for a very sunny one, 600 more for each person beyond two, and 4,000 more for a kitchen. A very sunny 400 square foot kitchen where four people gather needs 9,000 × 1.1 + 2 × 600 + 4,000 = 15,100 BTU per hour. One BTU per hour is 0.29307 watts, so that is 4.43 kW, and a ton of cooling is 12,000 BTU per hour.",
  "readingTheResult": "Room air conditioners are sold in steps, commonly 5,000, 6,000, 8,000, 10,000, 12,000, 15,000, 18,000 and 24,000 BTU per hour. Choose the nearest size at or a little above the result. A unit much too large cools the room in short bursts and switches off before it has taken the moisture out of the air, leaving it cold and clammy; a unit too small runs all the time and never reaches the temperature you set.\n\nAbove about 25,000 BTU per hour a single window unit is rarely the right answer: a ductless mini split or a central system cools a large space more evenly and more efficiently.",
  "limitations": "The chart is a rule of thumb for a room of ordinary height in an ordinarily insulated home. It does not know about high or vaulted ceilings, poor insulation, single glazing, a top floor under a hot roof, a hot climate, or heat from computers and lighting, all of which call for more capacity; a well insulated, shaded room in a mild climate may need less. The chart stops at 2,500 square feet (232 m²), and larger spaces are refused.\n\nFor a whole house, a large open space or a central or ductless system, ask an HVAC contractor for a load calculation (ACCA Manual J), which accounts for walls, windows, insulation, orientation and climate.",
  "faq": [
    {
      "question": "How many BTU do I need per square foot?",
      "answer": "It falls as rooms grow: about 33 BTU per hour per square foot for a 150 square foot room, about 20 for a mid-size room and about 14 for the largest spaces in the chart. A 300 square foot room takes 7,000 BTU per hour, about 23 per square foot; a 1,000 square foot space takes 18,000, 18 per square foot."
    },
    {
      "question": "What is a BTU?",
      "answer": "A British thermal unit is the heat that warms one pound of water by one degree Fahrenheit. An air conditioner's rating in BTU per hour is how much heat it can remove from a room each hour; 12,000 BTU per hour is one ton of cooling, or about 3.5 kilowatts."
    },
    {
      "question": "Is a bigger air conditioner better?",
      "answer": "No. An oversized unit cools the air quickly and shuts off before it has removed the humidity, so the room feels damp, the unit cycles on and off more and wears faster. Choose the size the chart gives, adjusted for sun, people and a kitchen."
    },
    {
      "question": "How do I convert BTU to kilowatts?",
      "answer": "Multiply BTU per hour by 0.29307 and divide by 1,000: 10,000 BTU per hour is 2.93 kW. To go the other way, multiply kilowatts by 3,412.14."
    }
  ]
};
