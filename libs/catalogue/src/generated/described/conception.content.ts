// Generated from libs/calc-engine/src/calculators/conception/conception.ts and conception.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const conceptionContent: ExplanatoryContent = {
  "whatItComputes": "This calculator works backwards to the day you most likely conceived. From a due date it counts back 38 weeks; from the first day of your last period it counts forward to the likely day of ovulation. It also shows the fertile window, the six days in which intercourse could have led to this pregnancy, the due date that matches, and the equivalent first day of the last period that doctors count the pregnancy from.",
  "howToUse": "Choose \"Due date\" if a midwife, doctor or scan has given you one; a date from an early ultrasound gives the most accurate answer. Otherwise choose \"Last period\", enter the day your last period started and your usual cycle length, counted from the first day of one period to the first day of the next. Leave it at 28 days if you are not sure.",
  "formulaExplained": "Doctors date a pregnancy 280 days, or 40 weeks, from the first day of the last period, and in a 28-day cycle ovulation comes about 14 days after that day. So conception is about 266 days, or 38 weeks, before the due date. A due date of October 7, 2024 points to conception around January 15, 2024.\n\nFrom a last period, ovulation falls about 14 days before the next period is due, because the second half of the cycle (the luteal phase) is the steadier one. With a 32-day cycle that is day 18: a period starting on March 1, 2024 points to conception around March 19, 2024 and a due date of December 10, 2024.\n\nThe fertile window is the six days ending on ovulation. Sperm can live for up to five days, while the egg lives for about a day, so intercourse in the five days before ovulation and on the day itself can lead to pregnancy. This follows the classic study by Wilcox, Weinberg and Baird (1995).",
  "readingTheResult": "Read the conception date as \"around this day\", not an exact date. Conception itself happens within a day of ovulation, but intercourse anywhere in the fertile window shown could be the one that led to the pregnancy. The matching due date and equivalent last-period date let you check the result against what your clinic has told you.",
  "limitations": "Ovulation does not happen on the same day every cycle, even in people with regular cycles, and it can move with stress, illness, travel or breastfeeding. The estimate is therefore good to a few days at best, and less reliable with irregular cycles. This calculator cannot establish paternity: when two possible dates are close, only a DNA test can tell. For questions about fertility or a pregnancy, talk to your doctor or midwife.",
  "faq": [
    {
      "question": "How do I work out when I conceived?",
      "answer": "Count back 266 days (38 weeks) from your due date, or forward from the first day of your last period by your cycle length less 14 days. For a due date of October 7, 2024 that is about January 15, 2024."
    },
    {
      "question": "Can the conception date be wrong?",
      "answer": "Yes, by several days. Ovulation varies from cycle to cycle, and sperm can live up to five days, so the day of intercourse and the day of conception can differ. An early ultrasound dates a pregnancy most accurately."
    },
    {
      "question": "Is the conception date the same as the start of the pregnancy?",
      "answer": "No. Pregnancy is counted from the first day of the last period, about two weeks before conception, so at \"4 weeks pregnant\" the embryo is about two weeks old."
    },
    {
      "question": "Can this tell me who the father is?",
      "answer": "No. If intercourse with different partners happened within a week or two, the dates cannot tell them apart. A prenatal or postnatal DNA test can."
    }
  ]
};
