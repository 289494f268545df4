export { alreadyDecidedMessage, noPremiumCodeMessage, noReviewedItemMessage, notRevertibleMessage, PREMIUM_CODE_ALREADY_REVOKED, type ReviewedItem } from './admin-messages.js';
export { DateTime, EmptyBody, ErrorResponse, IdParams, MAX_ID, NullableDateTime } from './common.js';
export {
  AdminStats,
  CalculatorDraft,
  CalculatorRequest,
  CalculatorRequestList,
  LIST_LIMIT_DEFAULT,
  LIST_LIMIT_MAX,
  REVIEW_STATUSES,
  ReviewDecision,
  ReviewListQuery,
  ReviewStatus,
  SeoPriority,
  SeoProposal,
  SeoProposalList,
  StatusChangeBody,
  StatusFilter,
} from './review.js';
export {
  AGENT_DESCRIPTIONS,
  AGENT_NAMES,
  AgentConfig,
  AgentConfigList,
  AgentNameSchema,
  AgentRun,
  AgentRunBody,
  AgentRunPage,
  AgentRunsQuery,
  AGENT_RUNS_PAGE_SIZE_DEFAULT,
  AgentRunStatus,
  AgentSchedule,
  AgentToggleBody,
  type AgentName,
} from './agents.js';
export { aiAvailability, type AiAvailabilityState } from './ai-availability.js';
export {
  AI_PANEL_TEXTS,
  aiPanelButton,
  computedReasonLine,
  limitLine,
  premiumActiveLine,
  remainingLine,
  type AiPanelButton,
} from './ai-panel-texts.js';
export { AiProviderStatus } from './ai-provider.js';
export { AiSettings, AiSettingsBody, AiSettingsUpdate, DEFAULT_AI_SETTINGS, aiSettingsBodyProblem } from './ai-settings.js';
export {
  AI_NUMBER_SETTINGS,
  AI_TOGGLE_SETTINGS,
  aiSettingProblem,
  type AiNumberSettingDefinition,
  type AiNumberSettingKey,
  type AiToggleSettingDefinition,
  type AiToggleSettingKey,
} from './ai-setting-definitions.js';
export { ADMIN_KEY_MAX_LENGTH, INVALID_ADMIN_KEY_MESSAGE, LoginBody, SessionStatus } from './auth.js';
export {
  AUDIT_PAGE_SIZE_DEFAULT,
  AUDIT_PAGE_SIZE_MAX,
  AuditLogEntry,
  AuditLogPage,
  AuditLogQuery,
  AuditOutcome,
} from './audit.js';
export { CONTACT_EMAIL_PATTERN, CONTACT_LIMITS } from './contact.js';
export {
  CONTACT_THANKS,
  ContactAccepted,
  ContactBody,
  ContactMessage,
  ContactMessageList,
  ContactMessageQuery,
  Health,
  Liveness,
  Readiness,
  PAGE_PATH_MAX_LENGTH,
  SEARCH_QUERY_MAX_LENGTH,
  SearchFindBody,
  SearchMissBody,
} from './public.js';
export {
  EXPLAIN_INPUT_MAX_LENGTH,
  EXPLAIN_INPUTS_MAX,
  EXPLAIN_SLUG_MAX_LENGTH,
  ExplainAvailability,
  ExplainBody,
  Explanation,
  INVALID_PREMIUM_CODE_MESSAGE,
  PREMIUM_CODE_FULL_MESSAGE,
  PREMIUM_CODE_MAX_LENGTH,
  PremiumCodeBody,
  PremiumStatus,
  TEMPLATE_REASONS,
  type TemplateReason,
} from './explain.js';
export {
  AI_ANSWERS_LIMIT_DEFAULT,
  AI_ANSWERS_LIMIT_MAX,
  AiAnswer,
  AiAnswerList,
  AiAnswerListQuery,
  PREMIUM_LABEL_MAX_LENGTH,
  PREMIUM_VALID_DAYS_MAX,
  PREMIUM_VISITORS_DEFAULT,
  PREMIUM_VISITORS_MAX,
  PremiumCode,
  PremiumCodeCreateBody,
  PremiumCodeCreated,
  PremiumCodeList,
} from './ai-usage.js';
export {
  CalculateBody,
  CalculateParams,
  CalculateQuery,
  CalculationAnswer,
  PUBLIC_API_RATE_LIMIT,
  PublicCalculator,
  PublicCalculatorInput,
  PublicCalculatorList,
} from './calculate.js';
export { validationProblem, type RequestPart, type SchemaError, type ValidationProblem } from './validation-message.js';
