/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/ui',
  resolve: { conditions: ['@calchub/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@calchub/source', ...defaultServerConditions], externalConditions: ['@calchub/source'] } },
  plugins: [react()],
  test: {
    name: '@calchub/ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
