// Generated from libs/calc-engine/src/calculators/one-rep-max/one-rep-max.ts and one-rep-max.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const oneRepMaxContent: ExplanatoryContent = {
  "whatItComputes": "The one-rep max (1RM) is the heaviest weight you can lift once with good form in a given exercise. Testing it directly means loading the bar until you fail, which is tiring and carries some risk, so coaches usually estimate it from a lighter set taken close to failure. This calculator does that: from the weight you lifted and the number of clean repetitions you managed, it estimates your one-rep max with the Epley formula and shows the Brzycki, Lombardi and O'Conner estimates beside it, so you can see how far the formulas agree.\n\nIt also lists the loads at 95% down to 50% of the estimate. Training programmes are written in these percentages: a strength block might call for sets of 5 at 85%, a hypertrophy block for sets of 8 to 10 at 70% to 75%.",
  "howToUse": "Pick kilograms or pounds with the switch above the form, then enter the weight of the set (bar and plates together) and the repetitions you completed without help. The result is in the same unit as the weight. Use a set that took real effort: a set of 5 stopped with three more repetitions in reserve will give a low estimate.\n\nThe formulas are meant for 1 to 12 repetitions, and the calculator refuses more. Sets of 3 to 6 give the closest estimates; by 10 or more repetitions muscular endurance starts to limit the set and the estimates spread apart.",
  "formulaExplained": "Boyd Epley's formula (1985) adds one thirtieth of the weight for each repetition: 1RM = w × (1 + r ÷ 30). For 100 kg lifted 5 times that is 100 × (1 + 5 ÷ 30) = 116.67 kg. Matt Brzycki's formula (1993) divides instead: 1RM = w × 36 ÷ (37 − r), which gives 100 × 36 ÷ 32 = 112.5 kg for the same set. Lombardi's formula raises the repetitions to the power 0.10 (117.46 kg here), and O'Conner's adds one fortieth of the weight per repetition (112.5 kg).\n\nThe formulas were fitted to different groups of lifters and exercises, which is why they disagree a little. Brzycki and Epley give the same answer at 10 repetitions and differ most at the two ends of the range. A single repetition is not an estimate at all, so every formula returns the weight itself when r is 1.",
  "readingTheResult": "Treat the one-rep max as a planning number, not a target to test every week. The percentage table turns it into training loads: about 85% for sets of 5, 75% for sets of 8 to 10 and 65% or less for sets of 12 to 15 or for speed work. Round the loads to the plates you have.\n\nIf the four estimates are close, the result is likely within a few percent of a real single. If they are far apart, your set was long; a shorter, heavier set will give a firmer estimate. Beginners often find their true single is a little below the estimate, because a maximal lift is a skill that improves with practice.",
  "limitations": "The formulas describe average lifters. People with more fast-twitch muscle tend to do fewer repetitions at a given percentage, and endurance athletes more, so the same set can mean different maxima for two people. The estimates also differ between exercises: they fit the bench press and the squat better than small isolation movements or machines.\n\nFatigue, warm-up, sleep and technique change what you can lift on the day. If you have a heart condition, high blood pressure or an injury, ask a doctor before lifting near your maximum, and use a spotter or safety bars for heavy bench presses and squats.",
  "faq": [
    {
      "question": "What is a good one-rep max?",
      "answer": "It depends on the lift, your body weight, age, sex and training history. Strength standards compare the one-rep max with body weight; a bench press of about your body weight is a common goal for men after a year or two of training."
    },
    {
      "question": "Which one-rep max formula is the most accurate?",
      "answer": "No single formula wins for everyone. Epley and Brzycki are the most used and agree closely between 3 and 10 repetitions. Studies find all of them most accurate with sets of fewer than 10 repetitions."
    },
    {
      "question": "How often should I test my one-rep max?",
      "answer": "Most programmes retest every 8 to 12 weeks, at the end of a training block. Between tests, an estimate from a hard set of 3 to 5 repetitions tracks your progress with less fatigue and risk."
    },
    {
      "question": "Can I use the calculator for machines and dumbbells?",
      "answer": "Yes, but with more caution: the formulas were built from free-weight lifts, and machines with cams or pulleys change how the load feels through the movement. Use the result to compare your own sets over time."
    }
  ]
};
