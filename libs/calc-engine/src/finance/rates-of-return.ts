/** The rates searched, per period, as growth factors 1 + rate: from −99% (not included) to 1,000%. */
const LOWEST_GROWTH = 0.01;
const HIGHEST_GROWTH = 11;
/** A root is refined by bisection until its bracket of growth factors is this narrow. */
const TOLERANCE = 1e-13;

/**
 * The sign of the NPV at growth factor `g` = 1 + rate, from a sum that cannot overflow: Σ CF_t · (1/g)^t when g ≥ 1,
 * and Σ CF_t · g^(n−t) (the NPV times g^n, a positive number) when g < 1, each by Horner's rule.
 */
function scaledNpv(flows: readonly number[], g: number): number {
  let sum = 0;
  if (g >= 1) {
    const v = 1 / g;
    for (let t = flows.length - 1; t >= 0; t -= 1) sum = sum * v + (flows[t] ?? 0);
  } else {
    for (const flow of flows) sum = sum * g + flow;
  }
  return sum;
}

/** The root of the scaled NPV between growth factors `low` and `high`, where it changes sign, by bisection. */
function bisect(flows: readonly number[], low: number, high: number, signAtLow: number): number {
  let a = low;
  let b = high;
  while (b - a > TOLERANCE) {
    const middle = (a + b) / 2;
    if (middle === a || middle === b) break;
    if (Math.sign(scaledNpv(flows, middle)) === signAtLow) a = middle;
    else b = middle;
  }
  return (a + b) / 2;
}

/**
 * Every rate in (−99%, 1,000%] per period at which the NPV of the cash flows is 0 (their internal rates of return):
 * the scaled NPV scanned for sign changes at `scanPoints` points evenly spaced in log(1 + rate), each change refined
 * by bisection until the rate is known to 1e-12. The work is `scanPoints` × the number of flows, plus about forty
 * evaluations a root.
 * @param flows - CF₀ at time 0 (not discounted), then one cash flow per period
 * @param scanPoints - points of the scan: more finds two roots closer together
 * @returns the rates, as fractions per period, in increasing order
 * @example
 * ratesOfReturn([-10000, 3000, 4200, 6800], 4000); // [0.1634056...]
 */
export function ratesOfReturn(flows: readonly number[], scanPoints: number): number[] {
  const roots: number[] = [];
  const step = Math.log(HIGHEST_GROWTH / LOWEST_GROWTH) / scanPoints;
  let lowG = LOWEST_GROWTH * Math.exp(step / 2);
  let lowValue = scaledNpv(flows, lowG);
  for (let i = 1; i <= scanPoints; i += 1) {
    const highG = i === scanPoints ? HIGHEST_GROWTH : LOWEST_GROWTH * Math.exp(step * (i + 0.5));
    const highValue = scaledNpv(flows, highG);
    if (lowValue === 0) roots.push(lowG - 1);
    else if (Math.sign(lowValue) !== Math.sign(highValue) && highValue !== 0) roots.push(bisect(flows, lowG, highG, Math.sign(lowValue)) - 1);
    lowG = highG;
    lowValue = highValue;
  }
  if (lowValue === 0) roots.push(HIGHEST_GROWTH - 1);
  return roots;
}

/**
 * The NPV at `rate` per period of cash flows that start today: CF₀ is not discounted, as textbooks and Excel's own
 * IRR example put it (Excel's NPV function discounts its first value; see `npv`). By Horner's rule in 1/(1 + rate).
 * @example
 * presentValueOfFlows([-10000, 3000, 4200, 6800], 0.1); // 1307.2877...
 */
export function presentValueOfFlows(flows: readonly number[], rate: number): number {
  const v = 1 / (1 + rate);
  let sum = 0;
  for (let t = flows.length - 1; t >= 0; t -= 1) sum = sum * v + (flows[t] ?? 0);
  return sum;
}
