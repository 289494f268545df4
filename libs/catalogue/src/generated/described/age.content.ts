// Generated from libs/calc-engine/src/calculators/age/age.ts and age.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const ageContent: ExplanatoryContent = {
  "whatItComputes": "The age calculator tells you how old someone is on a given day, the way people say it: so many years, months and days. It also gives the same span as a single count of months, weeks, days and hours, the date of the next birthday with the number of days left until it, and the day of the week the person was born on.\n\nThe day the age is taken on is today unless you choose another. That makes it just as useful for questions about the past or the future: how old was my grandmother when she married, or how old will I be on the day my loan ends.",
  "howToUse": "Enter the date of birth. The second date starts as today, in your own time zone; change it to count the age on any other day. The result appears as you type, and the page address then holds both dates, so a link you share shows the same age tomorrow and next year.\n\nThe examples show a few typical cases, among them a birthday on 29 February. The Formula tab works through your numbers step by step.",
  "formulaExplained": "Counting an age by hand, you first count whole years, then whole months, then the days that are left. The calculator does the same with calendar months. It finds the largest number of months that can be added to the date of birth without passing the chosen date. Twelve of those months make a year; what remains are the months past the last birthday. The days are counted from the birth date moved forward by all those months to the chosen date.\n\nMoving a date forward by months keeps the day of the month. When the target month is too short, the date moves to that month's last day: 31 January plus one month is 28 February, or 29 February in a leap year. This is how spreadsheets add months too, with the EDATE function, and it is why someone born on 31 January is a month older on the last day of February.\n\nThe totals need no such care. The number of days is simply the days from one date to the other; the weeks are those days divided by seven and rounded down, and the hours are the days times 24.",
  "readingTheResult": "The years are the age as it is normally given. The months and days say how far past the last birthday the date lies: 6 years, 6 months and 20 days means the seventh birthday is still almost half a year away. The total in months is handy for small children, whose age doctors give in months, and the total in days for milestones such as a 10,000th day.\n\nThe next birthday is the first birthday on or after the chosen date. When the chosen date is the birthday itself, the next birthday is that very day, 0 days away.",
  "limitations": "The calculator counts calendar days, not hours of the clock: it does not know the time of birth or time zones, so an age in hours is the days times 24. Dates use today's calendar extended back in time, so ages across the switch from the Julian calendar, made in different countries between 1582 and 1923, can differ by several days from what documents of the time say.\n\nSomeone born on 29 February turns a year older on 28 February in common years here. Some laws and Excel's DATEDIF function use 1 March instead; if a legal age matters, ask which rule applies where you live.",
  "faq": [
    {
      "question": "How old am I exactly?",
      "answer": "Enter your date of birth and leave the second date as today. The first line of the result is your age in whole years; the months and days after it say how far you are past your last birthday."
    },
    {
      "question": "When does someone born on 29 February have a birthday?",
      "answer": "In a leap year on 29 February. In the other years the calculator moves the birthday to 28 February, the last day of the month, so someone born on 29 February 2000 was exactly 1 year old on 28 February 2001."
    },
    {
      "question": "Why do two age calculators sometimes disagree by a day?",
      "answer": "Months have different lengths, so \"one month after 31 January\" needs a rule. This calculator keeps the day of the month and moves it back to the month's end when needed, as spreadsheets do. A tool that counts months in steps, or that uses 1 March for a leap-day birthday, can end up a day apart."
    },
    {
      "question": "Can I work out an age in the past or the future?",
      "answer": "Yes. Change the second date to any day after the date of birth: the age on that day, and the next birthday after it, are computed the same way."
    }
  ]
};
