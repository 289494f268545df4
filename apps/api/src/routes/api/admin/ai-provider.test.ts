import { expect, it } from 'vitest';
import { asAdmin, describeWithApp, signIn } from '../../../testing/harness.js';

const SECRET_KEY = 'sk-operator-secret-0123456789';

describeWithApp('the AI provider status without a provider', (current) => {
  it('says that no provider is configured, and nothing else', async () => {
    const cookie = await signIn(current().app);
    const response = await asAdmin(current().app, cookie, { url: '/api/admin/ai-provider' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ configured: false });
  });

  it('answers 401 without a session', async () => {
    const response = await current().inject('/api/admin/ai-provider');
    expect(response.statusCode).toBe(401);
    expect(response.json()).not.toHaveProperty('configured');
  });
});

describeWithApp(
  'the AI provider status with a provider',
  (current) => {
    it('gives the model, the host without the path, the prices per million tokens and the timeout, never the key', async () => {
      const cookie = await signIn(current().app);
      const response = await asAdmin(current().app, cookie, { url: '/api/admin/ai-provider' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        configured: true,
        model: 'gpt-4o-mini',
        host: 'https://llm.example.test:8443',
        input_price_per_mtok: 0.15,
        output_price_per_mtok: 0.6,
        timeout_ms: 15000,
      });
      expect(response.body).not.toContain(SECRET_KEY);
      expect(response.body).not.toContain('acme-deployment');
    });

    it('answers 401 without a session, telling nothing of the provider', async () => {
      const response = await current().inject('/api/admin/ai-provider');
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('gpt-4o-mini');
      expect(response.body).not.toContain('llm.example.test');
    });
  },
  {
    env: {
      AI_BASE_URL: 'https://llm.example.test:8443/v1/acme-deployment/',
      AI_API_KEY: SECRET_KEY,
      AI_MODEL: 'gpt-4o-mini',
      AI_INPUT_PRICE_PER_MTOK: '0.15',
      AI_OUTPUT_PRICE_PER_MTOK: '0.6',
      AI_TIMEOUT_MS: '15000',
    },
  },
);
