import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { aiReservations, aiSettings, auditLog, calculatorDrafts, calculatorRequests } from '../../db/schema.js';
import { agentContext } from '../../testing/agent-context.js';
import { startFakeLlm, type FakeLlm } from '../../testing/fake-llm.js';
import { asAdmin, describeWithApp, signIn, type TestApp } from '../../testing/harness.js';
import { calculatorAgent } from './calculator-agent.js';

let llm: FakeLlm | undefined;
beforeAll(async () => {
  llm = await startFakeLlm({ behaviour: 'draft' });
});
afterAll(async () => {
  await llm?.close();
});
afterEach(() => fake().behave('draft'));

function fake(): FakeLlm {
  if (!llm) throw new Error('the fake provider did not start');
  return llm;
}

/** Requests as the Runtime Agent and an operator leave them: one approved per name, and one still pending. */
async function addRequests(test: TestApp, approved: readonly string[]): Promise<number[]> {
  const rows = await test.db
    .insert(calculatorRequests)
    .values([
      ...approved.map((name, index) => ({
        name,
        category: 'finance',
        status: 'approved',
        decidedAt: new Date(Date.UTC(2025, 4, 1 + index)),
        sampleQueries: [name.toLowerCase(), `${name.toLowerCase()} online`],
      })),
      { name: 'Waiting Calculator', category: 'other', status: 'pending' },
    ])
    .returning({ id: calculatorRequests.id });
  return rows.map((row) => row.id).slice(0, approved.length);
}

const run = (test: TestApp) => calculatorAgent.run(agentContext(test, 'Calculator Agent'));
const drafts = (test: TestApp) => test.db.select().from(calculatorDrafts).orderBy(calculatorDrafts.requestId);
const agentAudit = (test: TestApp) =>
  test.db.select().from(auditLog).where(eq(auditLog.address, 'agent:Calculator Agent')).orderBy(auditLog.id);
