// Generated from libs/calc-engine/src/calculators/irr/irr.ts and irr.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const irrPage: CalculatorPage = {
  "title": "IRR Calculator",
  "description": "Find the internal rate of return of a series of cash flows, and their net present value at your discount rate, as Excel's IRR and NPV do.",
  "category": "business",
  "topic": "assets",
  "aliases": [
    "irr-calculator",
    "internal-rate-of-return",
    "internal-rate-of-return-calculator",
    "npv",
    "npv-calculator",
    "net-present-value"
  ],
  "keywords": [
    "irr calculator",
    "irr",
    "internal rate of return",
    "internal rate of return calculator",
    "npv",
    "npv calculator",
    "net present value",
    "discounted cash flow",
    "dcf",
    "cash flow return",
    "project return",
    "hurdle rate",
    "excel irr",
    "iir calculator",
    "internal rate of retrun",
    "net present valeu"
  ],
  "related": [
    "roi",
    "payback-period",
    "investment",
    "compound-interest",
    "break-even"
  ],
  "formula": {
    "expression": "NPV(r) = Σ CFₜ ÷ (1 + r)ᵗ, t = 0 … n;   IRR = the r with NPV(r) = 0",
    "symbols": [
      {
        "symbol": "CFₜ",
        "meaning": "the cash flow of period t; CF₀ is today, usually the negative amount invested"
      },
      {
        "symbol": "r",
        "meaning": "the rate per period, as a fraction (10% = 0.10)"
      },
      {
        "symbol": "n",
        "meaning": "the number of periods after today"
      },
      {
        "symbol": "NPV",
        "meaning": "net present value, every cash flow brought back to today at the rate r"
      }
    ],
    "text": "The IRR is the rate at which the money coming in, discounted back to today, exactly repays the money going out. The NPV says how much more than that break-even the cash flows are worth at your own rate."
  },
  "examples": [
    {
      "description": "$10,000 invested, returning $3,000, $4,200 and $6,800 over three years, against a 10% cost of capital",
      "inputs": {
        "cashFlows": "-10000, 3000, 4200, 6800",
        "discountRate": 10
      }
    },
    {
      "description": "Excel's example: $70,000 for a business returning $12,000 to $26,000 over five years",
      "inputs": {
        "cashFlows": "-70000, 12000, 15000, 18000, 21000, 26000"
      }
    },
    {
      "description": "A $40,000 machine earning $8,000 to $14,500 a year, at an 8% discount rate",
      "inputs": {
        "cashFlows": "-40000, 8000, 9200, 10000, 12000, 14500",
        "discountRate": 8
      }
    },
    {
      "description": "A project that pays back too slowly to beat a 12% hurdle rate",
      "inputs": {
        "cashFlows": "-50000, 9000, 10000, 11000, 12000, 13000",
        "discountRate": 12
      }
    }
  ]
};
