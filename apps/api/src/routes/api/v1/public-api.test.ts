import { PUBLIC_API_RATE_LIMIT, type PublicCalculatorList } from '@calchub/api-contract';
import { calculators, deterministicDetails, tryCalculate, type CalculationResult } from '@calchub/calc-engine';
import { calculatorDefinitions, chartPointLabel } from '@calchub/catalogue';
import { describe, expect, it } from 'vitest';
import { describeWithApp, testConfig, uniqueAddress } from '../../../testing/harness.js';

/** The answer the API owes for an engine result: the result as JSON carries it, the tables only when asked for. */
/** The engine's result as the API answers it: each chart point also named as the page names it. */
function expectedAnswer(slug: string, result: CalculationResult, withTables: boolean): unknown {
  const { schedule, yearly, depreciationSchedule, chart, ...rest } = result;
  const named = chart && { ...chart, data: chart.data.map((point) => ({ ...point, name: chartPointLabel(point) })) };
  return JSON.parse(JSON.stringify(withTables ? { slug, ...rest, chart: named, schedule, yearly, depreciationSchedule } : { slug, ...rest, chart: named }));
}

/**
 * An answer without what a generator draws at random (its value and its drawn details), which no two calls repeat:
 * the rest of it is the engine's. Any other calculator's answer, whole.
 */
function steady(slug: string, answer: unknown): unknown {
  const info = calculators.find((candidate) => candidate.slug === slug);
  if (!info?.drawn) return answer;
  const { value: _drawn, details, ...rest } = answer as { value: unknown; details: Record<string, number | string> };
  return { ...rest, details: deterministicDetails(info, details) };
}

const examples = calculatorDefinitions.flatMap((definition) =>
  definition.examples.map((example, index) => ({ slug: definition.slug, index, inputs: example.inputs })),
);

function query(inputs: Readonly<Record<string, string | number>>): string {
  return new URLSearchParams(Object.entries(inputs).map(([name, value]): [string, string] => [name, String(value)])).toString();
}

interface OpenApiOperation {
  readonly parameters?: ReadonlyArray<{ name: string; in: string; required?: boolean; schema?: unknown; style?: string; explode?: boolean }>;
  readonly requestBody?: { content?: Record<string, { schema?: unknown }> };
  readonly responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  readonly summary?: string;
  readonly operationId?: string;
  readonly security?: unknown[];
}
interface OpenApiDocument {
  readonly openapi: string;
  readonly info: { title: string; version: string };
  readonly servers?: { url: string }[];
  readonly paths: Record<string, Record<string, OpenApiOperation>>;
  readonly components?: { schemas?: Record<string, unknown> };
}

/** Every `$ref` in a document, for checking that each one resolves. */
function references(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const entry of value) references(entry, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, entry] of Object.entries(value)) {
      if (key === '$ref' && typeof entry === 'string') found.push(entry);
      else references(entry, found);
    }
  }
  return found;
}

describe('the catalogue examples the tests send', () => {
  it('cover every calculator, each computing', () => {
    expect(new Set(examples.map((example) => example.slug))).toEqual(new Set(calculators.map((calculator) => calculator.slug)));
    for (const example of examples) expect(tryCalculate(example.slug, example.inputs).ok, example.slug).toBe(true);
  });
});

