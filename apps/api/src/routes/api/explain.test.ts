import { DEFAULT_AI_SETTINGS, EXPLAIN_INPUT_MAX_LENGTH, EXPLAIN_INPUTS_MAX, TEMPLATE_REASONS } from '@calchub/api-contract';
import { calculate, messages } from '@calchub/calc-engine';
import { calculatorDefinitions } from '@calchub/catalogue';
import { computedInsights } from '@calchub/explainer';
import { expect, it } from 'vitest';
import { asAdmin, describeWithApp, signIn, STACK_TRACE, uniqueAddress } from '../../testing/harness.js';

/** What the computed insights say for these engine inputs, as the answer carries them. */
function expectedTemplate(slug: string, engineInputs: Readonly<Record<string, number | string>>, reason: string) {
  const definition = calculatorDefinitions.find((candidate) => candidate.slug === slug);
  if (!definition) throw new Error(`no calculator ${slug}`);
  const insights = computedInsights(definition, engineInputs, calculate(slug, engineInputs));
  return { text: insights.text, source: 'template', reason, assessment: insights.assessment, whatIfs: insights.whatIfs };
}

const LOAN = { slug: 'loan', inputs: { loanAmount: 10000, interestRate: 7, loanTenure: 3 } };

describeWithApp('explanations', (current) => {
  const explain = (payload: unknown, remoteAddress?: string) =>
    current().inject({ method: 'POST', url: '/api/explain', payload: payload as Record<string, unknown>, ...(remoteAddress ? { remoteAddress } : {}) });
  const availability = () => current().inject('/api/explain/availability');
  const switchAi = (on: boolean) => current().app.settings.update({ ...DEFAULT_AI_SETTINGS, ai_enabled: on });

  it.each([
    ['the loan, as numbers', LOAN.inputs, 'loan', LOAN.inputs],
    [
      'the loan, as text typed with thousands separators',
      { loanAmount: '200,000', interestRate: ' 4.5 ', loanTenure: '15' },
      'loan',
      { loanAmount: 200000, interestRate: ' 4.5 ', loanTenure: '15' },
    ],
    ['BMI in metric units', { weight: '85', height: '180' }, 'bmi', { weight: '85', height: '180', unitSystem: 1 }],
    [
      'BMI in US units, the height in feet and inches (the engine takes US units itself)',
      { units: 'us', weight: '150', heightFeet: '5', heightInches: '10' },
      'bmi',
      { weight: '150', height: 70, unitSystem: 2 },
    ],
    ['BMI in US units, the height in inches', { units: 'us', weight: 150, height: 70 }, 'bmi', { weight: 150, height: 70, unitSystem: 2 }],
    [
      'body surface area in US units, converted to the metric units its engine takes',
      { units: 'us', weight: '150', heightFeet: '5', heightInches: '10' },
      'body-surface-area',
      { weight: 150 * 0.45359237, height: 70 * 2.54 },
    ],
    [
      'the pregnancy due date, from dates',
      { method: '1', lastPeriodDate: '2023-01-01', cycleLength: '28', asOfDate: '2023-03-01' },
      'pregnancy-due-date',
      { method: '1', lastPeriodDate: '2023-01-01', cycleLength: '28', asOfDate: '2023-03-01' },
    ],
    [
      'a GPA of three courses',
      { course1Grade: '4.3', course1Credits: '4', course2Grade: '3', course2Credits: '2', course3Grade: 4, course3Credits: 3 },
      'gpa',
      { course1Grade: '4.3', course1Credits: '4', course2Grade: '3', course2Credits: '2', course3Grade: 4, course3Credits: 3 },
    ],
  ])('POST /api/explain explains %s with the computed insights of the result the engine gives', async (_label, inputs, slug, engineInputs) => {
    const response = await explain({ slug, inputs });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual(expectedTemplate(slug, engineInputs, 'not_configured'));
    expect(answer.text).toBe([answer.assessment, ...answer.whatIfs].join('\n'));
    expect(answer.whatIfs.length).toBeGreaterThanOrEqual(2);
  });

  it('POST /api/explain leaves out names that are not the calculator\'s inputs, as the page leaves them out of its address', async () => {
    const plain = await explain(LOAN);
    const withExtras = await explain({ slug: 'loan', inputs: { ...LOAN.inputs, utm_source: 'newsletter', units: 'us', loanamount: 'x' } });
    expect(withExtras.statusCode).toBe(200);
    expect(withExtras.json()).toEqual(plain.json());
  });

  it('POST /api/explain quotes the figures of the visitor\'s own result', async () => {
    const answer = (await explain(LOAN)).json() as { whatIfs: string[] };
    // 10,000 at 6% over 36 months: 304.2194 a month, 10,951.90 repaid; at 7%: 308.7710 and 11,115.76.
    expect(answer.whatIfs[0]).toBe(
      'At 6% instead of 7%, the payment would be $304.22 a month ($4.55 less) and the interest $951.90 in all ($163.86 less).',
    );
  });

  it('POST /api/explain does not read an input the chosen method hides, as the page does not', async () => {
    const byConception = { method: 2, conceptionDate: '2024-02-14', asOfDate: '2024-04-15' };
    const plain = await explain({ slug: 'pregnancy-due-date', inputs: byConception });
    expect(plain.statusCode).toBe(200);
    const withHidden = await explain({ slug: 'pregnancy-due-date', inputs: { ...byConception, cycleLength: 'not a number', lastPeriodDate: 'x' } });
    expect(withHidden.statusCode).toBe(200);
    expect(withHidden.json()).toEqual(plain.json());
  });

  it('POST /api/explain answers with the assessment at least when a what-if cannot be worked out (a value near the largest number)', async () => {
    const inputs = { mode: 3, valueX: 100, valueY: 1.797693134862315e308 };
    const response = await explain({ slug: 'percentage', inputs });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as { text: string; assessment: string; whatIfs: string[] };
    const definition = calculatorDefinitions.find((candidate) => candidate.slug === 'percentage');
    expect(answer.assessment).toBe(definition?.interpret(calculate('percentage', inputs)));
    expect(answer.text).toBe([answer.assessment, ...answer.whatIfs].join('\n'));
    expect(answer.text).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('answers ai_disabled while the operator has AI off, and not_configured while it is on (no provider on this server)', async () => {
    await switchAi(false);
    expect((await explain(LOAN)).json()).toEqual(expectedTemplate('loan', LOAN.inputs, 'ai_disabled'));
    expect((await availability()).json()).toEqual({ ai: false, reason: 'ai_disabled', premium: false });
    await switchAi(true);
    expect((await explain(LOAN)).json()).toEqual(expectedTemplate('loan', LOAN.inputs, 'not_configured'));
    expect((await availability()).json()).toEqual({ ai: false, reason: 'not_configured', premium: false });
  });

  it('GET /api/explain/availability follows the switch in the admin\'s AI settings, never cached', async () => {
    const { app } = current();
    const initial = await availability();
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({ ai: false, reason: 'not_configured', premium: false });
    expect(initial.headers['cache-control']).toBe('no-store');
    const cookie = await signIn(app);
    const saved = await asAdmin(app, cookie, { method: 'POST', url: '/api/admin/ai-settings', payload: { ...DEFAULT_AI_SETTINGS, ai_enabled: false } });
    expect(saved.statusCode).toBe(200);
    expect((await availability()).json()).toEqual({ ai: false, reason: 'ai_disabled', premium: false });
  });

  it('sets no visitor cookie while there is no AI to count, and writes each explanation to the operator\'s list', async () => {
    expect((await availability()).cookies).toEqual([]);
    const answer = await explain(LOAN);
    expect(answer.cookies).toEqual([]);
    const listed = await current().app.aiAnswers.list(10, 'all');
    expect(listed).toEqual([
      expect.objectContaining({ slug: 'loan', source: 'template', reason: 'not_configured', text: answer.json().text, cost_usd: 0, cached: false }),
    ]);
  });

  it('the contract names the six reasons the computed insights may answer for', () => {
    expect([...TEMPLATE_REASONS].sort()).toEqual(['ai_disabled', 'budget', 'not_configured', 'provider_error', 'quota', 'unverified']);
  });

  it.each([
    ['an unknown slug', { slug: 'bra-size', inputs: {} }, 'slug', messages.unknownCalculator('bra-size')],
    ['an alias instead of the slug', { slug: 'house-payment', inputs: {} }, 'slug', messages.unknownCalculator('house-payment')],
    ['"constructor" as slug', { slug: 'constructor', inputs: {} }, 'slug', messages.unknownCalculator('constructor')],
    ['a missing required input', { slug: 'loan', inputs: { loanAmount: 10000, interestRate: 7 } }, 'inputs.loanTenure', messages.required('Loan Tenure')],
    ['an empty required input', { slug: 'loan', inputs: { ...LOAN.inputs, loanAmount: ' ' } }, 'inputs.loanAmount', messages.required('Loan Amount')],
    ['a non-numeric input', { slug: 'loan', inputs: { ...LOAN.inputs, interestRate: 'seven' } }, 'inputs.interestRate', messages.notANumber('Annual Interest Rate')],
    ['an out-of-range input', { slug: 'bmi', inputs: { weight: 70, height: 0 } }, 'inputs.height', messages.greaterThanZero('Height')],
    ['a select outside its options', { slug: 'gpa', inputs: { course1Grade: 5, course1Credits: 3 } }, 'inputs.course1Grade', messages.notAnOption('Course 1 Grade')],
    ['a date that is not a date', { slug: 'pregnancy-due-date', inputs: { method: 1, lastPeriodDate: '2023-02-30' } }, 'inputs.lastPeriodDate', messages.notADate('First Day of Last Period')],
    ['a date as a number', { slug: 'pregnancy-due-date', inputs: { method: 1, lastPeriodDate: 20230101 } }, 'inputs.lastPeriodDate', messages.notADate('First Day of Last Period')],
    ['feet that are not a number', { slug: 'bmi', inputs: { units: 'us', weight: 150, heightFeet: 'five', heightInches: 10 } }, 'inputs.heightFeet', messages.notANumber('Height (feet)')],
    ['negative inches', { slug: 'bmi', inputs: { units: 'us', weight: 150, heightFeet: 5, heightInches: -1 } }, 'inputs.heightInches', messages.notNegative('Height (inches)')],
    ['units other than us or metric', { slug: 'bmi', inputs: { units: 'imperial', weight: 150, height: 70 } }, 'inputs.units', 'units must be "us" or "metric".'],
    ['no slug', { inputs: {} }, 'slug', 'slug is required.'],
    ['no inputs', { slug: 'loan' }, 'inputs', 'inputs is required.'],
    ['a number as slug', { slug: 7, inputs: {} }, 'slug', 'slug must be a calculator\'s slug (1 to 60 characters), like "loan".'],
    ['an empty slug', { slug: '', inputs: {} }, 'slug', 'slug must be a calculator\'s slug (1 to 60 characters), like "loan".'],
    ['a 61-character slug', { slug: 'x'.repeat(61), inputs: {} }, 'slug', 'slug must be a calculator\'s slug (1 to 60 characters), like "loan".'],
    ['inputs as a list', { slug: 'loan', inputs: [10000, 7, 3] }, 'inputs', 'inputs must be an object of at most 40 inputs, by name, like { "loanAmount": 10000 }.'],
    ['inputs as text', { slug: 'loan', inputs: 'loanAmount=10000' }, 'inputs', 'inputs must be an object of at most 40 inputs, by name, like { "loanAmount": 10000 }.'],
    [
      `${EXPLAIN_INPUTS_MAX + 1} inputs`,
      { slug: 'loan', inputs: Object.fromEntries(Array.from({ length: EXPLAIN_INPUTS_MAX + 1 }, (_, index) => [`x${index}`, 1])) },
      'inputs',
      'inputs must be an object of at most 40 inputs, by name, like { "loanAmount": 10000 }.',
    ],
    ['a true/false input', { slug: 'loan', inputs: { ...LOAN.inputs, loanAmount: true } }, 'inputs.loanAmount', 'An input must be a number, or text of at most 50 characters.'],
    ['an object as input', { slug: 'loan', inputs: { ...LOAN.inputs, loanAmount: { value: 1 } } }, 'inputs.loanAmount', 'An input must be a number, or text of at most 50 characters.'],
    ['a null input', { slug: 'loan', inputs: { ...LOAN.inputs, loanAmount: null } }, 'inputs.loanAmount', 'An input must be a number, or text of at most 50 characters.'],
    [
      'an input text too long',
      { slug: 'loan', inputs: { ...LOAN.inputs, loanAmount: '1'.repeat(EXPLAIN_INPUT_MAX_LENGTH + 1) } },
      'inputs.loanAmount',
      'An input must be a number, or text of at most 50 characters.',
    ],
    ['a result sent along', { ...LOAN, result: 308.77 }, 'result', 'result is not an accepted field.'],
  ])('POST /api/explain with %s answers 400 naming the field', async (_label, payload, field, message) => {
    const response = await explain(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
  });

  it('POST /api/explain answers a malformed, oversized or non-JSON body with a 4xx message and no stack trace', async () => {
    const cases: Array<[string, string, number, string]> = [
      ['{"slug": ', 'application/json', 400, 'The request body is not valid JSON.'],
      ['[]', 'application/json', 400, 'The request body must be a JSON object.'],
      [JSON.stringify(LOAN), 'text/plain', 415, 'Send the request body as JSON (Content-Type: application/json).'],
      ['slug=loan&loanAmount=10000', 'application/x-www-form-urlencoded', 415, 'Send the request body as JSON (Content-Type: application/json).'],
      [JSON.stringify({ slug: 'loan', inputs: { ...LOAN.inputs, note: 'x'.repeat(40_000) } }), 'application/json', 413, 'The request body is too large.'],
    ];
    for (const [payload, type, status, message] of cases) {
      const response = await current().inject({
        method: 'POST',
        url: '/api/explain',
        payload,
        headers: { 'content-type': type },
        remoteAddress: uniqueAddress(),
      });
      expect({ payload: payload.slice(0, 20), status: response.statusCode, message: response.json().message }).toEqual({
        payload: payload.slice(0, 20),
        status,
        message,
      });
      expect(response.body).not.toMatch(STACK_TRACE);
    }
  });

  it('POST /api/explain allows 30 a minute per address, then 429 with Retry-After', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 30; i += 1) expect((await explain(LOAN, address)).statusCode).toBe(200);
    const limited = await explain(LOAN, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests from your address\. Please wait .+ and try again\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Every request counts, bad ones too: the limit is checked before the body is read.
    expect((await explain({ slug: 'bra-size', inputs: {} }, address)).statusCode).toBe(429);
    expect((await explain(LOAN, uniqueAddress())).statusCode).toBe(200);
  });

  it('GET /api/explain/availability allows 240 a minute per address, then 429', async () => {
    const { app } = current();
    const address = uniqueAddress();
    const ask = () => app.inject({ url: '/api/explain/availability', remoteAddress: address });
    for (let i = 0; i < 240; i += 1) expect((await ask()).statusCode).toBe(200);
    const limited = await ask();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
