import { useCallback, useEffect, useRef, useState } from 'react';
import { AdminApiError, SessionExpiredError, type AdminApi } from '../../api/admin-api.js';
import type { AiProviderStatus, AiSettings } from '../../api/admin-types.js';
import type { NoticeMessage } from '../../components/notice.js';
import { MESSAGE_CLEAR_MS, useTimedMessage } from '../../hooks/use-timed-message.js';
import {
  NUMBER_SETTINGS,
  TOGGLE_SETTINGS,
  isDirty,
  parseDraft,
  toDraft,
  type NumberSettingKey,
  type SettingKey,
  type SettingsDraft,
  type ToggleSettingKey,
} from './settings-fields.js';

// What the operator reads after a save, a load or a reset; the tests pin them word for word.
const SAVE_SUCCESS = 'Settings saved successfully!';
const SAVE_FAILURE = 'Failed to save settings. Please try again.';
export const LOAD_FAILURE = 'Failed to load AI settings';
export const RESET_QUESTION = 'Are you sure you want to reset monthly usage? This will clear all usage data.';
const RESET_SUCCESS = '✅ Monthly usage reset successfully';
const RESET_FAILURE = '❌ Failed to reset usage';

export interface AiSettingsForm {
  /** `loading` until the first answer; `error` when there is nothing to show. */
  readonly status: 'loading' | 'error' | 'ready';
  /** A reload failed (after a reset or a new login) while older settings are on screen. */
  readonly reloadFailed: boolean;
  readonly saved: AiSettings | undefined;
  /** The server's AI provider; undefined until it is read, or when reading it failed (`providerFailed`). */
  readonly provider: AiProviderStatus | undefined;
  readonly providerFailed: boolean;
  readonly draft: SettingsDraft | undefined;
  readonly fieldErrors: Partial<Record<SettingKey, string>>;
  readonly saving: boolean;
  /** Success or failure of the last save; clears after 3 s. */
  readonly saveMessage: NoticeMessage | undefined;
  readonly resetting: boolean;
  readonly resetMessage: NoticeMessage | undefined;
  readonly setNumber: (key: NumberSettingKey, text: string) => void;
  readonly setToggle: (key: ToggleSettingKey, value: boolean) => void;
  /** Saves the form; resolves to the field to focus when a value was refused. */
  readonly save: () => Promise<SettingKey | undefined>;
  /** Loads the saved settings again; a changed form keeps what was typed. */
  readonly reload: () => void;
  readonly resetUsage: () => Promise<void>;
}

const KEYS = new Set<string>([...NUMBER_SETTINGS.map((setting) => setting.key), ...TOGGLE_SETTINGS.map((setting) => setting.key)]);

/** The api's `field` may come as a bare name or a JSON pointer (`/warning_threshold`). */
function settingKeyOf(field: string | undefined): SettingKey | undefined {
  const name = field?.replace(/^\/+/, '').replace(/^body[./]/, '');
  return name && KEYS.has(name) ? (name as SettingKey) : undefined;
}

/**
 * The AI settings form over the api: load, edit, save with a 3-second banner, the server's 400 under
 * its field, and the monthly usage reset. Held by the dashboard so switching tabs or signing in again after an
 * expired session loses nothing typed.
 * @param api - the admin api
 * @returns the form's state and actions
 * @example
 * const form = useAiSettingsForm(api);
 * form.setNumber('warning_threshold', '85');
 * await form.save(); // POST /api/admin/ai-settings, then 'Settings saved successfully!' for 3 s
 */
