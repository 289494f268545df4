/// <reference types="vitest/config" />
import { defaultServerConditions, defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/api',
  // Workspace libs compile from source (their `@calchub/source` export), as in the esbuild bundle. Packages resolve as
  // Node resolves them when the bundle runs: without the bundlers' `module` condition, whose builds (@opentelemetry/api,
  // which prom-client requires) are not always valid for Node.
  ssr: {
    resolve: {
      conditions: ['@calchub/source', ...defaultServerConditions.filter((condition) => condition !== 'module')],
      externalConditions: ['@calchub/source'],
    },
  },
  test: {
    name: '@calchub/api',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
