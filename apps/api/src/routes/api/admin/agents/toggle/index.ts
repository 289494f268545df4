import { AgentConfig, AgentToggleBody } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../../errors.js';

/** PUT /api/admin/agents/toggle { agentName, enabled }: switches an agent on or off; answers its config. */
const toggle: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.put(
    '',
    {
      config: { audit: { action: 'agent.toggle', target: (request) => `agent:${String((request.body as { agentName?: unknown } | null)?.agentName)}` } },
      schema: { body: AgentToggleBody, response: { 200: AgentConfig, ...errorResponses } },
    },
    async (request) => {
      request.auditDetail = request.body.enabled ? 'enabled' : 'disabled';
      return fastify.agents.setEnabled(request.body.agentName, request.body.enabled);
    },
  );
};
export default toggle;
