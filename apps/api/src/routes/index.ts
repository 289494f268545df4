import type { FastifyPluginAsync } from 'fastify';
import agentConfigs from './api/admin/agent-configs/index.js';
import agentRun from './api/admin/agents/run/index.js';
import agentRuns from './api/admin/agents/runs/index.js';
import agentToggle from './api/admin/agents/toggle/index.js';
import aiAnswers from './api/admin/ai-answers/index.js';
import aiProvider from './api/admin/ai-provider/index.js';
import aiSettings from './api/admin/ai-settings/index.js';
import auditLog from './api/admin/audit-log/index.js';
import calculatorRequests from './api/admin/calculator-requests/index.js';
import calculatorStatus from './api/admin/calculators/_id/status/index.js';
import contactMessages from './api/admin/contact-messages/index.js';
import login from './api/admin/login/index.js';
import logout from './api/admin/logout/index.js';
import premiumCodes from './api/admin/premium-codes/index.js';
import revokePremiumCode from './api/admin/premium-codes/_id/revoke/index.js';
import resetUsage from './api/admin/reset-usage/index.js';
import seoRevert from './api/admin/seo/_id/revert/index.js';
import seoStatus from './api/admin/seo/_id/status/index.js';
import seoProposals from './api/admin/seo-proposals/index.js';
import session from './api/admin/session/index.js';
import stats from './api/admin/stats/index.js';
import contact from './api/contact/index.js';
import docs from './api/docs/index.js';
import explain from './api/explain/index.js';
import explainAvailability from './api/explain/availability/index.js';
import explainPremium from './api/explain/premium/index.js';
import health from './api/health/index.js';
import healthLive from './api/health/live/index.js';
import healthReady from './api/health/ready/index.js';
import searchFinds from './api/search-finds/index.js';
import searchMisses from './api/search-misses/index.js';
import publicApi from './api/v1/index.js';

// The folder of each route file is its URL (`_id` stands for `:id`, as in @fastify/autoload); a file's routes are
// relative to it, and `''` is the folder itself. They are listed here rather than autoloaded because the server
// runs as one esbuild bundle, where there are no route files to discover. A new route: a folder, its index.ts,
// and one line below.
const ROUTES: ReadonlyArray<readonly [prefix: string, plugin: FastifyPluginAsync]> = [
  ['/api/health', health],
  ['/api/health/live', healthLive],
  ['/api/health/ready', healthReady],
  ['/api/search-misses', searchMisses],
  ['/api/search-finds', searchFinds],
  ['/api/contact', contact],
  ['/api/explain', explain],
  ['/api/explain/availability', explainAvailability],
  ['/api/explain/premium', explainPremium],
  // The public calculation API: its routes, CORS and rate limit are in its folder.
  ['/api/v1', publicApi],
  ['/api/docs', docs],
  ['/api/admin/login', login],
  ['/api/admin/logout', logout],
  ['/api/admin/session', session],
  ['/api/admin/ai-settings', aiSettings],
  ['/api/admin/ai-provider', aiProvider],
  ['/api/admin/reset-usage', resetUsage],
  ['/api/admin/seo-proposals', seoProposals],
  ['/api/admin/calculator-requests', calculatorRequests],
  ['/api/admin/agent-configs', agentConfigs],
  ['/api/admin/stats', stats],
  ['/api/admin/seo/:id/status', seoStatus],
  ['/api/admin/seo/:id/revert', seoRevert],
  ['/api/admin/calculators/:id/status', calculatorStatus],
  ['/api/admin/agents/toggle', agentToggle],
  ['/api/admin/agents/run', agentRun],
  ['/api/admin/agents/runs', agentRuns],
  ['/api/admin/audit-log', auditLog],
  ['/api/admin/contact-messages', contactMessages],
  ['/api/admin/premium-codes', premiumCodes],
  ['/api/admin/premium-codes/:id/revoke', revokePremiumCode],
  ['/api/admin/ai-answers', aiAnswers],
];

/** Registers every API route under its folder's path. */
const routes: FastifyPluginAsync = async (fastify) => {
  for (const [prefix, plugin] of ROUTES) await fastify.register(plugin, { prefix });
};
export default routes;
