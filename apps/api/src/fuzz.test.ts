import { calculators } from '@calchub/calc-engine';
import { calculatorDefinitions } from '@calchub/catalogue';
import { desc } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeEach, expect, it } from 'vitest';
import { contactMessages, searchMisses } from './db/schema.js';
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

// Printable ASCII plus what tends to break storage and parsers: NUL and other control characters, a line
// separator, a lone surrogate, an emoji.
const printable = fc.string({
  unit: fc.constantFrom(...' !"#$%&\'()*+,-./0123456789:;<=>?@AZaz[\\]^_`{|}~éλ中'.split(''), '\u0000', '\u0001', '\n', '\t', '\u2028', '\ud800', '😀'),
  maxLength: 30,
});

const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.dictionary(
    fc.constantFrom('key', 'status', 'agentName', 'enabled', 'query', 'page', 'name', 'email', 'message', 'ai_enabled', 'warning_threshold', 'global_monthly_cap_usd', 'slug', 'inputs', 'schedule', '__proto__', 'constructor'),
    fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      printable,
      fc.constantFrom('approved', 'rejected', 'pending', 'SEO Agent', '/', 'a@b.co', 1e308, -0, 50, 99, 'loan', 'bmi'),
      // Text that passes the fields' own rules, so that the handlers and the database see random characters too.
      printable.map((text) => `/${text}`),
      printable.map((text) => `Hello CalcHub ${text}`),
    ),
  ).map((value) => JSON.stringify(value)),
  // Whole bodies the visitor endpoints accept, but for their random text.
  fc.record({ name: printable, email: fc.constant('ada@example.com'), message: printable.map((text) => `Hello CalcHub ${text}`) }).map((value) => JSON.stringify(value)),
  fc.record({ query: printable, page: printable.map((text) => `/${text}`) }).map((value) => JSON.stringify(value)),
  fc.record({ slug: fc.constantFrom('loan', 'bmi', 'gpa', 'tip'), inputs: fc.dictionary(printable, fc.oneof(printable, fc.double())) }).map((value) =>
    JSON.stringify(value),
  ),
  fc.record({ inputs: fc.dictionary(printable, fc.oneof(printable, fc.double())), schedule: fc.oneof(fc.boolean(), printable) }).map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.constant(''),
  fc.constant('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}}'),
);

