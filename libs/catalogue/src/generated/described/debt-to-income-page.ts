// Generated from libs/calc-engine/src/calculators/debt-to-income/debt-to-income.ts and debt-to-income.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const debtToIncomePage: CalculatorPage = {
  "title": "Debt-to-Income (DTI) Ratio Calculator",
  "description": "Work out your debt-to-income ratio, the share of gross monthly income your debt payments take, as mortgage lenders measure it, with the housing ratio.",
  "category": "finance",
  "topic": "mortgages",
  "aliases": [
    "debt-to-income-calculator",
    "dti",
    "dti-calculator",
    "dti-ratio",
    "debt-to-income-ratio",
    "debt-ratio"
  ],
  "keywords": [
    "debt to income ratio",
    "debt to income calculator",
    "dti",
    "dti calculator",
    "dti ratio",
    "debt ratio",
    "front end ratio",
    "back end ratio",
    "housing ratio",
    "43 percent rule",
    "36 percent rule",
    "mortgage qualification",
    "debt to income ratio for mortgage",
    "debt too income",
    "debt to incom ratio",
    "dept to income",
    "det to income calculator"
  ],
  "related": [
    "mortgage",
    "house-affordability",
    "debt-payoff",
    "credit-card",
    "personal-loan",
    "car-loan"
  ],
  "formula": {
    "expression": "DTI = (H + C + S + K + O) ÷ I × 100;   housing ratio = H ÷ I × 100",
    "symbols": [
      {
        "symbol": "I",
        "meaning": "gross monthly income, before tax"
      },
      {
        "symbol": "H",
        "meaning": "rent, or the mortgage payment with property tax, insurance and HOA fees"
      },
      {
        "symbol": "C",
        "meaning": "car loan and lease payments"
      },
      {
        "symbol": "S",
        "meaning": "student loan payments"
      },
      {
        "symbol": "K",
        "meaning": "the minimum payments due on credit cards"
      },
      {
        "symbol": "O",
        "meaning": "other monthly debts, such as personal loans and child support"
      }
    ],
    "text": "Add up every monthly debt payment and divide by the income you earn in a month before tax. The housing ratio does the same with the housing payment alone."
  },
  "examples": [
    {
      "description": "$2,500 of debts on $5,000 a month",
      "inputs": {
        "grossMonthlyIncome": 5000,
        "housingPayment": 1500,
        "carPayments": 400,
        "creditCardPayments": 300,
        "otherDebtPayments": 300
      }
    },
    {
      "description": "A $1,500 rent and a $400 car loan on $6,000 a month",
      "inputs": {
        "grossMonthlyIncome": 6000,
        "housingPayment": 1500,
        "carPayments": 400
      }
    },
    {
      "description": "A $1,900 mortgage, student loans and cards on $5,200 a month",
      "inputs": {
        "grossMonthlyIncome": 5200,
        "housingPayment": 1900,
        "studentLoanPayments": 250,
        "creditCardPayments": 120
      }
    },
    {
      "description": "A renter with $1,100 rent and no other debts on $4,500 a month",
      "inputs": {
        "grossMonthlyIncome": 4500,
        "housingPayment": 1100
      }
    }
  ]
};
