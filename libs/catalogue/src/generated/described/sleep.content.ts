// Generated from libs/calc-engine/src/calculators/sleep/sleep.ts and sleep.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const sleepContent: ExplanatoryContent = {
  "whatItComputes": "The calculator gives the times to go to bed for a wake-up time, or the times to wake up for a bedtime, so that you sleep a whole number of sleep cycles. It lists the times for six, five, four and three cycles and suggests five, which at 90 minutes a cycle is 7.5 hours of sleep.\n\nDuring the night the brain passes through the stages of sleep, from light sleep into deep sleep and then dreaming (REM) sleep, in cycles that last about 90 minutes, as the US National Institute of Neurological Disorders and Stroke describes. Waking at the end of a cycle, in light sleep, usually feels easier than being woken out of deep sleep.",
  "howToUse": "Choose whether you know when you want to wake up or when you will go to bed, and type the time on a 24-hour clock: 07:00 for 7 am, 23:00 for 11 pm. Then adjust the minutes it takes you to fall asleep, 15 by default, and the length of your sleep cycle, 90 minutes by default, if you know yours is different, for example from a sleep tracker.\n\nFor a wake-up time the calculator counts back to bedtimes; for a bedtime it counts on to wake-up times. A time past midnight is the next day, or the day before.",
  "formulaExplained": "A bedtime is the wake-up time less the cycles and the time to fall asleep. To wake at 07:00 after five 90-minute cycles, falling asleep in 15 minutes, count back 5 × 90 = 450 minutes and 15 more: 07:00 − 7 h 45 min = 23:15. Six cycles take you back to 21:45, four to 00:45 and three to 02:15.\n\nGoing the other way, a wake-up time is the bedtime plus the time to fall asleep plus the cycles. In bed at 23:00, asleep at 23:15, five cycles later it is 06:45; six cycles end at 08:15.\n\nTimes are rounded to the nearest minute and shown on a 24-hour clock.",
  "readingTheResult": "The suggested time is the one after five cycles. The American Academy of Sleep Medicine and the Sleep Research Society agree that adults need 7 or more hours of sleep a night on a regular basis, and five 90-minute cycles, 7.5 hours, meet that. Six cycles, 9 hours, suit people who need more sleep, such as teenagers or anyone catching up. Four or three cycles wake you between cycles too, but leave you short of sleep; use them only for an occasional short night.\n\nIf your cycles are shorter, five of them may come to less than 7 hours: the note under the result then points to six cycles.",
  "limitations": "Sleep cycles are not clockwork. They vary from person to person and through the night, the early ones carrying more deep sleep and the later ones more dreaming sleep, and a cycle can run from about 70 to 120 minutes. The times are a guide for planning a bedtime or an alarm, not a measurement of your sleep.\n\nThe calculator cannot tell you how much sleep you need. If you often feel sleepy in the day despite enough time in bed, snore loudly, stop breathing in your sleep or struggle to fall or stay asleep, talk to a doctor: these can be signs of a sleep disorder that needs treatment.",
  "faq": [
    {
      "question": "How long is a sleep cycle?",
      "answer": "About 90 minutes on average, though it ranges from about 70 to 120 minutes between people and through the night. If a sleep tracker or your own waking times suggest a different length, enter it as the cycle length."
    },
    {
      "question": "What time should I go to bed to wake up at 7?",
      "answer": "For five 90-minute cycles and 15 minutes to fall asleep, at 23:15, 11:15 pm. For six cycles, at 21:45."
    },
    {
      "question": "Is it better to sleep 6 or 7.5 hours?",
      "answer": "For most adults, 7.5 hours. Both are whole numbers of 90-minute cycles, but adults need 7 or more hours of sleep a night; 6 hours a night falls short, however well it lines up with the cycles."
    },
    {
      "question": "Why do I feel groggy after a long sleep?",
      "answer": "Waking in the middle of deep sleep leaves you groggy for a while, a state called sleep inertia. Waking at the end of a cycle, in lighter sleep, helps, and so does keeping the same wake-up time every day."
    }
  ]
};
