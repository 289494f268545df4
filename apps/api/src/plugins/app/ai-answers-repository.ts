import type { AiAnswer, AiAnswerListQuery, TemplateReason } from '@calchub/api-contract';
import { and, desc, eq, gte, lt, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { aiAnswers } from '../../db/schema.js';

/** How long a model's answer is reused for the same question. */
const CACHE_DAYS = 30;
/** How long explanations are kept (the privacy page says so). */
const ANSWERS_KEPT_DAYS = 90;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** One explanation given, as the explain route writes it. */
export interface AnswerRecord {
  readonly slug: string;
  /** The question's key: the same calculator, inputs, model and limits give the same key. */
  readonly cacheKey: string;
  readonly source: 'ai' | 'template';
  readonly reason?: TemplateReason | undefined;
  /** The text shown, or for an answer refused by the number check, the model's text. */
  readonly text: string;
  readonly unverifiedNumber?: string | undefined;
  readonly cached?: boolean;
  readonly model?: string | undefined;
  readonly inputTokens?: number;
  readonly outputTokens?: number;
  readonly costUsd?: number;
}

/** A model's earlier answer to the same question: shown (`verified`) or refused by the number check. */
export interface CachedAnswer {
  readonly text: string;
  readonly verified: boolean;
  readonly unverifiedNumber: string | null;
}

/** The explanations the site gave: written by the explain route, reused as its cache, read by the operator. */
export interface AiAnswersRepository {
  /** Writes one explanation. */
  record(answer: AnswerRecord): Promise<void>;
  /**
   * The newest answer the model gave to this question in the last 30 days (not itself served from the cache), or
   * undefined when the model was not asked it.
   */
  cached(cacheKey: string): Promise<CachedAnswer | undefined>;
  /** The newest `limit` answers, of one source or all. */
  list(limit: number, source: NonNullable<AiAnswerListQuery['source']>): Promise<AiAnswer[]>;
  /** Deletes explanations older than 90 days; returns how many. Runs at start and every hour. */
  prune(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    aiAnswers: AiAnswersRepository;
  }
}

/** `fastify.aiAnswers`: the explanations given, kept 90 days. */
export default fp(
  async (fastify) => {
    const { db } = fastify;
    const repository: AiAnswersRepository = {
      async record(answer) {
        fastify.metrics.explanation(answer.source, answer.reason, answer.cached ? 0 : (answer.costUsd ?? 0));
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
      },
      async cached(cacheKey) {
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
      },
      async prune() {
        const removed = await db
          .delete(aiAnswers)
          .where(lt(aiAnswers.createdAt, sql`now() - make_interval(days => ${ANSWERS_KEPT_DAYS})`))
          .returning({ id: aiAnswers.id });
        return removed.length;
      },
      async list(limit, source) {
        const rows = await db
          .select()
          .from(aiAnswers)
          .where(source === 'all' ? undefined : eq(aiAnswers.source, source))
          .orderBy(desc(aiAnswers.createdAt), desc(aiAnswers.id))
          .limit(limit);
        return rows.map((row) => ({
          id: row.id,
          slug: row.slug,
          source: row.source as AiAnswer['source'],
          reason: row.reason as TemplateReason | null,
          text: row.text,
          unverified_number: row.unverifiedNumber,
          cached: row.cached,
          input_tokens: row.inputTokens,
          output_tokens: row.outputTokens,
          cost_usd: Number(row.costUsd),
          created_at: row.createdAt.toISOString(),
        }));
      },
    };
    fastify.decorate('aiAnswers', repository);

    let timer: NodeJS.Timeout | undefined;
    const prune = () =>
      repository.prune().catch((error: unknown) => {
        fastify.log.error({ err: error }, 'could not delete old AI explanations');
      });
    fastify.addHook('onReady', async () => {
      await prune();
      timer = setInterval(prune, PRUNE_EVERY_MS);
      timer.unref();
    });
    fastify.addHook('preClose', async () => {
      clearInterval(timer);
    });
  },
  { name: 'ai-answers-repository', dependencies: ['db', 'metrics'] },
);
