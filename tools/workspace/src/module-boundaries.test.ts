import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const workspaceRoot = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: workspaceRoot });

/** Lints `code` as if it were a file at `path` (relative to the workspace) and returns the boundary errors. */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(workspaceRoot, path) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@nx/enforce-module-boundaries')
    .map((message) => message.message);
}

describe('module boundaries', () => {
  it('keeps react out of the engine', async () => {
    const errors = await boundaryErrors('libs/calc-engine/src/probe.ts', "import { useState } from 'react';\nexport const x = useState;\n");
    expect(errors.join('\n')).toMatch(/react/);
  });

  it('forbids the engine from importing the catalogue (util depends on nothing)', async () => {
    const errors = await boundaryErrors(
      'libs/calc-engine/src/probe.ts',
      "import { categories } from '@calchub/catalogue';\nexport const x = categories;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('forbids a data lib from importing the ui kit', async () => {
    const errors = await boundaryErrors('libs/search/src/probe.ts', "import { Button } from '@calchub/ui';\nexport const x = Button;\n");
    expect(errors.length).toBeGreaterThan(0);
  });

  it('keeps react out of the api', async () => {
    const errors = await boundaryErrors('apps/api/src/probe.ts', "import { useState } from 'react';\nexport const x = useState;\n");
    expect(errors.join('\n')).toMatch(/react/);
  });

  it('allows the web app to use the ui kit and the catalogue', async () => {
    const errors = await boundaryErrors(
      'apps/web/src/probe.ts',
      "import { Button } from '@calchub/ui';\nimport { categories } from '@calchub/catalogue';\nexport const x = [Button, categories];\n",
    );
    expect(errors).toEqual([]);
  });
});
