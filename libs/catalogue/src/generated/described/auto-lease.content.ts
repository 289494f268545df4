// Generated from libs/calc-engine/src/calculators/auto-lease/auto-lease.ts and auto-lease.md by `npm run generate`. Do not edit.
import type { ExplanatoryContent } from '../../types.js';

export const autoLeaseContent: ExplanatoryContent = {
  "whatItComputes": "This calculator works out the monthly payment of a closed-end car lease the way leasing companies do, and splits it into its parts: the depreciation fee, the rent charge and the sales tax. It also shows the residual value, the adjusted capitalized cost, the money factor with its equivalent interest rate, the total of the payments and the total cost of the lease with what you pay up front.\n\nBecause a lease payment is built from a few numbers on the contract, seeing each part helps you check a dealer's quote and see which part of the deal to negotiate.",
  "howToUse": "Enter the car's MSRP and the price you negotiated. Add any cash down, rebates and trade-in credit, and any fees rolled into the lease, such as the acquisition fee. Enter the residual value as a percentage of the MSRP and the number of months.\n\nGive the rate either as an interest rate or as the money factor the dealer quotes; a money factor of 0.00208 is about 5%. Enter your state's sales tax rate if it is charged on each payment, as in most states.",
  "formulaExplained": "The adjusted capitalized cost is what you finance: the price plus fees, less the down payment and trade-in. The residual value is what the lessor expects the car to be worth at the end. You pay for the difference, spread evenly over the months: that is the depreciation fee.\n\nThe rent charge is the lease's interest. It is the money factor times the capitalized cost plus the residual, because over the lease you use, on average, about half of each. Multiplying a money factor by 2,400 gives the approximate APR, and dividing an APR by 2,400 gives the money factor.\n\nIn Edmunds' sample, a $21,000 price with $1,200 of fees and $2,200 down leaves $20,000 to finance; 57% of the $23,000 MSRP is a $13,110 residual. The depreciation fee is $6,890 over 36 months, $191.39, and the rent charge at 0.00125 is $41.39, for $232.78 a month before tax.",
  "readingTheResult": "The monthly payment is what you pay each month with tax. The depreciation fee is the part that pays for the car's lost value; the rent charge is interest. The total of payments is every payment over the term, and the total cost of the lease adds what you put down. At the end you return the car, or buy it for the residual value.\n\nThe equivalent APR lets you compare the lease's rate with a car loan's. A rate well above what your credit would get on a loan may mean the dealer has marked up the money factor.",
  "limitations": "This is the standard lease formula; a contract can differ. Some states tax the whole price or the down payment up front instead of each payment, and fees such as the disposition fee, registration and the first payment due at signing are not included. Mileage limits, excess wear charges and early termination can add a lot to a lease's cost and are not modelled. The APR from a money factor is an approximation, not the exact APR of the contract.\n\nRead the lease disclosure the dealer must give you under federal rules, which lists the capitalized cost, residual, rent charge and total of payments, and compare them with these figures before you sign.",
  "faq": [
    {
      "question": "What is a money factor?",
      "answer": "It is how leases state their interest rate. Multiply it by 2,400 to get the approximate APR: 0.00125 is about 3%. Choose \"Money factor\" and enter it as quoted."
    },
    {
      "question": "Does a bigger down payment lower the lease payment?",
      "answer": "Yes: it lowers the capitalized cost, so both the depreciation fee and the rent charge fall. But money put down on a lease is lost if the car is stolen or written off early, so many advisers suggest putting little down."
    },
    {
      "question": "Why does a higher residual value lower the payment?",
      "answer": "You pay for the value the car loses. A higher residual means less lost value to pay for, although the rent charge, which is charged on the capitalized cost plus the residual, rises a little."
    },
    {
      "question": "What parts of a lease can I negotiate?",
      "answer": "The price, the fees and often the money factor. The residual value is set by the leasing company and rarely changes."
    }
  ]
};
