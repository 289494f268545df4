import { useCallback, useEffect } from 'react';
import type { AdminApi } from '../api/admin-api.js';
import { AgentList } from '../features/agents/agent-list.js';
import { AiAnswersPanel } from '../features/ai-answers/ai-answers-panel.js';
import { useAgents } from '../features/agents/use-agents.js';
import { AiSettingsPanel } from '../features/ai-settings/ai-settings-panel.js';
import { useAiSettingsForm } from '../features/ai-settings/use-ai-settings-form.js';
import { AuditLogPanel } from '../features/audit-log/audit-log-panel.js';
import { CalculatorRequestList, useCalculatorRequests } from '../features/calculator-requests/calculator-requests.js';
import { DashboardLayout } from '../features/dashboard/dashboard-layout.js';
import { StatCards } from '../features/dashboard/stat-cards.js';
import { useAdminStats } from '../features/dashboard/use-admin-stats.js';
import { MessagesPanel } from '../features/messages/messages-panel.js';
import { PremiumCodesPanel } from '../features/premium-codes/premium-codes-panel.js';
import { SeoProposalList, useSeoProposals } from '../features/seo-proposals/seo-proposals.js';

export interface AdminDashboardProps {
  readonly api: AdminApi;
  readonly onLogout: () => Promise<void>;
  /** Changes after each new sign-in: everything reloads, the settings form keeps what was typed. */
  readonly refreshKey: number;
}

/**
 * The dashboard's composition: the stat cards and the four lists load together when it opens, and their
 * state lives here, above the tabs, so switching tabs loses neither filters nor the settings being typed. The AI
 * Settings tab also holds the premium codes and the AI answers, which load each time the tab opens.
 */
export function AdminDashboard({ api, onLogout, refreshKey }: AdminDashboardProps) {
  const stats = useAdminStats(api);
  const { reload: reloadStats } = stats;
  const seo = useSeoProposals(api, reloadStats);
  const requests = useCalculatorRequests(api, reloadStats);
  const { reload: reloadSeo } = seo;
  const { reload: reloadRequests } = requests;
  const reloadOthers = useCallback(() => {
    reloadStats();
    reloadSeo();
    reloadRequests();
  }, [reloadStats, reloadSeo, reloadRequests]);
  const agents = useAgents(api, reloadStats, reloadOthers);
  const settings = useAiSettingsForm(api);
  const { reload: reloadAgents } = agents;
  const { reload: reloadSettings } = settings;

  useEffect(() => {
    if (refreshKey === 0) return;
    reloadOthers();
    reloadAgents();
    reloadSettings();
  }, [refreshKey, reloadOthers, reloadAgents, reloadSettings]);

  return (
    <DashboardLayout
      onLogout={onLogout}
      focusKey={refreshKey}
      overview={<StatCards stats={stats} />}
      tabs={[
        { id: 'seo-proposals', label: 'SEO Proposals', content: <SeoProposalList queue={seo} /> },
        { id: 'calculator-requests', label: 'Calculator Requests', content: <CalculatorRequestList queue={requests} /> },
        { id: 'agents', label: 'AI Agents', content: <AgentList agents={agents} api={api} /> },
        {
          id: 'ai-settings',
          label: 'AI Settings',
          // Everything about AI explanations in one place: the settings and usage, premium codes, the answers given.
          content: (
            <div className="grid gap-10">
              <AiSettingsPanel form={settings} />
              <PremiumCodesPanel api={api} refreshKey={refreshKey} />
              <AiAnswersPanel api={api} refreshKey={refreshKey} />
            </div>
          ),
        },
        { id: 'audit-log', label: 'Audit Log', content: <AuditLogPanel api={api} refreshKey={refreshKey} /> },
        { id: 'messages', label: 'Messages', content: <MessagesPanel api={api} refreshKey={refreshKey} /> },
      ]}
    />
  );
}
