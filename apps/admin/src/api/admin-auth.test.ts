import { describe, expect, it, vi } from 'vitest';
import { CONNECTION_MESSAGE, INVALID_KEY_MESSAGE, createHttpAdminAuth, rateLimitedMessage } from './admin-auth.js';

function respond(status: number, body?: unknown, headers: Record<string, string> = {}) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } }),
  );
}

describe('createHttpAdminAuth', () => {
  it('posts the key as JSON and succeeds on 200', async () => {
    const fetchImpl = respond(200, { authenticated: true });
    expect(await createHttpAdminAuth(fetchImpl).login('the-key')).toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/login');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>)['content-type']).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ key: 'the-key' });
  });

  it('reports a wrong key, a server failure and no connection with the texts the login screen shows', async () => {
    expect(await createHttpAdminAuth(respond(401, { message: 'Invalid admin key. Please try again.' })).login('x')).toMatchObject({ reason: 'invalid-key', message: INVALID_KEY_MESSAGE });
    expect(await createHttpAdminAuth(respond(500)).login('x')).toMatchObject({ reason: 'unavailable', message: CONNECTION_MESSAGE });
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await createHttpAdminAuth(offline).login('x')).toMatchObject({ reason: 'unavailable', message: CONNECTION_MESSAGE });
  });

  it("shows the server's wait after too many attempts, or builds it from Retry-After", async () => {
    const withMessage = respond(429, { message: 'Too many login attempts. Try again in 15 minutes.' }, { 'retry-after': '900' });
    expect(await createHttpAdminAuth(withMessage).login('x')).toMatchObject({ reason: 'rate-limited', message: 'Too many login attempts. Try again in 15 minutes.' });
    const headerOnly = respond(429, {}, { 'retry-after': '45' });
    expect(await createHttpAdminAuth(headerOnly).login('x')).toMatchObject({ message: 'Too many failed attempts. Please wait 45 seconds before trying again.' });
  });

  it('asks the server whether the session is valid', async () => {
    expect(await createHttpAdminAuth(respond(200, { authenticated: true })).hasSession()).toBe(true);
    expect(await createHttpAdminAuth(respond(200, { authenticated: false })).hasSession()).toBe(false);
    expect(await createHttpAdminAuth(respond(401)).hasSession()).toBe(false);
  });

  it('logs out; an already ended session is fine, an unreachable server is an error', async () => {
    await expect(createHttpAdminAuth(respond(204)).logout()).resolves.toBeUndefined();
    await expect(createHttpAdminAuth(respond(401)).logout()).resolves.toBeUndefined();
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(createHttpAdminAuth(offline).logout()).rejects.toThrow('The server could not be reached');
  });
});

describe('rateLimitedMessage', () => {
  it('states the wait in minutes when it is long', () => {
    expect(rateLimitedMessage(undefined, '120')).toBe('Too many failed attempts. Please wait 2 minutes before trying again.');
    expect(rateLimitedMessage(undefined, null)).toBe('Too many failed attempts. Please wait a few minutes before trying again.');
  });
});
