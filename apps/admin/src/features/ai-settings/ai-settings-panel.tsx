import { Button, ConfirmDialog } from '@calchub/ui';
import { useRef, useState, type FormEvent } from 'react';
import { LoadFailure, Notice } from '../../components/notice.js';
import { formatCount, formatUsd } from '../../utils/format.js';
import { BudgetBar } from './budget-bar.js';
import {
  AI_ENABLED_SETTING,
  NUMBER_SETTINGS,
  POLICY_SETTINGS,
  WORDS_PER_TOKEN,
  numberOf,
  type NumberSetting,
  type SettingKey,
  type ToggleSetting,
} from './settings-fields.js';
import { LOAD_FAILURE, RESET_QUESTION, type AiSettingsForm } from './use-ai-settings-form.js';
import { ProviderStatus } from './provider-status.js';
import { VisitorPreview } from './visitor-preview.js';

const inputClasses =
  'mt-1 w-full rounded-lg border bg-white px-3 py-2 text-base focus:outline-2 focus:outline-offset-1 focus:outline-blue-700';
const busyClasses = 'aria-disabled:cursor-wait aria-disabled:opacity-60';

/** The AI Settings tab: the form, the budget bar and usage, the monthly reset, the provider, and the visitor preview. */
export function AiSettingsPanel({ form }: { readonly form: AiSettingsForm }) {
  const [confirmingReset, setConfirmingReset] = useState(false);
  const inputs = useRef(new Map<SettingKey, HTMLInputElement>());
  const register = (key: SettingKey) => (element: HTMLInputElement | null) => {
    if (element) inputs.current.set(key, element);
    else inputs.current.delete(key);
  };

  if (form.status === 'loading') return <p className="text-slate-600">Loading AI settings…</p>;
  if (form.status === 'error' || !form.saved || !form.draft) return <LoadFailure message={LOAD_FAILURE} onRetry={form.reload} />;
  const { saved, draft } = form;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const refused = await form.save();
    if (refused) inputs.current.get(refused)?.focus();
  }

  return (
    <section aria-labelledby="ai-settings-heading" className="grid gap-6">
      <h2 id="ai-settings-heading" className="text-xl font-semibold">
        AI Settings
      </h2>
      {form.reloadFailed && <LoadFailure message={LOAD_FAILURE} onRetry={form.reload} />}
      <div className="grid items-start gap-6 lg:grid-cols-5">
        <form onSubmit={submit} noValidate aria-label="AI settings" className="grid gap-6 rounded-xl bg-white p-5 shadow-sm lg:col-span-3">
          <fieldset className="grid gap-4">
            <legend className="mb-3 text-lg font-semibold">AI explanations</legend>
            <ToggleField setting={AI_ENABLED_SETTING} form={form} register={register} />
          </fieldset>
          <fieldset className="grid gap-4 md:grid-cols-2">
            <legend className="mb-3 text-lg font-semibold">Limits</legend>
            {NUMBER_SETTINGS.map((setting) => (
              <NumberField key={setting.key} setting={setting} form={form} register={register} />
            ))}
          </fieldset>
          <fieldset className="grid gap-4">
            <legend className="mb-3 text-lg font-semibold">Policies</legend>
            {POLICY_SETTINGS.map((setting) => (
              <ToggleField key={setting.key} setting={setting} form={form} register={register} />
            ))}
          </fieldset>
          <Notice message={form.saveMessage} />
          <div>
            <Button
              type="submit"
              aria-disabled={form.saving || undefined}
              className={busyClasses}
            >
              {form.saving ? 'Saving…' : 'Save Settings'}
            </Button>
          </div>
        </form>
        <div className="grid gap-6 lg:col-span-2">
          <section aria-labelledby="usage-heading" className="grid gap-4 rounded-xl bg-white p-5 shadow-sm">
            <h3 id="usage-heading" className="text-lg font-semibold">
              Usage this month
            </h3>
            <BudgetBar spend={saved.spend_this_month} cap={saved.global_monthly_cap_usd} warningThreshold={saved.warning_threshold} />
            <dl className="grid grid-cols-2 gap-3 text-sm">
              {(
                [
                  ['Spent this month', formatUsd(saved.spend_this_month)],
                  ['Average cost per user', formatUsd(saved.avg_cost_per_user)],
                  ['Total tokens used', formatCount(saved.total_tokens_used)],
                  ['Users who reached their quota', formatCount(saved.total_users_reached_quota)],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="text-base font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
            <div>
              <Button
                variant="danger"
                aria-disabled={form.resetting || undefined}
                className={busyClasses}
                onClick={() => {
                  if (!form.resetting) setConfirmingReset(true);
                }}
              >
                {form.resetting ? 'Resetting…' : 'Reset Monthly Usage'}
              </Button>
            </div>
            <Notice message={form.resetMessage} />
          </section>
          <ProviderStatus provider={form.provider} failed={form.providerFailed} onRetry={form.reload} />
          <VisitorPreview draft={draft} spendThisMonth={saved.spend_this_month} providerConfigured={form.provider?.configured} />
        </div>
      </div>
      <ConfirmDialog
        open={confirmingReset}
        title="Reset monthly usage?"
        description={RESET_QUESTION}
        confirmLabel="Reset usage"
        tone="danger"
        onCancel={() => setConfirmingReset(false)}
        onConfirm={() => {
          setConfirmingReset(false);
          void form.resetUsage();
        }}
      />
    </section>
  );
}

interface FieldProps<S> {
  readonly setting: S;
  readonly form: AiSettingsForm;
  readonly register: (key: SettingKey) => (element: HTMLInputElement | null) => void;
}

function NumberField({ setting, form, register }: FieldProps<NumberSetting>) {
  const id = `setting-${setting.key}`;
  const error = form.fieldErrors[setting.key];
  const text = form.draft?.numbers[setting.key] ?? '';
  const tokens = setting.key === 'max_tokens_per_response' || setting.key === 'max_tokens_per_user_month';
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {setting.label}
      </label>
      <input
        ref={register(setting.key)}
        id={id}
        name={setting.key}
        type="number"
        inputMode={setting.integer ? 'numeric' : 'decimal'}
        min={setting.min}
        max={setting.max}
        // The cap may have cents; "any" keeps the arrow keys stepping by whole dollars.
        step={setting.integer ? 1 : 'any'}
        value={text}
        onChange={(event) => form.setNumber(setting.key, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error && `${id}-error`, `${id}-help`].filter(Boolean).join(' ')}
        className={`${inputClasses} ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      <p id={`${id}-help`} className="mt-1 text-xs text-slate-600">
        {setting.help} From {formatCount(setting.min)} to {formatCount(setting.max)}.
        {tokens && ` About ${formatCount(Math.round(numberOf(text) * WORDS_PER_TOKEN))} words.`}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function ToggleField({ setting, form, register }: FieldProps<ToggleSetting>) {
  const id = `setting-${setting.key}`;
  const error = form.fieldErrors[setting.key];
  return (
    <div className="flex items-start gap-3">
      <input
        ref={register(setting.key)}
        id={id}
        name={setting.key}
        type="checkbox"
        checked={form.draft?.toggles[setting.key] ?? false}
        onChange={(event) => form.setToggle(setting.key, event.target.checked)}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error && `${id}-error`, `${id}-help`].filter(Boolean).join(' ')}
        className="mt-1 h-4 w-4 shrink-0 accent-blue-700"
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {setting.label}
        </label>
        <p id={`${id}-help`} className="text-xs text-slate-600">
          {setting.help}
        </p>
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
