// Generated from libs/calc-engine/src/calculators/volume/volume.ts and volume.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const volumeContent: ExplanatoryContent = {
  "whatItComputes": "The calculator gives the volume of eleven common solids: a sphere, a cone, a cube, a cylinder, a rectangular tank, a capsule, a spherical cap, a conical frustum, an ellipsoid, a square pyramid and a tube. It answers the question of how much space a shape takes up, or how much liquid, sand or air fits inside it.\n\nThe main result is in the cube of the unit you measured in: cubic metres for lengths in metres, cubic inches for lengths in inches. Below it the same volume is shown in cubic metres, litres, cubic feet and US gallons, so a tank measured in feet can be read straight away in gallons, and a pot measured in centimetres in litres.",
  "howToUse": "Pick the shape first: the form then asks only for the lengths that shape needs. Choose the unit your tape measure or drawing uses; every length must be in that one unit. A sphere, cone, cylinder and capsule take a radius, which is half the distance across. A capsule's height is only its straight middle part; left empty it is 0 and the capsule is a sphere. A spherical cap takes the radius of the whole ball and the height of the slice, which cannot be more than the ball's diameter. A frustum, a cone with its tip cut off, takes both radii and the height between them. An ellipsoid takes its three semi-axes, the half-widths along its three directions. A tube takes the outer and inner diameters and its length, and its volume is that of the wall, not of the hole.",
  "formulaExplained": "A cylinder or a tank is the area of its base times its height: π × r² for a round base, length × width for a rectangular one. A cone or a pyramid with the same base and height holds exactly a third of that. A sphere is 4/3 × π × r³, so a ball of radius 3 holds 36π, about 113.1 cubic units. A capsule is a cylinder with half a sphere on each end, which together make one whole sphere. A cap is the slice of a ball above a plane, and a frustum is a cone minus the smaller cone cut off its top. An ellipsoid is a sphere stretched along its axes, so its radius cubed becomes the product of the three semi-axes. A tube is the outer cylinder less the inner one.\n\nUnits are turned into cubic metres with exact factors: a foot is 0.3048 m and an inch 0.0254 m, so a cubic foot is about 28.317 litres. A cubic metre is 1,000 litres, and a US gallon is 231 cubic inches, about 3.785 litres.",
  "readingTheResult": "The large number is the volume in the cube of your length unit. For a round water tank 1.2 m across and 1.5 m tall the volume is about 1.6965 m³, which is about 1,696.5 litres, or about 448.2 US gallons. The line under the result places the volume on a scale from a jug to a room.\n\nRemember that the units grow as the cube of the length: a cubic foot is 1,728 cubic inches, not 12, and a cubic metre is a million cubic centimetres. Doubling every length of a shape makes its volume eight times larger.",
  "limitations": "The formulas are for ideal shapes. A real tank has walls of some thickness, a rounded bottom or fittings inside, so measure the inside of a container when you want what it holds, and the outside when you want the space it takes. A tank is rarely filled to the brim. The US gallon used here is the liquid gallon; an imperial gallon is larger, about 4.546 litres. The calculator does not weigh the contents: multiply the volume by the material's density for that.",
  "faq": [
    {
      "question": "How do I find the volume of a cylinder?",
      "answer": "Multiply the area of the round end, π times the radius squared, by the height. A can 10 cm across and 20 cm tall has a radius of 5 cm and holds π × 25 × 20, about 1,570.8 cm³, or 1.57 litres."
    },
    {
      "question": "How many gallons are in a cubic foot?",
      "answer": "A cubic foot is 1,728 cubic inches and a US gallon is 231 cubic inches, so a cubic foot holds about 7.48 US gallons, or about 28.3 litres."
    },
    {
      "question": "Why is a cone a third of a cylinder?",
      "answer": "A cone with the same base and height as a cylinder fills exactly one third of it, as Archimedes showed by slicing both into thin discs. The same holds for a pyramid and the box around it."
    },
    {
      "question": "What is the volume of a sphere?",
      "answer": "Four thirds of π times the radius cubed. A ball with a radius of 3 cm holds 36π, about 113.1 cm³."
    }
  ]
};
