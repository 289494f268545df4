// Generated from libs/calc-engine/src/calculators/date/date.ts and date.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const dateContent: ExplanatoryContent = {
  "whatItComputes": "The calculator answers three everyday questions about dates. It moves a date forward or back by years, months, weeks and days, and tells you the weekday you land on. It counts the days between two dates, in total, in weeks and days, and in years, months and days, together with the business days in between. And it finds the date a number of business days after or before a start, skipping weekends and any holidays you list.\n\nIt follows the rules of the spreadsheet functions most offices already use: EDATE for months, DAYS for the days between, NETWORKDAYS for business days between, and WORKDAY for moving by business days.",
  "howToUse": "Choose what to calculate. To move a date, pick the start, choose Add or Subtract, and enter whole years, months, weeks and days; leave the ones you do not need empty. To count between two dates, pick the start and the end, and choose whether the end date counts too, as it does for the nights and days of a stay. To move by business days, enter how many; a negative number goes back.\n\nFor business days, list your holidays as dates written year-month-day, such as 2024-12-25, separated by commas or on separate lines. The start date is today unless you choose another, and the page writes it into the address, so a link you share gives the same answer later.",
  "formulaExplained": "Months are added by changing the month and keeping the day. When that day does not exist in the new month, the last day of the month is used: one month after 31 January 2011 is 28 February 2011. Years are twelve months, so a year after 29 February is 28 February. Weeks and days are added after the months, as calendar days.\n\nThe days between two dates are the end minus the start. Business days count every Monday to Friday from the start to the end, both included, less the holidays that fall on those weekdays. From 1 October 2012 to 1 March 2013 there are 110 such days, and 107 once three holidays are taken out.\n\nMoving by business days steps one calendar day at a time and counts only weekdays that are not holidays: 151 business days after 1 October 2008 is 30 April 2009.",
  "readingTheResult": "When you move a date, the result is the new date and its day of the week. When you count, the large number is the days between; the details give the same span as weeks and days, as years, months and days, and the business days.\n\nThe business-day count includes both the first and the last day whatever you choose for the end date, because that is how payroll and project schedules count them.",
  "limitations": "Weekends are Saturday and Sunday. The calculator knows no public holidays of its own: it skips only the dates you list, so add your country's or your company's days off. Dates are calendar days without a time zone, and the calendar ends with the year 9999.",
  "faq": [
    {
      "question": "How many days are there between two dates?",
      "answer": "Choose Days between two dates and pick both. From 1 February to 15 March 2021 there are 42 days; choose to count the end date if you want 43."
    },
    {
      "question": "What is one month after 31 January?",
      "answer": "The last day of February: 28 February, or 29 February in a leap year. The day of the month is kept when it exists and clamped to the month's end when it does not, as spreadsheets do."
    },
    {
      "question": "How do I count business days without holidays?",
      "answer": "List the holidays in the Holidays box, one date per line or separated by commas. Each one that falls on a weekday between the two dates is taken out of the count."
    },
    {
      "question": "Can I go back a number of business days?",
      "answer": "Yes. Enter a negative number of business days, and the calculator steps backwards, skipping weekends and the holidays listed."
    }
  ]
};
