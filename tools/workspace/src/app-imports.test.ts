import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const workspaceRoot = resolve(import.meta.dirname, '../../..');
const IMPORT_RULES = new Set(['import-x/no-restricted-paths', 'import-x/no-cycle']);

/** Each app's own ESLint config (its eslint.config.mjs declares its layers), as `nx lint` runs it. */
const linters = new Map<string, ESLint>();

/**
 * Lints `code` as if it were the file at `path` in `app` and gives the import-rule messages. The modules it
 * imports are read from the disk, so a cycle is one through the app's real files.
 */
async function importErrors(app: 'web' | 'admin', path: string, code: string): Promise<string[]> {
  const cwd = resolve(workspaceRoot, 'apps', app);
  let eslint = linters.get(app);
  if (!eslint) {
    eslint = new ESLint({ cwd });
    linters.set(app, eslint);
  }
  const [result] = await eslint.lintText(code, { filePath: resolve(cwd, path) });
  return (result?.messages ?? []).filter((message) => message.ruleId !== null && IMPORT_RULES.has(message.ruleId)).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('one-way imports in the apps: shared code, then features, then the app', () => {
  it('forbids a feature from importing another feature', async () => {
    const errors = await importErrors('web', 'src/features/home/probe.tsx', "import { SearchPage } from '../search/search-page.js';\nexport const x = SearchPage;\n");
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*"\.\.\/search\/search-page\.js".*A feature imports no other feature/)]);
  });

  it('forbids it in the admin app too', async () => {
    const errors = await importErrors('admin', 'src/features/agents/probe.ts', "import { LoginScreen } from '../auth/login-screen.js';\nexport const x = LoginScreen;\n");
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A feature imports no other feature/)]);
  });

  it('forbids a feature from importing the app that composes it', async () => {
    const errors = await importErrors('web', 'src/features/home/probe.ts', "import { AppRoutes } from '../../app/app-routes.js';\nexport const x = AppRoutes;\n");
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*does not import the app/)]);
  });

  it('forbids shared code from importing a feature or an entry point', async () => {
    const errors = await importErrors(
      'web',
      'src/components/probe.ts',
      "import { HomePage } from '../features/home/home-page.js';\nimport { render } from '../entry-server.js';\nexport const x = [HomePage, render];\n",
    );
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(error).toMatch(/^import-x\/no-restricted-paths: .*Shared code imports no feature and no app code/);
  });

  it('allows a feature to use its own files, shared code and libs, and the app to use features', async () => {
    const feature = await importErrors(
      'web',
      'src/features/home/probe.tsx',
      [
        "import { categories } from '@calchub/catalogue';",
        "import { Link } from '../../components/link.js';",
        "import { useSiteSearch } from '../../hooks/use-site-search.js';",
        "import { paths } from '../../config/paths.js';",
        "import { HomePage } from './home-page.js';",
        'export const x = [categories, Link, useSiteSearch, paths, HomePage];',
        '',
      ].join('\n'),
    );
    const app = await importErrors('admin', 'src/app/probe.ts', "import { AgentList } from '../features/agents/agent-list.js';\nexport const x = AgentList;\n");
    expect([...feature, ...app]).toEqual([]);
  });

  it('finds an import that closes a circle through the app\'s files', async () => {
    // use-site-search.ts imports config/paths.ts: paths.ts importing the hook back would close the circle.
    const errors = await importErrors('web', 'src/config/paths.ts', "import { useSiteSearch } from '../hooks/use-site-search.js';\nexport const x = useSiteSearch;\n");
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle/)]);
  });

  it('counts a lazy import as part of a circle', async () => {
    // The calculator page imports calculator-chunks.ts, which loads calculator-address.tsx lazily.
    const errors = await importErrors(
      'web',
      'src/features/calculator/calculator-address.tsx',
      "import CalculatorPage from './calculator-page.js';\nexport const x = CalculatorPage;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-cycle: Dependency cycle via "\.\/calculator-chunks\.js/)]);
  });
});
