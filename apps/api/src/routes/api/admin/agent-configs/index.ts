import { AgentConfigList } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../errors.js';

/** GET /api/admin/agent-configs: the four agents, each with its toggle, last run and latest runs. */
const agentConfigs: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', { schema: { response: { 200: AgentConfigList, ...errorResponses } } }, async () => fastify.agents.listConfigs());
};
export default agentConfigs;
