/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// The api serves this app under /admin; `npx vite` runs it alone against an api on :3000.
export default defineConfig({
  root: import.meta.dirname,
  base: '/admin/',
  cacheDir: '../../node_modules/.vite/apps/admin',
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['@calchub/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@calchub/source', ...defaultServerConditions], externalConditions: ['@calchub/source'] } },
  server: { port: 4300, proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true, reportCompressedSize: false },
  test: {
    name: '@calchub/admin',
    environment: 'jsdom',
    // jsdom with axe on a 2-core CI machine that builds other projects at the same time: well over Vitest's 5 s.
    testTimeout: 30_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
