import type { AgentName } from '@calchub/api-contract';
import type { FastifyInstance } from 'fastify';
import type { AgentAi } from './agent.js';

/**
 * The AI an agent's run is given: the app's provider (undefined without `AI_BASE_URL`), the operator's `ai_enabled`
 * read at each ask, and the AI ledger's monthly budget with every call admitted under the agent's own usage key.
 * @param fastify - the app, with its `aiProvider`, `settings` and `aiLedger`
 * @param name - the agent whose calls are counted
 * @returns the context's `ai`
 * @example
 * const ai = agentAi(fastify, 'Calculator Agent');
 * await ai.budget.admit({ estimateUsd: 0.001, estimateTokens: 2000 }); // { ok: true, reservationId: 3 }
 */
export function agentAi(fastify: FastifyInstance, name: AgentName): AgentAi {
  return {
    provider: fastify.aiProvider,
    enabled: async () => (await fastify.settings.get()).ai_enabled,
    budget: {
      admit: (estimate) => fastify.aiLedger.admitAgent(name, estimate),
      settle: (reservationId, usage) => fastify.aiLedger.settle(reservationId, usage),
      release: (reservationId) => fastify.aiLedger.release(reservationId),
    },
  };
}
