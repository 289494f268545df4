// Generated from libs/calc-engine/src/calculators/hours/hours.ts and hours.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const hoursContent: ExplanatoryContent = {
  "whatItComputes": "The calculator counts the time between a start and an end and takes away any unpaid breaks. It gives the answer three ways: decimal hours (7.5), hours and minutes (7:30), and total minutes (450). Decimal hours are what a payroll sheet or an invoice multiplies by an hourly rate; hours and minutes are what a clock shows; total minutes are handy when you add several short tasks together.\n\nYou can count between two clock times, which suits a shift or a working day, or between two dates and times, which suits anything that runs past a day: a weekend job, a long drive, a rental or a machine that ran overnight twice.",
  "howToUse": "Choose what you are counting between. For two times, type the start and the end on a 24-hour clock, such as 09:00 and 17:00. If the end is earlier than the start, the calculator reads it as the next day, so a night shift from 22:00 to 06:30 counts eight and a half hours, not a negative number. For two dates and times, pick the day and the time of each.\n\nThen enter the unpaid breaks in minutes: a half-hour lunch is 30. Leave the field empty, or at 0, if every minute counts. The result updates as you type, and the address of the page keeps your inputs, so you can bookmark a regular shift or send it to someone.",
  "formulaExplained": "The calculator turns each time into minutes after midnight: 09:00 is 540 and 17:00 is 1,020. The difference, 480, is the span. When the end comes first on the clock, a day of 1,440 minutes is added, which is what crossing midnight means. With two dates and times it counts the whole days between the dates, times 1,440, plus the difference of the clock times.\n\nThe breaks come off the span, and the minutes that remain divided by 60 are the decimal hours. For hours and minutes, the worked time is first rounded to the nearest whole minute, then split into whole hours and the minutes left over, so 450 minutes read 7:30.",
  "readingTheResult": "The large number is decimal hours. A quarter of an hour is 0.25, half an hour 0.5 and three quarters 0.75; 7:45 is therefore 7.75 hours, not 7.45, which is the slip people most often make on a timesheet. Multiply the decimal hours by an hourly rate to get the pay for the span.\n\nThe hours and minutes may go past 24 when you count between dates: a span of a day and a half shows 36:00, because it is a count of time, not a time of day. Equal start and end times give zero, not a full day; if you worked exactly 24 hours, count between two dates and times instead.",
  "limitations": "The calculator reads times as a wall clock shows them. On the night clocks change for daylight saving the real time worked is an hour more or less than the clocks say, and the calculator does not adjust for that; add or take away the hour yourself. It knows nothing of time zones, so enter both times in the same zone.\n\nIt counts one span at a time. For a week of shifts, count each day and add the results, or add the total minutes. It does not apply overtime rules, paid breaks or rounding rules that an employer may use, such as rounding each clock-in to the nearest quarter hour.",
  "faq": [
    {
      "question": "How do I count hours for a night shift that ends the next morning?",
      "answer": "Enter the start and the end as two times; when the end is earlier on the clock than the start, the calculator counts across midnight. From 22:00 to 06:30 is eight and a half hours, and with a 30-minute break it is eight."
    },
    {
      "question": "How do I turn hours and minutes into decimal hours?",
      "answer": "Divide the minutes by 60 and add them to the hours. Thirty minutes is 0.5 hours and fifteen minutes is 0.25 hours, so 7 hours 45 minutes is 7.75 hours. The calculator shows both forms, so you can copy the one your timesheet asks for."
    },
    {
      "question": "Why does the same start and end time give zero hours?",
      "answer": "Two equal clock times could mean no time or a whole day, and the calculator takes the first. To count a full 24 hours or more, choose two dates and times, which removes the doubt."
    },
    {
      "question": "Does it allow for daylight saving time?",
      "answer": "No. It counts as a wall clock reads, so a night when the clocks go forward or back is counted as if nothing changed. On those nights add or remove the hour yourself."
    }
  ]
};
