import { compoundGrowth, type PaymentTiming } from './future-value.js';

/** Newton has converged once a step moves the rate by less than this, relative to the rate (or to 1 below 1). */
const TOLERANCE = 1e-12;
/** Excel stops after 20; a few more let a poor guess recover before the bracketing fallback takes over. */
const MAX_NEWTON_STEPS = 100;
const MAX_BRACKETED_STEPS = 500;
/** Below this |n·r| the slope of the annuity factor is taken at r = 0; above, its formula keeps ~10 digits. */
const NEAR_ZERO = 1e-6;

/**
 * Rates the fallback tries when Newton fails, in increasing order: from just above −100% per period, through 0,
 * up to 1e300, a sign change between two neighbours brackets a root.
 */
const GRID: readonly number[] = [
  -0.999999, -0.99, -0.9, -0.5, 0,
  ...Array.from({ length: 310 }, (_, k) => 10 ** (k - 9)),
];

interface Gap {
  /** Value today of every cash flow at the rate: 0 at the answer. */
  readonly value: number;
  /** Its derivative with respect to the rate. */
  readonly slope: number;
}

/**
 * Excel's RATE equation `pv·(1+r)^n + pmt·(1+r·type)·((1+r)^n − 1)/r + fv = 0`, divided by `(1+r)^n` so that it
 * stays finite at huge rates: `pv + pmt·(1+r·type)·a(r) + fv·v(r)`, with `v = (1+r)^−n` and the annuity factor
 * `a = (1 − v)/r` (n at r = 0).
 */
function gap(r: number, periods: number, payment: number, present: number, future: number, timing: PaymentTiming): Gap {
  const discountMinusOne = compoundGrowth(r, -periods);
  const v = 1 + discountMinusOne;
  const a = r === 0 ? periods : -discountMinusOne / r;
  const dv = (-periods * v) / (1 + r);
  const da = Math.abs(periods * r) < NEAR_ZERO ? (-periods * (periods + 1)) / 2 : (-dv - a) / r;
  const flow = payment * (1 + r * timing);
  return {
    value: present + flow * a + future * v,
    slope: payment * timing * a + flow * da + future * dv,
  };
}

type Bracket = readonly [low: number, high: number];

/** How far `x` lies outside `bracket` (0 inside it). */
function distance(x: number, [low, high]: Bracket): number {
  return Math.max(low - x, x - high, 0);
}

function converged(previous: number, next: number): boolean {
  return Math.abs(next - previous) <= TOLERANCE * Math.max(1, Math.abs(next));
}

/** Newton steps kept inside a bracket [lo, hi] whose ends have opposite gaps, bisecting when a step leaves it. */
function solveInBracket(f: (r: number) => Gap, low: number, high: number): number {
  let lo = low;
  let hi = high;
  const loSign = Math.sign(f(lo).value);
  let r = (lo + hi) / 2;
  for (let step = 0; step < MAX_BRACKETED_STEPS; step++) {
    const { value, slope } = f(r);
    if (value === 0) return r;
    if (Math.sign(value) === loSign) lo = r;
    else hi = r;
    let next = r - value / slope;
    if (!(next > lo && next < hi)) next = lo + (hi - lo) / 2;
    if (converged(r, next)) return next;
    r = next;
  }
  return r;
}

/**
 * The periodic interest rate at which a loan or annuity balances, as Excel `RATE(periods, payment,
 * presentValue, futureValue, timing, guess)` and with Excel's signs: money received is positive, money paid
 * out negative (a loan of 8000 repaid by 200 a month is `rate(48, -200, 8000)`). Like Excel it runs Newton's
 * method from `guess`; where Excel would give up (#NUM!) because Newton diverges from a poor guess, it brackets
 * a root on a grid of rates and narrows it with safeguarded Newton steps, so a loan whose payments cover its
 * principal always gets its rate.
 * @param periods - number of payment periods (> 0; need not be whole)
 * @param payment - payment per period (negative when paid)
 * @param presentValue - amount at the start (positive when received)
 * @param futureValue - amount after the last period (default 0)
 * @param timing - 0 payments at the end of each period (default), 1 at the beginning
 * @param guess - where Newton starts (default 0.1, as Excel); with several roots it picks the one found first
 * @returns the rate per period as a fraction, > −1; NaN when no rate balances the flows (Excel's #NUM!)
 * @example
 * rate(48, -200, 8000); // 0.0077014724882... per month; × 12 = 9.24% a year (Excel RATE documentation)
 */
export function rate(
  periods: number,
  payment: number,
  presentValue: number,
  futureValue = 0,
  timing: PaymentTiming = 0,
  guess = 0.1,
): number {
  const f = (r: number) => gap(r, periods, payment, presentValue, futureValue, timing);
  let r = guess;
  for (let step = 0; step < MAX_NEWTON_STEPS; step++) {
    const { value, slope } = f(r);
    if (value === 0) return r;
    // Newton on Excel's own equation, gap × (1+r)^n, whose steps are these (the power cancels, so nothing
    // overflows); it converges from the default guess on loans where Newton on the gap itself overshoots.
    const next = r - value / (slope + (periods * value) / (1 + r));
    if (!Number.isFinite(next) || next <= -1) break;
    if (converged(r, next)) return next;
    r = next;
  }
  // Newton left the domain or wandered: take the sign change on the grid nearest the guess.
  let best: Bracket | undefined;
  for (let i = 1; i < GRID.length; i++) {
    const bracket: Bracket = [GRID[i - 1] as number, GRID[i] as number];
    const lowValue = f(bracket[0]).value;
    const highValue = f(bracket[1]).value;
    if (!Number.isFinite(lowValue) || !Number.isFinite(highValue)) continue;
    if (lowValue === 0) return bracket[0];
    if (Math.sign(lowValue) === Math.sign(highValue)) continue;
    if (best === undefined || distance(guess, bracket) < distance(guess, best)) best = bracket;
  }
  return best === undefined ? Number.NaN : solveInBracket(f, best[0], best[1]);
}
