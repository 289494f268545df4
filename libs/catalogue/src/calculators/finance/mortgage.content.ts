import type { ExplanatoryContent } from '../../types.js';

/** The explanatory text of the Mortgage Calculator page. */
export const mortgageContent: ExplanatoryContent = {
  whatItComputes: [
    'This calculator estimates what a home will cost you each month, not just what the loan costs. It starts with the loan itself: the home price minus your down payment, repaid in equal monthly installments of principal and interest over the term you choose. It then adds the costs that most lenders collect along with the payment, often through an escrow account: property tax, homeowners insurance, private mortgage insurance (PMI) when you put down less than 20%, and homeowners association (HOA) dues.',
    'The total is the figure to hold up against your budget, and it is usually several hundred dollars more than the principal-and-interest figure that advertisements quote. Alongside it you get the loan amount, the down payment in dollars, each monthly component, and what the loan costs over its whole life: the sum of all principal and interest payments and the part of that sum which is interest.',
  ].join('\n\n'),
  howToUse: [
    "Enter the price you expect to pay and your down payment as a percentage of it (20% of a $400,000 home is $80,000). Enter the interest rate you have been quoted and the term: 30 years is the most common in the US, 15 years the usual alternative. For property tax, use the yearly bill as a percentage of the price: a $4,800 bill on a $400,000 home is 1.2%. A listing or the county assessor's website shows the current bill, but taxes are often reassessed after a sale.",
    'Enter your insurance premium per year, a PMI rate if your down payment is under 20% (your lender quotes it; 0.5% is a middle-of-the-road guess), and any monthly HOA dues. Leave a field empty to leave that cost out. Then try variations: a bigger down payment, a 15-year term, or a rate half a point lower. The examples on this page each show one such case, and clicking one fills the form.',
  ].join('\n\n'),
  formulaExplained: [
    "The principal-and-interest part uses the standard amortization formula, the same one behind Excel's PMT function and lenders' disclosures. With a loan L, a monthly rate r (the annual rate divided by 12) and n monthly payments, M = L × r × (1 + r)^n ÷ ((1 + r)^n − 1) is the one amount that, paid every month, covers that month's interest and leaves a balance of exactly zero after the last payment.",
    'Take the first two examples. A $400,000 home with 20% down is a $320,000 loan. At 6.25% the monthly rate is 0.0052083 and n is 360, so M = $1,970.30. Property tax of 1.2% a year adds $4,800 ÷ 12 = $400 a month, insurance of $1,200 a year adds $100, and $50 of HOA dues brings the total to $2,520.30. PMI is zero because the down payment is a full 20%. At a 0% rate the formula would divide by zero, so the calculator then simply divides the loan by the number of payments.',
  ].join('\n\n'),
  readingTheResult: [
    'The large number is your estimated monthly housing payment. The details split it into parts, so you can see how much is the loan and how much is tax, insurance and dues that you would pay even with no mortgage at all.',
    'A widely used lender guideline, the 28/36 rule, keeps housing costs at or below 28% of gross monthly income and all debt payments, housing included, at or below 36%. Divide the payment by 0.28 to see the income it implies: $2,520.30 a month needs about $9,001 a month, roughly $108,000 a year. Look at the total interest too. On the $320,000 example loan it is $389,306.21 over 30 years, more than the amount borrowed.',
  ].join('\n\n'),
  limitations: [
    "The estimate is for a fixed-rate loan. It does not model adjustable-rate mortgages, whose payment can change after the first few years, or interest-only loans. It leaves out closing costs (often 2% to 5% of the price), discount points, utilities and maintenance; many owners budget 1% to 2% of the home's value a year for upkeep. Property tax and insurance rise over time. PMI is shown as a flat monthly amount, while on a conventional loan you can ask to cancel it at 20% equity and it ends automatically when the balance is scheduled to reach 78% of the original value. FHA loans charge their own mortgage insurance by different rules.",
    'Your actual rate depends on your credit score, down payment, loan type and the day you lock it. Before you commit, compare the official Loan Estimates of at least two or three lenders, and talk to a loan officer or a HUD-approved housing counselor if any figure surprises you.',
  ].join('\n\n'),
  faq: [
    {
      question: 'How much house can I afford?',
      answer: 'Work backwards from your income. Under the 28% guideline, a household earning $90,000 a year ($7,500 a month) keeps housing costs near $2,100 a month. Try home prices until the total payment here lands there, using realistic tax and insurance figures for your area. Lenders also apply the 36% limit on all debts, so car and student-loan payments reduce what they will approve. What a lender approves is a ceiling, not a target.',
    },
    {
      question: 'Why is this payment higher than the one in the advertisement?',
      answer: 'Advertised payments usually cover principal and interest only. In the second example, tax, insurance and HOA dues add $550 a month to a $1,970.30 loan payment, 28% on top. Your lender will usually collect tax and insurance monthly in escrow, so they are part of what leaves your account.',
    },
    {
      question: 'Should I choose a 15-year or a 30-year mortgage?',
      answer: 'A 15-year loan has a higher payment but costs far less interest, and lenders usually offer it at a lower rate. The same $320,000 at 6.25% costs $1,970.30 a month and $389,306.21 of interest over 30 years, or $2,743.75 a month and $173,875.57 of interest over 15 years. A 30-year loan with voluntary extra payments keeps the lower required payment if money gets tight.',
    },
    {
      question: 'Is it worth waiting until I can put 20% down?',
      answer: 'Not always. PMI on the third example ($285,000 borrowed at 0.6%) is $142.50 a month, and it can be cancelled once you reach 20% equity. Saving for years to avoid it can cost more if prices or rates rise meanwhile. Emptying your savings to reach 20% is riskier still: keep an emergency fund after closing.',
    },
  ],
};
