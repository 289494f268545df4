// Generated from libs/calc-engine/src/calculators/depreciation/depreciation.ts and depreciation.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const depreciationContent: ExplanatoryContent = {
  "whatItComputes": "Depreciation spreads the cost of a long-lived asset, such as a machine, a vehicle, a computer or furniture, over the years you use it, instead of counting it all as an expense in the year you buy it. This calculator gives the depreciation for any year of the asset's life, the accumulated depreciation so far and the book value (cost less accumulated depreciation) at the end of that year, with a chart of every year.\n\nIt offers the three methods taught in accounting courses and built into spreadsheets, with the same results as Excel's SLN, DDB and SYD functions: straight-line, declining balance (double-declining by default, or any factor from 1 to 3), and sum-of-the-years' digits.",
  "howToUse": "Enter the asset's cost, including delivery, installation and setup; the salvage value, what you expect to get for it at the end; and its useful life in whole years. Choose a method and the year you want to see. For declining balance you can change the factor: 2 is double-declining, 1.5 the 150% method.\n\nStraight-line is the simplest and the most common in financial statements. The declining-balance and sum-of-years' digits methods are accelerated: they write off more in the early years, which suits assets that lose value or usefulness quickly, such as vehicles and computers.",
  "formulaExplained": "Straight-line: D = (C − S) ÷ n. Excel's SLN example, an asset costing $30,000 with a $7,500 salvage value over 10 years, gives ($30,000 − $7,500) ÷ 10 = $2,250 a year. Sum-of-years' digits: the digits 1 + 2 + … + 10 add up to 55, and year 1 takes 10/55 of the $22,500, or $4,090.91 (Excel's SYD), while year 10 takes 1/55, or $409.09.\n\nDeclining balance: D = B × f ÷ n, where B is the book value at the start of the year. Excel's DDB example, a $2,400 machine with a $300 salvage value over 10 years, writes off 20% of the book value each year: $480 in year 1, $384 in year 2, and so on. Depreciation never takes the book value below salvage, so in year 10 it is only $22.12, the amount left above $300. With a factor of 1.5, year 2 is $306.",
  "readingTheResult": "Depreciation is an expense on paper: no money leaves the business when you record it, because you paid for the asset when you bought it. It lowers reported profit, and for tax purposes it can lower taxable income. The book value is what the asset is worth in your accounts, which can differ from what it would sell for.\n\nYearly depreciation above $10,000 is flagged as significant: large enough to move the profit of a small business noticeably. Accelerated methods show a large expense in the first years and a small one later; straight-line shows the same amount every year.",
  "limitations": "This follows Excel's conventions: a full year of depreciation in the first year whatever the purchase date, and a declining balance that never switches to straight-line. With a salvage value of 0, double-declining therefore does not write the asset down to 0 by the end of its life; a $10,000 asset over 5 years still has a book value of $777.60. Excel's VDB function and many accounting packages switch to straight-line to avoid that.\n\nTax depreciation follows its own rules. In the US, most business property uses MACRS (IRS Publication 946), with set recovery periods, half-year or mid-quarter conventions and no salvage value, and Section 179 or bonus depreciation can deduct much of the cost at once. Other countries have their own rates. Use this calculator for planning and for financial statements, and ask an accountant or tax adviser for your tax return.",
  "faq": [
    {
      "question": "Which depreciation method should I use?",
      "answer": "Straight-line for most assets that wear out evenly, such as furniture and buildings; it is also the simplest to explain. An accelerated method (declining balance or sum-of-years' digits) for assets that lose most of their value early, such as vehicles and computers. For taxes, the law sets the method."
    },
    {
      "question": "What is double-declining balance (DDB)?",
      "answer": "A declining-balance method with a rate of twice the straight-line rate. Over 5 years the straight-line rate is 20%, so DDB writes off 40% of the remaining book value each year: a $35,000 van loses $14,000 in year 1 and $8,400 in year 2."
    },
    {
      "question": "What is salvage value?",
      "answer": "What you expect the asset to be worth at the end of its useful life, for example its resale or scrap value. Depreciation stops when the book value reaches it. Use 0 if you expect to get nothing."
    },
    {
      "question": "Is this the same as MACRS for US taxes?",
      "answer": "No. MACRS uses recovery periods and percentage tables set by the IRS, with no salvage value and a half-year convention. This calculator uses the accounting methods of Excel's SLN, DDB and SYD functions."
    }
  ]
};
