// Generated from libs/calc-engine/src/calculators/car-loan/car-loan.ts and car-loan.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const carLoanPage: CalculatorPage = {
  "title": "Car Loan Calculator",
  "description": "Find your monthly car payment, including sales tax, fees, down payment and trade-in, and the interest the loan will cost.",
  "category": "finance",
  "topic": "loans",
  "aliases": [
    "car-loan-calculator",
    "auto-loan",
    "car-payment",
    "vehicle-loan"
  ],
  "keywords": [
    "car payment",
    "auto loan",
    "car loan",
    "vehicle loan",
    "car finance",
    "auto financing",
    "truck loan",
    "used car loan",
    "new car loan",
    "apr",
    "trade in",
    "monthly car payment",
    "how much car can i afford",
    "car lone",
    "auto lone",
    "car loan calculater",
    "car note",
    "dealer financing"
  ],
  "related": [
    "loan",
    "auto-lease",
    "personal-loan",
    "amortization",
    "debt-payoff",
    "savings-goal"
  ],
  "formula": {
    "expression": "Tax = (Price − TradeIn) × t;   L = Price + Tax + Fees − Down − TradeIn;   M = L × r × (1 + r)^n ÷ ((1 + r)^n − 1)",
    "symbols": [
      {
        "symbol": "Price",
        "meaning": "the vehicle price"
      },
      {
        "symbol": "TradeIn",
        "meaning": "the trade-in value"
      },
      {
        "symbol": "t",
        "meaning": "sales tax rate ÷ 100"
      },
      {
        "symbol": "Tax",
        "meaning": "sales tax in dollars"
      },
      {
        "symbol": "L",
        "meaning": "amount financed (never below 0)"
      },
      {
        "symbol": "Fees",
        "meaning": "title, registration and other fees"
      },
      {
        "symbol": "Down",
        "meaning": "cash down payment"
      },
      {
        "symbol": "M",
        "meaning": "monthly payment"
      },
      {
        "symbol": "r",
        "meaning": "monthly interest rate: APR ÷ 100 ÷ 12"
      },
      {
        "symbol": "n",
        "meaning": "number of monthly payments (the term in months)"
      }
    ],
    "text": "Sales tax is charged on the price less the trade-in, taxes and fees are financed, and the down payment and trade-in reduce the loan. The standard amortization formula then spreads the amount financed and its interest over equal monthly payments."
  },
  "examples": [
    {
      "description": "A $21,000 car at 6.9% APR over 48 months with nothing down",
      "inputs": {
        "vehiclePrice": 21000,
        "interestRate": 6.9,
        "loanTerm": 48
      }
    },
    {
      "description": "A $30,000 car with 7% sales tax, $500 of fees and $3,000 down, at 5% over 60 months",
      "inputs": {
        "vehiclePrice": 30000,
        "salesTaxRate": 7,
        "fees": 500,
        "downPayment": 3000,
        "interestRate": 5,
        "loanTerm": 60
      }
    },
    {
      "description": "A $38,000 SUV with an $8,000 trade-in, $2,000 down, 6.5% tax and $700 of fees, at 7.5% over 72 months",
      "inputs": {
        "vehiclePrice": 38000,
        "tradeInValue": 8000,
        "downPayment": 2000,
        "salesTaxRate": 6.5,
        "fees": 700,
        "interestRate": 7.5,
        "loanTerm": 72
      }
    },
    {
      "description": "An $18,000 used car with $2,000 down, 6% tax and $400 of fees, at 11% over 60 months",
      "inputs": {
        "vehiclePrice": 18000,
        "downPayment": 2000,
        "salesTaxRate": 6,
        "fees": 400,
        "interestRate": 11,
        "loanTerm": 60
      }
    }
  ]
};
