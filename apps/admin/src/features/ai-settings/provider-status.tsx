import { Button } from '@calchub/ui';
import type { AiProviderStatus } from '../../api/admin-types.js';
import { formatCostUsd } from '../../utils/format.js';

/** What the operator reads when the server runs without a provider; the tests pin it word for word. */
export const NO_PROVIDER = 'No AI provider is configured: visitors get computed insights. Set AI_BASE_URL, AI_MODEL and the prices to turn AI on.';
const PROVIDER_FAILURE = "The AI provider's status could not be loaded.";

const seconds = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

export interface ProviderStatusProps {
  readonly provider: AiProviderStatus | undefined;
  readonly failed: boolean;
  readonly onRetry: () => void;
}

/**
 * The "Provider" block of the AI Settings tab: where AI explanations come from, as the server was started
 * (`AI_BASE_URL`, `AI_MODEL`, the prices, `AI_TIMEOUT_MS`): the model, the host, the prices per million tokens and
 * the timeout; or, without a provider, that visitors get computed insights and what to set.
 */
export function ProviderStatus({ provider, failed, onRetry }: ProviderStatusProps) {
  return (
    <section aria-labelledby="provider-heading" className="grid gap-3 rounded-xl bg-white p-5 shadow-sm">
      <h3 id="provider-heading" className="text-lg font-semibold">
        Provider
      </h3>
      {provider === undefined ? (
        failed ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
            <p>{PROVIDER_FAILURE}</p>
            <Button size="sm" variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : (
          <p className="text-sm text-slate-600">Checking the AI provider…</p>
        )
      ) : provider.configured ? (
        <dl className="grid grid-cols-2 gap-3 text-sm">
          {(
            [
              ['Model', provider.model ?? '-'],
              ['Host', provider.host ?? '-'],
              ['Input price', perMillion(provider.input_price_per_mtok)],
              ['Output price', perMillion(provider.output_price_per_mtok)],
              ['Timeout', provider.timeout_ms === undefined ? '-' : `${seconds.format(provider.timeout_ms / 1000)} seconds`],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-semibold break-words">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{NO_PROVIDER}</p>
      )}
    </section>
  );
}

function perMillion(price: number | undefined): string {
  return price === undefined ? '-' : `${formatCostUsd(price)} per million tokens`;
}
