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
  },
});
