import { AgentRun, AgentRunBody } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../../errors.js';

/**
 * POST /api/admin/agents/run { agentName }: records a manual run and sends it to the agent's job queue, where a
 * runner starts it at once (202, the run as queued). A disabled agent, or one with a run already waiting or in
 * progress, answers 409.
 */
const run: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '',
    {
      config: { audit: { action: 'agent.run', target: (request) => `agent:${String((request.body as { agentName?: unknown } | null)?.agentName)}` } },
      schema: { body: AgentRunBody, response: { 202: AgentRun, ...errorResponses } },
    },
    async (request, reply) => {
      const queued = await fastify.agents.requestRun(request.body.agentName);
      request.auditDetail = `run ${queued.id} queued`;
      await fastify.agentRunner.dispatch(queued);
      return reply.code(202).send(queued);
    },
  );
};
export default run;
