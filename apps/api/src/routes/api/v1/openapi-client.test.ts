import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { openBackend, type Backend } from '../../../testing/backends.js';
import { testConfig } from '../../../testing/harness.js';

/**
 * What a developer using the public API does with its OpenAPI document: lint it, generate a typed client from it
 * (openapi-typescript for the types, openapi-fetch for the calls), check that code written against those types
 * compiles and that a wrong call does not, then call the running API with the client.
 */

const require = createRequire(import.meta.url);
const openapiFetchTypes = join(dirname(require.resolve('openapi-fetch')), 'index.d.mts');
const openapiFetchModule = pathToFileURL(require.resolve('openapi-fetch')).href;

const PUBLIC_ADDRESS = 'https://calchub.test';

/** Client code as its user writes it, against the generated `paths`; the wrong calls must not compile. */
const CLIENT_SOURCE = `
import createClient from 'openapi-fetch';
import type { paths } from './public-api';

export async function useTheApi(baseUrl: string) {
  // Each input is its own query parameter: the document says \`inputs\` is an object sent form-exploded.
  const client = createClient<paths>({ baseUrl, querySerializer: { object: { style: 'form', explode: true } } });

  const list = await client.GET('/api/v1/calculators');
  const slugs: string[] | undefined = list.data?.calculators.map(({ slug }) => slug);

  const byQuery = await client.GET('/api/v1/calculate/{slug}', {
    params: { path: { slug: 'loan' }, query: { inputs: { loanAmount: '10000', interestRate: '7', loanTenure: '3' } } },
  });
  const payment: number | string | undefined = byQuery.data?.value;

  const byBody = await client.POST('/api/v1/calculate/{slug}', {
    params: { path: { slug: 'bmi' } },
    body: { inputs: { weight: 70, height: 175 } },
  });
  const bmi: number | string | undefined = byBody.data?.value;

  const refused = await client.POST('/api/v1/calculate/{slug}', {
    params: { path: { slug: 'bmi' } },
    body: { inputs: { weight: -70, height: 175 } },
  });
  const refusal: { message: string; field?: string } | undefined = refused.error;

  return { slugs, payment, bmi, refusal, refusedStatus: refused.response.status };
}

export async function wrongCalls(baseUrl: string) {
  const client = createClient<paths>({ baseUrl });
  // @ts-expect-error: no such route in the document
  await client.GET('/api/v1/no-such-route');
  // @ts-expect-error: the calculate route needs its slug
  await client.GET('/api/v1/calculate/{slug}', {});
  // @ts-expect-error: the list takes no body
  await client.POST('/api/v1/calculators', { body: {} });
}
`;

/**
 * Compiles the client against the generated types.
 * @returns each compiler diagnostic as text (none when the client is right)
 */
function compile(directory: string): string[] {
  const program = ts.createProgram([join(directory, 'client.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
    paths: { 'openapi-fetch': [openapiFetchTypes] },
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => `${diagnostic.file?.fileName ?? ''} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`);
}

describe('a client generated from the served OpenAPI document', () => {
  let backend: Backend | undefined;
  let app: FastifyInstance | undefined;
  let baseUrl = '';
  let served = '';
  let directory = '';

  beforeAll(async () => {
    backend = await openBackend('pglite');
    // As served in production: from its public address (Redocly warns of a localhost server).
    app = await buildApp(testConfig({ PUBLIC_BASE_URL: PUBLIC_ADDRESS }), { database: backend.shared });
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    served = await (await fetch(`${baseUrl}/api/v1/openapi.json`)).text();
    directory = mkdtempSync(join(tmpdir(), 'calchub-openapi-client-'));
  });
  afterAll(async () => {
    await app?.close();
    await backend?.dispose();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  it('names the public address as its server', () => {
    expect((JSON.parse(served) as { servers: unknown }).servers).toEqual([{ url: PUBLIC_ADDRESS }]);
  });

  it('passes Redocly\'s recommended rules without an error or a warning', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: served, absoluteRef: join(directory, 'openapi.json'), config });
    expect(problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? ''}`)).toEqual([]);
  });

  it('generates types that client code compiles against, and that refuse a wrong call', async () => {
    writeFileSync(join(directory, 'public-api.d.ts'), astToString(await openapiTS(served)));
    writeFileSync(join(directory, 'client.ts'), CLIENT_SOURCE);
    expect(compile(directory)).toEqual([]);

    // The refusals are real: without its @ts-expect-error line, each wrong call is a compile error.
    writeFileSync(join(directory, 'client.ts'), CLIENT_SOURCE.replaceAll('// @ts-expect-error', '//'));
    expect(compile(directory)).toHaveLength(3);
  });

  it('calls the running API and gets its answers, typed', async () => {
    writeFileSync(join(directory, 'public-api.d.ts'), astToString(await openapiTS(served)));
    const javascript = ts.transpileModule(CLIENT_SOURCE, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    const file = join(directory, 'client.mjs');
    writeFileSync(file, javascript.replace("from 'openapi-fetch'", `from '${openapiFetchModule}'`));
    const { useTheApi } = (await import(pathToFileURL(file).href)) as { useTheApi: (baseUrl: string) => Promise<Record<string, unknown>> };

    const answers = await useTheApi(baseUrl);
    expect(answers.slugs).toEqual(expect.arrayContaining(['loan', 'bmi', 'mortgage']));
    expect(answers.payment).toBeCloseTo(308.77, 2);
    expect(answers.bmi).toBeCloseTo(22.86, 2);
    expect(answers.refusedStatus).toBe(400);
    expect(answers.refusal).toMatchObject({ field: 'inputs.weight', message: expect.stringMatching(/Weight/) });
  });
});
