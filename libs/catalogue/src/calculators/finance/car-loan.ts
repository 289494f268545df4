import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, primaryNumber } from './result-reading.js';

/** Above this monthly payment the spec calls a car loan "substantial". */
const SUBSTANTIAL_CAR_PAYMENT = 500;

export const carLoan: CalculatorDefinition = {
  slug: 'car-loan',
  aliases: ['car-loan-calculator', 'auto-loan', 'car-payment', 'vehicle-loan'],
  title: 'Car Loan Calculator',
  description:
    'Find your monthly car payment, including sales tax, fees, down payment and trade-in, and the interest the loan will cost.',
  category: 'finance',
  inputs: {
    vehiclePrice: { label: 'Vehicle Price', placeholder: 'e.g. 30,000', unit: '$', step: 100, uiDefault: 30000 },
    downPayment: { label: 'Down Payment', placeholder: 'e.g. 3,000', unit: '$', step: 100, uiDefault: 0 },
    tradeInValue: {
      label: 'Trade-in Value',
      placeholder: 'e.g. 8,000',
      unit: '$',
      step: 100,
      uiDefault: 0,
      help: 'What the dealer credits for your current car, after any loan still owed on it.',
    },
    salesTaxRate: {
      label: 'Sales Tax',
      placeholder: 'e.g. 7',
      unit: '%',
      step: 0.01,
      uiDefault: 0,
      help: 'Your state and local rate, charged here on the price minus the trade-in.',
    },
    fees: {
      label: 'Title, Registration & Other Fees',
      placeholder: 'e.g. 500',
      unit: '$',
      step: 10,
      uiDefault: 0,
      help: 'Added to the amount financed.',
    },
    interestRate: { label: 'Interest Rate (APR)', placeholder: 'e.g. 6.5', unit: '%', step: 0.01, uiDefault: 6.5 },
    loanTerm: {
      label: 'Loan Term',
      unit: 'months',
      uiDefault: 60,
      optionLabels: {
        24: '24 months (2 years)',
        36: '36 months (3 years)',
        48: '48 months (4 years)',
        60: '60 months (5 years)',
        72: '72 months (6 years)',
        84: '84 months (7 years)',
      },
    },
  },
  formula: {
    expression: 'Tax = (Price − TradeIn) × t;   L = Price + Tax + Fees − Down − TradeIn;   M = L × r × (1 + r)^n ÷ ((1 + r)^n − 1)',
    symbols: [
      { symbol: 'Price', meaning: 'the vehicle price' },
      { symbol: 'TradeIn', meaning: 'the trade-in value' },
      { symbol: 't', meaning: 'sales tax rate ÷ 100' },
      { symbol: 'Tax', meaning: 'sales tax in dollars' },
      { symbol: 'L', meaning: 'amount financed (never below 0)' },
      { symbol: 'Fees', meaning: 'title, registration and other fees' },
      { symbol: 'Down', meaning: 'cash down payment' },
      { symbol: 'M', meaning: 'monthly payment' },
      { symbol: 'r', meaning: 'monthly interest rate: APR ÷ 100 ÷ 12' },
      { symbol: 'n', meaning: 'number of monthly payments (the term in months)' },
    ],
    text: 'Sales tax is charged on the price less the trade-in, taxes and fees are financed, and the down payment and trade-in reduce the loan. The standard amortization formula then spreads the amount financed and its interest over equal monthly payments.',
  },
  examples: [
    {
      description: 'A $21,000 car at 6.9% APR over 48 months with nothing down',
      inputs: { vehiclePrice: 21000, interestRate: 6.9, loanTerm: 48 },
    },
    {
      description: 'A $30,000 car with 7% sales tax, $500 of fees and $3,000 down, at 5% over 60 months',
      inputs: { vehiclePrice: 30000, salesTaxRate: 7, fees: 500, downPayment: 3000, interestRate: 5, loanTerm: 60 },
    },
    {
      description: 'A $38,000 SUV with an $8,000 trade-in, $2,000 down, 6.5% tax and $700 of fees, at 7.5% over 72 months',
      inputs: {
        vehiclePrice: 38000, tradeInValue: 8000, downPayment: 2000, salesTaxRate: 6.5, fees: 700,
        interestRate: 7.5, loanTerm: 72,
      },
    },
    {
      description: 'An $18,000 used car with $2,000 down, 6% tax and $400 of fees, at 11% over 60 months',
      inputs: { vehiclePrice: 18000, downPayment: 2000, salesTaxRate: 6, fees: 400, interestRate: 11, loanTerm: 60 },
    },
  ],
  disclaimer: categoryDisclaimers.finance,
  interpret(result) {
    const payment = primaryNumber(result);
    if (payment === undefined) return 'Enter the price, rate and term to see your monthly payment.';
    const loanAmount = numberDetail(result, 'loanAmount');
    if (loanAmount === 0) {
      return 'Your down payment and trade-in cover the whole cost, taxes and fees included: there is nothing to finance.';
    }
    const weight = payment > SUBSTANTIAL_CAR_PAYMENT ? 'a substantial' : 'a moderate';
    const sentences = [`A monthly payment of ${money(payment)} is ${weight} commitment for a car.`];
    const totalInterest = numberDetail(result, 'totalInterest');
    const totalCost = numberDetail(result, 'totalCost');
    if (totalInterest !== undefined && totalCost !== undefined) {
      sentences.push(`Interest adds ${money(totalInterest)}, so the car costs ${money(totalCost)} in all with tax and fees.`);
    }
    return sentences.join(' ');
  },
  content: {
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
  },
  keywords: [
    'car payment', 'auto loan', 'car loan', 'vehicle loan', 'car finance', 'auto financing', 'truck loan',
    'used car loan', 'new car loan', 'apr', 'trade in', 'monthly car payment', 'how much car can i afford',
    'car lone', 'auto lone', 'car loan calculater', 'car note', 'dealer financing',
  ],
  related: ['loan', 'personal-loan', 'amortization', 'debt-payoff', 'savings-goal'],
  outputLabels: {
    loanAmount: 'Amount financed',
    totalOfPayments: 'Total of payments',
    totalCost: 'Total cost of the car',
  },
};
