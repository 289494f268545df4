import type { ExplanatoryContent } from '../../types.js';

/** The explanatory text of the Car Loan Calculator page. */
export const carLoanContent: ExplanatoryContent = {
  whatItComputes: [
    'This calculator works out the monthly payment on a car loan the way a dealer or bank builds it. It starts from the vehicle price, adds sales tax and fees, subtracts your cash down payment and the value of any trade-in, and finances what is left at the APR and term you choose. It then shows the amount financed, the sales tax in dollars, the total of all payments, the interest you pay over the loan, and the total cost of the car once tax, fees and interest are counted.',
    'Dealers often steer the conversation to the monthly payment alone. Seeing the amount financed and the total cost next to it is the best protection against a payment that looks affordable only because the loan runs for seven years.',
  ].join('\n\n'),
  howToUse: [
    "Enter the negotiated price of the car, not the sticker price if you have agreed a lower one. Add your cash down payment and the trade-in credit the dealer offers; if you still owe money on the trade-in, enter its value minus what you owe, and if you owe more than it is worth, enter 0 and add the difference to the price. Enter your state and local sales tax rate and the fees on the buyer's order (title, registration, documentation). Then enter the APR from your pre-approval or the dealer's offer and pick a term from 24 to 84 months.",
    'Compare terms side by side. The payment falls as the term grows, but the interest rises: that is the trade you are making.',
  ].join('\n\n'),
  formulaExplained: [
    'Sales tax is charged on the price minus the trade-in, which is how most US states tax a car bought with a trade-in. Taxes and fees are added to the loan, so the amount financed is L = price + tax + fees − down payment − trade-in. The monthly payment is the standard amortization formula, M = L × r × (1 + r)^n ÷ ((1 + r)^n − 1), with r the APR divided by 12 and n the number of months.',
    "In the second example, 7% tax on $30,000 is $2,100. Adding $500 of fees and subtracting $3,000 down leaves $29,600 to finance. At 5% over 60 months the payment is $558.59, and 60 payments total $33,515.31, so interest is $3,915.31. In the first example, $21,000 at 6.9% for 48 months gives $501.90 a month, the same figure Excel's PMT function returns.",
  ].join('\n\n'),
  readingTheResult: [
    'The large number is your monthly payment. A payment over $500 a month is a substantial commitment for most budgets. A common rule of thumb for buying a car is 20/4/10: put at least 20% down, finance for no more than four years, and keep all car costs (payment, insurance, fuel) under 10% of gross income. Few buyers meet all three, but the further you are from them, the more the car is straining your budget.',
    'Now look at the term. $30,000 at 7% costs $718.39 a month over 48 months with $4,482.59 of interest, $594.04 over 60 months with $5,642.16, $511.47 over 72 months with $6,825.85, and $452.78 over 84 months with $8,033.55. Stretching from four years to seven lowers the payment by about $266 but adds $3,550.96 of interest, and cars lose value fastest in their first years, so a long loan can leave you owing more than the car is worth.',
  ].join('\n\n'),
  limitations: [
    'The calculator assumes taxes and fees are financed and that tax is charged on the price minus the trade-in. A few states, California among them, tax the full price with no trade-in credit, and some buyers pay tax and fees in cash; adjust the inputs to match. Manufacturer rebates, dealer add-ons, extended warranties and GAP insurance are not modelled: add them to the price if they are in the deal. Insurance, fuel and maintenance are not part of the payment but are part of what the car costs you.',
    "Your APR depends on your credit, the lender and whether the car is new or used. Getting pre-approved by a bank or credit union before visiting the dealer gives you a rate to compare against the dealer's offer. Read the retail installment contract before signing, and ask about anything in it that this calculator does not show.",
  ].join('\n\n'),
  faq: [
    {
      question: 'Is a 72- or 84-month car loan a bad idea?',
      answer: 'It is expensive and risky, even if the payment fits. On $30,000 at 7%, going from 48 to 84 months adds $3,550.96 of interest, and for several years you may owe more than the car is worth. If a long term is the only way the payment works, consider a cheaper car.',
    },
    {
      question: 'Does a trade-in lower my sales tax?',
      answer: 'In most US states, yes: tax is charged on the price minus the trade-in. In the third example an $8,000 trade-in on a $38,000 SUV means 6.5% tax on $30,000, or $1,950 instead of $2,470. A few states, including California, give no trade-in credit.',
    },
    {
      question: 'Should I make a bigger down payment or take a shorter loan?',
      answer: 'Both reduce interest. A down payment lowers the amount financed from day one and protects you against owing more than the car is worth; a shorter term raises the payment but pays the loan off faster. If you can afford the higher payment, a shorter term usually comes with a lower APR as well.',
    },
    {
      question: 'What APR should I expect on a car loan?',
      answer: 'Rates depend mainly on your credit score, whether the car is new or used, and the term, and they change with the market. Check current offers from your bank or a credit union before you shop; a pre-approval also lets you see whether dealer financing is really a better deal.',
    },
  ],
};
