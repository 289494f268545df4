import type { AppDatabase } from '../../../db/database.js';
import type { LedgerRefusal } from './ledger.js';

export type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** Attempts of a transaction that PostgreSQL aborted to break a deadlock (an operator's reset during traffic). */
const TRANSACTION_ATTEMPTS = 3;
const RETRYABLE_SQLSTATES = new Set(['40P01', '40001']);

/** A refusal thrown inside a transaction, so that everything it wrote is rolled back. */
export class LedgerRefused extends Error {
  constructor(readonly reason: LedgerRefusal) {
    super(reason);
  }
}

function sqlState(error: unknown): string | undefined {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * Runs `work` in a transaction, again (up to three attempts in all) when PostgreSQL aborted it to break a deadlock
 * or a serialization failure.
 * @param db - the database
 * @param work - the transaction's statements
 * @returns what `work` returns
 */
export async function inTransaction<T>(db: AppDatabase, work: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !RETRYABLE_SQLSTATES.has(sqlState(error) ?? '')) throw error;
    }
  }
}
