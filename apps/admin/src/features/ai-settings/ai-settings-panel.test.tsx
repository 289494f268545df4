import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminApiError, type AdminApi } from '../../api/admin-api.js';
import type { AiProviderStatus } from '../../api/admin-types.js';
import { aiProvider, aiSettings, createFakeAdminApi } from '../../testing/fake-admin-api.js';
import { AiSettingsPanel } from './ai-settings-panel.js';
import { NO_PROVIDER } from './provider-status.js';
import { useAiSettingsForm } from './use-ai-settings-form.js';

function Harness({ api }: { api: AdminApi }) {
  return <AiSettingsPanel form={useAiSettingsForm(api)} />;
}

const field = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' | ');

async function renderPanel(settings = aiSettings(), provider: AiProviderStatus = aiProvider()) {
  const fake = createFakeAdminApi({ settings, provider });
  render(<Harness api={fake.api} />);
  await screen.findByRole('form', { name: 'AI settings' });
  return fake;
}

afterEach(() => vi.useRealTimers());

describe('AI settings form', () => {
  it('has a field for every setting, labelled and limited as the contract defines it', async () => {
    await renderPanel();
    const limits: [string, string, string, string][] = [
      ['Monthly budget cap (USD)', '1', '10000', '100'],
      ['Warning threshold (% of the cap)', '50', '99', '80'],
      ['Free AI explanations per user', '0', '100', '5'],
      ['Max tokens per response', '50', '1000', '300'],
      ['Max tokens per user per month', '100', '10000', '3000'],
    ];
    for (const [name, min, max, value] of limits) {
      const input = field(name);
      expect([input.min, input.max, input.value]).toEqual([min, max, value]);
    }
    // Cents in the cap; whole numbers elsewhere.
    expect([field('Monthly budget cap (USD)').step, field('Warning threshold (% of the cap)').step]).toEqual(['any', '1']);
    expect(describedBy(field('Max tokens per response'))).toBe('The longest one AI explanation may be, in tokens. From 50 to 1,000. About 225 words.');
    const checked = (name: string) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked;
    expect(checked('Enable AI explanations')).toBe(true);
    expect(checked('Premium users bypass limits')).toBe(false);
    expect(checked('Hard cut-off at the monthly cap')).toBe(true);
    expect(checked('Track usage by IP address')).toBe(false);
  });

  it('says so when the settings cannot be loaded, and tries again on request', async () => {
    const fake = createFakeAdminApi();
    fake.fail('getAiSettings', new Error('offline'));
    render(<Harness api={fake.api} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load AI settings');
    fake.succeed('getAiSettings');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'AI settings' })).toBeTruthy();
  });

  it('saves every setting, shows the saving state, then the success message for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fake = await renderPanel();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.clear(field('Warning threshold (% of the cap)'));
    await user.type(field('Warning threshold (% of the cap)'), '85');
    await user.click(screen.getByRole('checkbox', { name: 'Track usage by IP address' }));
    const release = fake.hold('saveAiSettings');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByRole('button', { name: 'Saving…' }).getAttribute('aria-disabled')).toBe('true');
    await act(async () => release());
    expect(await screen.findByText('Settings saved successfully!')).toBeTruthy();
    expect(fake.callsOf('saveAiSettings')).toEqual([[{
      ai_enabled: true, global_monthly_cap_usd: 100, warning_threshold: 85, user_free_quota: 5, max_tokens_per_response: 300,
      max_tokens_per_user_month: 3000, premium_bypass: false, hard_cutoff: true, ip_tracking: true,
    }]]);
    expect(screen.getByRole('button', { name: 'Save Settings' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(2900));
    expect(screen.queryByText('Settings saved successfully!')).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Settings saved successfully!')).toBeNull();
  });

  it('shows the failure message for 3 seconds and keeps what was typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fake = await renderPanel();
    fake.fail('saveAiSettings', new AdminApiError('The server could not be reached.', 0));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.clear(field('Free AI explanations per user'));
    await user.type(field('Free AI explanations per user'), '12');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to save settings. Please try again.');
    expect(field('Free AI explanations per user').value).toBe('12');
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's 400 under the field it names, and focuses that field", async () => {
    const fake = await renderPanel();
    fake.fail('saveAiSettings', new AdminApiError('Must not exceed the monthly token limit per user.', 400, 'max_tokens_per_response'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    const input = field('Max tokens per response');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(input)).toContain('Must not exceed the monthly token limit per user.');
    expect(document.activeElement).toBe(input);
    await userEvent.type(input, '0');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('turns a non-numeric entry into 0, shows the 0, and saves it when 0 is allowed', async () => {
    const fake = await renderPanel();
    const quota = field('Free AI explanations per user');
    await userEvent.clear(quota);
    await userEvent.type(quota, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await screen.findByText('Settings saved successfully!');
    expect(quota.value).toBe('0');
    expect(fake.state.settings.user_free_quota).toBe(0);
  });

  it('refuses a value out of range without calling the api, naming the field and its range', async () => {
    const fake = await renderPanel();
    const cap = field('Monthly budget cap (USD)');
    await userEvent.clear(cap);
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(cap.value).toBe('0');
    expect(describedBy(cap)).toContain('Monthly budget cap (USD) must be a number from 1 to 10,000.');
    expect(document.activeElement).toBe(cap);
    expect(fake.callsOf('saveAiSettings')).toEqual([]);
  });

  it('keeps the form usable with the keyboard alone', async () => {
    const fake = await renderPanel();
    const threshold = field('Warning threshold (% of the cap)');
    threshold.focus();
    await userEvent.keyboard('{Control>}a{/Control}90{Enter}');
    await screen.findByText('Settings saved successfully!');
    expect(fake.state.settings.warning_threshold).toBe(90);
  });
});

describe('AI settings budget and usage', () => {
  it('shows the share of the cap used, and the usage figures', async () => {
    await renderPanel(aiSettings({ spend_this_month: 40, global_monthly_cap_usd: 100, avg_cost_per_user: 0.2, total_tokens_used: 48000, total_users_reached_quota: 3 }));
    const meter = screen.getByRole('meter', { name: 'Budget used' });
    expect(meter.getAttribute('aria-valuenow')).toBe('40');
    expect(meter.getAttribute('aria-valuetext')).toBe('40% of the monthly cap used');
    expect(meter.dataset['level']).toBe('normal');
    const usage = screen.getByRole('region', { name: 'Usage this month' });
    expect(usage.textContent).toContain('$40.00 of $100.00 spent this month.');
    expect(within(usage).getByText('Total tokens used').nextElementSibling?.textContent).toBe('48,000');
    expect(within(usage).getByText('Users who reached their quota').nextElementSibling?.textContent).toBe('3');
    expect(within(usage).getByText('Average cost per user').nextElementSibling?.textContent).toBe('$0.20');
    expect(screen.queryByText(/Budget usage is high/)).toBeNull();
  });

  it('turns yellow above the warning threshold and red above 95%', async () => {
    await renderPanel(aiSettings({ spend_this_month: 85, global_monthly_cap_usd: 100, warning_threshold: 80 }));
    expect(screen.getByText('Budget usage is high (85%). Monitor spending closely.')).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Budget used' }).dataset['level']).toBe('warning');
  });

  it('is red with its warning above 95% of the cap', async () => {
    await renderPanel(aiSettings({ spend_this_month: 97, global_monthly_cap_usd: 100, warning_threshold: 80 }));
    expect(screen.getByText('Budget limit nearly reached! Consider increasing the cap or disabling AI.')).toBeTruthy();
    expect(screen.getByRole('meter', { name: 'Budget used' }).dataset['level']).toBe('critical');
  });

  it('asks before resetting monthly usage; Cancel changes nothing', async () => {
    const fake = await renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Reset Monthly Usage' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset monthly usage?' });
    expect(dialog.textContent).toContain('Are you sure you want to reset monthly usage? This will clear all usage data.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.callsOf('resetUsage')).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('resets monthly usage, reloads the figures and keeps what was typed in the form', async () => {
    const fake = await renderPanel(aiSettings({ spend_this_month: 97 }));
    await userEvent.clear(field('Warning threshold (% of the cap)'));
    await userEvent.type(field('Warning threshold (% of the cap)'), '90');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Monthly Usage' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset usage' }));
    expect(await screen.findByText('✅ Monthly usage reset successfully')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Usage this month' }).textContent).toContain('$0.00 of $100.00 spent this month.'));
    expect(fake.callsOf('getAiSettings')).toHaveLength(2);
    expect(field('Warning threshold (% of the cap)').value).toBe('90');
    expect(screen.queryByText(/Budget limit nearly reached/)).toBeNull();
  });

  it('says so when the reset fails', async () => {
    const fake = await renderPanel();
    fake.fail('resetUsage', new Error('offline'));
    await userEvent.click(screen.getByRole('button', { name: 'Reset Monthly Usage' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset usage' }));
    expect((await screen.findByRole('alert')).textContent).toBe('❌ Failed to reset usage');
  });
});

describe('AI settings preview of what visitors see', () => {
  const preview = () => screen.getByRole('region', { name: 'Preview: what visitors see' });
  const view = () => within(preview()).getByRole('group', { name: "Visitor's view" });

  it('shows the static explanation and the site\'s "Get AI-Powered Insights" button when AI is on', async () => {
    await renderPanel(aiSettings({ ai_enabled: true, user_free_quota: 5, spend_this_month: 10 }));
    expect(view().textContent).toContain('This represents the calculated value based on your inputs.');
    expect(await within(view()).findByRole('button', { name: 'Get AI-Powered Insights' })).toBeTruthy();
    expect(within(view()).getByText('5 AI explanations left this month')).toBeTruthy();
  });

  it('shows "Show more insights" when AI is turned off in the form', async () => {
    await renderPanel();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Enable AI explanations' }));
    expect(within(view()).queryByRole('button', { name: 'Get AI-Powered Insights' })).toBeNull();
    expect(within(view()).getByRole('button', { name: 'Show more insights' })).toBeTruthy();
    expect(view().textContent).toContain('This represents the calculated value based on your inputs.');
    expect(within(preview()).getByRole('status').textContent).toBe('AI explanations are off: visitors get “Show more insights”, the computed insights, never labelled AI.');
  });

  it('shows "Show more insights" with the quota line once the visitor has used the free quota, unless premium users bypass it', async () => {
    await renderPanel(aiSettings({ user_free_quota: 5, premium_bypass: true }));
    const used = within(preview()).getByRole('spinbutton', { name: 'AI explanations this visitor has used' });
    await userEvent.clear(used);
    await userEvent.type(used, '5');
    expect(within(view()).getByRole('button', { name: 'Show more insights' })).toBeTruthy();
    expect(within(view()).getByText("You have used this month's free AI explanations.")).toBeTruthy();
    await userEvent.click(within(preview()).getByRole('checkbox', { name: 'Premium visitor' }));
    expect(within(view()).getByRole('button', { name: 'Get AI-Powered Insights' })).toBeTruthy();
  });

  it('shows "Show more insights" with the budget line when the budget is used up', async () => {
    await renderPanel(aiSettings({ spend_this_month: 100, global_monthly_cap_usd: 100 }));
    expect(within(view()).getByRole('button', { name: 'Show more insights' })).toBeTruthy();
    expect(within(view()).getByText("This month's AI budget is used up.")).toBeTruthy();
  });

  it('shows "Show more insights" when the server has no AI provider', async () => {
    await renderPanel(aiSettings(), aiProvider({ configured: false }));
    await screen.findByText(NO_PROVIDER);
    expect(within(view()).getByRole('button', { name: 'Show more insights' })).toBeTruthy();
    expect(within(preview()).getByRole('status').textContent).toMatch(/^No AI provider is configured: /);
  });
});

describe('the AI provider', () => {
  const block = () => screen.getByRole('region', { name: 'Provider' });

  it('names the model, the host, the prices per million tokens and the timeout of a configured provider', async () => {
    await renderPanel(aiSettings(), { configured: true, model: 'llama3.1:8b', host: 'http://127.0.0.1:8080', input_price_per_mtok: 0, output_price_per_mtok: 0.000125, timeout_ms: 15000 });
    await within(block()).findByText('llama3.1:8b');
    const terms = within(block()).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Model', 'llama3.1:8b'],
      ['Host', 'http://127.0.0.1:8080'],
      ['Input price', '$0.00 per million tokens'],
      ['Output price', '$0.000125 per million tokens'],
      ['Timeout', '15 seconds'],
    ]);
  });

  it('says that visitors get computed insights, and what to set, without a provider', async () => {
    await renderPanel(aiSettings(), aiProvider({ configured: false, model: undefined, host: undefined }));
    expect((await within(block()).findByText(/^No AI provider/)).textContent).toBe(
      'No AI provider is configured: visitors get computed insights. Set AI_BASE_URL, AI_MODEL and the prices to turn AI on.',
    );
    expect(within(block()).queryByRole('term')).toBeNull();
  });

  it('says so when the status cannot be read, and reads it again on request', async () => {
    const fake = createFakeAdminApi({ provider: { configured: false } });
    fake.fail('getAiProvider', new Error('offline'));
    render(<Harness api={fake.api} />);
    await screen.findByRole('form', { name: 'AI settings' });
    expect((await within(block()).findByRole('alert')).textContent).toContain("The AI provider's status could not be loaded.");
    fake.succeed('getAiProvider');
    await userEvent.click(within(block()).getByRole('button', { name: 'Try again' }));
    expect(await within(block()).findByText(NO_PROVIDER)).toBeTruthy();
  });
});
