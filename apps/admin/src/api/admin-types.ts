/**
 * Shapes of the admin api's requests and responses: the TypeBox types of `@calchub/api-contract`, imported as types
 * only so that no schema code reaches the browser bundle (the AI setting definitions, plain data with no schema
 * library, are imported as values where they are used). Field names are the api's (snake_case).
 */
export type {
  AdminStats,
  AgentConfig,
  AgentName,
  AgentRun,
  AgentRunPage,
  AiAnswer,
  AiAnswerListQuery,
  AiProviderStatus,
  AiSettings,
  AiSettingsUpdate,
  AuditLogEntry,
  AuditLogPage,
  AuditOutcome,
  CalculatorDraft,
  CalculatorRequest,
  ContactMessage,
  PremiumCode,
  PremiumCodeCreated,
  ReviewDecision,
  ReviewStatus,
  SeoProposal,
  StatusFilter,
  TemplateReason,
} from '@calchub/api-contract';
