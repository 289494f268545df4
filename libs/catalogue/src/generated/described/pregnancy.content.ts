// Generated from libs/calc-engine/src/calculators/pregnancy/pregnancy.ts and pregnancy.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const pregnancyContent: ExplanatoryContent = {
  "whatItComputes": "This calculator answers \"how far along am I?\": the weeks and days of pregnancy on any day, the trimester, the share of the usual 40 weeks behind you, the due date and the days left until it. It also gives the estimated conception date and the days the second and third trimesters begin. You can date the pregnancy five ways: from the first day of your last period, from a due date you have been given, from a known conception date, from an ultrasound scan, or from an IVF embryo transfer. If you only need the due date, the Pregnancy Due Date Calculator is the simpler page.",
  "howToUse": "Choose what you know under \"Based On\". For a last period, enter the day it started and your usual cycle length. For an ultrasound, enter the scan date and the age the report gave, such as 8 weeks 2 days. For IVF, enter the transfer date and whether the embryo was a day-3 embryo or a day-5 blastocyst. \"As Of\" starts at today; choose another day to see how far along you will be at an appointment, a holiday or a birthday. A shared link keeps that date, so it gives the same answer tomorrow.",
  "formulaExplained": "Every method finds day 0: the first day of a last period in a 28-day cycle that would fit your dates. A last period with a longer cycle moves it later by the difference (a 35-day cycle by 7 days); a due date is 280 days after it; conception is 14 days after it; an ultrasound at 8 weeks 2 days means day 0 was 58 days before the scan; an IVF transfer is day 0 plus 14 days plus the embryo's age. That is why ACOG puts the due date 261 days after a day-5 transfer and 263 days after a day-3 transfer.\n\nThe days from day 0 to the as-of date, divided by 7, give the whole weeks and the days left over. The first trimester runs to 13 weeks 6 days, the second from 14 weeks 0 days and the third from 28 weeks 0 days. For a last period on January 1, 2024, on March 11, 2024 you are 10 weeks 0 days pregnant, a quarter of the way, and due on October 7, 2024.",
  "readingTheResult": "\"10 weeks 0 days\" is how clinicians write gestational age, and most antenatal tests and scans are booked by it. The embryo itself is about two weeks younger, since the count starts before conception. A baby born from 37 weeks 0 days is term, and 39 to 40 weeks is full term. Only about one baby in twenty arrives on the due date itself.",
  "limitations": "The last-period method assumes ovulation about 14 days before the next period; irregular cycles, recent hormonal contraception or breastfeeding make it less reliable. ACOG advises that a first-trimester ultrasound is the most accurate way to date a pregnancy, and an IVF transfer date is more accurate still; your midwife or doctor may change your dates after a scan. Dates beyond 44 weeks are refused as a likely typing mistake. This page cannot confirm a pregnancy or tell you anything about its health: for bleeding, pain, fever or fewer movements, contact your midwife, doctor or emergency services at once.",
  "faq": [
    {
      "question": "How many weeks pregnant am I?",
      "answer": "Count the days from the first day of your last period to today and divide by 7; enter the date above to have it done, with your cycle length taken into account. For a last period on January 1, 2024, on March 11, 2024 you were 10 weeks 0 days pregnant."
    },
    {
      "question": "How do I date an IVF pregnancy?",
      "answer": "Choose \"IVF transfer\", enter the transfer date and the embryo's age. On the day of a day-5 transfer you are 2 weeks 5 days pregnant, and the due date is 261 days later; for a day-3 embryo it is 263 days later."
    },
    {
      "question": "Which date wins if my scan and my period disagree?",
      "answer": "Usually the scan. ACOG advises changing the due date when a first-trimester scan differs from the period date by more than 5 to 7 days, depending on the week. Choose \"Ultrasound\" and enter what the report says."
    },
    {
      "question": "What trimester am I in?",
      "answer": "The first trimester runs to 13 weeks 6 days, the second from 14 weeks to 27 weeks 6 days, and the third from 28 weeks until birth. The result shows your trimester and the dates the next ones begin."
    },
    {
      "question": "Why is pregnancy counted from my last period and not from conception?",
      "answer": "Because most people know the date of their last period, but not the day they conceived. Counting from the period adds about two weeks, which is why a pregnancy lasts \"40 weeks\"."
    }
  ]
};
