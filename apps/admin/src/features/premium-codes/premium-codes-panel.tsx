import { PREMIUM_LABEL_MAX_LENGTH, PREMIUM_VALID_DAYS_MAX, PREMIUM_VISITORS_DEFAULT, PREMIUM_VISITORS_MAX } from '@calchub/api-contract';
import { Badge, Button, ConfirmDialog, CopyButton, type BadgeTone } from '@calchub/ui';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { AdminApiError, SessionExpiredError, type AdminApi } from '../../api/admin-api.js';
import type { PremiumCode } from '../../api/admin-types.js';
import { LoadFailure, Notice, type NoticeMessage } from '../../components/notice.js';
import { DateTime } from '../../components/review-item.js';
import { useTimedMessage } from '../../hooks/use-timed-message.js';
import { formatCount } from '../../utils/format.js';
import { premiumCodeStatus, usePremiumCodes, type PremiumCodeStatus } from './use-premium-codes.js';

export const SHOWN_ONCE = 'Copy it now: it will not be shown again.';
const LABEL_PROBLEM = `Label must say who the code is for (1 to ${PREMIUM_LABEL_MAX_LENGTH} characters).`;
const DAYS_PROBLEM = `Valid for (days) must be a whole number from 1 to ${PREMIUM_VALID_DAYS_MAX}.`;
const VISITORS_PROBLEM = `Visitors must be a whole number from 1 to ${formatCount(PREMIUM_VISITORS_MAX)}.`;
const DEFAULT_VALID_DAYS = '30';

const STATUS: Record<PremiumCodeStatus, { words: string; tone: BadgeTone }> = {
  active: { words: 'Active', tone: 'green' },
  expired: { words: 'Expired', tone: 'neutral' },
  revoked: { words: 'Revoked', tone: 'red-pink' },
};

const inputClasses =
  'mt-1 w-full rounded-lg border bg-white px-3 py-2 text-base focus:outline-2 focus:outline-offset-1 focus:outline-blue-700';
const busyClasses = 'aria-disabled:cursor-wait aria-disabled:opacity-60';
const cellClasses = 'px-3 py-2 align-top';

type Field = 'label' | 'valid_days' | 'max_visitors';
const FIELDS: readonly Field[] = ['label', 'valid_days', 'max_visitors'];

