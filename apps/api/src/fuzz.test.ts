import fc from 'fast-check';
import { beforeEach, expect, it } from 'vitest';
import { describeWithApp, ORIGIN, signIn, STACK_TRACE, uniqueAddress } from './testing/harness.js';

const CONTENT_TYPES = [
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/jsonx',
  ';;;',
];

const printable = fc.string({ unit: fc.constantFrom(...' !"#$%&\'()*+,-./0123456789:;<=>?@AZaz[\\]^_`{|}~éλ中'.split('')), maxLength: 30 });

const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.dictionary(
    fc.constantFrom('key', 'status', 'agentName', 'enabled', 'query', 'page', 'name', 'email', 'message', 'ai_enabled', 'warning_threshold', 'global_monthly_cap_usd', '__proto__', 'constructor'),
    fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('approved', 'rejected', 'pending', 'SEO Agent', '/', 'a@b.co', 1e308, -0, 50, 99)),
  ).map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.constant(''),
  fc.constant('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}'),
);

const pathValue = fc.oneof(fc.integer().map(String), printable, fc.constantFrom('0', '-1', '1e3', '2147483648', '%', '..', '%00', ' '));

describeWithApp('fuzzing every route', (current, kind) => {
  let cookie = '';
  beforeEach(async () => {
    cookie = await signIn(current().app);
  });

  it('random methods, paths, parameters, queries, bodies and content types never get a 5xx or a stack trace', async () => {
    const { app } = current();
    const routes = app.registeredRoutes.filter((route) => route.url.startsWith('/api')).map((route) => ({ ...route }));
    routes.push({ method: 'GET', url: '/api/admin/:anything' }, { method: 'POST', url: '/api/:anything' });
    expect(routes.length).toBeGreaterThan(18);
    const seen = new Set<number>();

    await fc.assert(
      fc.asyncProperty(
        fc.record({
          route: fc.constantFrom(...routes),
          method: fc.option(fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'), { freq: 4 }),
          param: pathValue,
          query: fc.dictionary(fc.constantFrom('status', 'limit', 'page', 'page_size', 'x', 'status[]'), printable, { maxKeys: 3 }),
          body: fc.option(body, { freq: 5 }),
          contentType: fc.constantFrom(...CONTENT_TYPES),
          signedIn: fc.boolean(),
          origin: fc.constantFrom(ORIGIN, undefined, 'https://evil.example', 'null'),
        }),
        async ({ route, method, param, query, body: payload, contentType, signedIn, origin }) => {
          const path = route.url.replace(/:[a-z]+/g, () => encodeURIComponent(param));
          const search = new URLSearchParams(query).toString();
          const headers: Record<string, string> = {};
          if (contentType) headers['content-type'] = contentType;
          if (origin) headers['origin'] = origin;
          if (signedIn) headers['cookie'] = cookie;
          const chosen = (method ?? route.method) as 'GET' | 'HEAD' | 'POST';
          const response = await app.inject({
            method: chosen,
            url: search ? `${path}?${search}` : path,
            headers,
            remoteAddress: uniqueAddress(),
            ...(payload !== null && chosen !== 'GET' && chosen !== 'HEAD' ? { payload } : {}),
          });
          seen.add(response.statusCode);
          expect(response.statusCode, `${chosen} ${path} -> ${response.body}`).toBeLessThan(500);
          expect(response.body).not.toMatch(STACK_TRACE);
          if (response.statusCode >= 400 && chosen !== 'HEAD') {
            const answer = response.json() as { message?: unknown; field?: unknown };
            expect(typeof answer.message).toBe('string');
            expect(answer.field === undefined || typeof answer.field === 'string').toBe(true);
          }
          expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
        },
      ),
      { numRuns: kind === 'pglite' ? 400 : 250 },
    );
    // The inputs reached past the gate into validation and the handlers, not only the 401 and 404 answers.
    for (const status of [200, 400, 401, 403, 404, 415]) expect(seen).toContain(status);
  });
});
