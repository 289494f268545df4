import { useEffect, useState } from 'react';
import type { AdminApi } from '../../api/admin-api.js';
import type { ContactMessage } from '../../api/admin-types.js';
import { LoadFailure } from '../../components/notice.js';
import { DateTime } from '../../components/review-item.js';

const MESSAGES_LOAD_FAILED = 'Failed to load contact messages.';

export interface MessagesPanelProps {
  readonly api: AdminApi;
  /** Changing it loads the messages again (after signing in again). */
  readonly refreshKey?: number;
}

/**
 * A `mailto:` link to the sender alone: the address is percent-encoded (its `@` kept), so that a message stored before
 * addresses were checked as addresses cannot add a copy or a body (`a@b.co?cc=...`).
 */
function replyLink(email: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}`;
}

/** The Messages tab: what visitors sent through /contact, newest first. Loads each time the tab opens. */
export function MessagesPanel({ api, refreshKey = 0 }: MessagesPanelProps) {
  const [retries, setRetries] = useState(0);
  const [state, setState] = useState<{ messages?: readonly ContactMessage[]; loading: boolean; error?: string }>({ loading: true });

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    api.listContactMessages().then(
      (messages) => current && setState({ messages, loading: false }),
      () => current && setState((previous) => ({ ...previous, loading: false, error: MESSAGES_LOAD_FAILED })),
    );
    return () => {
      current = false;
    };
  }, [api, refreshKey, retries]);

  const { messages, loading, error } = state;
  return (
    <section aria-labelledby="messages-heading" aria-busy={loading} className="grid gap-4">
      <h2 id="messages-heading" className="text-xl font-semibold">
        Messages
      </h2>
      {error && <LoadFailure message={error} onRetry={() => setRetries((count) => count + 1)} />}
      {!messages && loading && <p className="text-slate-600">Loading contact messages…</p>}
      {messages && messages.length === 0 && <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">No contact messages yet.</p>}
      {messages && messages.length > 0 && (
        <ul className="grid gap-4">
          {messages.map((message) => (
            <li key={message.id}>
              <article aria-labelledby={`message-${message.id}`} className="rounded-xl bg-white p-5 shadow-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 id={`message-${message.id}`} className="font-semibold">
                    {message.name}
                  </h3>
                  <p className="text-sm text-slate-600">
                    <DateTime iso={message.created_at} />
                  </p>
                </div>
                <p className="text-sm">
                  <a href={replyLink(message.email)} className="text-blue-800 underline hover:text-blue-900">
                    {message.email}
                  </a>
                </p>
                <p className="mt-3 whitespace-pre-wrap break-words text-slate-800">{message.message}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
