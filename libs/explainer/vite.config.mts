/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/explainer',
  test: {
    name: '@calchub/explainer',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
