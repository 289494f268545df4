import { eq, lt } from 'drizzle-orm';
import { createHmac, randomBytes } from 'node:crypto';
import type { AppDatabase } from '../../../db/database.js';
import { aiAddressSalts } from '../../../db/schema.js';
import { countedAddress } from '../../../security/counted-address.js';
import { ADDRESS_KEY_PREFIX, THIS_MONTH } from '../settings-repository.js';

async function monthSalt(db: AppDatabase): Promise<string> {
  // The first request of a month creates its salt; a concurrent one keeps the salt that was stored first.
  await db.insert(aiAddressSalts).values({ month: THIS_MONTH, salt: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  await db.delete(aiAddressSalts).where(lt(aiAddressSalts.month, THIS_MONTH));
  const [row] = await db.select({ salt: aiAddressSalts.salt }).from(aiAddressSalts).where(eq(aiAddressSalts.month, THIS_MONTH));
  if (!row) throw new Error('the month\'s address salt is missing');
  return row.salt;
}

/**
 * The usage key of a client address under this month's salt (the ledger's `addressKey`).
 * @param db - the database
 * @param ip - the client's address
 * @returns `address:` and 64 hexadecimal digits
 */
export async function addressKey(db: AppDatabase, ip: string): Promise<string> {
  const [row] = await db.select({ salt: aiAddressSalts.salt }).from(aiAddressSalts).where(eq(aiAddressSalts.month, THIS_MONTH));
  const salt = row?.salt ?? (await monthSalt(db));
  return `${ADDRESS_KEY_PREFIX}${createHmac('sha256', salt).update(countedAddress(ip)).digest('hex')}`;
}
