/**
 * Shapes of the admin api's requests and responses: the TypeBox types of `@calchub/api-contract`, imported as types
 * only so that no schema code reaches the browser bundle. Field names are the api's (snake_case: `global_monthly_cap_usd`).
 */
export type {
  AdminStats,
  AgentConfig,
  AgentName,
  AgentRun,
  AgentRunStatus,
  AiSettings,
  AiSettingsUpdate,
  AuditLogEntry,
  AuditLogPage,
  AuditOutcome,
  CalculatorRequest,
  ContactMessage,
  ReviewDecision,
  ReviewStatus,
  SeoPriority,
  SeoProposal,
  StatusFilter,
} from '@calchub/api-contract';