export function useAiSettingsForm(api: AdminApi): AiSettingsForm {
  const [data, setData] = useState<{ saved?: AiSettings; draft?: SettingsDraft }>({});
  const [status, setStatus] = useState<AiSettingsForm['status']>('loading');
  const [reloadFailed, setReloadFailed] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<SettingKey, string>>>({});
  const [saving, setSaving] = useState(false);
  const [saveMessage, showSaveMessage] = useTimedMessage<NoticeMessage>(MESSAGE_CLEAR_MS);
  const [resetting, setResetting] = useState(false);
  const [resetMessage, setResetMessage] = useState<NoticeMessage>();
  const [reloads, setReloads] = useState(0);
  const latest = useRef(0);
  const [provider, setProvider] = useState<{ status?: AiProviderStatus; failed: boolean }>({ failed: false });
  const latestProvider = useRef(0);

  // The provider is fixed while the server runs; it is read with the settings, and again on each reload.
  useEffect(() => {
    const ticket = ++latestProvider.current;
    api.getAiProvider().then(
      (status) => {
        if (ticket === latestProvider.current) setProvider({ status, failed: false });
      },
      () => {
        if (ticket === latestProvider.current) setProvider((current) => ({ status: current.status, failed: current.status === undefined }));
      },
    );
  }, [api, reloads]);

  useEffect(() => {
    const ticket = ++latest.current;
    api.getAiSettings().then(
      (settings) => {
        if (ticket !== latest.current) return;
        setData((current) => ({
          saved: settings,
          draft: current.draft && current.saved && isDirty(current.draft, current.saved) ? current.draft : toDraft(settings),
        }));
        setStatus('ready');
        setReloadFailed(false);
      },
      () => {
        if (ticket !== latest.current) return;
        setStatus((current) => (current === 'ready' ? current : 'error'));
        setReloadFailed(true);
      },
    );
  }, [api, reloads]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  const setNumber = useCallback((key: NumberSettingKey, text: string) => {
    setData((current) => !current.draft ? current : { ...current, draft: { ...current.draft, numbers: { ...current.draft.numbers, [key]: text } } });
    setFieldErrors((current) => ({ ...current, [key]: undefined }));
  }, []);

  const setToggle = useCallback((key: ToggleSettingKey, value: boolean) => {
    setData((current) => !current.draft ? current : { ...current, draft: { ...current.draft, toggles: { ...current.draft.toggles, [key]: value } } });
    setFieldErrors((current) => ({ ...current, [key]: undefined }));
  }, []);

  const save = useCallback(async (): Promise<SettingKey | undefined> => {
    const draft = data.draft;
    if (!draft || saving) return undefined;
    const parsed = parseDraft(draft);
    setData((current) => ({ ...current, draft: parsed.normalised }));
    const invalid = NUMBER_SETTINGS.find((setting) => parsed.errors[setting.key]);
    if (invalid) {
      setFieldErrors(parsed.errors);
      showSaveMessage(undefined);
      return invalid.key;
    }
    setFieldErrors({});
    showSaveMessage(undefined);
    setSaving(true);
    try {
      await api.saveAiSettings(parsed.values);
      setData((current) => {
        if (!current.saved) return current;
        const saved = { ...current.saved, ...parsed.values };
        // Keep anything typed while the save was on its way.
        const unchanged = JSON.stringify(current.draft) === JSON.stringify(parsed.normalised);
        return { saved, draft: unchanged ? toDraft(saved) : current.draft };
      });
      showSaveMessage({ tone: 'success', text: SAVE_SUCCESS });
      return undefined;
    } catch (error) {
      // An expired session brings the login screen, which says why; after signing in again the form is as it was
      // and a stale "Failed to save" under it would only mislead.
      if (error instanceof SessionExpiredError) return undefined;
      showSaveMessage({ tone: 'error', text: SAVE_FAILURE });
      const key = error instanceof AdminApiError && error.status === 400 ? settingKeyOf(error.field) : undefined;
      if (key && error instanceof Error) setFieldErrors({ [key]: error.message });
      return key;
    } finally {
      setSaving(false);
    }
  }, [api, data.draft, saving, showSaveMessage]);

  const resetUsage = useCallback(async () => {
    if (resetting) return;
    setResetting(true);
    setResetMessage(undefined);
    try {
      await api.resetUsage();
      setResetMessage({ tone: 'success', text: RESET_SUCCESS });
      reload();
    } catch {
      setResetMessage({ tone: 'error', text: RESET_FAILURE });
    } finally {
      setResetting(false);
    }
  }, [api, resetting, reload]);

  return {
    status,
    reloadFailed,
    saved: data.saved,
    provider: provider.status,
    providerFailed: provider.failed,
    draft: data.draft,
    fieldErrors,
    saving,
    saveMessage,
    resetting,
    resetMessage,
    setNumber,
    setToggle,
    save,
    reload,
    resetUsage,
  };
}