describeWithApp('public calculation API', (current) => {
  it('every example of every calculator, sent by GET and by POST, answers the engine\'s result, with the tables only when asked for', async () => {
    const { app } = current();
    for (const { slug, index, inputs } of examples) {
      const outcome = tryCalculate(slug, inputs);
      if (!outcome.ok) throw new Error(`${slug} example ${index} does not compute`);
      const label = `${slug} example ${index}`;
      // Each request from its own address: the rate limit is tested on its own.
      const get = await app.inject({ url: `/api/v1/calculate/${slug}?${query(inputs)}`, remoteAddress: uniqueAddress() });
      expect(get.statusCode, `${label}: ${get.body}`).toBe(200);
      expect(steady(slug, get.json()), label).toEqual(steady(slug, expectedAnswer(slug, outcome.result, false)));

      const getWithTables = await app.inject({ url: `/api/v1/calculate/${slug}?${query(inputs)}&schedule=true`, remoteAddress: uniqueAddress() });
      expect(steady(slug, getWithTables.json()), label).toEqual(steady(slug, expectedAnswer(slug, outcome.result, true)));

      const post = await app.inject({ method: 'POST', url: `/api/v1/calculate/${slug}`, payload: { inputs }, remoteAddress: uniqueAddress() });
      expect(post.statusCode, `${label}: ${post.body}`).toBe(200);
      expect(steady(slug, post.json()), label).toEqual(steady(slug, expectedAnswer(slug, outcome.result, false)));

      const postWithTables = await app.inject({ method: 'POST', url: `/api/v1/calculate/${slug}`, payload: { inputs, schedule: true }, remoteAddress: uniqueAddress() });
      expect(steady(slug, postWithTables.json()), label).toEqual(steady(slug, expectedAnswer(slug, outcome.result, true)));
    }
  });

  it('draws a generator\'s answer afresh for every call, never to be cached, and refuses a bad input naming it', async () => {
    const { inject } = current();
    const answers = [];
    for (const request of [
      { url: '/api/v1/calculate/password-generator?length=20&count=3' },
      { url: '/api/v1/calculate/password-generator?length=20&count=3' },
      { method: 'POST' as const, url: '/api/v1/calculate/password-generator', payload: { inputs: { length: 20, count: 3 } } },
    ]) {
      const response = await inject(request);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const { value, details } = response.json() as { value: string; details: Record<string, number | string> };
      expect(value.split('\n').map((password) => password.length)).toEqual([20, 20, 20]);
      expect(details['entropyBits']).toBeCloseTo(20 * Math.log2(94), 9);
      answers.push(value);
    }
    expect(new Set(answers).size).toBe(3);
    const dice = await inject('/api/v1/calculate/dice-roller?numberOfDice=3&sides=6&modifier=2');
    expect(dice.json()).toMatchObject({ details: { expectedTotal: 12.5, minimumTotal: 5, maximumTotal: 20 } });
    expect((dice.json() as { value: number }).value).toBeGreaterThanOrEqual(5);
    const list = (await inject('/api/v1/calculators')).json() as PublicCalculatorList;
    expect(list.calculators.find((calculator) => calculator.slug === 'random-number-generator')?.drawn).toEqual(['numbers']);
    // An answer that follows from its inputs alone says nothing of its caching.
    expect((await inject('/api/v1/calculate/loan?loanAmount=10000&interestRate=7&loanTenure=3')).headers['cache-control']).toBeUndefined();
    for (const [url, field] of [
      ['/api/v1/calculate/random-number-generator?min=10&max=1', 'max'],
      ['/api/v1/calculate/random-number-generator?min=1&max=5&count=6&allowDuplicates=2', 'count'],
      ['/api/v1/calculate/dice-roller?numberOfDice=0', 'numberOfDice'],
      ['/api/v1/calculate/password-generator?uppercase=1&lowercase=1&numbers=1&symbols=1', 'uppercase'],
      ['/api/v1/calculate/password-generator?length=500', 'length'],
    ] as const) {
      const refused = await inject(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json(), url).toMatchObject({ field });
    }
  });

  it('refuses tables of more than 1,200 rows (a 1,000-year loan: 12,000) with a 400 naming schedule; the result alone still answers', async () => {
    const { inject } = current();
    const inputs = 'loanAmount=10000&interestRate=7&loanTenure=1000';
    for (const response of [
      await inject(`/api/v1/calculate/loan?${inputs}&schedule=true`),
      await inject({ method: 'POST', url: '/api/v1/calculate/loan', payload: { inputs: { loanAmount: 10000, interestRate: 7, loanTenure: 1000 }, schedule: true } }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'These inputs give tables of 12,000 rows; the API sends at most 1,200 (100 years of monthly payments). Ask without schedule for the result alone, or for a shorter term.',
        field: 'schedule',
      });
    }
    const alone = await inject(`/api/v1/calculate/loan?${inputs}`);
    expect(alone.statusCode).toBe(200);
    expect(alone.body.length).toBeLessThan(2_000);
    const hundredYears = await inject('/api/v1/calculate/loan?loanAmount=10000&interestRate=7&loanTenure=100&schedule=true');
    expect(hundredYears.statusCode).toBe(200);
    expect((hundredYears.json() as { schedule: unknown[] }).schedule).toHaveLength(1_200);
  });

  it('a loan\'s chart names its slices; its schedule is in the answer only when asked for, month by month', async () => {
    const { inject } = current();
    const inputs = { loanAmount: 10000, interestRate: 7, loanTenure: 3 };
    const plain = (await inject(`/api/v1/calculate/loan?${query(inputs)}`)).json() as Record<string, unknown>;
    expect(plain['value']).toBeCloseTo(308.770969, 5);
    expect(plain['chart']).toEqual({
      type: 'pie',
      data: [
        { role: 'principal', name: 'Principal', value: 10000 },
        { role: 'interest', name: 'Interest', value: expect.closeTo(1115.75, 2) },
      ],
    });
    expect(plain).not.toHaveProperty('schedule');
    const withSchedule = (await inject(`/api/v1/calculate/loan?${query(inputs)}&schedule=true`)).json() as { schedule: unknown[] };
    expect(withSchedule.schedule).toHaveLength(36);
    const schedule = (await inject({ method: 'POST', url: '/api/v1/calculate/loan', payload: { inputs, schedule: true } })).json() as { schedule: unknown[] };
    expect(schedule.schedule).toHaveLength(36);
  });

  it('reads inputs as a page\'s address carries them: thousands separators, an alias, US units, unknown names ignored', async () => {
    const { inject } = current();
    const expected = tryCalculate('loan', { loanAmount: 12500, interestRate: 7, loanTenure: 3 });
    if (!expected.ok) throw expected.error;
    const separated = await inject('/api/v1/calculate/loan-calculator?loanAmount=12%2C500&interestRate=7&loanTenure=3&utm_source=newsletter');
    expect(separated.statusCode).toBe(200);
    expect(separated.json()).toEqual(expectedAnswer('loan', expected.result, false));

    const bmi = tryCalculate('bmi', { weight: 150, height: 70, unitSystem: 2 });
    if (!bmi.ok) throw bmi.error;
    const us = await inject({ method: 'POST', url: '/api/v1/calculate/bmi', payload: { inputs: { units: 'us', weight: 150, heightFeet: 5, heightInches: 10 } } });
    expect(us.statusCode).toBe(200);
    expect(us.json()).toEqual(expectedAnswer('bmi', bmi.result, false));
  });

  it('a bad value of any input answers 400 with the engine\'s message, naming the query parameter (GET) or inputs.<name> (POST)', async () => {
    const { app } = current();
    let checked = 0;
    for (const definition of calculatorDefinitions) {
      const info = calculators.find((calculator) => calculator.slug === definition.slug);
      const example = definition.examples[0];
      if (!info || !example) throw new Error(`${definition.slug} has no engine description or example`);
      for (const spec of info.inputs) {
        // The unit-system input is set by `units`; an input its method hides is not read.
        if (spec.name === definition.unitToggle?.engineUnitSystemInput) continue;
        if (spec.visibleWhen && !spec.visibleWhen.equals.includes(Number(example.inputs[spec.visibleWhen.input]))) continue;
        const bad = spec.type === 'select' ? 987654 : 'twelve';
        const inputs = { ...example.inputs, [spec.name]: bad };
        const outcome = tryCalculate(definition.slug, inputs);
        expect(outcome.ok, `${definition.slug}.${spec.name} = ${bad}`).toBe(false);
        if (outcome.ok) continue;
        expect(outcome.error.field).toBe(spec.name);

        const get = await app.inject({ url: `/api/v1/calculate/${definition.slug}?${query(inputs)}`, remoteAddress: uniqueAddress() });
        expect(get.statusCode, `${definition.slug}.${spec.name}`).toBe(400);
        expect(get.json()).toEqual({ message: outcome.error.message, field: spec.name });

        const post = await app.inject({ method: 'POST', url: `/api/v1/calculate/${definition.slug}`, payload: { inputs }, remoteAddress: uniqueAddress() });
        expect(post.statusCode, `${definition.slug}.${spec.name}`).toBe(400);
        expect(post.json()).toEqual({ message: outcome.error.message, field: `inputs.${spec.name}` });
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it.each([
    ['a missing required input', '/api/v1/calculate/loan?interestRate=7&loanTenure=3', { message: 'Loan Amount is required', field: 'loanAmount' }],
    ['units neither us nor metric', '/api/v1/calculate/bmi?units=imperial&weight=70&height=175', { message: 'units must be "us" or "metric".', field: 'units' }],
    ['a negative height in feet', '/api/v1/calculate/bmi?units=us&weight=150&heightFeet=-5&heightInches=2', { message: 'Height (feet) cannot be negative', field: 'heightFeet' }],
    ['schedule neither true nor false', '/api/v1/calculate/loan?loanAmount=10000&interestRate=7&loanTenure=3&schedule=maybe', { message: 'schedule must be true or false.', field: 'schedule' }],
    ['an input given twice', '/api/v1/calculate/loan?loanAmount=10000&loanAmount=20000&interestRate=7&loanTenure=3', { message: 'An input must be given once, as a number or text of at most 50 characters.', field: 'loanAmount' }],
  ])('GET with %s answers 400 naming it', async (_label, url, answer) => {
    const response = await current().inject(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(answer);
  });

  it.each([
    ['no inputs', {}, { message: 'inputs is required.', field: 'inputs' }],
    ['an input that is an object', { inputs: { loanAmount: { value: 1 } } }, { message: 'An input must be a number, or text of at most 50 characters.', field: 'inputs.loanAmount' }],
    ['a field other than inputs and schedule', { inputs: {}, format: 'xml' }, { message: 'format is not an accepted field.', field: 'format' }],
    ['schedule as text', { inputs: { loanAmount: 10000, interestRate: 7, loanTenure: 3 }, schedule: 'yes' }, { message: 'schedule must be true or false.', field: 'schedule' }],
    ['a missing required input', { inputs: { interestRate: 7, loanTenure: 3 } }, { message: 'Loan Amount is required', field: 'inputs.loanAmount' }],
  ])('POST with %s answers 400 naming it', async (_label, payload, answer) => {
    const response = await current().inject({ method: 'POST', url: '/api/v1/calculate/loan', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(answer);
  });

  it('inputs far outside their limits whose result is not all numbers answer 400 saying so, never a 5xx', async () => {
    const inputs = { loanAmount: 200000, interestRate: 16813263, loanTerm: 30, extraMonthlyPayment: 0 };
    // The engine accepts these, but a point of its balance chart is not a number, which JSON cannot carry.
    const outcome = tryCalculate('amortization', inputs);
    expect(outcome.ok && outcome.result.chart?.data.some((point) => Number.isNaN(point.value))).toBe(true);
    const message = 'These inputs give a result too large to compute. Please check that each value is within its usual range.';
    for (const response of [
      await current().inject(`/api/v1/calculate/amortization?${query(inputs)}`),
      await current().inject({ method: 'POST', url: '/api/v1/calculate/amortization', payload: { inputs, schedule: true } }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
  });

  it('solves an input the other way round from a known result, by GET and by POST, and names what is wrong', async () => {
    const { inject } = current();
    const solved = await inject('/api/v1/calculate/loan?solve=loanAmount&monthlyPayment=308.77&interestRate=7&loanTenure=3');
    expect(solved.statusCode).toBe(200);
    expect(solved.json().value).toBeCloseTo(9999.97, 2);
    expect(solved.json().details.monthlyPayment).toBeCloseTo(308.77, 9);
    const posted = await inject({
      method: 'POST', url: '/api/v1/calculate/sales-tax', payload: { inputs: { solve: 'preTaxPrice', totalPrice: 52.92, taxRate: 8 } },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().value).toBeCloseTo(49, 9);
    const listed = (await inject('/api/v1/calculators')).json() as PublicCalculatorList;
    expect(listed.calculators.find((calculator) => calculator.slug === 'loan')?.solvable)
      .toEqual({ loanAmount: ['monthlyPayment'], interestRate: ['monthlyPayment'], loanTenure: ['monthlyPayment'] });
    const unsolvable = await inject('/api/v1/calculate/loan?solve=principal&monthlyPayment=300&interestRate=7&loanTenure=3');
    expect(unsolvable.statusCode).toBe(400);
    expect(unsolvable.json()).toMatchObject({ field: 'solve', message: expect.stringContaining('It can solve for: loanAmount, interestRate, loanTenure') });
    const impossible = await inject('/api/v1/calculate/loan?solve=interestRate&monthlyPayment=100&loanAmount=10000&loanTenure=3');
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json()).toMatchObject({ field: 'monthlyPayment', message: 'No annual interest rate gives this monthly payment' });
    const withoutKnown = await inject({ method: 'POST', url: '/api/v1/calculate/loan', payload: { inputs: { solve: 'loanAmount', interestRate: 7, loanTenure: 3 } } });
    expect(withoutKnown.statusCode).toBe(400);
    expect(withoutKnown.json()).toMatchObject({ field: 'inputs.monthlyPayment' });
  });

  it('an unknown calculator answers 404 with a message, by GET and by POST', async () => {
    const { inject } = current();
    const message = 'There is no calculator "bra-size". GET /api/v1/calculators lists every calculator and its inputs.';
    const get = await inject('/api/v1/calculate/bra-size?band=34');
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ message });
    const post = await inject({ method: 'POST', url: '/api/v1/calculate/bra-size', payload: { inputs: { band: 34 } } });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ message });
    expect((await inject('/api/v1/calculate/constructor')).statusCode).toBe(404);
  });

  it('GET /api/v1/calculators lists every calculator with the engine\'s inputs and the catalogue\'s titles', async () => {
    const response = await current().inject('/api/v1/calculators');
    expect(response.statusCode).toBe(200);
    const { calculators: listed } = response.json() as PublicCalculatorList;
    expect(listed.map((calculator) => calculator.slug)).toEqual(calculatorDefinitions.map((definition) => definition.slug));
    for (const entry of listed) {
      const info = calculators.find((calculator) => calculator.slug === entry.slug);
      const definition = calculatorDefinitions.find((candidate) => candidate.slug === entry.slug);
      if (!info || !definition) throw new Error(`${entry.slug} is not a calculator`);
      expect(entry).toMatchObject({ title: definition.title, category: definition.category, page: `/calculator/${entry.slug}`, primary: { name: info.primary } });
      expect(entry.examples.map((example) => example.inputs)).toEqual(definition.examples.map((example) => example.inputs));
      const expectedInputs = info.inputs.filter((spec) => spec.name !== definition.unitToggle?.engineUnitSystemInput);
      expect(entry.inputs.map((input) => input.name)).toEqual(expectedInputs.map((spec) => spec.name));
      for (const spec of expectedInputs) {
        const input = entry.inputs.find((candidate) => candidate.name === spec.name);
        expect(input, `${entry.slug}.${spec.name}`).toMatchObject({ type: spec.type, required: spec.required, label: definition.inputs[spec.name]?.label });
        expect(input?.default).toEqual(spec.default);
        if (spec.type === 'number') expect({ min: input?.min, max: input?.max, unit: input?.unit }).toEqual({ min: spec.min, max: spec.max, unit: spec.unit ?? definition.inputs[spec.name]?.unit });
        if (spec.type === 'select') expect(input?.options?.map((option) => option.value)).toEqual(spec.options);
        if (spec.type === 'select') for (const option of input?.options ?? []) expect(option.label).toBe(definition.inputs[spec.name]?.optionLabels?.[option.value]);
      }
    }
    const bmi = listed.find((calculator) => calculator.slug === 'bmi');
    expect(bmi?.unitToggle).toBe(true);
    expect(bmi?.inputs.find((input) => input.name === 'height')).toMatchObject({ unit: 'cm', usUnit: 'in', feetAndInches: { feet: 'heightFeet', inches: 'heightInches' } });
  });

  it('the OpenAPI document is OpenAPI 3.1 and describes every public route and its parameters, and no other', async () => {
    const { app, inject } = current();
    const response = await inject('/api/v1/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const document = response.json() as OpenApiDocument;
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info).toMatchObject({ title: 'CalcHub calculation API', version: expect.any(String) });

    const publicRoutes = app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/v1/') && route.method !== 'OPTIONS' && route.method !== 'HEAD')
      .map((route) => `${route.method.toLowerCase()} ${route.url.replace(/:([a-z]+)/g, '{$1}')}`);
    expect(publicRoutes).toEqual(expect.arrayContaining(['get /api/v1/calculators', 'get /api/v1/calculate/{slug}', 'post /api/v1/calculate/{slug}', 'get /api/v1/openapi.json']));
    const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
    expect(documented.sort()).toEqual([...publicRoutes].sort());

    for (const [path, item] of Object.entries(document.paths)) {
      const pathParameters = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      for (const [method, operation] of Object.entries(item)) {
        const label = `${method} ${path}`;
        expect(['get', 'post'], label).toContain(method);
        expect(operation.summary, label).toEqual(expect.any(String));
        // A generated client names its methods by operationId; every operation is open to anyone (no key).
        expect(operation.operationId, label).toMatch(/^[a-z][A-Za-z]+$/);
        expect(operation.security, label).toEqual([]);
        expect(operation.responses?.['200']?.content?.['application/json']?.schema, label).toBeDefined();
        expect(Object.keys(operation.responses ?? {}), label).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
        const parameters = operation.parameters ?? [];
        for (const parameter of parameters) {
          expect(['path', 'query', 'header', 'cookie'], label).toContain(parameter.in);
          expect(parameter.schema, `${label} ${parameter.name}`).toBeDefined();
        }
        // Every {name} in the path is a required path parameter, and there are no others.
        const declared = parameters.filter((parameter) => parameter.in === 'path');
        expect(declared.map((parameter) => parameter.name), label).toEqual(pathParameters);
        for (const parameter of declared) expect(parameter.required, label).toBe(true);
        if (method === 'post') expect(operation.requestBody?.content?.['application/json']?.schema, label).toBeDefined();
      }
    }
    const operationIds = Object.values(document.paths).flatMap((item) => Object.values(item).map((operation) => operation.operationId));
    expect(new Set(operationIds).size, 'operationIds are unique').toBe(operationIds.length);
    expect(document.servers).toEqual([{ url: testConfig().publicBaseUrl }]);
    const calculateGet = document.paths['/api/v1/calculate/{slug}']?.['get'];
    expect(calculateGet?.parameters?.map((parameter) => `${parameter.in} ${parameter.name}`)).toEqual(expect.arrayContaining(['path slug', 'query schedule', 'query inputs']));
    // The inputs, by name, each their own query parameter: a free-form object, exploded.
    expect(calculateGet?.parameters?.find((parameter) => parameter.name === 'inputs')).toMatchObject({
      style: 'form',
      explode: true,
      schema: { type: 'object', additionalProperties: { type: 'string' } },
    });
    // Every reference resolves within the document; no 400 text of ours leaks in as a schema keyword.
    for (const reference of references(document)) {
      expect(reference).toMatch(/^#\/components\/schemas\//);
      expect(document.components?.schemas?.[reference.slice('#/components/schemas/'.length)], reference).toBeDefined();
    }
    expect(response.body).not.toContain('errorMessage');
    expect(response.body).not.toMatch(/\/api\/(admin|explain|contact|health)/);
  });

  it('the public routes are open to every origin, with a preflight; the site\'s own endpoints are not', async () => {
    const { inject } = current();
    const origin = { origin: 'https://elsewhere.example' };
    for (const url of ['/api/v1/calculators', '/api/v1/calculate/loan?loanAmount=10000&interestRate=7&loanTenure=3', '/api/v1/openapi.json', '/api/v1/calculate/bra-size']) {
      const response = await inject({ url, headers: origin });
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
      expect(response.headers['access-control-allow-credentials'], url).toBeUndefined();
      expect(String(response.headers['access-control-expose-headers'])).toMatch(/RateLimit-Remaining/);
    }
    const preflight = await inject({
      method: 'OPTIONS',
      url: '/api/v1/calculate/loan',
      headers: { ...origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(expect.arrayContaining(['GET', 'POST']));
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
    const post = await inject({ method: 'POST', url: '/api/v1/calculate/loan', headers: origin, payload: { inputs: { loanAmount: 10000, interestRate: 7, loanTenure: 3 } } });
    expect(post.headers['access-control-allow-origin']).toBe('*');

    for (const url of ['/api/explain/availability', '/api/admin/session', '/api/health']) {
      const response = await inject({ url, headers: origin });
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
    }
    const explainPreflight = await inject({ method: 'OPTIONS', url: '/api/explain', headers: { ...origin, 'access-control-request-method': 'POST' } });
    expect(explainPreflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(explainPreflight.statusCode).toBe(404);
  });

  it(`allows ${PUBLIC_API_RATE_LIMIT} requests a minute per address over all public routes, with RateLimit headers, then 429 with a message`, async () => {
    const { inject, app } = current();
    const first = await inject('/api/v1/calculators');
    expect(first.headers['ratelimit-limit']).toBe(String(PUBLIC_API_RATE_LIMIT));
    expect(first.headers['ratelimit-remaining']).toBe(String(PUBLIC_API_RATE_LIMIT - 1));
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(first.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    expect(first.headers['x-ratelimit-limit']).toBeUndefined();
    // One budget for the whole API: a calculation counts against the same address's count; a preflight does not.
    await inject({ method: 'OPTIONS', url: '/api/v1/calculators' });
    const second = await inject('/api/v1/calculate/loan?loanAmount=10000&interestRate=7&loanTenure=3');
    expect(second.headers['ratelimit-remaining']).toBe(String(PUBLIC_API_RATE_LIMIT - 2));
    for (let sent = 2; sent < PUBLIC_API_RATE_LIMIT; sent += 1) {
      const response = await inject({ method: 'POST', url: '/api/v1/calculate/loan', payload: { inputs: { loanAmount: 10000, interestRate: 7, loanTenure: 3 } } });
      expect(response.statusCode).toBe(200);
    }
    const refused = await inject('/api/v1/calculators');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/^Too many requests from your address\. Please wait .+ and try again\.$/) });
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    // Another address is not held back.
    expect((await app.inject({ url: '/api/v1/calculators', remoteAddress: uniqueAddress() })).statusCode).toBe(200);
  });

  it('/api/docs is an HTML reference of every route and every calculator\'s inputs, under the site\'s CSP, with nothing inline or from elsewhere', async () => {
    const { inject } = current();
    const response = await inject('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = response.body;
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    // Every address the page loads or links to is on this origin.
    for (const [, address] of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) expect(address).toMatch(/^(\/(?!\/)|#)/);
    for (const route of ['GET /api/v1/calculators', 'GET /api/v1/calculate/{slug}', 'POST /api/v1/calculate/{slug}', 'GET /api/v1/openapi.json']) {
      expect(html).toContain(route);
    }
    expect(html).toContain('curl ');
    for (const definition of calculatorDefinitions) {
      expect(html).toContain(`id="calculator-${definition.slug}"`);
      expect(html).toContain(definition.title);
      const info = calculators.find((calculator) => calculator.slug === definition.slug);
      for (const spec of info?.inputs ?? []) {
        if (spec.name !== definition.unitToggle?.engineUnitSystemInput) expect(html, `${definition.slug}.${spec.name}`).toContain(`<code>${spec.name}</code>`);
      }
    }
    const stylesheet = await inject('/api/docs/reference.css');
    expect(stylesheet.statusCode).toBe(200);
    expect(stylesheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(html).toContain('href="/api/docs/reference.css"');
  });
});
