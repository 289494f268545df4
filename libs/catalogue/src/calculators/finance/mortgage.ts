import { disclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, primaryNumber } from '../../result-reading.js';

/** Above this total monthly payment the cost is "above typical housing cost guidelines" (docs/product.md#result-interpretations). */
const HOUSING_GUIDELINE_PAYMENT = 3000;
/** Front-end ratio of the 28/36 rule: housing costs at most 28% of gross monthly income. */
const HOUSING_SHARE_OF_INCOME = 0.28;

export const mortgage: CalculatorDefinition = {
  slug: 'mortgage',
  aliases: ['mortgage-calculator', 'mortgage-payment', 'house-payment', 'home-loan'],
  title: 'Mortgage Calculator',
  description:
    'Estimate your monthly house payment with principal, interest, property tax, homeowners insurance, PMI and HOA fees.',
  category: 'finance',
  inputs: {
    homePrice: { label: 'Home Price', placeholder: 'e.g. 400,000', unit: '$', step: 1000, uiDefault: 400000 },
    downPaymentPercent: {
      label: 'Down Payment',
      placeholder: 'e.g. 20',
      unit: '% of price',
      step: 0.5,
      uiDefault: 20,
      help: 'Below 20% down, a conventional loan usually adds PMI.',
    },
    interestRate: { label: 'Interest Rate (APR)', placeholder: 'e.g. 6.5', unit: '%', step: 0.01, uiDefault: 6.5 },
    loanTerm: { label: 'Loan Term', placeholder: 'e.g. 30', unit: 'years', step: 1, uiDefault: 30 },
    propertyTaxRate: {
      label: 'Property Tax',
      placeholder: 'e.g. 1.2',
      unit: '% of price / yr',
      step: 0.01,
      uiDefault: 1.2,
      help: "The yearly tax bill divided by the home's price; it varies from about 0.3% to over 2% by state.",
    },
    homeInsurance: {
      label: 'Home Insurance',
      placeholder: 'e.g. 1,500',
      unit: '$ / yr',
      step: 50,
      uiDefault: 1500,
      help: 'Your yearly homeowners insurance premium.',
    },
    pmiRate: {
      label: 'PMI',
      placeholder: 'e.g. 0.5',
      unit: '% of loan / yr',
      step: 0.05,
      uiDefault: 0.5,
      help: 'Private mortgage insurance, charged only while the down payment is under 20%.',
    },
    hoaFees: {
      label: 'HOA Fees',
      placeholder: 'e.g. 50',
      unit: '$ / month',
      step: 10,
      uiDefault: 0,
      help: 'Homeowners association dues for a condo or planned community; 0 if none.',
    },
  },
  formula: {
    expression: 'M = L × r × (1 + r)^n ÷ ((1 + r)^n − 1);   Total = M + T + I + PMI + HOA',
    symbols: [
      { symbol: 'M', meaning: 'monthly principal and interest' },
      { symbol: 'L', meaning: 'loan amount: home price × (1 − down payment % ÷ 100)' },
      { symbol: 'r', meaning: 'monthly interest rate: annual rate ÷ 100 ÷ 12' },
      { symbol: 'n', meaning: 'number of monthly payments: loan term in years × 12' },
      { symbol: 'T', meaning: 'monthly property tax: home price × tax rate ÷ 100 ÷ 12' },
      { symbol: 'I', meaning: 'monthly homeowners insurance: yearly premium ÷ 12' },
      { symbol: 'PMI', meaning: 'monthly mortgage insurance: L × PMI rate ÷ 100 ÷ 12, only when the down payment is under 20%' },
      { symbol: 'HOA', meaning: 'monthly homeowners association dues' },
    ],
    text: 'The loan is the price minus your down payment. The standard amortization formula turns it into one level monthly payment of principal and interest, and property tax, insurance, PMI and HOA dues are added on top to give the full monthly cost of the home.',
  },
  examples: [
    {
      description: 'A $400,000 home with 20% down at 6.25% for 30 years: principal and interest only',
      inputs: { homePrice: 400000, downPaymentPercent: 20, interestRate: 6.25, loanTerm: 30 },
    },
    {
      description: 'The same home with 1.2% property tax, $1,200 a year of insurance and $50 a month of HOA dues',
      inputs: {
        homePrice: 400000, downPaymentPercent: 20, interestRate: 6.25, loanTerm: 30,
        propertyTaxRate: 1.2, homeInsurance: 1200, hoaFees: 50,
      },
    },
    {
      description: 'A $300,000 first home with 5% down at 6.75% for 30 years, so PMI of 0.6% applies',
      inputs: {
        homePrice: 300000, downPaymentPercent: 5, interestRate: 6.75, loanTerm: 30,
        propertyTaxRate: 1.1, homeInsurance: 1400, pmiRate: 0.6,
      },
    },
    {
      description: 'A $750,000 home with 20% down at 6.5% for 30 years, with 1.2% property tax and $2,400 a year of insurance',
      inputs: {
        homePrice: 750000, downPaymentPercent: 20, interestRate: 6.5, loanTerm: 30,
        propertyTaxRate: 1.2, homeInsurance: 2400,
      },
    },
    {
      description: 'A $350,000 home with 20% down on a 15-year loan at 5.75%',
      inputs: {
        homePrice: 350000, downPaymentPercent: 20, interestRate: 5.75, loanTerm: 15,
        propertyTaxRate: 1, homeInsurance: 1500,
      },
    },
  ],
  disclaimer: disclaimers.financial,
  interpret(result) {
    const total = primaryNumber(result);
    if (total === undefined) return 'Enter the home price, down payment, rate and term to see your monthly payment.';
    const position = total > HOUSING_GUIDELINE_PAYMENT ? 'above' : 'within';
    const monthlyIncome = total / HOUSING_SHARE_OF_INCOME;
    const sentences = [
      `A total monthly payment of ${money(total)} is ${position} typical housing cost guidelines for many households.`,
      `Lenders often want housing costs at or below 28% of gross income, which for this payment means earning at least ${money(monthlyIncome)} a month (${money(monthlyIncome * 12)} a year).`,
    ];
    const loanAmount = numberDetail(result, 'loanAmount');
    const totalInterest = numberDetail(result, 'totalInterest');
    if (loanAmount === 0) {
      sentences.push('With 100% down there is no loan: the payment is only tax, insurance and dues.');
    } else if (loanAmount !== undefined && totalInterest !== undefined) {
      sentences.push(`Over the full term you would pay ${money(totalInterest)} in interest on a ${money(loanAmount)} loan.`);
    }
    return sentences.join(' ');
  },
  keywords: [
    'mortgage payment', 'house payment', 'home loan', 'how much house can i afford', 'monthly mortgage payment',
    'piti', 'pmi', 'escrow', 'property tax', 'home insurance', 'hoa', 'apr', '30 year fixed', '15 year mortgage',
    'morgage', 'mortage', 'morgage calculator', 'mortgage calculater', 'home affordability', 'down payment',
  ],
  related: ['refinance', 'amortization', 'loan', 'savings-goal', 'debt-payoff'],
  outputLabels: {
    totalMonthlyPayment: 'Total monthly payment',
    principalAndInterest: 'Principal & interest',
    downPaymentAmount: 'Down payment',
    monthlyPropertyTax: 'Property tax / month',
    monthlyHomeInsurance: 'Home insurance / month',
    monthlyPmi: 'PMI / month',
    monthlyHoa: 'HOA fees / month',
    totalOfPayments: 'Total of principal & interest payments',
    numberOfPayments: 'Number of payments',
  },
};
