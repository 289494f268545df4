import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, primaryNumber } from '../../result-reading.js';

/** Above this monthly payment a car loan is "substantial" (docs/product.md#result-interpretations). */
const SUBSTANTIAL_CAR_PAYMENT = 500;

export const carLoan: CalculatorDefinition = {
  slug: 'car-loan',
  aliases: ['car-loan-calculator', 'auto-loan', 'car-payment', 'vehicle-loan'],
  title: 'Car Loan Calculator',
  description:
    'Find your monthly car payment, including sales tax, fees, down payment and trade-in, and the interest the loan will cost.',
  category: 'finance',
  topic: 'loans',
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
