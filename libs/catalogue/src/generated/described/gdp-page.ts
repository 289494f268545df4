// Generated from libs/calc-engine/src/calculators/gdp/gdp.ts and gdp.md by `npm run generate`. Do not edit.
import type { CalculatorPage } from '../../described-page.js';

export const gdpPage: CalculatorPage = {
  "title": "GDP Calculator",
  "description": "Work out gross domestic product by the expenditure approach, GDP = C + I + G + (X − M), with each component's share of the total.",
  "category": "education",
  "topic": "percentages",
  "aliases": [
    "gdp-calculator",
    "gross-domestic-product",
    "gross-domestic-product-calculator",
    "expenditure-approach",
    "gdp-formula"
  ],
  "keywords": [
    "gdp calculator",
    "gdp",
    "gross domestic product",
    "gross domestic product calculator",
    "expenditure approach",
    "c + i + g + nx",
    "gdp formula",
    "how to calculate gdp",
    "net exports",
    "consumption share of gdp",
    "macroeconomics",
    "national income",
    "gpd calculator",
    "gdp calculater",
    "gross domestc product"
  ],
  "related": [
    "percentage",
    "compound-interest",
    "investment",
    "roi",
    "profit-margin"
  ],
  "formula": {
    "expression": "GDP = C + I + G + (X − M);   share of C = C ÷ GDP × 100",
    "symbols": [
      {
        "symbol": "C",
        "meaning": "personal consumption expenditures"
      },
      {
        "symbol": "I",
        "meaning": "gross private domestic investment, inventories included"
      },
      {
        "symbol": "G",
        "meaning": "government consumption expenditures and gross investment"
      },
      {
        "symbol": "X",
        "meaning": "exports of goods and services"
      },
      {
        "symbol": "M",
        "meaning": "imports of goods and services"
      },
      {
        "symbol": "X − M",
        "meaning": "net exports, negative in a trade deficit"
      }
    ],
    "text": "GDP counts every final good and service bought in a country in a year, by who bought it. Imports are taken away because what households, firms and governments spend on them was produced abroad."
  },
  "examples": [
    {
      "description": "A textbook economy, in trillions of dollars, with a small trade deficit",
      "inputs": {
        "consumption": 12,
        "investment": 3,
        "governmentSpending": 4,
        "exports": 2,
        "imports": 3
      }
    },
    {
      "description": "The United States in 2011, in billions of dollars (BEA figures)",
      "inputs": {
        "consumption": 10279,
        "investment": 1854.9,
        "governmentSpending": 3059.8,
        "exports": 2094.2,
        "imports": 2662.3
      }
    },
    {
      "description": "An export-led economy with a trade surplus, in billions",
      "inputs": {
        "consumption": 2000,
        "investment": 1800,
        "governmentSpending": 700,
        "exports": 1500,
        "imports": 1200
      }
    },
    {
      "description": "A recession year in which inventories fell, so investment is negative",
      "inputs": {
        "consumption": 900,
        "investment": -30,
        "governmentSpending": 250,
        "exports": 120,
        "imports": 140
      }
    }
  ]
};
