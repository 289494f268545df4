/// <reference types="vitest/config" />
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/explainer',
  resolve: { conditions: ['@calchub/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@calchub/source', ...defaultServerConditions], externalConditions: ['@calchub/source'] } },
  test: {
    name: '@calchub/explainer',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
    // A guard against a test that hangs, not a speed check: a property test's thousand runs over every calculator
    // can take more than Vitest's default 5 s on a busy two-core machine.
    testTimeout: 30_000,
  },
});
