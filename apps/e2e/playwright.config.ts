import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const workspaceRoot = resolve(import.meta.dirname, '../..');
const port = Number(process.env['E2E_PORT'] ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** The admin key the e2e server is started with. */
export const E2E_ADMIN_KEY = 'e2e-admin-key-0123456789abcdef';

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
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium } },
  ],
  webServer: {
    // The built api serves the built web and admin apps, on a fresh embedded database.
    command: 'node apps/api/dist/server.mjs',
    cwd: workspaceRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'calchub-e2e-')),
      ADMIN_KEY: E2E_ADMIN_KEY,
      LOG_LEVEL: 'warn',
      PUBLIC_BASE_URL: baseURL,
    },
  },
});
