// Generated from libs/calc-engine/src/calculators/tip/tip.ts and tip.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const tipContent: ExplanatoryContent = {
  "whatItComputes": "A tip, or gratuity, is money you add to a bill for the people who served you. In the United States it is usually a percentage of the bill, and working it out in your head after a meal, then dividing the total among friends, is where mistakes creep in. This calculator takes the bill, the tip percentage and the number of people, and gives the tip in dollars, the total with the tip, and what each person pays, with the tip part of each share shown too.\n\nIt can also round each share up to a whole dollar, which makes paying in cash or settling up by phone easier. The extra from rounding goes to the tip, so the calculator then tells you the tip as a share of the bill that you actually end up leaving, which is a little more than the percentage you typed.",
  "howToUse": "Enter the bill, the tip percentage and, if you are splitting the check, how many people share it. An empty tip field counts as 15% and an empty number of people as one. Choose whether to round each share up to a whole dollar. The result updates as you type, and the address in your browser carries your numbers, so you can send it to the others at the table.\n\nMany people tip on the amount before sales tax, since tax is not part of the service. If your receipt shows a subtotal before tax, enter that as the bill and add the tax separately when you pay; if you prefer to tip on the whole amount, enter the total. The difference is small: on a $50 meal with 8% tax, a 15% tip on the tax adds $0.60.",
  "formulaExplained": "The total is the bill times one plus the tip rate. A 15% tip on $50 is 50 × 1.15 = $57.50, so the tip is $7.50. Splitting divides the total by the number of people: a $120 dinner with a 20% tip comes to $144, and four people pay $36 each, $6 of it tip.\n\nWhen each share is rounded up, the calculator first divides the unrounded total, then rounds each share up to the next whole dollar and multiplies back. For $84.37 with an 18% tip among three people, the total before rounding is $99.56, or $33.19 each. Rounded up, each person pays $34, the total is $102 and the tip is $17.63, which is 20.9% of the bill rather than 18%. A share that already comes to a whole dollar is not pushed up: 10% on $110 is exactly $121.",
  "readingTheResult": "The large figure is the tip in dollars. Below it are the total with the tip, each person's share and the tip within it, and the tip as a share of the bill. The note under the result compares that share with the 15% to 20% that is customary for table service in US restaurants, and the lines after it show what a tip five points higher or lower, one more person at the table or rounding up would change.\n\nWhen you do not round, the shares can come to fractions of a cent. The page shows them to the cent; paid that way, the shares may add up to a cent more or less than the total.",
  "limitations": "Tipping customs differ by country, by kind of service and over time, and this calculator does not know them. In many countries service is included in the price or added to the bill as a service charge, and a further tip is small or not expected. Check the receipt for a service charge before you add a tip on top of it.\n\nThe calculator splits the bill equally. When people ordered very different amounts, work out each person's part of the bill first and use the calculator once for each. It does not add sales tax; the sales tax calculator does that. Businesses that pool tips or report them to a tax authority follow rules of their own, which a payroll or tax professional can explain.",
  "faq": [
    {
      "question": "How much should I tip at a restaurant?",
      "answer": "In the United States, 15% to 20% of the bill is customary for table service, with more for excellent service and for small bills. Counter service and takeaway orders often get less, or a dollar or two."
    },
    {
      "question": "Should I tip on the amount before or after tax?",
      "answer": "Etiquette guides usually say before tax, because the tax is not part of what the staff served. Tipping on the total is more generous and simpler if your receipt shows only the total; the difference is the tip rate times the tax."
    },
    {
      "question": "How do I split a bill with a tip evenly?",
      "answer": "Add the tip to the whole bill first, then divide by the number of people. $120 with a 20% tip is $144, or $36 each for four. Rounding each share up to a whole dollar makes it easy to pay in cash, and the extra goes to the tip."
    },
    {
      "question": "Why is the tip higher than the percentage I entered?",
      "answer": "Because you asked to round each share up to a whole dollar. The cents added by rounding become part of the tip, so the calculator shows the tip as a share of the bill you actually leave: 20.9% instead of 18% for three people on $84.37."
    }
  ]
};
