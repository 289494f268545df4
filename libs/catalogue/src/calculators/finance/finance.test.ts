import { calculate, type RawInputs } from '@calchub/calc-engine';
import { describe, expect, it } from 'vitest';
import { formatQuantity } from '../../format.js';
import { explanatoryText } from '../../schema.js';
import type { CalculatorDefinition } from '../../types.js';
import { roi } from '../../generated/described/roi.js';
import { simpleInterest } from '../../generated/described/simple-interest.js';
import { explanatoryContents } from '../index.js';
import { amortization } from '../../generated/described/amortization.js';
import { carLoan } from '../../generated/described/car-loan.js';
import { compoundInterest } from '../../generated/described/compound-interest.js';
import { debtPayoff } from '../../generated/described/debt-payoff.js';
import { investment } from '../../generated/described/investment.js';
import { loan } from '../../generated/described/loan.js';
import { mortgage } from '../../generated/described/mortgage.js';
import { personalLoan } from '../../generated/described/personal-loan.js';
import { refinance } from '../../generated/described/refinance.js';
import { retirement } from '../../generated/described/retirement.js';
import { savingsGoal } from '../../generated/described/savings-goal.js';

function interpretation(definition: CalculatorDefinition, inputs: RawInputs): string {
  return definition.interpret(calculate(definition.slug, inputs));
}

function exampleInputs(definition: CalculatorDefinition, index: number): RawInputs {
  const example = definition.examples[index];
  if (!example) throw new Error(`${definition.slug} has no example ${index + 1}`);
  return example.inputs;
}

describe('interpretations at their payment thresholds', () => {
  it('loan: "significant" above $1,000 a month, otherwise "manageable"', () => {
    expect(interpretation(loan, exampleInputs(loan, 0))).toBe(
      'A monthly payment of $308.77 is a manageable commitment. Over 36 payments you repay $11,115.75, of which $1,115.75 is interest.',
    );
    expect(interpretation(loan, exampleInputs(loan, 1))).toContain('$955.06 is a manageable commitment');
    expect(interpretation(loan, exampleInputs(loan, 2))).toContain('$1,529.99 is a significant commitment');
  });

  it('mortgage: "above" typical housing cost guidelines above $3,000 a month, otherwise "within"', () => {
    expect(interpretation(mortgage, exampleInputs(mortgage, 1))).toBe(
      'A total monthly payment of $2,520.30 is within typical housing cost guidelines for many households. Lenders often want housing costs at or below 28% of gross income, which for this payment means earning at least $9,001.05 a month ($108,012.64 a year). Over the full term you would pay $389,306.21 in interest on a $320,000.00 loan.',
    );
    expect(interpretation(mortgage, exampleInputs(mortgage, 3))).toMatch(/^A total monthly payment of \$4,742\.41 is above typical housing cost guidelines/);
    const cash = { homePrice: 300000, downPaymentPercent: 100, interestRate: 6, loanTerm: 30, propertyTaxRate: 1 };
    expect(interpretation(mortgage, cash)).toContain('With 100% down there is no loan');
  });

  it('car loan: "substantial" above $500 a month', () => {
    expect(interpretation(carLoan, exampleInputs(carLoan, 1))).toBe(
      'A monthly payment of $558.59 is a substantial commitment for a car. Interest adds $3,915.31, so the car costs $36,515.31 in all with tax and fees.',
    );
    expect(interpretation(carLoan, exampleInputs(carLoan, 3))).toContain('$380.06 is a moderate commitment');
    expect(interpretation(carLoan, { vehiclePrice: 10000, downPayment: 6000, tradeInValue: 4000, interestRate: 7, loanTerm: 36 })).toBe(
      'Your down payment and trade-in cover the whole cost, taxes and fees included: there is nothing to finance.',
    );
  });
});

