// Generated from libs/calc-engine/src/calculators/real-estate/real-estate.ts and real-estate.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const realEstateContent: ExplanatoryContent = {
  "whatItComputes": "This calculator estimates what a rental property earns over the years you own it. It gives the internal rate of return (IRR) of the whole investment, from the cash you put in to the sale, and the figures investors compare properties by: the cap rate, the cash-on-cash return, the net operating income and the monthly cash flow in the first year. It also shows the loan, the cash invested, the sale price, the cash the sale brings and the total profit, with a chart of each year's cash flow.",
  "howToUse": "Enter the price, the share you pay in cash and the cash spent at purchase on closing costs and repairs. Enter the mortgage rate and term. Then the income and costs of the first year: the monthly rent, the share lost to vacancy, and the yearly operating expenses, meaning property tax, insurance, maintenance, management and HOA fees but not the mortgage.\n\nLast, say how fast rent, expenses and the property's value grow each year, how many years you will keep it and what selling will cost. Conservative guesses here make the result more useful than hopeful ones.",
  "formulaExplained": "The net operating income is the year's rent after vacancy less the operating expenses. Divided by the price it is the cap rate, a measure of the property's income that ignores how it is financed: $18,000 of NOI on a $300,000 price is a 6% cap rate.\n\nTaking away the year's mortgage payments gives the cash flow, and dividing the first year's cash flow by the cash you put in gives the cash-on-cash return. Rent and expenses then grow at their own rates each year.\n\nWhen you sell, the sale price less the selling costs and the loan balance still owed is the cash from the sale. The IRR is the yearly rate that makes the cash invested today equal to the value today of every later cash flow, Excel's IRR. The calculator searches from −99% to 1,000% a year and takes the rate nearest zero. Bought for cash at $300,000 with $18,000 of NOI and sold at cost, the IRR is exactly the 6% cap rate. With 20% down at 7%, 5% vacancy, $9,000 of costs, 3% growth and a sale after 10 years, the same price and rent give an IRR of 13.95%.",
  "readingTheResult": "The IRR is the best single measure of the whole investment: it counts when money comes in as well as how much. Compare it with what the same cash could earn elsewhere, remembering that a rental takes work and carries risk. The cap rate compares properties whatever the loan; the cash-on-cash return and the monthly cash flow tell you whether the rent covers the mortgage and costs from the start. A small or negative cash flow means the return depends on the sale.",
  "limitations": "Income tax, depreciation deductions, capital gains tax and depreciation recapture are not modelled, and they can change the return a great deal. Rent, expenses and values rarely grow smoothly, and large repairs, long vacancies and interest rate changes are not predicted. The loan is a fixed-rate mortgage on the price less the down payment.\n\nUse the result to compare properties and test what-ifs, not as a forecast. A tax adviser and a local property manager or agent can give you better figures for taxes, rents and costs before you buy.",
  "faq": [
    {
      "question": "What is a good cap rate?",
      "answer": "It depends on the market and the property. Many investors look for 5% to 10%; a higher cap rate usually comes with more risk or work. A cash purchase held at no growth returns exactly its cap rate."
    },
    {
      "question": "What is the difference between cap rate and cash-on-cash return?",
      "answer": "The cap rate is the property's income over its price, ignoring the loan. The cash-on-cash return is the cash flow after the mortgage over the cash you put in, so borrowing changes it."
    },
    {
      "question": "Why is my first-year cash flow so small but the IRR high?",
      "answer": "With a loan, most of the return comes from the loan being paid down and the value rising, which you only collect when you sell. The IRR counts the sale; the first year's cash flow does not."
    },
    {
      "question": "Does this include taxes?",
      "answer": "No. Property tax belongs in the operating expenses, but income tax and the tax on the sale are not included."
    }
  ]
};
