import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cookie from '../external/cookie.js';
import visitor, { VISITOR_COOKIE, VISITOR_COOKIE_PATH, visitorKeyOf } from './visitor.js';

describe('the visitor cookie', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(cookie);
    await app.register(visitor);
    // Asks twice, as availability then explain would in one request.
    app.get(VISITOR_COOKIE_PATH, async (request, reply) => ({ first: app.visitorKey(request, reply), second: app.visitorKey(request, reply) }));
    await app.ready();
  });
  afterAll(() => app.close());

  it('gives a new visitor a random id in an HttpOnly cookie, sent back only to the explain endpoints, for a year', async () => {
    const response = await app.inject(VISITOR_COOKIE_PATH);
    const cookies = response.cookies.filter((entry) => entry.name === VISITOR_COOKIE);
    expect(cookies).toHaveLength(1);
    const [set] = cookies;
    expect(set).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: VISITOR_COOKIE_PATH, maxAge: 365 * 24 * 3600 });
    const { first, second } = response.json<{ first: string; second: string }>();
    expect(first).toBe(visitorKeyOf(set?.value));
    expect(second).toBe(first);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toContain(set?.value);
  });

  it('knows a returning visitor by the cookie, without setting a new one', async () => {
    const firstVisit = await app.inject(VISITOR_COOKIE_PATH);
    const id = firstVisit.cookies.find((entry) => entry.name === VISITOR_COOKIE)?.value ?? '';
    const again = await app.inject({ url: VISITOR_COOKIE_PATH, cookies: { [VISITOR_COOKIE]: id } });
    expect(again.cookies).toEqual([]);
    expect(again.json()).toEqual(firstVisit.json());
  });

  it('gives a cookie this server could not have made a new id', async () => {
    expect(visitorKeyOf('forged')).toBeUndefined();
    expect(visitorKeyOf(undefined)).toBeUndefined();
    const response = await app.inject({ url: VISITOR_COOKIE_PATH, cookies: { [VISITOR_COOKIE]: 'forged' } });
    const set = response.cookies.find((entry) => entry.name === VISITOR_COOKIE);
    expect(set?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.json<{ first: string }>().first).toBe(visitorKeyOf(set?.value));
  });
});
