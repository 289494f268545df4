import { describe, expect, it } from 'vitest';
import { generateAdminKey, hashAdminKey, hashSessionToken, matchesAdminKey, newSessionToken, verifyAdminKeyHash } from './admin-key.js';

describe('admin key', () => {
  it('generates 256-bit keys that differ every time', () => {
    const keys = new Set(Array.from({ length: 20 }, generateAdminKey));
    expect(keys.size).toBe(20);
    for (const key of keys) expect(Buffer.from(key, 'base64url')).toHaveLength(32);
  });

  it('hashes with scrypt and a fresh salt, and verifies only the same key', async () => {
    const key = generateAdminKey();
    const [first, second] = await Promise.all([hashAdminKey(key), hashAdminKey(key)]);
    expect(first).not.toBe(second);
    expect(first).not.toContain(key);
    expect(await verifyAdminKeyHash(key, first)).toBe(true);
    expect(await verifyAdminKeyHash(key, second)).toBe(true);
    expect(await verifyAdminKeyHash(`${key}x`, first)).toBe(false);
    expect(await verifyAdminKeyHash('', first)).toBe(false);
    expect(await verifyAdminKeyHash(key, 'bcrypt$whatever')).toBe(false);
  });

  it('compares a configured key whatever the lengths', () => {
    expect(matchesAdminKey('a-configured-admin-key', 'a-configured-admin-key')).toBe(true);
    expect(matchesAdminKey('a-configured-admin-ke', 'a-configured-admin-key')).toBe(false);
    expect(matchesAdminKey('', 'a-configured-admin-key')).toBe(false);
  });

  it('session tokens are 256 random bits, stored as their SHA-256', () => {
    const { token, tokenHash } = newSessionToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(tokenHash).toBe(hashSessionToken(token));
    expect(tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
