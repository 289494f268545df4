import type { TemplateReason } from '@calchub/api-contract';
import { and, desc, eq, gte, or, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { AppDatabase } from '../../../db/database.js';
import { aiAnswers } from '../../../db/schema.js';

/** How long a model's answer is reused for the same question. */
const CACHE_DAYS = 30;

/** One explanation as the operator's list shows it. */
export interface AnswerRecord {
  readonly slug: string;
  readonly cacheKey: string;
  readonly source: 'ai' | 'template';
  readonly reason?: TemplateReason | undefined;
  readonly text: string;
  readonly unverifiedNumber?: string | undefined;
  readonly cached?: boolean;
  readonly model?: string | undefined;
  readonly inputTokens?: number;
  readonly outputTokens?: number;
  readonly costUsd?: number;
}

/** A model's earlier answer to the same question: shown (`ai`) or refused by the number check (`unverified`). */
export interface CachedAnswer {
  readonly text: string;
  readonly verified: boolean;
  readonly unverifiedNumber: string | null;
}

/**
 * The key of a question put to the model: the model, the answer's token limit and the prompt itself (which holds
 * the calculator and every fact), so that the same inputs on the same calculator find the same answer and a change
 * of model, limit or wording asks again.
 * @example
 * cacheKeyOf('gpt-4o-mini', 500, [{ role: 'user', content: 'Facts: …' }]).length; // 64
 */
export function cacheKeyOf(model: string, maxTokens: number, messages: readonly { role: string; content: string }[]): string {
  return createHash('sha256').update(JSON.stringify([model, maxTokens, messages])).digest('hex');
}

/**
 * The newest answer the model gave to this question in the last 30 days (not itself served from the cache).
 * @param db - the database
 * @param cacheKey - the question's key (see cacheKeyOf)
 * @returns the answer, or undefined when the model was not asked it
 */
export async function cachedAnswer(db: AppDatabase, cacheKey: string): Promise<CachedAnswer | undefined> {
  const [row] = await db
    .select({ text: aiAnswers.text, source: aiAnswers.source, unverifiedNumber: aiAnswers.unverifiedNumber })
    .from(aiAnswers)
    .where(
      and(
        eq(aiAnswers.cacheKey, cacheKey),
        eq(aiAnswers.cached, false),
        or(eq(aiAnswers.source, 'ai'), eq(aiAnswers.reason, 'unverified')),
        gte(aiAnswers.createdAt, sql`now() - make_interval(days => ${CACHE_DAYS})`),
      ),
    )
    .orderBy(desc(aiAnswers.createdAt))
    .limit(1);
  return row ? { text: row.text, verified: row.source === 'ai', unverifiedNumber: row.unverifiedNumber } : undefined;
}

/**
 * Writes one explanation to the operator's list (and the cache, for a model's answer).
 * @param db - the database
 * @param answer - what was answered, with the provider call's tokens and cost
 */
export async function recordAnswer(db: AppDatabase, answer: AnswerRecord): Promise<void> {
  await db.insert(aiAnswers).values({
    slug: answer.slug,
    cacheKey: answer.cacheKey,
    source: answer.source,
    reason: answer.reason ?? null,
    text: answer.text,
    unverifiedNumber: answer.unverifiedNumber ?? null,
    cached: answer.cached ?? false,
    model: answer.model ?? null,
    inputTokens: answer.inputTokens ?? 0,
    outputTokens: answer.outputTokens ?? 0,
    costUsd: answer.costUsd ?? 0,
  });
}