describe('interpretations in the same spirit for the other finance calculators', () => {
  it('personal loan: points at the APR when a fee is taken from the loan', () => {
    expect(interpretation(personalLoan, exampleInputs(personalLoan, 2))).toBe(
      'You would pay $333.67 a month for 60 months, $20,020.00 in all, of which $5,020.00 is interest. The $750.00 fee means you receive only $14,250.00, so the true cost of the loan is an APR of 14.28%: compare offers by this figure, not by the interest rate.',
    );
    expect(interpretation(personalLoan, exampleInputs(personalLoan, 0))).not.toContain('APR');
  });

  it('compound interest: splits the balance into deposits and interest', () => {
    expect(interpretation(compoundInterest, exampleInputs(compoundInterest, 2))).toBe(
      'Your balance would grow to $47,526.55: $34,000.00 you put in and $13,526.55 of interest, which is 28.46% of the final balance. The effective annual rate (APY) is 5.12%.',
    );
    expect(interpretation(compoundInterest, { principal: 1000, interestRate: 0, years: 5, compoundingFrequency: 12 })).toContain('just what you put in');
  });

  it('simple interest: the interest as a share of the principal', () => {
    expect(interpretation(simpleInterest, exampleInputs(simpleInterest, 0))).toBe(
      'Interest of $100.00 brings the total to $1,100.00: 10% of the principal over the whole period, charged on the original amount only.',
    );
  });

  it('ROI: gain or loss, and the annualized rate when a length is given', () => {
    expect(interpretation(roi, exampleInputs(roi, 2))).toBe(
      'You lost $3,000.00, 20% of what you invested. That equals a loss of 7.17% a year compounded.',
    );
    expect(interpretation(roi, exampleInputs(roi, 1))).toContain('That equals 9.54% a year compounded');
    expect(interpretation(roi, exampleInputs(roi, 0))).toContain('Add the investment length');
    expect(interpretation(roi, { amountInvested: 500, amountReturned: 500 })).toBe('You got back exactly what you put in: no gain and no loss.');
  });

  it('retirement: on track or short, with the contribution that closes the gap', () => {
    expect(interpretation(retirement, exampleInputs(retirement, 0))).toBe(
      "You would fall short: $793,061.34 at retirement against the $1,250,000.00 your income goal needs, a gap of $456,938.66. Saving about $1,988.96 a month in total, instead of your current amount, would close it. In today's dollars that is $793,061.34, enough for about $31,722.45 a year at your withdrawal rate.",
    );
    const onTrack = { ...exampleInputs(retirement, 0), monthlyContribution: 2500 };
    expect(interpretation(retirement, onTrack)).toMatch(/^You are on track/);
  });

  it('savings goal: the deposit, or none when savings already reach the goal', () => {
    expect(interpretation(savingsGoal, exampleInputs(savingsGoal, 0))).toBe(
      'Save $147.05 a month for 60 months to reach your goal. Your deposits add up to $8,822.74 and interest contributes $1,177.26.',
    );
    expect(interpretation(savingsGoal, { savingsGoal: 10000, currentSavings: 9000, interestRate: 5, years: 3 })).toBe(
      'You need no monthly deposits: what you have already saved reaches the goal with interest alone.',
    );
  });

  it('investment: own money against growth', () => {
    expect(interpretation(investment, exampleInputs(investment, 2))).toBe(
      'Your investment would grow to $300,850.72: $130,000.00 of your own money and $170,850.72 of growth, 56.79% of the final balance. Growth has outpaced your contributions, which is what long periods of compounding do.',
    );
  });

  it('amortization: the first payment split, the total interest and what extra payments save', () => {
    expect(interpretation(amortization, exampleInputs(amortization, 3))).toBe(
      'Your scheduled payment is $1,199.10 a month. In the first month $1,000.00 of it (83.4%) is interest and $199.10 reduces the balance; the split shifts toward principal as the balance falls. You pay $151,875.87 of interest in all, and the loan is paid off after 21 years. Your extra payments save $79,800.51 of interest.',
    );
  });

  it('refinance: break-even when the payment falls, lifetime cost either way', () => {
    expect(interpretation(refinance, exampleInputs(refinance, 0))).toBe(
      'Refinancing lowers your payment by $195.03 a month. The closing costs are paid back after 21 months (1 year 9 months), so it pays only if you keep the loan longer than that. Over the full terms you would pay $66,209.72 less in all, closing costs included.',
    );
    expect(interpretation(refinance, exampleInputs(refinance, 1))).toContain('you would pay $89,173.22 more in all');
    expect(interpretation(refinance, exampleInputs(refinance, 2))).toBe(
      'Your monthly payment would rise by $44.01, so monthly savings never pay back the closing costs. Over the full terms, though, you would pay $89,260.23 less in all, because the new loan is paid off sooner or at a lower rate.',
    );
  });

  it('debt payoff: time to be debt-free and what interest adds', () => {
    expect(interpretation(debtPayoff, exampleInputs(debtPayoff, 0))).toBe(
      'You would be debt-free in 2 years 10 months (34 payments). Interest costs $1,749.88, 35% on top of the balance, for $6,749.88 in all. The last payment is $149.88.',
    );
    expect(interpretation(debtPayoff, { debtBalance: 5000, interestRate: 22, monthlyPayment: 100 })).toContain('Interest adds more than half again to what you owe');
    expect(interpretation(debtPayoff, exampleInputs(debtPayoff, 3))).toContain('With no interest, you repay exactly $3,000.00.');
  });
});

