import { AGENT_RUNS_PAGE_SIZE_DEFAULT, AgentRunPage, AgentRunsQuery } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../../errors.js';

/** GET /api/admin/agents/runs?agentName=&page=&page_size=: one agent's run history, newest first. */
const runs: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', { schema: { querystring: AgentRunsQuery, response: { 200: AgentRunPage, ...errorResponses } } }, async (request) =>
    fastify.agents.runs(request.query.agentName, request.query.page ?? 1, request.query.page_size ?? AGENT_RUNS_PAGE_SIZE_DEFAULT),
  );
};
export default runs;
