// Generated from libs/calc-engine/src/calculators/pace/pace.ts and pace.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const paceContent: ExplanatoryContent = {
  "whatItComputes": "Pace is how long you take to cover one kilometre or one mile. Runners think in pace rather than speed because it is what a watch shows during a run and what a training plan prescribes: \"run the long run at 6:00 per kilometre\" is easier to follow than \"run at 10 km/h\". This calculator takes a finishing time and a distance and gives the pace per kilometre or per mile, the speed in kilometres and miles per hour, and the distance in both units.\n\nIt also works the other way round. Choose Solve for and give a target pace to find the finishing time it leads to over a distance, or the distance you cover at that pace in a given time. That is how you turn a goal, such as a marathon under three and a half hours, into the pace to hold on race day.",
  "howToUse": "Type the time as minutes and seconds (50:00) or as hours, minutes and seconds (3:30:00). Enter the distance and pick its unit: kilometres, miles, or metres for a track session. The standard road races are 5 km, 10 km, the half marathon of 21.0975 km and the marathon of 42.195 km. Then choose whether you want the pace per kilometre or per mile.\n\nTo plan a race, choose Solve for: Time, type the pace you intend to hold in the Pace field, and enter the distance. To find how far you went, choose Solve for: Distance and enter the pace and the time. A pace is typed the same way as a time, so 4:59 means four minutes and fifty-nine seconds.",
  "formulaExplained": "Everything is first turned into seconds and kilometres. A time of 3:30:00 is 12,600 seconds; a mile is exactly 1.609344 km, and a metre is a thousandth of a kilometre. The pace in seconds per kilometre is the seconds divided by the kilometres: 12,600 ÷ 42.195 = 298.6 seconds. Per mile, the distance is first expressed in miles, 26.22, and the same division gives 480.6 seconds.\n\nThose seconds are then written as minutes and seconds, rounded to the nearest whole second, halves up. 298.6 seconds becomes 4:59 per kilometre and 480.6 seconds becomes 8:01 per mile. Some pace charts cut the fraction off instead and print 4:58 and 8:00, which is why tables sometimes disagree by a second. The speed is the kilometres divided by the hours: 42.195 ÷ 3.5 = 12.06 km/h, or 7.49 mph.\n\nSolving for the time multiplies the pace by the distance: holding 4:59 per kilometre for 42.195 km takes 299 × 42.195 = 12,616.3 seconds, a finish of 3:30:16. Solving for the distance divides the time by the pace: 50 minutes at 5:00 per kilometre covers 10 km.",
  "readingTheResult": "The large figure is your average pace for the whole distance. It is an average: a real race has faster and slower stretches, and a pace that is even from start to finish is usually the fastest way to reach a goal time. The details give the same effort as a speed, which is handy on a treadmill, and the distance in both units.\n\nThe note under the result places the speed on a broad scale, from walking through easy jogging and steady running to the speeds of trained and elite runners. A mile walked in 15:00 is 6.44 km/h, a brisk walk; a 25-minute 5K is 12 km/h, or 8:03 per mile, a steady running pace; and a 400-metre lap in 1:30 is 3:45 per kilometre, 16 km/h.",
  "limitations": "The calculator assumes the distance is exact. A GPS watch often measures a race a little long, because runners do not follow the shortest line through the bends, so the pace it shows can be slower than the official distance and time give. Hills, heat, wind and altitude slow any runner, and the calculator knows nothing of them.\n\nIt also does not predict what you could run over another distance. A pace you hold for 5 km is faster than one you could keep for a marathon; use it as a guide for the distance you enter, not as a forecast for a longer race.",
  "faq": [
    {
      "question": "What pace do I need for a 3:30 marathon?",
      "answer": "4:59 per kilometre, or 8:01 per mile, rounded to the nearest second. The exact figures are 298.6 and 480.6 seconds, so running each kilometre in 4:59 brings you home in 3:30:16, a few seconds over the goal."
    },
    {
      "question": "How do I convert a pace per mile to a pace per kilometre?",
      "answer": "Divide the seconds per mile by 1.609344, or simply enter the same time and distance and switch the pace unit. A pace of 8:01 per mile and 4:59 per kilometre describe the same 3:30:00 marathon."
    },
    {
      "question": "Why does my pace differ by a second from a pace chart?",
      "answer": "Rounding. This calculator rounds to the nearest second, so 298.6 seconds shows as 4:59. Charts that drop the fraction show 4:58 for the same run."
    },
    {
      "question": "What is the difference between pace and speed?",
      "answer": "They measure the same thing the opposite way round. Pace is time per distance, minutes per kilometre or mile; speed is distance per time, kilometres or miles per hour. A faster runner has a smaller pace and a higher speed: 5:00 per kilometre is 12 km/h."
    }
  ]
};
