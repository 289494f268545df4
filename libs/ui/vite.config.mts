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
    // jsdom with axe on a 2-core CI machine that builds other projects at the same time: well over Vitest's 5 s.
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
