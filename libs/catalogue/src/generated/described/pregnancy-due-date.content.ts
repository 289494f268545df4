// Generated from libs/calc-engine/src/calculators/pregnancy-due-date/pregnancy-due-date.ts and pregnancy-due-date.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const pregnancyDueDateContent: ExplanatoryContent = {
  "whatItComputes": "This calculator estimates when your baby is due, using Naegele's rule: 280 days, or 40 weeks, from the first day of your last menstrual period (LMP), adjusted for the length of your cycle. If you know when you conceived, it can count from that date instead. It also shows the estimated conception date, the dates your second and third trimesters begin, and how many weeks pregnant you are on the day you choose.\n\nPregnancy is counted from the first day of your last period, about two weeks before conception, because that is a date most people know. So at \"4 weeks pregnant\" the embryo is about two weeks old. The American College of Obstetricians and Gynecologists (ACOG) uses the same convention, and so do doctors, midwives and ultrasound reports.",
  "howToUse": "Choose \"First day of last period\" and enter the date your last period started, not the day it ended. If your cycles are regularly longer or shorter than 28 days, enter your usual cycle length: counted from the first day of one period to the first day of the next. If you know your conception date, for example from ovulation tests, choose \"Conception date\" instead.\n\nBy default, weeks pregnant are counted as of today. To see how far along you will be on a particular day, such as an appointment, enter it in \"Count Weeks As Of\". If you conceived through IVF, your clinic will give you a due date based on the embryo transfer, which is more precise than either method here.",
  "formulaExplained": "Due date = first day of last period + 280 days + (cycle length − 28 days). From a conception date: due date = conception + 266 days (38 weeks), which is the same as counting 280 days from a date two weeks before conception. Trimesters follow ACOG: the first runs to 13 weeks 6 days, the second from 14 weeks 0 days and the third from 28 weeks 0 days.\n\nFor a last period starting January 1, 2023, with a 28-day cycle, the due date is October 8, 2023. For January 1, 2024 it is October 7, 2024, a day earlier because 2024 is a leap year; the second trimester then starts on April 8 and the third on July 15. A 32-day cycle moves the date 4 days later. Some charts add 9 months and 7 days instead of 280 days; that can differ by up to 3 days, and ACOG and this calculator use 280 days.",
  "readingTheResult": "Your due date is an estimate, not an appointment. Only about 1 in 20 babies is born on the due date itself, and most arrive within two weeks of it. ACOG calls a birth from 37 weeks 0 days to 38 weeks 6 days early term, 39 weeks 0 days to 40 weeks 6 days full term, 41 weeks late term, and 42 weeks or more post-term.\n\nThe weeks-pregnant figure tells you where you are in the pregnancy and which trimester you are in. Use it to plan your prenatal visits and screening tests, many of which are timed by week. If you have not yet seen a midwife or doctor, now is a good time to book, and to start a daily folic acid supplement if you have not already.",
  "limitations": "The calculation assumes you ovulated about 14 days before your next period would have started. Irregular cycles, recent hormonal contraception, breastfeeding or uncertainty about the date of your last period make the estimate less reliable. ACOG advises that an ultrasound in the first trimester is the most accurate way to date a pregnancy, and your provider may change your due date if it disagrees with the date from your period.\n\nThis calculator cannot confirm a pregnancy or tell you anything about its health. If you have bleeding, severe pain, dizziness or any symptom that worries you, contact your doctor, midwife or emergency services straight away.",
  "faq": [
    {
      "question": "When is my baby due?",
      "answer": "Count 280 days (40 weeks) from the first day of your last period, adjusted for your cycle length: enter your date above to get it. For a last period starting January 1, 2023, the due date is October 8, 2023. An early ultrasound gives the most accurate date."
    },
    {
      "question": "How accurate is a due date calculator?",
      "answer": "It is a good first estimate if your cycles are regular and you know the date of your last period. Only about 1 in 20 babies arrives on the exact day; most come within two weeks of it. A first-trimester ultrasound is more accurate."
    },
    {
      "question": "Can my due date change?",
      "answer": "Yes. If your first ultrasound measurements disagree with the date from your last period by more than a few days, your provider will usually go by the ultrasound. After that, the due date normally stays the same even if later scans show a bigger or smaller baby."
    },
    {
      "question": "What if I do not know the date of my last period?",
      "answer": "Use your conception date if you know it. Otherwise, see your doctor or midwife: an early ultrasound can date the pregnancy accurately from the size of the embryo."
    },
    {
      "question": "How many weeks is a full-term pregnancy?",
      "answer": "ACOG defines full term as 39 weeks 0 days to 40 weeks 6 days. Babies born from 37 weeks are term, but those born at 39 weeks or later tend to do best."
    }
  ]
};