/** The admin's list of approved requests, as an operator signed in sees it. */
async function approvedInAdmin(test: TestApp): Promise<Array<{ id: number; draft: unknown }>> {
  const cookie = await signIn(test.app);
  const response = await asAdmin(test.app, cookie, { method: 'GET', url: '/api/admin/calculator-requests?status=approved' });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function budgetRow(test: TestApp) {
  const [row] = await test.db.select().from(aiSettings);
  if (!row) throw new Error('no settings row');
  return row;
}

describeWithApp(
  'the Calculator Agent with an AI provider',
  (current) => {
    it('drafts each approved request without a draft, stores it valid under the request, audits it, and spends the budget', async () => {
      const test = current();
      const [tip, dog] = await addRequests(test, ['Tip Split Calculator', 'Dog Age Calculator']);
      const before = fake().requests.length;
      const result = await run(test);
      expect(result).toEqual({
        summary: 'Drafted 2 calculators (2 valid, 0 invalid).',
        counts: { requests_waiting: 2, drafts_valid: 2, drafts_invalid: 0 },
      });
      // Oldest decision first, and the prompt carries the request's searches.
      const asked = fake().requests.slice(before);
      expect(asked.map((request) => /Calculator name: "([^"]*)"/.exec(request.messages.at(-1)?.content ?? '')?.[1])).toEqual([
        'Tip Split Calculator',
        'Dog Age Calculator',
      ]);
      expect(asked[0]?.messages.at(-1)?.content).toContain('- "tip split calculator online"');

      const stored = await drafts(test);
      expect(stored.map((row) => [row.requestId, row.valid, row.problems, row.results, row.draft?.title, row.draft?.formula])).toEqual([
        [tip, true, [], [12, 9.1], 'Tip Split Calculator', 'amount * rate / 100'],
        [dog, true, [], [12, 9.1], 'Dog Age Calculator', 'amount * rate / 100'],
      ]);
      expect(stored[0]?.answer).toContain('```json');
      expect(stored[0]?.model).toBe('fake-drafter');
      expect(stored[0]?.inputTokens).toBeGreaterThan(0);
      expect(stored[0]?.costUsd).toBeGreaterThan(0);

      expect((await agentAudit(test)).map((row) => [row.action, row.target, row.detail])).toEqual([
        ['calculator_draft.created', `calculator_request:${tip}`, 'Tip Split Calculator (valid)'],
        ['calculator_draft.created', `calculator_request:${dog}`, 'Dog Age Calculator (valid)'],
      ]);
      const budget = await budgetRow(test);
      expect(budget.spendThisMonthUsd).toBeCloseTo(stored.reduce((sum, row) => sum + row.costUsd, 0), 6);
      expect(budget.reservedUsd).toBe(0);
      expect(await test.db.$count(aiReservations)).toBe(0);

      // A request with a draft is not drafted again; nothing is published (the requests stay as they were).
      const again = await run(test);
      expect(again.summary).toBe('No approved calculator request is waiting for a draft.');
      expect(fake().requests.length).toBe(before + 2);
      expect((await test.db.select({ status: calculatorRequests.status }).from(calculatorRequests)).map((row) => row.status).sort()).toEqual([
        'approved',
        'approved',
        'pending',
      ]);
    });

    it('stores a draft whose example does not compute to its stated result as invalid, with the problem', async () => {
      const test = current();
      fake().behave('draft_wrong');
      const [id] = await addRequests(test, ['Tip Split Calculator']);
      const result = await run(test);
      expect(result).toEqual({
        summary: 'Drafted 1 calculator (0 valid, 1 invalid).',
        counts: { requests_waiting: 1, drafts_valid: 0, drafts_invalid: 1 },
      });
      const problem = 'Example 2 states 9.2, but the formula gives 9.1 (allowed difference 0.01).';
      expect((await drafts(test)).map((row) => [row.requestId, row.valid, row.problems, row.results])).toEqual([[id, false, [problem], [12, 9.1]]]);
      expect((await agentAudit(test)).map((row) => [row.action, row.detail])).toEqual([
        ['calculator_draft.created', `Tip Split Calculator (invalid: ${problem})`],
      ]);
      const [listed] = await approvedInAdmin(test);
      expect(listed).toMatchObject({
        id,
        draft: {
          valid: false,
          problems: [problem],
          model: 'fake-drafter',
          calculator: {
            title: 'Tip Split Calculator',
            slug: 'tip-split-calculator',
            category: 'finance',
            formula: 'amount * rate / 100',
            output_unit: '$',
            inputs: [
              { name: 'amount', label: 'Amount', unit: '$', min: 0, max: 1_000_000, default: 100 },
              { name: 'rate', label: 'Rate', unit: '%', min: 0, max: 100, default: 15 },
            ],
            examples: [
              { inputs: { amount: 80, rate: 15 }, expected: 12, computed: 12 },
              { inputs: { amount: 45.5, rate: 20 }, expected: 9.2, computed: 9.1 },
            ],
          },
        },
      });
    });

    it('stops when the month has no budget left, asking nothing and writing nothing', async () => {
      const test = current();
      await addRequests(test, ['Tip Split Calculator', 'Dog Age Calculator']);
      await test.db.update(aiSettings).set({ globalMonthlyCapUsd: 1, spendThisMonthUsd: 1 });
      const before = fake().requests.length;
      const result = await run(test);
      expect(result).toEqual({
        summary: "Drafted 0 calculators (0 valid, 0 invalid). 2 requests were not drafted: the month's AI budget has no room.",
        counts: { requests_waiting: 2, drafts_valid: 0, drafts_invalid: 0 },
      });
      expect(fake().requests.length).toBe(before);
      expect(await test.db.$count(calculatorDrafts)).toBe(0);
      expect(await agentAudit(test)).toEqual([]);
      expect(await budgetRow(test)).toMatchObject({ spendThisMonthUsd: 1, reservedUsd: 0 });
      expect((await approvedInAdmin(test)).map((request) => request.draft)).toEqual([null, null]);
    });

    it('with AI switched off by the operator ends saying so and changes nothing', async () => {
      const test = current();
      await addRequests(test, ['Tip Split Calculator']);
      await test.db.update(aiSettings).set({ aiEnabled: false });
      const before = fake().requests.length;
      expect((await run(test)).summary).toBe('AI is switched off in the AI settings: no drafts were written');
      expect(fake().requests.length).toBe(before);
      expect(await test.db.$count(calculatorDrafts)).toBe(0);
      expect(await agentAudit(test)).toEqual([]);
    });
  },
  { env: () => ({ AI_BASE_URL: `${fake().url}/v1`, AI_MODEL: 'fake-drafter', AI_API_KEY: 'sk-test', AI_INPUT_PRICE_PER_MTOK: '5', AI_OUTPUT_PRICE_PER_MTOK: '30' }) },
);

describeWithApp('the Calculator Agent without an AI provider', (current) => {
  it('ends with the exact message and writes nothing', async () => {
    const test = current();
    await addRequests(test, ['Tip Split Calculator']);
    const result = await run(test);
    expect(result.summary).toBe('No AI provider is configured: drafts need one');
    expect(await test.db.$count(calculatorDrafts)).toBe(0);
    expect(await agentAudit(test)).toEqual([]);
    expect(await budgetRow(test)).toMatchObject({ spendThisMonthUsd: 0, reservedUsd: 0 });
  });
});
