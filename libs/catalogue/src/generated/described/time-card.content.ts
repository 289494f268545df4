// Generated from libs/calc-engine/src/calculators/time-card/time-card.ts and time-card.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const timeCardContent: ExplanatoryContent = {
  "whatItComputes": "The calculator turns a week of clock-in and clock-out times into hours and pay. For each day it counts the time between in and out, takes away the unpaid break, and shows the hours for that day. It then adds the days together, splits the total into regular hours and overtime hours, and works out the regular pay, the overtime pay and the total for the week.\n\nOvertime starts after 40 hours in the week and is paid at one and a half times the hourly rate unless you change either setting. That is the rule of the federal Fair Labor Standards Act for most hourly workers in the United States.",
  "howToUse": "Fill in the in and out times of each day you worked, on a 24-hour clock. Leave a day off empty: it counts as zero. If a shift ends after midnight, enter the out time as the clock shows it, such as 06:00 after a 22:00 start; the calculator reads an out time earlier than the in time as the next morning. A day with only one of the two times is refused, so that a forgotten punch does not silently shrink the week.\n\nEnter each day's unpaid break in minutes, then your hourly rate. Change the overtime limit or the overtime rate if your employer or your state uses other ones; for hours only, leave the rate empty.",
  "formulaExplained": "A day from 09:00 to 17:00 is 480 minutes; less a 30-minute lunch it is 450 minutes, or 7.5 hours. Five such days make 37.5 hours, all of them regular, which at $20 is $750.\n\nFive days from 08:00 to 17:00 with no break make 45 hours. The first 40 are regular hours and the other 5 are overtime. The regular pay is 40 × $20 = $800, the overtime pay 5 × $20 × 1.5 = $150, and the week pays $950.",
  "readingTheResult": "The large number is the week's total hours, in decimal hours: 37.5 means thirty-seven and a half hours, not 37 hours and 50 minutes. Under it you see the regular and overtime hours, the pay for each, the total pay, and the hours of each day, so you can check a single day against your own record.\n\nWhen overtime is zero, the total pay is simply the hours times the rate. When it is above zero, compare the overtime pay with what your pay slip shows for the same week.",
  "limitations": "Overtime is counted over the whole week only. Some states, such as California, also pay overtime for long single days or a seventh day in a row; the calculator does not apply those rules, so check your state's law if they could apply to you.\n\nIt reads times as a wall clock does, so a night when clocks change for daylight saving counts an hour too many or too few. It does not round punches to the quarter hour as some employers do, and it does not know about paid breaks, shift premiums, tips or deductions; the pay shown is before taxes.",
  "faq": [
    {
      "question": "How is overtime calculated on a time card?",
      "answer": "Add up the hours of the week. Hours above 40 are overtime and are paid at one and a half times the hourly rate. At $20 an hour, 45 hours pay 40 × $20 plus 5 × $30, which is $950."
    },
    {
      "question": "How do I enter a shift that ends after midnight?",
      "answer": "Type the out time as the clock shows it. A shift from 22:00 to 06:00 counts eight hours, because an out time earlier than the in time is read as the next day."
    },
    {
      "question": "Are breaks paid?",
      "answer": "The break you enter is taken off the day's hours, because it is meant for unpaid time such as a lunch. Short paid rest breaks should not be entered."
    },
    {
      "question": "Does it handle daily overtime?",
      "answer": "No. It applies the weekly rule of federal law only. Where daily overtime applies, count those hours yourself."
    }
  ]
};
