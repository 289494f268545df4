import { fc, test } from '@fast-check/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHI_SQUARE_ONE_IN_A_MILLION, chiSquare } from '../../../tests/chi-square.js';
import { calculate } from '../../index.js';

const SETS = {
  uppercase: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  lowercase: 'abcdefghijklmnopqrstuvwxyz',
  numbers: '0123456789',
  symbols: '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~',
} as const;
const LOOK_ALIKES = 'Il1O0o';
type SetName = keyof typeof SETS;

const generate = (inputs: Record<string, number>) => String(calculate('password-generator', inputs).value).split('\n');

describe('password-generator', () => {
  afterEach(() => vi.restoreAllMocks());

  test.prop([
    fc.integer({ min: 4, max: 128 }), fc.subarray(Object.keys(SETS) as SetName[], { minLength: 1 }), fc.boolean(), fc.integer({ min: 1, max: 50 }),
  ])('gives passwords of exactly the length, from the pool only, with every chosen set in each', (length, chosen, avoid, count) => {
    const inputs = Object.fromEntries((Object.keys(SETS) as SetName[]).map((name) => [name, chosen.includes(name) ? 2 : 1]));
    const passwords = generate({ ...inputs, length, count, excludeAmbiguous: avoid ? 2 : 1 });
    const sets = chosen.map((name) => [...SETS[name]].filter((character) => !avoid || !LOOK_ALIKES.includes(character)).join(''));
    const pool = sets.join('');
    expect(passwords).toHaveLength(count);
    for (const password of passwords) {
      expect([...password]).toHaveLength(length);
      for (const character of password) expect(pool).toContain(character);
      for (const set of sets) expect([...password].some((character) => set.includes(character)), set).toBe(true);
    }
    expect(calculate('password-generator', { ...inputs, length, excludeAmbiguous: avoid ? 2 : 1 }).details['poolSize']).toBe(pool.length);
  });

  it('uses every character of the pool, equally often: chi-square below its one-in-a-million value over 10,000 characters', () => {
    const text = generate({ length: 100, count: 50 }).join('') + generate({ length: 100, count: 50 }).join('');
    expect(text).toHaveLength(10_000);
    const pool = Object.values(SETS).join('');
    const counts = new Map([...pool].map((character) => [character, 0]));
    for (const character of text) counts.set(character, (counts.get(character) ?? 0) + 1);
    expect([...counts.values()].every((value) => value > 0)).toBe(true);
    // 94 characters, 93 degrees of freedom. Each password is redrawn until it holds every set, which barely moves the
    // frequencies at 100 characters.
    expect(chiSquare([...counts.values()])).toBeLessThan(CHI_SQUARE_ONE_IN_A_MILLION[93]);
  });

  it('writes 16 characters from all 94 as 104.9 bits of entropy', () => {
    expect(calculate('password-generator', {}).details['entropyBits']).toBeCloseTo(104.873, 3);
  });

  it('never gives the same list twice, never with Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    expect(generate({ count: 5 })).not.toEqual(generate({ count: 5 }));
    expect(random).not.toHaveBeenCalled();
  });

  it('refuses no set chosen, and a length outside 4 to 128 (the four sets always fit)', () => {
    expect(() => generate({ uppercase: 1, lowercase: 1, numbers: 1, symbols: 1 })).toThrow(expect.objectContaining({ code: 'inconsistent', field: 'uppercase' }));
    expect(() => generate({ length: 3 })).toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'length' }));
    expect(() => generate({ length: 129 })).toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'length' }));
  });
});
