import { calculate, type RawInputs } from '@calchub/calc-engine';
import { describe, expect, it } from 'vitest';
import { paybackPeriod } from '../../generated/described/payback-period.js';

function interpretation(inputs: RawInputs): string {
  return paybackPeriod.interpret(calculate('payback-period', inputs), inputs);
}

const project = {
  initialInvestment: 50000, cashFlowType: 2, cashFlowYear1: 10000, cashFlowYear2: 15000, cashFlowYear3: 20000,
  cashFlowYear4: 20000, cashFlowYear5: 10000,
};

describe('payback period: years, with years and months only where they are not whole', () => {
  it('writes whole years alone, and other years with about how many years and months they make', () => {
    expect(interpretation({ initialInvestment: 10000, cashFlowType: 1, annualCashFlow: 2000 })).toBe(
      'The investment pays for itself in 5 years. Add a discount rate to see how long it takes in today\'s money.',
    );
    expect(interpretation({ initialInvestment: 100000, cashFlowType: 1, annualCashFlow: 30000 })).toBe(
      'The investment pays for itself in 3.33 years (about 3 years 4 months). Add a discount rate to see how long it takes in today\'s money.',
    );
    expect(interpretation({ initialInvestment: 18000, cashFlowType: 1, annualCashFlow: 1500, discountRate: 5 })).toBe(
      'The investment pays for itself in 12 years. Counting the time value of money at your discount rate, it takes 18.78 years (about 18 years 9 months).',
    );
  });

  it('gives the NPV of uneven cash flows, and says when the discounted flows never repay the investment', () => {
    expect(interpretation({ ...project, discountRate: 8 })).toBe(
      'The investment pays for itself in 3.25 years (about 3 years 3 months). Counting the time value of money at your discount rate, it takes 3.82 years (about 3 years 10 months). Its net present value is $9,502.42: it earns more than your discount rate.',
    );
    expect(interpretation({ ...project, discountRate: 15 })).toBe(
      'The investment pays for itself in 3.25 years (about 3 years 3 months). At your discount rate the investment is never repaid in today\'s money within the years counted. Its net present value is -$405.04: it earns less than your discount rate.',
    );
  });

  it('says what is still to recover after the years counted when the cash flows never repay the investment', () => {
    const uneven = { initialInvestment: 100000, cashFlowType: 2, cashFlowYear1: 10000, cashFlowYear6: 10000 };
    expect(interpretation(uneven)).toBe(
      'The cash flows you entered do not pay back the investment: after 6 years, $80,000.00 is still to recover.',
    );
    expect(interpretation({ ...uneven, discountRate: 5 })).toBe(
      'The cash flows you entered do not pay back the investment: after 6 years, $80,000.00 is still to recover. At your discount rate the investment is never repaid in today\'s money within the years counted. Its net present value is -$83,014.04: it earns less than your discount rate.',
    );
    expect(interpretation({ initialInvestment: 10001, cashFlowType: 1, annualCashFlow: 100, discountRate: 1 })).toBe(
      'The cash flows you entered do not pay back the investment: after 100 years, $1.00 is still to recover. At your discount rate the investment is never repaid in today\'s money within the years counted.',
    );
  });
});