/** A whole number from 1 to `max`, with its help and, when refused, its error, both read with the field. */
function WholeNumberField(props: {
  readonly id: string;
  readonly name: Field;
  readonly label: string;
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly max: number;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error: string | undefined;
  readonly help: string;
}) {
  const { id, error } = props;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <input
        ref={props.inputRef}
        id={id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={1}
        max={props.max}
        step={1}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error && `${id}-error`, `${id}-help`].filter(Boolean).join(' ')}
        className={`${inputClasses} ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      <p id={`${id}-help`} className="mt-1 text-xs text-slate-600">
        {props.help}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export interface PremiumCodesPanelProps {
  readonly api: AdminApi;
  /** Changing it loads the codes again (after signing in again). */
  readonly refreshKey?: number;
}

/**
 * Premium codes, in the AI settings: create one for a label, a number of days and a number of visitors (the new code
 * is shown once, with a Copy button), and the list of codes with their status, visitors of the most it admits and a
 * Revoke that asks first.
 */
export function PremiumCodesPanel({ api, refreshKey = 0 }: PremiumCodesPanelProps) {
  const premium = usePremiumCodes(api, refreshKey);
  const [label, setLabel] = useState('');
  const [days, setDays] = useState(DEFAULT_VALID_DAYS);
  const [visitors, setVisitors] = useState(String(PREMIUM_VISITORS_DEFAULT));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<string>();
  const [created, setCreated] = useState<{ code: string; label: string }>();
  const [copyFailed, setCopyFailed] = useState(false);
  const [revoking, setRevoking] = useState<PremiumCode>();
  const [notice, showNotice] = useTimedMessage<NoticeMessage>();
  const labelInput = useRef<HTMLInputElement>(null);
  const daysInput = useRef<HTMLInputElement>(null);
  const visitorsInput = useRef<HTMLInputElement>(null);
  const newCode = useRef<HTMLDivElement>(null);
  // A new code takes focus once it is on the page, so that a screen reader reads it and the warning at once.
  useEffect(() => {
    if (created) newCode.current?.focus();
  }, [created]);
  const heading = useRef<HTMLHeadingElement>(null);

  function focusField(field: Field) {
    ({ label: labelInput, valid_days: daysInput, max_visitors: visitorsInput })[field].current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (creating) return;
    const validDays = Number(days.trim());
    const maxVisitors = Number(visitors.trim());
    const problems: Partial<Record<Field, string>> = {};
    if (label.trim() === '' || label.length > PREMIUM_LABEL_MAX_LENGTH) problems.label = LABEL_PROBLEM;
    if (days.trim() === '' || !Number.isInteger(validDays) || validDays < 1 || validDays > PREMIUM_VALID_DAYS_MAX) problems.valid_days = DAYS_PROBLEM;
    if (visitors.trim() === '' || !Number.isInteger(maxVisitors) || maxVisitors < 1 || maxVisitors > PREMIUM_VISITORS_MAX) {
      problems.max_visitors = VISITORS_PROBLEM;
    }
    setErrors(problems);
    setCreateError(undefined);
    const first = FIELDS.find((field) => problems[field]);
    if (first) {
      focusField(first);
      return;
    }
    setCreating(true);
    try {
      const answer = await premium.create(label.trim(), validDays, maxVisitors);
      setCreated({ code: answer.code, label: answer.premium_code.label });
      setCopyFailed(false);
      setLabel('');
      setDays(DEFAULT_VALID_DAYS);
      setVisitors(String(PREMIUM_VISITORS_DEFAULT));
    } catch (error) {
      if (error instanceof SessionExpiredError) return;
      const field = error instanceof AdminApiError ? FIELDS.find((name) => name === error.field) : undefined;
      if (field && error instanceof Error) {
        setErrors({ [field]: error.message });
        focusField(field);
      } else {
        setCreateError(`Could not create the premium code. ${error instanceof Error ? error.message : ''}`.trim());
      }
    } finally {
      setCreating(false);
    }
  }

  async function revoke(code: PremiumCode) {
    setRevoking(undefined);
    try {
      await premium.revoke(code.id);
      showNotice({ tone: 'success', text: `Revoked “${code.label}”.` });
      // Its Revoke button is gone with the change: focus continues from the section's heading.
      requestAnimationFrame(() => heading.current?.focus());
    } catch (error) {
      if (error instanceof SessionExpiredError) return;
      showNotice({ tone: 'error', text: `Could not revoke “${code.label}”. ${error instanceof Error ? error.message : ''}`.trim() });
    }
  }

  const now = Date.now();
  const { codes, loading, error } = premium;
  return (
    <section aria-labelledby="premium-codes-heading" aria-busy={loading} className="grid gap-4">
      <h2 ref={heading} id="premium-codes-heading" tabIndex={-1} className="text-xl font-semibold focus:outline-none">
        Premium codes
      </h2>
      <p className="max-w-3xl text-slate-700">
        A premium code marks the visitor who enters it in the AI panel as premium until it expires or you revoke it.
        With “Premium users bypass limits” on, premium visitors are not held to the free quota; the monthly cap still
        applies.
      </p>

      <form onSubmit={submit} noValidate aria-label="New premium code" className="grid gap-4 rounded-xl bg-white p-5 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto] md:items-start">
        <div>
          <label htmlFor="premium-label" className="block text-sm font-medium text-slate-800">
            Label
          </label>
          <input
            ref={labelInput}
            id="premium-label"
            name="label"
            type="text"
            value={label}
            maxLength={PREMIUM_LABEL_MAX_LENGTH}
            onChange={(event) => setLabel(event.target.value)}
            aria-invalid={errors.label ? true : undefined}
            aria-describedby={[errors.label && 'premium-label-error', 'premium-label-help'].filter(Boolean).join(' ')}
            className={`${inputClasses} ${errors.label ? 'border-red-600' : 'border-slate-300'}`}
          />
          <p id="premium-label-help" className="mt-1 text-xs text-slate-600">
            Who the code is for, such as “Newsletter readers”. Visitors never see it.
          </p>
          {errors.label && (
            <p id="premium-label-error" className="mt-1 text-sm text-red-700">
              {errors.label}
            </p>
          )}
        </div>
        <WholeNumberField
          id="premium-days"
          name="valid_days"
          label="Valid for (days)"
          inputRef={daysInput}
          max={PREMIUM_VALID_DAYS_MAX}
          value={days}
          onChange={setDays}
          error={errors.valid_days}
          help={`From 1 to ${PREMIUM_VALID_DAYS_MAX}, counted from now.`}
        />
        <WholeNumberField
          id="premium-visitors"
          name="max_visitors"
          label="Visitors"
          inputRef={visitorsInput}
          max={PREMIUM_VISITORS_MAX}
          value={visitors}
          onChange={setVisitors}
          error={errors.max_visitors}
          help="How many visitors may redeem it; one more is refused."
        />
        <div className="md:pt-6">
          <Button type="submit" aria-disabled={creating || undefined} className={busyClasses}>
            {creating ? 'Creating…' : 'Create code'}
          </Button>
        </div>
      </form>
      {createError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {createError}
        </p>
      )}

      {created && (
        <div
          ref={newCode}
          role="region"
          aria-labelledby="new-premium-code-heading"
          tabIndex={-1}
          className="grid gap-3 rounded-xl border border-green-300 bg-green-50 p-5 focus-visible:outline-2 focus-visible:outline-blue-700"
        >
          <h3 id="new-premium-code-heading" className="font-semibold text-green-900">
            New premium code for “{created.label}”
          </h3>
          <p>
            <code className="select-all break-all rounded bg-white px-3 py-2 font-mono text-xl tracking-wider text-slate-900 ring-1 ring-green-300">
              {created.code}
            </code>
          </p>
          <p className="font-medium text-green-900">{SHOWN_ONCE}</p>
          <div className="flex flex-wrap gap-3">
            <CopyButton text={created.code} label="Copy" onFailure={() => setCopyFailed(true)} />
            <Button
              variant="secondary"
              onClick={() => {
                setCreated(undefined);
                labelInput.current?.focus();
              }}
            >
              Done
            </Button>
          </div>
          {copyFailed && (
            <p role="alert" className="text-sm text-red-800">
              Your browser did not allow copying: select the code and copy it by hand.
            </p>
          )}
        </div>
      )}

      <Notice message={notice} />
      {error && <LoadFailure message={error} onRetry={premium.reload} />}
      {!codes && loading && <p className="text-slate-600">Loading premium codes…</p>}
      {codes && codes.length === 0 && (
        <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">No premium codes yet. Create one above to give a visitor premium access.</p>
      )}
      {codes && codes.length > 0 && (
        <div className="overflow-x-auto rounded-xl bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Premium codes, newest first</caption>
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className={cellClasses}>
                  Label
                </th>
                <th scope="col" className={cellClasses}>
                  Created
                </th>
                <th scope="col" className={cellClasses}>
                  Expires
                </th>
                <th scope="col" className={cellClasses}>
                  Status
                </th>
                <th scope="col" className={`${cellClasses} text-right`}>
                  Visitors
                </th>
                <th scope="col" className={cellClasses}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {codes.map((code) => {
                const status = premiumCodeStatus(code, now);
                return (
                  <tr key={code.id}>
                    <th scope="row" className={`${cellClasses} break-words font-medium text-slate-900`}>
                      {code.label}
                    </th>
                    <td className={cellClasses}>
                      <DateTime iso={code.created_at} />
                    </td>
                    <td className={cellClasses}>
                      <DateTime iso={code.expires_at} />
                    </td>
                    <td className={cellClasses}>
                      <Badge tone={STATUS[status].tone} className="px-2 py-0.5 text-xs">
                        {STATUS[status].words}
                      </Badge>
                      {code.revoked_at !== null && (
                        <span className="mt-1 block text-xs text-slate-600">
                          on <DateTime iso={code.revoked_at} />
                        </span>
                      )}
                    </td>
                    <td className={`${cellClasses} text-right tabular-nums`}>
                      {formatCount(code.visitors)} of {formatCount(code.max_visitors)}
                    </td>
                    <td className={`${cellClasses} text-right`}>
                      {status === 'active' && (
                        <Button size="sm" variant="danger" aria-label={`Revoke ${code.label}`} onClick={() => setRevoking(code)}>
                          Revoke
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <ConfirmDialog
        open={revoking !== undefined}
        title="Revoke this premium code?"
        description={`Visitors who entered the code for “${revoking?.label ?? ''}” lose premium access now, and nobody can enter it again. This cannot be undone.`}
        confirmLabel="Revoke code"
        tone="danger"
        onCancel={() => setRevoking(undefined)}
        onConfirm={() => {
          if (revoking) void revoke(revoking);
        }}
      />
    </section>
  );
}
