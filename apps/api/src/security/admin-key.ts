import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt cost: N=2^14, r=8, p=1 takes ~50 ms here and 16 MiB, OWASP's minimum for scrypt.
const COST = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(key: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(key, salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, derived) => (error ? reject(error) : resolve(derived)));
  });
}

/**
 * A new admin key: 256 random bits, base64url (43 characters).
 * @returns the key, to be shown once and never stored
 * @example
 * generateAdminKey().length; // 43
 */
export function generateAdminKey(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Hashes an admin key with scrypt and a random salt, in a self-describing string.
 * @param key - the key
 * @returns `scrypt$N$r$p$salt$hash` (base64url parts)
 * @example
 * await hashAdminKey('correct horse battery staple'); // 'scrypt$16384$8$1$Wm9...$q1X...'
 */
export async function hashAdminKey(key: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(key, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/**
 * Checks a candidate against a stored scrypt hash, comparing in constant time.
 * @param candidate - what was typed
 * @param stored - a string from {@link hashAdminKey}
 * @returns whether they match (false for a malformed hash)
 * @example
 * await verifyAdminKeyHash('wrong', await hashAdminKey('right')); // false
 */
export async function verifyAdminKeyHash(candidate: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(candidate, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Compares a candidate with the configured ADMIN_KEY in constant time: both are reduced to SHA-256 digests
 * first, so neither the content nor the length of the key leaks through timing.
 * @param candidate - what was typed
 * @param adminKey - the configured key
 * @returns whether they are equal
 * @example
 * matchesAdminKey('a'.repeat(20), 'a'.repeat(20)); // true
 */
export function matchesAdminKey(candidate: string, adminKey: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(candidate), digest(adminKey));
}

/**
 * A new session token (256 random bits) for the cookie, and the only thing stored of it: its SHA-256.
 * @returns `{ token, tokenHash }`
 * @example
 * const { token, tokenHash } = newSessionToken(); // token: 43 base64url characters; tokenHash: 64 hex digits
 */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSessionToken(token) };
}

/**
 * The stored form of a session token.
 * @param token - the cookie's value
 * @returns its SHA-256, hex
 * @example
 * hashSessionToken('abc'); // 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'
 */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
