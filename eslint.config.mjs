import nx from '@nx/eslint-plugin';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Module boundaries: scope and type tags, and what each layer may import from outside. */
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

const reactHookRules = {
  plugins: { 'react-hooks': reactHooks },
  rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
};

/**
 * The rules of hooks for a React app's `.ts` files as well, where its hooks live (`use-site-search.ts`); every
 * `.tsx` file has them already. Not for all `.ts` files: the api calls PGlite's `usePglite`, which is no React hook.
 */
export const hooksInTypeScript = { files: ['src/**/*.ts'], ...reactHookRules };

/**
 * One-way imports inside a React app, from shared code to features to the app that composes them:
 * - a feature (`src/features/<name>/`) imports no other feature;
 * - no feature imports the app layer (the route table, the entry points);
 * - shared code (every other folder or file of `src`: components, hooks, lib, config...) imports neither.
 * And no module imports itself back through others (`import-x/no-cycle`, dynamic imports included). The features
 * are the folders of `src/features` and the shared code is the rest of `src`, both read from the disk, so a new
 * folder is covered without a change here.
 * @param appDir - the app's folder (its eslint.config.mjs passes `import.meta.dirname`)
 * @param appLayer - what composes the features, relative to `src`: folders and entry files
 * @returns flat-config objects for the app's `src` files
 * @example
 * // apps/admin/eslint.config.mjs: a file in src/features/agents importing '../auth/login-screen.js' fails lint.
 * export default [...base, ...oneWayImports(import.meta.dirname, ['app', 'main.tsx'])];
 */
export function oneWayImports(appDir, appLayer) {
  const src = join(appDir, 'src');
  const features = readdirSync(join(src, 'features'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const shared = readdirSync(src).filter((name) => name !== 'features' && !appLayer.includes(name));
  const here = (name) => `./${name}`;
  return [
    {
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      plugins: { 'import-x': importX },
      settings: {
        // import-x reads the modules an import leads to (for cycles) only when it knows their extension and parser.
        'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
        'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
        'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(appDir, 'tsconfig.app.json'), conditionNames: ['@calchub/source', 'import', 'types', 'default'] })],
      },
      rules: {
        'import-x/no-cycle': 'error',
        'import-x/no-restricted-paths': [
          'error',
          {
            basePath: src,
            zones: [
              ...features.map((feature) => ({
                target: here(`features/${feature}`),
                from: here('features'),
                except: [here(feature)],
                message: 'A feature imports no other feature: move what both use to a shared folder (src/components, src/hooks, src/lib) or compose them in src/app.',
              })),
              { target: here('features'), from: appLayer.map(here), message: 'A feature does not import the app that composes it.' },
              {
                target: shared.map(here),
                from: [here('features'), ...appLayer.map(here)],
                message: 'Shared code imports no feature and no app code: it sits below both.',
              },
            ],
          },
        ],
      },
    },
  ];
}

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
    ...reactHookRules,
  },
  {
    // Tests and configs of the engine may use Node; the package itself may not.
    files: ['libs/calc-engine/tests/**', 'libs/calc-engine/**/*.test.ts', 'libs/calc-engine/**/*.bench.ts', 'libs/calc-engine/vite.config.mts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
];
