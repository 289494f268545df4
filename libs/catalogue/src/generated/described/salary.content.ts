// Generated from libs/calc-engine/src/calculators/salary/salary.ts and salary.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const salaryContent: ExplanatoryContent = {
  "whatItComputes": "This calculator converts pay from one period to all the others: hourly, daily, weekly, every two weeks (biweekly), twice a month (semimonthly), monthly, quarterly and yearly. It answers questions such as how much $25 an hour is a year, or what a salary works out to per hour.\n\nIt also adjusts for days you do not work. For hourly or daily pay, holidays and vacation are usually unpaid, so it shows the year's pay for the days you actually work. For a salary, they are usually paid, so it shows what each hour you actually work earns.",
  "howToUse": "Enter your pay and choose the period it is for. Enter the hours and days you work in a usual week; full time is usually 40 hours over 5 days. If you want the adjusted figures, add the holidays you do not work and the vacation days you take each year. All figures are before tax and deductions.",
  "formulaExplained": "A year is counted as 52 weeks. Hourly pay times the hours in a week times 52 is the year's pay: $25 an hour at 40 hours a week is 2,080 hours, or $52,000 a year. From the year, each other period is a simple division: 12 months, 24 half-months, 26 fortnights, 52 weeks, and 52 times the days or hours in a week.\n\nDays off are taken from the 260 weekdays of a full-time year. With 10 holidays and 15 vacation days, 235 working days remain. Paid by the hour, those days earn $200 each, $47,000 in all. On a $52,000 salary the pay stays the same, but it is earned in 1,880 hours, $27.66 an hour worked.",
  "readingTheResult": "The main figure is the year's pay at 52 weeks; the others are the same pay per period. Biweekly and semimonthly pay differ: 26 paychecks a year against 24, so a biweekly check is a little smaller. Monthly pay is the year divided by 12, not four weekly checks: a month has about 4.33 weeks.\n\nThe adjusted annual pay shows the effect of unpaid days off; the adjusted hourly pay shows what a salaried hour is really worth once paid time off is counted.",
  "limitations": "A year of 52 weeks is 364 days, so a year with 53 paydays for weekly or biweekly pay is not counted. The US federal government uses 2,087 hours a year for its hourly rates, slightly more than 2,080. Overtime, bonuses, tips, shift differentials and benefits are not included, and neither are taxes: take-home pay is lower than these figures.\n\nFor pay and overtime rules where you work, your employer's payroll office or your state labor department can help.",
  "faq": [
    {
      "question": "How much is $25 an hour a year?",
      "answer": "$52,000, at 40 hours a week for 52 weeks. That is $4,333.33 a month, $2,000 every two weeks and $1,000 a week."
    },
    {
      "question": "How much is a $52,000 salary per hour?",
      "answer": "$25 an hour over 2,080 hours. With 25 paid days off, you work 1,880 hours, so each hour worked earns $27.66."
    },
    {
      "question": "What is the difference between biweekly and semimonthly pay?",
      "answer": "Biweekly is every two weeks, 26 paychecks a year; semimonthly is twice a month, 24 paychecks. $2,500 every two weeks is $65,000 a year."
    },
    {
      "question": "Are holidays paid?",
      "answer": "It depends on your job. Salaried employees usually get paid holidays; many hourly workers do not. Enter them either way, and read the adjusted figure that fits your pay."
    }
  ]
};
