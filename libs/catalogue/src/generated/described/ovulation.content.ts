// Generated from libs/calc-engine/src/calculators/ovulation/ovulation.ts and ovulation.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const ovulationContent: ExplanatoryContent = {
  "whatItComputes": "This calculator estimates the day you are most likely to ovulate, your fertile window (the six days in a cycle when sex can lead to pregnancy), the day your next period is due, and the due date if you conceive in this cycle. It also lists the period and ovulation dates for the next six cycles, so you can plan ahead.",
  "howToUse": "Enter the first day of your last period and your average cycle length: the days from the first day of one period to the first day of the next, averaged over a few cycles. Leave the luteal phase at 14 days unless temperature charting or ovulation tests have shown you a different one. The dates update as you type.",
  "formulaExplained": "A cycle has two halves. The first, from the period to ovulation, varies from person to person and cycle to cycle; the second, the luteal phase from ovulation to the next period, is much steadier at about 12 to 16 days, 14 on average. So ovulation is counted back from the next period: the cycle length less the luteal phase, after the first day of the last period. In a 28-day cycle that is day 14; in a 32-day cycle with a 12-day luteal phase it is day 20.\n\nThe fertile window comes from a landmark study by Wilcox, Weinberg and Baird (1995): every pregnancy in it followed sex in the six days ending on ovulation day. Sperm survive up to five days, while the egg lives for only about a day. For a last period on January 1, 2024 and a 28-day cycle, ovulation is likely on January 15, the window runs from January 10 to January 15, and the next period is due on January 29.",
  "readingTheResult": "The chance of pregnancy is highest from sex on the two days before ovulation and on the day itself, and lower at the start of the window. If you are trying to conceive, sex every one to two days through the window covers it without needing to pin down the exact day. Some sites add the day after ovulation to the window; we do not, as the evidence shows almost no pregnancies from it.",
  "limitations": "A calendar estimate assumes your next cycle will be like your average one. Ovulation can move with stress, illness, travel, weight change, breastfeeding or after stopping hormonal contraception, and cycles shorter than 21 days or longer than 35 are often irregular. Ovulation tests, which detect the hormone surge a day or so before ovulation, or temperature charting confirm it better. This calculator is not a method of contraception. See a doctor if your periods are very irregular or absent, or if you have been trying to conceive for a year (six months from age 35) without success.",
  "faq": [
    {
      "question": "When am I most fertile?",
      "answer": "In the six days ending on ovulation day, and most of all on the two days before ovulation. For a 28-day cycle starting on January 1, 2024, that is January 10 to January 15."
    },
    {
      "question": "How many days after my period do I ovulate?",
      "answer": "Ovulation comes about 14 days before the next period, not 14 days after the last one. In a 28-day cycle that is day 14; in a 24-day cycle, day 10; in a 35-day cycle, day 21."
    },
    {
      "question": "Can I use this to avoid pregnancy?",
      "answer": "No. Ovulation can come earlier or later than any calendar predicts, and sperm survive up to five days. Use a reliable method of contraception and ask a doctor or nurse about your options."
    },
    {
      "question": "What is the luteal phase?",
      "answer": "The days from ovulation to the start of the next period, when the body prepares the womb lining for a possible pregnancy. It is about 14 days for most people; one shorter than 10 days may be worth mentioning to a doctor if you are trying to conceive."
    }
  ]
};
