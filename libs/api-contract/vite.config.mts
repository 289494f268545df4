/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/api-contract',
  test: {
    name: '@calchub/api-contract',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
