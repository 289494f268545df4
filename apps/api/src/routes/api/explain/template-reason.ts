import type { AiSettings, TemplateReason } from '@calchub/api-contract';

/**
 * Why the computed insights answer instead of a language model, on a server without an AI provider (no provider can
 * be configured yet): the operator switched AI off, or, with AI on, there is no provider to ask.
 * @param settings - the AI settings (`ai_enabled`)
 * @returns `ai_disabled` or `not_configured`
 * @example
 * templateReason({ ai_enabled: false }); // 'ai_disabled'
 * templateReason({ ai_enabled: true }); // 'not_configured'
 */
export function templateReason(settings: Pick<AiSettings, 'ai_enabled'>): Extract<TemplateReason, 'ai_disabled' | 'not_configured'> {
  return settings.ai_enabled ? 'not_configured' : 'ai_disabled';
}
