/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  plugins: [react(), tailwindcss()],
  resolve: { conditions: ['@calchub/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@calchub/source', ...defaultServerConditions], externalConditions: ['@calchub/source'] } },
  server: { port: 4200, proxy: { '/api': 'http://localhost:3000' } },
  define: { __PUBLIC_BASE_URL__: JSON.stringify(process.env['PUBLIC_BASE_URL'] ?? 'http://localhost:3000') },
  build: { outDir: 'dist/client', emptyOutDir: true, reportCompressedSize: false },
  test: {
    name: '@calchub/web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
  },
});
