import Type, { type Static } from 'typebox';

/**
 * `GET /api/admin/ai-provider`: the AI provider the server was started with, as the operator may see it. Not
 * configured (no `AI_BASE_URL`): `{ configured: false }`, and visitors get the computed insights. Configured: the
 * model, the `host` (the origin of `AI_BASE_URL`, never its path or a key), the prices in US dollars per million
 * tokens and the timeout of one attempt (docs/product.md#ai-settings).
 */
export const AiProviderStatus = Type.Object(
  {
    configured: Type.Boolean(),
    model: Type.Optional(Type.String()),
    host: Type.Optional(Type.String()),
    input_price_per_mtok: Type.Optional(Type.Number({ minimum: 0 })),
    output_price_per_mtok: Type.Optional(Type.Number({ minimum: 0 })),
    timeout_ms: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);
export type AiProviderStatus = Static<typeof AiProviderStatus>;
