// Generated from libs/calc-engine/src/calculators/time-zone/time-zone.ts and time-zone.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const timeZoneContent: ExplanatoryContent = {
  "whatItComputes": "The calculator shows the same moment on the clocks of two time zones. Give it a date and a time as a clock reads it in one zone, and it tells you what a clock in the other zone reads at that instant. It also shows the moment in Coordinated Universal Time (UTC), the offset of each zone from UTC on that date, and how many hours one zone is ahead of or behind the other.\n\nZones are named as in the IANA time zone database, the list every computer and phone uses: a region and a city, such as America/New_York, Europe/London or Asia/Kolkata, or simply UTC. The rules of each zone, daylight saving included, come from that database.",
  "howToUse": "Pick the date and time, then the zone it is in and the zone you want to convert to. Type a city name into either zone box and choose from the suggestions. The date and time start at the current time and the first zone at your own, so you can see at once what time it is elsewhere; change either to plan a meeting or a call.\n\nThe page writes the time and both zones into its address, so a link you send shows the same conversion to someone in another country, whatever their own zone is.",
  "formulaExplained": "Every zone has an offset from UTC, which may change during the year. New York is five hours behind UTC in winter and four hours behind in summer; London is at UTC in winter and one hour ahead in summer. To convert 09:00 in New York on 12 March 2024, the calculator first finds the offset in force, −04:00, since US clocks went forward on 10 March. 09:00 less −4 hours is 13:00 UTC. London's clocks did not change until 31 March, so its offset was +00:00, and the converted time is 13:00: four hours apart that week instead of the usual five.\n\nTwice a year a local time is ambiguous. When clocks spring forward, a time in the skipped hour, such as 02:30, does not exist; it is read as the same length of time after the change, 03:30. When clocks fall back, a time in the repeated hour happens twice, and the earlier of the two is used.",
  "readingTheResult": "The large result is the date and time in the zone converted to, written year-month-day and hour:minute on a 24-hour clock. Check the date as well as the time: a conversion across many hours often lands on the previous or the next day.\n\nThe hours difference is positive when the second zone is ahead and negative when it is behind. It can be a fraction: India is five and a half hours ahead of UTC and Nepal five and three quarters.",
  "limitations": "Zone abbreviations such as EST or BST are not accepted, because the same letters mean different zones in different countries; choose a city in the zone instead. The rules are those of the time zone database that the server or your browser holds. Governments change their rules from time to time, sometimes at short notice, and a date far in the future is converted with today's rules. For dates long ago, before standard time zones existed, the database uses each city's local mean time.",
  "faq": [
    {
      "question": "What time is it in London when it is 9 am in New York?",
      "answer": "Usually 2 pm, five hours later. For about three weeks in March and one week around the start of November the difference is four hours, because the United States and the United Kingdom change their clocks on different dates."
    },
    {
      "question": "Does the converter handle daylight saving time?",
      "answer": "Yes. It uses the offset each zone had on the date you enter, so a conversion in July uses summer time and one in January uses winter time, each where that zone observes it."
    },
    {
      "question": "Why is my zone not in the list?",
      "answer": "The list holds one name per zone, usually its largest city. Pick the city that shares your clocks: for most of the eastern United States that is America/New_York, and for most of central Europe Europe/Berlin or Europe/Paris."
    },
    {
      "question": "What is UTC?",
      "answer": "Coordinated Universal Time, the world's reference clock, which never changes for daylight saving. Every zone is described by how many hours it is ahead of or behind it."
    }
  ]
};
