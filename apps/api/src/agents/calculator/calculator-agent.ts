import { and, asc, eq, isNull } from 'drizzle-orm';
import { calculatorDrafts, calculatorRequests } from '../../db/schema.js';
import type { AgentDefinition } from '../agent.js';
import { NO_PROVIDER_MESSAGE, runCalculatorAgent, type DraftRequest } from './draft-calculator.js';

/** What a run ends with, changing nothing, while the operator has AI switched off in the AI settings. */
const AI_DISABLED_MESSAGE = 'AI is switched off in the AI settings: no drafts were written';

/**
 * The Calculator Agent: for each approved calculator request without a draft (oldest decision first), asks the AI
 * provider for a draft calculator within the monthly budget, checks it (formula parsed, both examples computed) and
 * stores it under the request, valid or with its problems; each stored draft is an audit entry. Nothing is published.
 * Without a provider, or with AI switched off, the run says so and changes nothing.
 */
export const calculatorAgent: AgentDefinition = {
  name: 'Calculator Agent',
  async run(context) {
    const { provider, budget } = context.ai;
    if (!provider) return { summary: NO_PROVIDER_MESSAGE, counts: { requests_waiting: 0, drafts_valid: 0, drafts_invalid: 0 } };
    if (!(await context.ai.enabled())) return { summary: AI_DISABLED_MESSAGE, counts: { requests_waiting: 0, drafts_valid: 0, drafts_invalid: 0 } };

    const waiting: DraftRequest[] = await context.db
      .select({ id: calculatorRequests.id, name: calculatorRequests.name, category: calculatorRequests.category, sampleQueries: calculatorRequests.sampleQueries })
      .from(calculatorRequests)
      .leftJoin(calculatorDrafts, eq(calculatorDrafts.requestId, calculatorRequests.id))
      .where(and(eq(calculatorRequests.status, 'approved'), isNull(calculatorDrafts.id)))
      .orderBy(asc(calculatorRequests.decidedAt), asc(calculatorRequests.id));
    const run = await runCalculatorAgent(waiting, provider, budget, { signal: context.signal });

    let valid = 0;
    let invalid = 0;
    for (const attempt of run.drafts) {
      context.signal.throwIfAborted();
      const { validation, usage } = attempt;
      // One draft per request: a request drafted meanwhile by another server's run keeps its draft.
      const [stored] = await context.db
        .insert(calculatorDrafts)
        .values({
          requestId: attempt.requestId,
          draft: validation.draft,
          answer: attempt.answer,
          valid: validation.valid,
          problems: [...validation.problems],
          results: [...validation.results],
          model: attempt.model,
          inputTokens: usage.inputTokens,
          outputTokens: usage.outputTokens,
          costUsd: usage.costUsd,
        })
        .onConflictDoNothing({ target: calculatorDrafts.requestId })
        .returning({ id: calculatorDrafts.id });
      if (!stored) continue;
      if (validation.valid) valid += 1;
      else invalid += 1;
      const title = validation.draft?.title ?? 'a draft that is not shaped like one';
      const verdict = validation.valid ? 'valid' : `invalid: ${validation.problems.join(' ')}`;
      await context.audit('calculator_draft.created', `calculator_request:${attempt.requestId}`, `${title} (${verdict})`);
    }
    return { summary: run.summary, counts: { requests_waiting: waiting.length, drafts_valid: valid, drafts_invalid: invalid } };
  },
  schedule: { every: 'day', hour: 4, minute: 0 },
  runAtStart: false,
  timeLimitMs: 10 * 60_000,
};
