/**
 * Checks an amount given to the ledger.
 * @param name - the amount's name, for the message
 * @param value - the amount
 * @throws RangeError when the amount is not a finite number, 0 or more
 */
export function checkAmount(name: string, value: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite number, 0 or more; got ${String(value)}.`);
  }
}

/** Dollars to the micro-dollar (the database's precision), rounded up: an estimate must stay an upper bound. */
export function microDollarsUp(usd: number): number {
  const micro = Math.round(usd * 1e6);
  return (micro / 1e6 < usd ? micro + 1 : micro) / 1e6;
}

/** Dollars to the nearest micro-dollar: a cost as the database keeps it. */
export function microDollars(usd: number): number {
  return Math.round(usd * 1e6) / 1e6;
}
