import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

/** Module boundaries (CONTRIBUTING.md): scope and type tags, and what each layer may import from outside. */
export const boundaries = {
  enforceBuildableLibDependency: true,
  allow: [],
  banTransitiveDependencies: false,
  depConstraints: [
    { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'] },
    { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:admin', 'scope:shared'] },
    { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
    { sourceTag: 'scope:e2e', onlyDependOnLibsWithTags: ['scope:shared'] },
    { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
    { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:ui', 'type:data', 'type:util'] },
    { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:data', 'type:util'] },
    { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:data', 'type:util'] },
    { sourceTag: 'type:data', onlyDependOnLibsWithTags: ['type:data', 'type:util'] },
    {
      sourceTag: 'type:util',
      onlyDependOnLibsWithTags: [],
      // The engine is pure: no UI, no server, no database, no network.
      bannedExternalImports: ['react', 'react-*', 'fastify', '@fastify/*', 'pg', 'drizzle-orm', '@electric-sql/*', 'node:*', 'fs', 'path', 'http', 'https', 'child_process'],
    },
    { sourceTag: 'type:data', bannedExternalImports: ['react', 'react-*', 'fastify', '@fastify/*', 'pg', '@electric-sql/*'] },
    { sourceTag: 'scope:api', bannedExternalImports: ['react', 'react-*', 'recharts'] },
  ],
};

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/eslint.config.mjs', '**/dist', '**/out-tsc', '**/node_modules', '**/test-output', '**/*.timestamp*', '**/playwright-report', '**/test-results', '.nx'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', boundaries],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests and configs of the engine may use Node; the package itself may not.
    files: ['libs/calc-engine/tests/**', 'libs/calc-engine/**/*.test.ts', 'libs/calc-engine/**/*.bench.ts', 'libs/calc-engine/vite.config.mts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
