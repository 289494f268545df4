/// <reference types="vitest/config" />
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Workspace packages resolve to their TypeScript sources, so the tests see the engine's calculators as they are
// now, not a stale `dist` build.
const SOURCE_CONDITION = '@calchub/source';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/catalogue',
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  test: {
    name: '@calchub/catalogue',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