// Every calculator's examples, with random inputs changed: most still compute, the rest reach the engine's checks.
const examples = calculatorDefinitions.flatMap((definition) => {
  const info = calculators.find((candidate) => candidate.slug === definition.slug);
  const names = [...(info?.inputs.map((input) => input.name) ?? []), 'units', 'heightFeet', 'heightInches'];
  return definition.examples.map((example) => ({ slug: definition.slug, inputs: example.inputs, names }));
});
const inputValue = fc.oneof(
  fc.double(),
  fc.integer(),
  printable,
  fc.constantFrom('us', 'metric', '', ' ', '1,000', '1,000,000.5', '1e308', '-1e308', '5e-324', '0x10', '-0', '2023-02-29', '2024-02-29', '9999-12-31'),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER, Number.MIN_VALUE, 0, -1),
);
const cases = fc
  .record({ example: fc.constantFrom(...examples), changes: fc.array(fc.tuple(fc.nat(), inputValue), { maxLength: 3 }) })
  .map(({ example, changes }) => ({
    slug: example.slug,
    inputs: { ...example.inputs, ...Object.fromEntries(changes.map(([at, changed]) => [example.names[at % example.names.length] as string, changed])) },
  }));

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
          query: fc.dictionary(fc.constantFrom('status', 'limit', 'page', 'page_size', 'x', 'status[]', 'schedule', 'units', 'loanAmount', 'weight'), printable, { maxKeys: 3 }),
          body: fc.option(body, { freq: 5 }),
          contentType: fc.constantFrom(...CONTENT_TYPES),
          signedIn: fc.boolean(),
          origin: fc.constantFrom(ORIGIN, undefined, 'https://evil.example', 'null'),
        }),
        async ({ route, method, param, query, body: payload, contentType, signedIn, origin }) => {
          // A lone surrogate cannot be %-encoded; a browser would send U+FFFD in its place.
          const wellFormed = param.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
          const path = route.url.replace(/:[a-z]+/g, () => encodeURIComponent(wellFormed));
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
          // A path that walks out of /api ("/api/..") is resolved to a site page, whose 404 is the HTML page.
          const resolvesIntoApi = new URL(path, 'http://localhost').pathname.startsWith('/api');
          if (response.statusCode >= 400 && chosen !== 'HEAD' && resolvesIntoApi) {
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

  it('random text in every field the visitor endpoints store is stored as sent (trimmed) or refused with 400 naming the field', async () => {
    const { app, db } = current();
    const text = fc.oneof(printable, fc.string({ unit: 'binary', maxLength: 40 }));
    const cases = fc.oneof(
      fc.record({ url: fc.constant('/api/search-misses'), payload: fc.record({ query: text, page: text.map((value) => `/${value}`) }) }),
      fc.record({
        url: fc.constant('/api/contact'),
        payload: fc.record({ name: text, email: fc.constantFrom('ada@example.com', 'a@b.co'), message: text.map((value) => `Hello CalcHub ${value}`) }),
      }),
    );
    // What the database holds for a text: trimmed by the api, a lone surrogate as U+FFFD (UTF-8 has no other way).
    const asStored = (value: string) => value.trim().replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(cases, async ({ url, payload }) => {
        const response = await app.inject({ method: 'POST', url, payload, remoteAddress: uniqueAddress() });
        expect(response.statusCode, `${url} ${JSON.stringify(payload)} -> ${response.body}`).toBeLessThan(500);
        if (response.statusCode < 300) {
          stored += 1;
          const table = url === '/api/contact' ? contactMessages : searchMisses;
          const [row] = await db.select().from(table).orderBy(desc(table.id)).limit(1);
          const expected = Object.fromEntries(Object.entries(payload).map(([field, value]) => [field, asStored(value)]));
          expect(row).toMatchObject(expected);
          return;
        }
        expect(response.statusCode).toBe(400);
        const answer = response.json() as { message: string; field?: string };
        expect(Object.keys(payload)).toContain(answer.field);
      }),
      { numRuns: 150 },
    );
    // Most random texts are valid: the property exercised the inserts, not only the validation.
    expect(stored).toBeGreaterThan(50);
  });

  it('an example of any calculator with random inputs changed is explained, or refused with 400 naming the slug or the input', async () => {
    const { app } = current();
    let explained = 0;
    await fc.assert(
      fc.asyncProperty(cases, async (payload) => {
        const response = await app.inject({ method: 'POST', url: '/api/explain', payload, remoteAddress: uniqueAddress() });
        expect(response.statusCode, `${JSON.stringify(payload)} -> ${response.body}`).toBeLessThan(500);
        if (response.statusCode === 200) {
          explained += 1;
          const answer = response.json() as { text: string; source: string };
          expect(answer.source).toBe('template');
          expect(answer.text).not.toMatch(/NaN|Infinity|undefined/);
          return;
        }
        expect(response.statusCode).toBe(400);
        // Only here: an explanation may well say "at rest (BMR)", which reads like a stack frame.
        expect(response.body).not.toMatch(STACK_TRACE);
        const answer = response.json() as { message: string; field?: string };
        expect(answer.message.length).toBeGreaterThan(0);
        if (answer.field !== undefined) expect(answer.field).toMatch(/^(slug|inputs(\..+)?)$/);
      }),
      { numRuns: kind === 'pglite' ? 400 : 150 },
    );
    // Most changes leave a valid example: the property reached the engine and the insights, not only the validation.
    expect(explained).toBeGreaterThan(50);
  });

  it('an example of any calculator with random inputs changed is calculated by GET and POST alike, or refused with 400 naming the input', async () => {
    const { app } = current();
    const numRuns = kind === 'pglite' ? 300 : 150;
    let calculated = 0;
    await fc.assert(
      fc.asyncProperty(cases, fc.boolean(), async ({ slug, inputs }, schedule) => {
        // A lone surrogate cannot be %-encoded; a browser would send U+FFFD in its place.
        const asText = Object.entries(inputs).map(([name, value]): [string, string] => [name, String(value).replace(/[\ud800-\udfff]/g, '\ufffd')]);
        const get = await app.inject({ url: `/api/v1/calculate/${slug}?${new URLSearchParams([...asText, ['schedule', String(schedule)]]).toString()}`, remoteAddress: uniqueAddress() });
        const post = await app.inject({ method: 'POST', url: `/api/v1/calculate/${slug}`, payload: { inputs, schedule }, remoteAddress: uniqueAddress() });
        for (const response of [get, post]) {
          expect(response.statusCode, `${JSON.stringify(inputs)} -> ${response.body}`).toBeLessThan(500);
          expect(response.body).not.toMatch(/NaN|undefined/);
          const answer = response.json() as { message?: string; field?: string; slug?: string };
          if (response.statusCode === 200) {
            expect(answer.slug).toBe(slug);
            continue;
          }
          expect(response.statusCode).toBe(400);
          expect(answer.message?.length).toBeGreaterThan(0);
        }
        const getField = (get.json() as { field?: string }).field;
        if (getField !== undefined) expect(getField).not.toMatch(/^inputs\./);
        const postField = (post.json() as { field?: string }).field;
        if (postField !== undefined) expect(postField).toMatch(/^(schedule|inputs(\..+)?)$/);
        if (post.statusCode === 200) calculated += 1;
      }),
      { numRuns },
    );
    // About half the changes leave inputs the engine computes: the property reached the results, not only the checks.
    expect(calculated).toBeGreaterThan(numRuns / 4);
  });
});