/** A figure the explanatory text quotes, and the engine computation it must equal. */
interface QuotedFigure {
  readonly inputs: RawInputs;
  readonly output: string;
}

function quoted(inputs: RawInputs, ...outputs: string[]): QuotedFigure[] {
  return outputs.map((output) => ({ inputs, output }));
}

/** Every figure a finance page's text quotes from a computation: if the engine or the text changes, this fails. */
const QUOTED_FIGURES: readonly (readonly [CalculatorDefinition, readonly QuotedFigure[]])[] = [
  [mortgage, [
    ...quoted(exampleInputs(mortgage, 0), 'principalAndInterest', 'totalInterest'),
    ...quoted(exampleInputs(mortgage, 1), 'totalMonthlyPayment', 'monthlyPropertyTax', 'monthlyHomeInsurance'),
    ...quoted({ homePrice: 400000, downPaymentPercent: 20, interestRate: 6.25, loanTerm: 15 }, 'principalAndInterest', 'totalInterest'),
    ...quoted(exampleInputs(mortgage, 2), 'monthlyPmi'),
  ]],
  [carLoan, [
    ...quoted(exampleInputs(carLoan, 0), 'monthlyPayment'),
    ...quoted(exampleInputs(carLoan, 1), 'monthlyPayment', 'totalOfPayments', 'totalInterest', 'salesTax', 'loanAmount'),
    ...quoted(exampleInputs(carLoan, 2), 'salesTax'),
    ...[48, 60, 72, 84].flatMap((loanTerm) => quoted({ vehiclePrice: 30000, interestRate: 7, loanTerm }, 'monthlyPayment', 'totalInterest')),
  ]],
  [personalLoan, [
    ...quoted(exampleInputs(personalLoan, 0), 'monthlyPayment', 'totalInterest'),
    ...quoted(exampleInputs(personalLoan, 2), 'monthlyPayment', 'totalInterest', 'apr', 'netProceeds'),
    ...[12, 36, 60].flatMap((loanTerm) => quoted({ loanAmount: 10000, interestRate: 10, loanTerm, originationFee: 5 }, 'apr')),
    ...[36, 60].flatMap((loanTerm) => quoted({ loanAmount: 10000, interestRate: 10, loanTerm }, 'totalInterest')),
  ]],
  [compoundInterest, [
    ...quoted(exampleInputs(compoundInterest, 0), 'futureValue', 'totalInterest'),
    ...quoted(exampleInputs(compoundInterest, 2), 'futureValue', 'effectiveAnnualRate'),
    ...[1, 12, 365].flatMap((k) => quoted({ principal: 10000, interestRate: 5, years: 10, compoundingFrequency: k }, 'futureValue')),
    ...[10, 20, 30].flatMap((years) => quoted({ principal: 10000, interestRate: 7, years, compoundingFrequency: 12 }, 'futureValue')),
    ...[12, 365].flatMap((k) => quoted({ principal: 1, interestRate: 6, years: 1, compoundingFrequency: k }, 'effectiveAnnualRate')),
  ]],
  [simpleInterest, [
    ...quoted(exampleInputs(simpleInterest, 0), 'interest', 'totalAmount'),
    ...quoted(exampleInputs(simpleInterest, 2), 'interest'),
    ...quoted(exampleInputs(simpleInterest, 3), 'interest'),
    ...quoted({ principal: 10000, interestRate: 5, time: 3, timeUnit: 1 }, 'interest'),
    ...quoted({ principal: 4000, interestRate: 6, time: 9, timeUnit: 2 }, 'interest'),
  ]],
  [roi, [
    ...quoted(exampleInputs(roi, 1), 'annualizedRoi'),
    ...quoted(exampleInputs(roi, 3), 'annualizedRoi'),
    ...quoted({ amountInvested: 10000, amountReturned: 14000, investmentLength: 4 }, 'annualizedRoi'),
  ]],
  [retirement, [
    ...quoted(exampleInputs(retirement, 0), 'projectedSavings'),
    ...quoted(exampleInputs(retirement, 1), 'projectedSavings', 'projectedSavingsTodayDollars', 'targetNestEggFuture'),
    ...[25, 35].flatMap((currentAge) =>
      quoted({ currentAge, retirementAge: 65, currentSavings: 0, monthlyContribution: 500, annualReturn: 7, inflationRate: 0 }, 'projectedSavings'),
    ),
  ]],
  [savingsGoal, [
    ...quoted(exampleInputs(savingsGoal, 0), 'monthlyDeposit', 'totalDeposits', 'interestEarned'),
    ...quoted(exampleInputs(savingsGoal, 2), 'monthlyDeposit', 'interestEarned'),
    ...quoted({ savingsGoal: 10000, interestRate: 0, years: 5 }, 'monthlyDeposit'),
  ]],
  [investment, [
    ...quoted(exampleInputs(investment, 0), 'finalBalance', 'totalEarnings'),
    ...quoted(exampleInputs(investment, 2), 'finalBalance', 'totalContributions'),
    ...quoted({ ...exampleInputs(investment, 2), contributionTiming: 1 }, 'finalBalance'),
    ...[4, 5, 6, 9].flatMap((annualReturn) => quoted({ ...exampleInputs(investment, 2), annualReturn }, 'finalBalance')),
  ]],
  [amortization, [
    ...quoted(exampleInputs(amortization, 0), 'monthlyPayment', 'firstPaymentInterest', 'firstPaymentPrincipal', 'balanceAfter12Payments', 'totalInterest'),
    ...quoted(exampleInputs(amortization, 2), 'monthlyPayment', 'totalInterest', 'firstPaymentInterest'),
    ...quoted(exampleInputs(amortization, 3), 'interestSaved'),
    ...quoted({ ...exampleInputs(amortization, 2), extraMonthlyPayment: 100 }, 'interestSaved'),
    ...quoted({ ...exampleInputs(amortization, 2), loanTerm: 15 }, 'monthlyPayment', 'totalInterest'),
  ]],
  [refinance, [
    ...quoted(exampleInputs(refinance, 0), 'currentMonthlyPayment', 'newMonthlyPayment', 'monthlySavings', 'lifetimeSavings'),
    ...quoted(exampleInputs(refinance, 1), 'monthlySavings', 'lifetimeSavings'),
    ...quoted(exampleInputs(refinance, 2), 'monthlySavings', 'lifetimeSavings'),
  ]],
  [debtPayoff, [
    ...quoted(exampleInputs(debtPayoff, 0), 'totalInterest', 'finalPayment'),
    ...[100, 300].flatMap((monthlyPayment) => quoted({ debtBalance: 5000, interestRate: 22, monthlyPayment }, 'totalInterest')),
    ...quoted({ debtBalance: 3000, interestRate: 22, monthlyPayment: 250 }, 'totalInterest'),
  ]],
  [loan, [
    ...quoted(exampleInputs(loan, 0), 'monthlyPayment', 'totalAmount', 'totalInterest'),
    ...quoted(exampleInputs(loan, 1), 'monthlyPayment', 'totalInterest'),
    ...quoted(exampleInputs(loan, 2), 'monthlyPayment', 'totalInterest'),
    ...quoted({ loanAmount: 10000, interestRate: 7, loanTenure: 5 }, 'monthlyPayment', 'totalInterest'),
  ]],
];

