// Generated from libs/calc-engine/src/calculators/payback-period/payback-period.ts and payback-period.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const paybackPeriodContent: ExplanatoryContent = {
  "whatItComputes": "The payback period is the time an investment takes to pay for itself: how long until the cash it brings in, through extra income or savings, adds up to what it cost. This calculator gives the payback period in years for cash flows that are the same every year, or for up to six years of different cash flows.\n\nIf you enter a discount rate, it also gives the discounted payback period, which counts each future dollar at its value today, and, for cash flows that differ by year, the net present value (NPV) of the investment over those years. A chart shows the running total of cash, starting below zero at the investment and crossing zero at the payback point.",
  "howToUse": "Enter the initial investment: everything you pay up front, such as the price, installation and training. If the cash it brings in is about the same every year, choose \"Same every year\" and enter the yearly amount, net of the running costs the investment adds. If it changes from year to year, choose \"Different each year\" and enter each year's net cash flow; a year with a net cost, such as a major repair, can be negative.\n\nFor the discounted payback, enter a discount rate: your cost of borrowing, or the return you could earn on the money elsewhere. Businesses often use their cost of capital; for a household decision, such as solar panels or insulation, the interest rate on your savings or on a loan you would otherwise pay off is a sensible choice.",
  "formulaExplained": "With the same cash flow every year, payback = I ÷ CF: $100,000 returning $30,000 a year pays back in 3.33 years. With different cash flows, add them year by year until the total reaches the investment, then take the fraction of the last year needed: (t − 1) + U ÷ CFₜ. A $50,000 project with cash flows of $10,000, $15,000, $20,000, $20,000 and $10,000 has recovered $45,000 after 3 years; the remaining $5,000 is a quarter of year 4's $20,000, so the payback is 3.25 years.\n\nThe discounted payback first divides each year's cash flow by (1 + r)^t. At 8%, the same project pays back in 3.82 years and has an NPV of $9,502.42; at 15% the discounted cash flows never add up to $50,000, and the NPV is −$405.04. For solar panels costing $18,000 that save $1,500 a year, the simple payback is 12 years, but at a 5% discount rate it is 18.78 years.",
  "readingTheResult": "Shorter is better: the sooner an investment pays back, the sooner the money is free for something else, and the less time there is for things to go wrong. Many businesses set a maximum payback for a type of investment and reject projects that take longer. Compare the payback with the useful life of what you are buying: equipment that lasts 8 years and pays back in 12 never pays for itself.\n\nThe discounted payback is always longer than the simple one, because future cash is worth less than cash today. \"Not recovered\" means the cash flows entered never add up to the investment, either in total or, for the discounted payback, in today's money. A positive NPV means the investment earns more than the discount rate over the years entered.",
  "limitations": "The payback period ignores everything after the payback point: a project that pays back in 3 years and then stops looks better than one that pays back in 4 years and earns for 20 more. Use the NPV, the return on investment or the internal rate of return alongside it to judge profitability. The uneven mode counts six years; a project that recovers later shows as not recovered there.\n\nThe calculator assumes each year's cash arrives evenly through the year, so it reports fractions of a year. Cash flows are estimates, taxes and inflation are included only if you include them, and for business investments depreciation affects taxes and therefore cash. Check significant decisions with an accountant or financial adviser.",
  "faq": [
    {
      "question": "How do you calculate the payback period?",
      "answer": "With the same cash inflow each year, divide the investment by the yearly inflow: $10,000 ÷ $2,000 = 5 years. With different inflows, add them up year by year until they reach the investment, and take the fraction of the last year that is needed."
    },
    {
      "question": "What is a good payback period?",
      "answer": "There is no single standard: it depends on the risk and the life of the investment. A payback well within the useful life of the asset, and shorter than alternatives of similar risk, is good. Many businesses expect equipment to pay back within a few years."
    },
    {
      "question": "What is the difference between payback and discounted payback?",
      "answer": "Simple payback counts a dollar in year 5 the same as a dollar today. Discounted payback first converts each future cash flow to today's value at your discount rate, so it is longer and more realistic."
    },
    {
      "question": "How long will solar panels take to pay back?",
      "answer": "Divide the net cost after any tax credits and rebates by the yearly savings on your energy bills: $18,000 saving $1,500 a year pays back in 12 years, or 18.78 years if you discount the savings at 5%. Compare that with the panels' warranty, which is often 25 years."
    }
  ]
};
