// Generated from libs/calc-engine/src/calculators/student-loan/student-loan.ts and student-loan.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const studentLoanPage: CalculatorPage = {
  "title": "Student Loan Calculator",
  "description": "Find the monthly payment on a student loan, the interest that builds up before repayment starts, and what paying extra each month saves.",
  "category": "finance",
  "topic": "loans",
  "aliases": [
    "student-loan-calculator",
    "student-loan-payment",
    "college-loan",
    "student-loan-payoff",
    "standard-repayment-plan"
  ],
  "keywords": [
    "student loan calculator",
    "student loan payment",
    "student loan repayment",
    "federal student loan",
    "standard repayment plan",
    "10 year repayment",
    "grace period interest",
    "capitalized interest",
    "pay off student loans faster",
    "extra student loan payments",
    "college loan calculator",
    "studnet loan calculator",
    "student lone",
    "student loan calulator"
  ],
  "related": [
    "loan",
    "payment",
    "debt-payoff",
    "amortization",
    "interest-rate",
    "scholarship"
  ],
  "formula": {
    "expression": "I₀ = P × r × w;   B = P + I₀;   M = B × r ÷ (1 − (1 + r)^−n)",
    "symbols": [
      {
        "symbol": "P",
        "meaning": "loan balance today"
      },
      {
        "symbol": "r",
        "meaning": "monthly rate, the annual rate in percent ÷ 1,200"
      },
      {
        "symbol": "w",
        "meaning": "months until repayment starts"
      },
      {
        "symbol": "I₀",
        "meaning": "interest that builds up before repayment"
      },
      {
        "symbol": "B",
        "meaning": "balance when repayment starts, with that interest added"
      },
      {
        "symbol": "n",
        "meaning": "number of monthly payments, 12 × years"
      },
      {
        "symbol": "M",
        "meaning": "scheduled monthly payment"
      }
    ],
    "text": "Interest that builds up while you are in school or in the grace period is simple interest on the balance; when repayment starts it is added to the loan. The balance is then repaid in equal monthly payments over the term, and any extra you pay each month goes straight to the principal."
  },
  "examples": [
    {
      "description": "$30,000 at 6.53% on the standard 10-year plan",
      "inputs": {
        "loanBalance": 30000,
        "interestRate": 6.53,
        "loanTerm": 10
      }
    },
    {
      "description": "The same loan with 6 months of grace before the first payment",
      "inputs": {
        "loanBalance": 30000,
        "interestRate": 6.53,
        "loanTerm": 10,
        "monthsBeforeRepayment": 6
      }
    },
    {
      "description": "$30,000 at 6% paying $100 extra each month",
      "inputs": {
        "loanBalance": 30000,
        "interestRate": 6,
        "loanTerm": 10,
        "extraMonthlyPayment": 100
      }
    },
    {
      "description": "$45,000 of graduate loans at 8.08% over 20 years",
      "inputs": {
        "loanBalance": 45000,
        "interestRate": 8.08,
        "loanTerm": 20
      }
    }
  ]
};