/** Whether `text` quotes an amount exactly: "$400.00" also as "$400", but "$400" never inside "$400,000" or "$4,001". */
function quotes(text: string, shown: string): boolean {
  return [shown, shown.replace(/\.00$/, '')].some((form) => {
    const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\d,.])${escaped}(?!\\d|[,.]\\d)`).test(text);
  });
}

function pageText(definition: CalculatorDefinition): string {
  return explanatoryText(explanatoryContents[definition.slug]);
}

describe.each(QUOTED_FIGURES.map(([definition, figures]) => [definition.slug, definition, figures] as const))(
  '%s explanatory text',
  (_slug, definition, figures) => {
    it('quotes the figures the engine computes', () => {
      const text = pageText(definition);
      const wrong = figures.flatMap(({ inputs, output }) => {
        const value = calculate(definition.slug, inputs).details[output];
        if (typeof value !== 'number') return [`${output} of ${JSON.stringify(inputs)} is not a number`];
        // Text says "costs $89,173.22 more" rather than "-$89,173.22", and money may be quoted without ".00".
        const unit = /rate|apr|roi/i.test(output) ? '%' : '$';
        const shown = formatQuantity(Math.abs(value), unit);
        return quotes(text, shown) ? [] : [`${output} = ${shown} for ${JSON.stringify(inputs)}`];
      });
      expect(wrong).toEqual([]);
    });
  },
);
