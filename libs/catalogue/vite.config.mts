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
    // A guard against a test that hangs, not a speed check: a property test's thousand runs over every calculator
    // can take more than Vitest's default 5 s on a busy two-core machine.
    testTimeout: 30_000,
  },
});
