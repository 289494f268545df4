// Generated from libs/calc-engine/src/calculators/time/time.ts and time.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const timeContent: ExplanatoryContent = {
  "whatItComputes": "The calculator does arithmetic with time. In its first mode it adds two durations, or takes one from the other, each given as days, hours, minutes and seconds. In its second mode it takes a date and a time of day and moves it forward or back by a duration, telling you the date, the time and the day of the week you land on.\n\nThe answer comes in several forms at once: total hours (the large number), total minutes, total seconds and total days, and the same time split into whole days, hours, minutes and seconds, written as 1d 6h 15m 0s. A negative total, when you take a longer duration from a shorter one, keeps its sign.",
  "howToUse": "Choose what to calculate. To add durations, fill in the first duration, choose Add or Subtract, and fill in the second. Leave any part you do not need empty: it counts as zero. The parts do not have to be tidy. Ninety minutes is accepted and read as an hour and a half, and seconds may carry decimals, such as 45.5.\n\nTo move a date and time, pick the start, choose Add or Subtract, and enter the duration. The start is the current time unless you choose another; the page then writes it into the address, so a link you share gives the same answer later.",
  "formulaExplained": "Every duration is turned into seconds first: a day is 86,400 seconds, an hour 3,600 and a minute 60. One day, two hours and thirty minutes is 95,400 seconds; three hours and forty-five minutes is 13,500. Their sum, 108,900 seconds, divided by 3,600 is 30.25 hours.\n\nTo write the total back as days, hours, minutes and seconds, the calculator takes as many whole days as fit, then whole hours, then whole minutes, and the seconds that remain. It counts in whole milliseconds so that a decimal such as 45.5 seconds is not blurred by rounding.\n\nFor a date and time, the total seconds are added to the start as a wall clock would show them, and the result is rounded to the whole second.",
  "readingTheResult": "Total hours is a decimal: 30.25 hours is 30 hours and a quarter, not 30 hours and 25 minutes. The split form underneath is the one to read as a clock reads. When the result is negative, the minus sign applies to the whole split form: -0d 1h 30m 0s means an hour and a half less than nothing.\n\nIn the second mode the resulting date and time are shown with seconds, and the day of the week beside them, which is handy for deadlines and travel.",
  "limitations": "Dates and times are wall-clock values without a time zone. Adding 24 hours across a night when clocks change for daylight saving gives the same clock time the next day, although one hour more or less has really passed. For conversions between places, use a time zone converter.\n\nMonths and years are not durations of fixed length, so they are not offered here; add months to a date with a date calculator instead. Results must fall within the years 1 to 9999.",
  "faq": [
    {
      "question": "How do I add hours and minutes together?",
      "answer": "Enter the first time as hours and minutes, choose Add, and enter the second. Two hours forty plus one hour thirty-five gives 4.25 hours, shown as 0d 4h 15m 0s. Minutes above 59 are carried into hours for you."
    },
    {
      "question": "What time will it be in a given number of hours?",
      "answer": "Choose the second mode, leave the start as now or pick another moment, choose Add and enter the hours. The result shows the date, the time and the day of the week."
    },
    {
      "question": "Why is my result negative?",
      "answer": "You took a longer duration from a shorter one. One hour minus two and a half hours is minus an hour and a half, shown as -1.5 hours."
    },
    {
      "question": "Does it account for daylight saving time?",
      "answer": "No. It counts on the wall clock, as if every day had 24 hours, so a change of clocks in between is not reflected."
    }
  ]
};
