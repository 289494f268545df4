import { calculate } from '@calchub/calc-engine';
import { describe, expect, it } from 'vitest';
import { chartPointLabel } from './chart-labels.js';

describe('chartPointLabel', () => {
  it('names a slice or bar by its role, the same in every chart', () => {
    const loan = calculate('loan', { loanAmount: 10000, interestRate: 7, loanTenure: 3 });
    expect(loan.chart?.data.map(chartPointLabel)).toEqual(['Principal', 'Interest']);
    const mortgage = calculate('mortgage', { homePrice: 400000, downPaymentPercent: 10, interestRate: 6.25, loanTerm: 30, pmiRate: 0.5, hoaFees: 50 });
    expect(mortgage.chart?.data.map(chartPointLabel)).toEqual(['Principal & interest', 'PMI', 'HOA fees']);
    const bmi = calculate('bmi', { weight: 70, height: 175 });
    expect(bmi.chart?.data.map(chartPointLabel)).toEqual(['Underweight', 'Normal', 'Overweight', 'Obese']);
    const heartRate = calculate('target-heart-rate', { method: 2, age: 40 });
    expect(heartRate.chart?.data.map(chartPointLabel)[0]).toBe('Very light (50–60%)');
    const aid = calculate('scholarship', { tuitionAndFees: 30000, scholarships: 10000, grants: 5000 });
    expect(aid.chart?.data.map(chartPointLabel)).toEqual(['Grants & scholarships', 'Net price']);
  });

  it('names a point of a series by its place on the axis', () => {
    const debt = calculate('debt-payoff', { debtBalance: 5000, interestRate: 22, monthlyPayment: 200 });
    expect(debt.chart?.data.map(chartPointLabel)).toEqual(['Year 0', 'Year 1', 'Year 2', 'Month 34']);
    const retirement = calculate('retirement', { currentAge: 30.1, retirementAge: 32.6, currentSavings: 1000, monthlyContribution: 100, annualReturn: 5 });
    expect(retirement.chart?.data.map(chartPointLabel)).toEqual(['Age 30.1', 'Age 31.1', 'Age 32.1', 'Age 32.6']);
    const breakEven = calculate('break-even', { fixedCosts: 300000, pricePerUnit: 10, variableCostPerUnit: 6 });
    expect(breakEven.chart?.data.map(chartPointLabel).at(-1)).toBe('150000 units');
  });
});
