/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/calc-engine',
  test: {
    name: '@calchub/calc-engine',
    environment: 'node',
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.spec.json' },
    reporters: ['default'],
  },
});
