/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/calc-engine',
  test: {
    name: '@calchub/calc-engine',
    environment: 'node',
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    // Its own tsconfig, without project references: through them a stale out-tsc build hides every type error.
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.test-d.json' },
    reporters: ['default'],
    // A guard against a test that hangs, not a speed check: a property test's thousand runs over every calculator
    // can take more than Vitest's default 5 s on a busy two-core machine.
    testTimeout: 30_000,
  },
});
