import type { ExplainAvailability, Explanation, PremiumStatus } from '@calchub/api-contract';

/** The explain endpoints, on the site's own origin (docs/product.md#ai-explanations). */
const AVAILABILITY_PATH = '/api/explain/availability';
const EXPLAIN_PATH = '/api/explain';
const PREMIUM_PATH = '/api/explain/premium';

/**
 * What asking for an explanation gave: the answer, the message of the input the server refused, no answer because
 * the request never reached the server (no connection), or no answer for another reason.
 */
export type ExplainOutcome =
  | { readonly status: 'answer'; readonly explanation: Explanation }
  | { readonly status: 'input-refused'; readonly message: string }
  | { readonly status: 'offline' }
  | { readonly status: 'failed' };

/** What entering a premium code gave: premium until a date, or the message to show next to the field. */
export type PremiumOutcome =
  | { readonly status: 'premium'; readonly expiresAt: Date }
  | { readonly status: 'refused'; readonly message: string };

/** Shown for a premium code when the server gives no message of its own (no such endpoint, an error, no network). */
export const PREMIUM_UNAVAILABLE_MESSAGE = 'Premium codes cannot be checked on this site right now. Please try again later.';

// Resolved against the page's address, as the browser does with a relative path; in a test's jsdom page that address
// is the test server's.
function endpoint(path: string): string {
  return new URL(path, window.location.href).toString();
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isExplanation(value: unknown): value is Explanation {
  return (
    isRecord(value) &&
    typeof value['text'] === 'string' &&
    (value['source'] === 'ai' || value['source'] === 'template') &&
    typeof value['assessment'] === 'string' &&
    Array.isArray(value['whatIfs']) &&
    value['whatIfs'].every((whatIf) => typeof whatIf === 'string')
  );
}

/**
 * Asks the server whether this visitor would get an AI explanation now.
 * @returns the server's availability, or undefined when it could not be read (no network, an error)
 * @example
 * await fetchAvailability(); // { ai: false, reason: 'not_configured' } on a site without an AI provider
 */
export async function fetchAvailability(): Promise<ExplainAvailability | undefined> {
  try {
    const response = await fetch(endpoint(AVAILABILITY_PATH), { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok) return undefined;
    const body = await readJson(response);
    return isRecord(body) && typeof body['ai'] === 'boolean' ? (body as ExplainAvailability) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks the server to explain a result. The server recomputes it from the calculator's inputs, sent as the page's
 * address carries them.
 * @param slug - the calculator's slug
 * @param inputs - the inputs of the page's address, by name, as typed
 * @returns the answer; the server's message when it refused an input (a 400 naming `inputs.<name>`); `offline` when
 *   the request could not be sent and the browser is offline; otherwise `failed` (no answer while online, a server
 *   error, any other refusal)
 * @example
 * await requestExplanation('loan', { loanAmount: '10000', interestRate: '7', loanTenure: '3' });
 * // { status: 'answer', explanation: { source: 'template', reason: 'not_configured', assessment: 'A monthly payment of $308.77 is…', … } }
 */
export async function requestExplanation(slug: string, inputs: Readonly<Record<string, string>>): Promise<ExplainOutcome> {
  let response: Response;
  try {
    response = await fetch(endpoint(EXPLAIN_PATH), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ slug, inputs }),
    });
  } catch {
    // fetch rejects only when no answer came at all. Offline only when the browser says so: online, the request was
    // lost or blocked on its way (a network error, a blocker), and the panel says the explainer is not available.
    return { status: typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'failed' };
  }
  const body = await readJson(response);
  if (response.ok) return isExplanation(body) ? { status: 'answer', explanation: body } : { status: 'failed' };
  if (
    response.status === 400 &&
    isRecord(body) &&
    typeof body['message'] === 'string' &&
    typeof body['field'] === 'string' &&
    body['field'].startsWith('inputs.')
  ) {
    return { status: 'input-refused', message: body['message'] };
  }
  return { status: 'failed' };
}

/**
 * Enters a premium code for this visitor.
 * @param code - the code as typed
 * @returns premium and until when; or the server's message for a refused code (400 or 429), or
 *   {@link PREMIUM_UNAVAILABLE_MESSAGE} when the code could not be checked
 * @example
 * await redeemPremiumCode('not-a-code');
 * // { status: 'refused', message: 'This premium code is not valid: it may be mistyped, expired or revoked.' }
 */
export async function redeemPremiumCode(code: string): Promise<PremiumOutcome> {
  try {
    const response = await fetch(endpoint(PREMIUM_PATH), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ code }),
    });
    const body = await readJson(response);
    if (response.ok && isRecord(body) && body['premium'] === true && typeof body['expires_at'] === 'string') {
      const expiresAt = new Date((body as PremiumStatus).expires_at);
      if (!Number.isNaN(expiresAt.getTime())) return { status: 'premium', expiresAt };
    }
    if ((response.status === 400 || response.status === 429) && isRecord(body) && typeof body['message'] === 'string') {
      return { status: 'refused', message: body['message'] };
    }
    return { status: 'refused', message: PREMIUM_UNAVAILABLE_MESSAGE };
  } catch {
    return { status: 'refused', message: PREMIUM_UNAVAILABLE_MESSAGE };
  }
}
