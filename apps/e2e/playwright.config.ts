import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const workspaceRoot = resolve(import.meta.dirname, '../..');
const port = Number(process.env['E2E_PORT'] ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** The admin key the e2e servers are started with. */
export const E2E_ADMIN_KEY = 'e2e-admin-key-0123456789abcdef';
const fakeLlmPort = Number(process.env['E2E_FAKE_LLM_PORT'] ?? 3190);
/** The fake OpenAI-compatible model the AI server asks; `POST ${fakeLlmURL}/__behave` switches how it answers. */
export const fakeLlmURL = `http://127.0.0.1:${fakeLlmPort}`;
const aiPort = Number(process.env['E2E_AI_PORT'] ?? 3101);
/** A second api with AI explanations switched on, asking the fake model. */
export const aiBaseURL = `http://127.0.0.1:${aiPort}`;
/**
 * The AI server's prices in US dollars per million tokens: answer tokens cost much more than prompt tokens, as with
 * real models, and a fake answer of about 50 tokens costs about $0.07, so that the admin's figures and budget bar
 * move visibly after one answer and a $1 cap is spent after a few.
 */
const AI_PRICES = { inputPerMTok: 10, outputPerMTok: 1500 } as const;

// Debian's Chromium: Playwright cannot download its own browsers here.
const chromium = {
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export default defineConfig({
  testDir: './src',
  outputDir: './test-results',
  fullyParallel: false,
  forbidOnly: !!process.env['CI'],
  retries: 0,
  workers: 1,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
    // The site's service worker saves every page and script once a page has loaded (offline.spec.ts is its journey,
    // and allows it). Elsewhere it would only add those downloads to each test and answer files from its saved
    // copies, so the other journeys talk to the server alone.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
  ],
  webServer: [
    {
      // The built api serves the built web and admin apps, on a fresh embedded database, with no AI provider.
      command: 'node apps/api/dist/server.mjs',
      cwd: workspaceRoot,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // A guard against a server that never starts, not a speed check: a first start creates and migrates the
      // embedded database, which on a busy machine has taken more than a minute.
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: apiEnvironment(port, baseURL),
    },
    {
      // The fake model, run by tsx itself (not through npx) so that it stops with its process.
      command: `node_modules/.bin/tsx apps/api/src/testing/fake-llm-cli.ts --port ${fakeLlmPort}`,
      cwd: workspaceRoot,
      url: `${fakeLlmURL}/v1/models`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The same api with AI explanations from the fake model, on its own fresh database.
      command: 'node apps/api/dist/server.mjs',
      cwd: workspaceRoot,
      url: `${aiBaseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...apiEnvironment(aiPort, aiBaseURL),
        AI_BASE_URL: `${fakeLlmURL}/v1`,
        AI_MODEL: 'calchub-fake-llm',
        AI_INPUT_PRICE_PER_MTOK: String(AI_PRICES.inputPerMTok),
        AI_OUTPUT_PRICE_PER_MTOK: String(AI_PRICES.outputPerMTok),
        // Short, so that a journey where the model never answers does not wait long (one retry doubles it).
        AI_TIMEOUT_MS: '2000',
      },
    },
  ],
});

/** An e2e api's environment: loopback, a fresh embedded database, the known admin key. */
function apiEnvironment(listenPort: number, publicBaseUrl: string): Record<string, string> {
  return {
    PORT: String(listenPort),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'calchub-e2e-')),
    ADMIN_KEY: E2E_ADMIN_KEY,
    LOG_LEVEL: 'warn',
    PUBLIC_BASE_URL: publicBaseUrl,
  };
}
