import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { money, numberDetail, percent, primaryNumber } from '../../result-reading.js';

export const scholarship: CalculatorDefinition = {
  slug: 'scholarship',
  aliases: ['scholarship-calculator', 'net-price', 'net-price-calculator', 'college-cost', 'cost-of-attendance', 'financial-aid'],
  title: 'Scholarship Calculator',
  description:
    'Find what college really costs after scholarships and grants: your net price per year and over your whole degree.',
  category: 'education',
  inputs: {
    tuitionAndFees: { label: 'Tuition & Fees (per year)', placeholder: 'e.g. 30,000', unit: '$', step: 100, uiDefault: 30000 },
    roomAndBoard: {
      label: 'Room & Board (per year)',
      placeholder: 'e.g. 12,000',
      unit: '$',
      step: 100,
      uiDefault: 0,
      help: 'Housing and meals, on campus or off; the college\'s cost of attendance lists an estimate.',
    },
    booksAndSupplies: { label: 'Books & Supplies (per year)', placeholder: 'e.g. 1,200', unit: '$', step: 50, uiDefault: 0 },
    otherExpenses: {
      label: 'Transportation & Personal (per year)',
      placeholder: 'e.g. 2,000',
      unit: '$',
      step: 50,
      uiDefault: 0,
    },
    scholarships: {
      label: 'Scholarships (per year)',
      placeholder: 'e.g. 10,000',
      unit: '$',
      step: 100,
      uiDefault: 10000,
      help: 'Merit and need-based scholarships you do not repay; enter 0 if you have none yet.',
    },
    grants: {
      label: 'Grants (per year)',
      placeholder: 'e.g. 5,000',
      unit: '$',
      step: 100,
      uiDefault: 0,
      help: 'Pell, state and college grants; leave out loans and work-study, which are not gift aid.',
    },
    years: { label: 'Years of Study', placeholder: 'e.g. 4', unit: 'years', step: 1, uiDefault: 4 },
    annualCostIncrease: {
      label: 'Annual Cost Increase',
      placeholder: 'e.g. 3',
      unit: '%',
      step: 0.1,
      uiDefault: 0,
      help: 'How much costs rise each year; your aid is assumed to stay the same.',
    },
  },
  formula: {
    expression: 'net price = COA − (S + G);   COA = tuition + housing + books + other;   total = Σ max(0, COA × (1 + g)^k − (S + G))',
    symbols: [
      { symbol: 'net price', meaning: 'what you pay for the first year, never below $0' },
      { symbol: 'COA', meaning: 'cost of attendance: tuition and fees, room and board, books and supplies, transportation and personal costs' },
      { symbol: 'S', meaning: 'scholarships per year' },
      { symbol: 'G', meaning: 'grants per year' },
      { symbol: 'g', meaning: 'annual cost increase, as a fraction (3% = 0.03)' },
      { symbol: 'k', meaning: 'the year of study, counted from 0 for the first year' },
      { symbol: 'total', meaning: 'total net cost over all the years of study' },
    ],
    text: 'Your net price is the full cost of a year at college less the gift aid you do not repay. Over several years, each year\'s cost grows by the annual increase while the aid stays the same.',
  },
  examples: [
    {
      description: '$30,000 tuition with a $10,000 scholarship and a $5,000 grant, over 4 years',
      inputs: { tuitionAndFees: 30000, scholarships: 10000, grants: 5000, years: 4 },
    },
    {
      description: 'A public university at $26,200 a year, $8,000 scholarship, costs rising 3% a year',
      inputs: {
        tuitionAndFees: 12000, roomAndBoard: 11000, booksAndSupplies: 1200, otherExpenses: 2000, scholarships: 8000,
        years: 4, annualCostIncrease: 3,
      },
    },
    {
      description: 'Two years of community college living at home, with a $7,395 Pell Grant',
      inputs: { tuitionAndFees: 4000, booksAndSupplies: 1500, otherExpenses: 3000, scholarships: 0, grants: 7395, years: 2 },
    },
    {
      description: 'A private college where $62,000 of aid exceeds the $61,200 cost',
      inputs: { tuitionAndFees: 45000, roomAndBoard: 15000, booksAndSupplies: 1200, scholarships: 50000, grants: 12000, years: 4 },
    },
  ],
  disclaimer: categoryDisclaimers.education,
  interpret(result) {
    const net = primaryNumber(result);
    const cost = numberDetail(result, 'costOfAttendance');
    const coverage = numberDetail(result, 'coveragePercent');
    const totalNet = numberDetail(result, 'totalNetCost');
    const totalCost = numberDetail(result, 'totalCostOfAttendance');
    if (net === undefined || cost === undefined || coverage === undefined) {
      return 'Enter the yearly cost of attendance and your scholarships to see your net price.';
    }
    if (net === 0) {
      return `Your grants and scholarships cover the whole first-year cost of attendance of ${money(cost)}, so your net price is $0. In the US, scholarship money used for anything other than tuition, fees, books and required supplies (such as room and board) is generally taxable income (IRS Publication 970), and aid above your cost may be reduced by the college.`;
    }
    if (coverage === 0) {
      return `With no grants or scholarships entered, your net price is the full cost of attendance, ${money(net)} for the first year. Check the college's net price calculator and the FAFSA for aid you may qualify for.`;
    }
    const sentences = [
      `Your net price is ${money(net)} for the first year: grants and scholarships cover ${percent(coverage)} of the ${money(cost)} cost of attendance.`,
    ];
    if (totalNet !== undefined && totalCost !== undefined) {
      sentences.push(
        `Over your years of study you would pay about ${money(totalNet)} of the ${money(totalCost)} total cost, from savings, income, family help, work-study or loans.`,
      );
    }
    return sentences.join(' ');
  },
  keywords: [
    'scholarship calculator', 'net price', 'net price calculator', 'college cost', 'cost of attendance', 'coa',
    'financial aid', 'how much will college cost', 'tuition calculator', 'scholarship', 'grants', 'pell grant',
    'college cost after scholarships', 'schollarship', 'scolarship calculator',
  ],
  related: ['savings-goal', 'loan', 'gpa', 'investment'],
  outputLabels: {
    netPricePerYear: 'Net price (first year)',
    costOfAttendance: 'Cost of attendance (first year)',
    totalCostOfAttendance: 'Total cost of attendance',
    totalAid: 'Total grants and scholarships',
    totalNetCost: 'Total net price',
    coveragePercent: 'Share of the cost covered by aid',
  },
};
