// Generated from libs/calc-engine/src/calculators/irr/irr.ts and irr.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const irrContent: ExplanatoryContent = {
  "whatItComputes": "The internal rate of return, IRR, is the single rate of return that a series of cash flows earns. Put money into a project, a machine, a rental or a business, and it pays you back over the following years: the IRR is the yearly (or monthly) interest rate a savings account would need to pay to turn your outlay into exactly those payments. It lets you compare projects of different sizes and lengths on one scale, and compare each with the return you need.\n\nGive a discount rate too and the calculator also works out the net present value, NPV: every cash flow brought back to today's money at that rate and added up. A positive NPV means the project earns more than the discount rate; a negative one means you would do better elsewhere. It also shows the cash flows added up without discounting and the number of periods.",
  "howToUse": "Type the cash flows in order, separated by commas, spaces or new lines. The first is today, usually negative: the amount you invest. Each next one is one period later, positive for money coming in and negative for money going out (a repair in year three, say). The periods can be years, quarters or months, as long as they are evenly spaced; the IRR is then per period, so a monthly IRR of 1% is about 12.7% a year.\n\nThe discount rate is optional. Enter the return you require: your cost of borrowing, the return you could earn on an investment of similar risk, or a hurdle rate your company sets. Leave it empty to see only the IRR. Up to 1,000 cash flows are accepted.",
  "formulaExplained": "The NPV at a rate r discounts the cash flow of period t by (1 + r) raised to the power t and adds them all: the first, today, is not discounted. As the rate rises, later cash flows count for less, so for a usual project (money out first, then money in) the NPV falls as the rate rises. The IRR is the rate where it reaches exactly zero.\n\nNo formula gives that rate directly once there are more than a few periods, so the calculator searches for it: it evaluates the NPV across rates from just above −99% to 1,000% per period, finds where it changes sign, and narrows each change down by bisection until the rate is known to far more decimals than it shows. Excel's IRR function uses Newton's method from a guess instead; both find the same rate when there is exactly one.\n\nNote that Excel's NPV function discounts its first value by one period. Our NPV treats the first cash flow as today, as textbooks and Excel's own worked example (NPV of the later flows minus the initial cost) do.",
  "readingTheResult": "Compare the IRR with your discount rate. Above it, the project earns more than your money costs or could earn elsewhere, and the NPV at that rate is positive; below it, the NPV is negative. The NPV says by how much, in today's money, which is the better guide when choosing between projects of different sizes: a small project can have a higher IRR but add less value than a large one.\n\nA negative IRR means the cash flows return less than was put in, even before any cost of capital. A very high IRR often comes from a small outlay or a large early payment, and deserves a second look at the figures.",
  "limitations": "The IRR assumes the cash flows come exactly one period apart and that what the project pays out could be reinvested at the IRR itself, which is optimistic for a high IRR. The modified IRR, which reinvests at a rate you choose, and the NPV avoid that assumption.\n\nWhen the cash flows change sign more than once (money out, in, then out again for a clean-up), the NPV can reach zero at several rates. There is then no single IRR, and the calculator says so and lists the rates instead of picking one: decide by the NPV at your discount rate. The calculator also does not know about taxes, inflation or risk; put those into the cash flows and the discount rate. For a large investment decision, have an accountant or a financial adviser review the figures.",
  "faq": [
    {
      "question": "What is a good IRR?",
      "answer": "One above the return you need. Companies compare it with their cost of capital or a hurdle rate; an investor with the return of a comparable investment. There is no figure that is good in itself: 8% a year is fine for a safe property and poor for a risky start-up."
    },
    {
      "question": "Why does the calculator say my cash flows have more than one IRR?",
      "answer": "Because their sign changes more than once. Money out, then in, then out again gives an NPV that can cross zero twice, for instance at 10% and at 20% for −100, 230 and −132. Neither rate is the project's return; use the NPV at your discount rate to decide."
    },
    {
      "question": "Why is my NPV different from Excel's NPV function?",
      "answer": "Excel's NPV discounts every value it is given, the first included, by at least one period. If you give it the initial outlay too, the result is too small by a factor of one plus the rate. Excel's own help subtracts the outlay outside the function, which is what this calculator does."
    },
    {
      "question": "Can I use monthly cash flows?",
      "answer": "Yes. The IRR is then a monthly rate. To get a yearly rate, raise one plus the monthly rate to the 12th power and subtract one: 1% a month is about 12.68% a year."
    },
    {
      "question": "What is the difference between IRR and ROI?",
      "answer": "ROI compares the total gain with the amount invested, without regard to when the money comes back. The IRR takes the timing into account: the same total paid back sooner gives a higher IRR."
    }
  ]
};
