import type { AiAnswer, AiAnswerListQuery, TemplateReason } from '@calchub/api-contract';
import { desc, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { aiAnswers } from '../../db/schema.js';

/** The explanations the site gave, as the operator reads them (the explain route writes them). */
export interface AiAnswersRepository {
  /** The newest `limit` answers, of one source or all. */
  list(limit: number, source: NonNullable<AiAnswerListQuery['source']>): Promise<AiAnswer[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    aiAnswers: AiAnswersRepository;
  }
}

/** `fastify.aiAnswers`: the log of explanations, read-only. */
export default fp(
  async (fastify) => {
    const { db } = fastify;
    const repository: AiAnswersRepository = {
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
  },
  { name: 'ai-answers-repository', dependencies: ['db'] },
);
