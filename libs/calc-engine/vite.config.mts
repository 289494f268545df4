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
  },
});
