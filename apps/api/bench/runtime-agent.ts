// The agents on a realistic fortnight of searches: 500 searches that found nothing, over 40 distinct needs (4 of which
// the site's search does answer once "calculator" and plurals are gone), typed as people type: any case, plurals,
// "calc"/"calculator", extra spaces, swapped words and letters, spread over 14 days with a long tail. It runs the
// Runtime Agent on an empty database (every need new), then again after 100 more searches (updates); then, in an app
// on the same database (the built site in memory, the AI provider a fake OpenAI-compatible server on loopback), the
// SEO Agent, the Validation Agent, and the Calculator Agent once the operator has approved every request. On PGlite
// and on PostgreSQL; it prints what each made and how long each run took. Last, the searches a stranger can post: 10,000
// distinct misses of four long words each (the worst case for grouping by misspelling), and how long the event loop
// was held while the Runtime Agent read them (its largest and 99th-percentile delay: what a request such as
// /api/health waits at most), with the answer times of a liveness check another process asks for every 10 ms. Figures only: nothing here passes or fails.
//
//   npm run bench:agents                         (from the repo root)
//   BENCH_DRIVERS=pglite npm run bench:agents    (skip Postgres; TEST_POSTGRES_URL names another server)
import { PGlite } from '@electric-sql/pglite';
import { desc, sql } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { AgentName } from '@calchub/api-contract';
import { agentAi } from '../src/agents/agent-ai.js';
import type { AgentContext, AgentDefinition, AgentResult } from '../src/agents/agent.js';
import { calculatorAgent } from '../src/agents/calculator/calculator-agent.js';
import { runtimeAgent } from '../src/agents/runtime/runtime-agent.js';
import { seoAgent } from '../src/agents/seo/seo-agent.js';
import { validationAgent } from '../src/agents/validation/validation-agent.js';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openPostgres, usePglite, type Database } from '../src/db/database.js';
import { calculatorDrafts, calculatorRequests, searchMisses, seoProposals } from '../src/db/schema.js';
import { startFakeLlm } from '../src/testing/fake-llm.js';
import { createPostgresDatabase } from '../src/testing/postgres-server.js';

const NEEDS = [
  'aquarium volume', 'dog age', 'cat age', 'tip split', 'sleep cycle', 'gas mileage', 'fuel cost', 'roth ira',
  'wedding budget', 'concrete volume', 'electricity cost', 'time zone', 'paint coverage', 'tile count', 'mulch volume',
  'pool volume', 'moving cost', 'rent split', 'overtime pay', 'unit price', 'cooking conversion', 'shoe size',
  'ring size', 'lottery odds', 'golf handicap', 'typing speed', 'reading time', 'word count', 'screen size',
  'solar panel', 'carbon footprint', 'baby growth', 'pet food', 'caffeine intake', 'blood alcohol', 'vacation days',
  'mortgage', 'car loan', 'body fat', 'compound interest',
] as const;
const MISSES = 500;
const DAYS = 14;
const LATER_MISSES = 100;

/** A small seeded generator, so that every run of the bench types the same searches. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** How a visitor might type a need: the variants the agent must see through. */
function typed(need: string, next: () => number): string {
  const words = need.split(' ');
  const pick = Math.floor(next() * 8);
  if (pick === 1) return need.replace(/\b\w/g, (letter) => letter.toUpperCase());
  if (pick === 2) return `${need}s`;
  if (pick === 3) return `${need} calculator`;
  if (pick === 4) return `  ${need}  calc `;
  if (pick === 5 && words.length > 1) return [...words].reverse().join(' ');
  if (pick === 6) {
    // Two neighbouring letters swapped in the longest word.
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    const at = 1 + Math.floor(next() * (longest.length - 2));
    const swapped = longest.slice(0, at) + (longest[at + 1] ?? '') + (longest[at] ?? '') + longest.slice(at + 2);
    return words.map((word) => (word === longest ? swapped : word)).join(' ');
  }
  return need;
}

function makeMisses(count: number, seed: number, from: Date): Array<{ query: string; page: string; createdAt: Date }> {
  const next = random(seed);
  // A long tail: the first needs are searched much more often than the last.
  const weights = NEEDS.map((_, rank) => 1 / (rank + 1) ** 0.8);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return Array.from({ length: count }, () => {
    let draw = next() * total;
    const index = weights.findIndex((weight) => (draw -= weight) < 0);
    const need = NEEDS[index === -1 ? NEEDS.length - 1 : index] as string;
    const createdAt = new Date(from.getTime() + Math.floor(next() * DAYS * 86_400_000));
    return { query: typed(need, next), page: '/search', createdAt };
  });
}

async function timedRun(database: Database, startedAt: Date, previousSuccessAt: Date | null): Promise<{ result: AgentResult; ms: number }> {
  const begin = performance.now();
  const result = await runtimeAgent.run({
    db: database.db,
    runId: 0,
    startedAt,
    pageHtml: () => undefined,
    previousSuccessAt,
    signal: new AbortController().signal,
    log: { child: () => ({}) } as never,
    audit: async () => undefined,
    // The Runtime Agent asks no model: no provider, and a budget with no room.
    ai: {
      provider: undefined,
      enabled: async () => false,
      budget: { admit: async () => ({ ok: false, reason: 'budget' }), settle: async () => undefined, release: async () => undefined },
    },
  });
  return { result, ms: performance.now() - begin };
}

const ADVERSARIAL_MISSES = 10_000;

/** Distinct queries of four 12-letter words, as a script posting misses would send them. */
function adversarialMisses(count: number, at: Date): Array<{ query: string; page: string; createdAt: Date }> {
  const next = random(7);
  const word = () => Array.from({ length: 12 }, () => String.fromCharCode(97 + Math.floor(next() * 26))).join('');
  return Array.from({ length: count }, () => ({ query: `${word()} ${word()} ${word()} ${word()}`, page: '/search', createdAt: at }));
}

/**
 * A liveness answer served from this process (as `/api/health/live` is), and a separate process asking for it every
 * 10 ms over loopback while `work` runs: how long a caller waits for an answer during the work.
 * @returns the answer times in milliseconds, in order
 */
async function answerTimesDuring(work: () => Promise<void>): Promise<number[]> {
  const server = createServer((_request, response) => response.end('{"status":"ok"}'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The first answer warms the poller up (its HTTP client loads lazily) and is not counted; it says "ready" then.
  const poller = `
    const times = [];
    let stopped = false;
    let warm = false;
    process.stdin.on('data', () => { stopped = true; });
    (async () => {
      while (!stopped) {
        const start = performance.now();
        await (await fetch('http://127.0.0.1:${port}/')).text();
        if (warm) times.push(performance.now() - start);
        else { warm = true; process.stdout.write('ready\\n'); }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      process.stdout.write(JSON.stringify(times));
    })();`;
  const child = spawn(process.execPath, ['-e', poller], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (output.startsWith('ready\n')) markReady();
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await ready;
  try {
    await work();
  } finally {
    child.stdin.end('stop');
    await exited;
    server.close();
  }
  return JSON.parse(output.slice('ready\n'.length) || '[]') as number[];
}

/** The Runtime Agent over adversarial misses, with the event loop's delay and a liveness check's answer times measured throughout the run. */
async function adversarialRun(database: Database, after: Date): Promise<void> {
  const at = new Date(after.getTime() + 3_600_000);
  for (let start = 0; start < ADVERSARIAL_MISSES; start += 1_000) {
    await database.db.insert(searchMisses).values(adversarialMisses(ADVERSARIAL_MISSES, at).slice(start, start + 1_000));
  }
  const delay = monitorEventLoopDelay({ resolution: 1 });
  let run: { result: AgentResult; ms: number } | undefined;
  const answers = await answerTimesDuring(async () => {
    delay.enable();
    run = await timedRun(database, new Date(at.getTime() + 60_000), after);
    delay.disable();
  });
  if (!run) throw new Error('the run did not finish');
  const milliseconds = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(1);
  const sorted = [...answers].sort((a, b) => a - b);
  const percentile = (p: number) => (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1);
  console.log(`\nAdversarial run, ${ADVERSARIAL_MISSES} distinct misses of four long words: ${run.ms.toFixed(0)} ms`);
  console.log(`  ${run.result.summary}`);
  console.log(`  event loop delay during the run: max ${milliseconds(delay.max)} ms, p99 ${milliseconds(delay.percentile(99))} ms, mean ${milliseconds(delay.mean)} ms`);
  console.log(`  a liveness check asked every 10 ms from another process: ${answers.length} answers, max ${percentile(100)} ms, p99 ${percentile(99)} ms, median ${percentile(50)} ms`);
}

async function benchOn(label: string, database: Database): Promise<void> {
  const start = new Date(Date.UTC(2025, 4, 1));
  const firstEnd = new Date(start.getTime() + DAYS * 86_400_000);
  await database.db.insert(searchMisses).values(makeMisses(MISSES, 1, start));
  const first = await timedRun(database, firstEnd, null);
  await database.db.insert(searchMisses).values(makeMisses(LATER_MISSES, 2, firstEnd));
  const second = await timedRun(database, new Date(firstEnd.getTime() + DAYS * 86_400_000), firstEnd);

  const requests = await database.db.select().from(calculatorRequests).orderBy(desc(calculatorRequests.searchCount));
  console.log(`\n## ${label}\n`);
  console.log(`First run, ${MISSES} searches over ${NEEDS.length} needs: ${first.ms.toFixed(0)} ms`);
  console.log(`  ${first.result.summary}`);
  console.log(`Second run, ${LATER_MISSES} more searches: ${second.ms.toFixed(0)} ms`);
  console.log(`  ${second.result.summary}`);
  console.log(`\n${requests.length} requests (needs made: ${NEEDS.length}, of which the site answers 4):\n`);
  console.log('| Request | Category | Searches | Days | Confidence | Samples |');
  console.log('|---|---|---:|---:|---:|---|');
  for (const row of requests) {
    console.log(`| ${row.name} | ${row.category} | ${row.searchCount} | ${row.distinctDays} | ${row.confidenceScore.toFixed(2)} | ${row.sampleQueries.slice(0, 3).join('; ')} |`);
  }
  await adversarialRun(database, new Date(firstEnd.getTime() + DAYS * 86_400_000));
  await otherAgents(database, new Date(firstEnd.getTime() + 2 * DAYS * 86_400_000));
}

/** The SEO, Validation and Calculator Agents in an app on `database`, as the runner starts them. */
async function otherAgents(database: Database, startedAt: Date): Promise<void> {
  const llm = await startFakeLlm({ behaviour: 'draft' });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ADMIN_KEY: 'bench-admin-key-0123456789',
    AGENT_RUNNER: 'off',
    AI_BASE_URL: `${llm.url}/v1`,
    AI_MODEL: 'fake-model',
    AI_INPUT_PRICE_PER_MTOK: '0.15',
    AI_OUTPUT_PRICE_PER_MTOK: '0.6',
  });
  const app = await buildApp(config, { database });
  try {
    const timed = async (agent: AgentDefinition): Promise<void> => {
      const context: AgentContext = {
        db: database.db,
        runId: 0,
        startedAt,
        previousSuccessAt: null,
        signal: new AbortController().signal,
        pageHtml: (path) => app.sitePages.pageHtml(path),
        ai: agentAi(app, agent.name as AgentName),
        log: app.log,
        audit: async () => undefined,
      };
      const begin = performance.now();
      const outcome = await agent.run(context).then(
        (result) => result.summary,
        (error: unknown) => `failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      console.log(`\n${agent.name}: ${(performance.now() - begin).toFixed(0)} ms\n  ${outcome}`);
    };
    await timed(seoAgent);
    const proposals = await database.db.select().from(seoProposals).orderBy(sql`${seoProposals.estimatedTraffic} DESC NULLS LAST`);
    for (const proposal of proposals.slice(0, 5)) {
      console.log(`  - ${proposal.path}: "${proposal.keyword}" (${proposal.priority}, traffic ${proposal.estimatedTraffic ?? 'none'}) → "${proposal.title}"`);
    }
    await timed(validationAgent);
    await database.db.update(calculatorRequests).set({ status: 'approved', decidedAt: startedAt });
    await timed(calculatorAgent);
    const drafts = await database.db.select().from(calculatorDrafts);
    console.log(`  ${drafts.length} drafts stored, ${drafts.filter((draft) => draft.valid).length} valid; the fake model was asked ${llm.requests.length} times`);
  } finally {
    await app.close();
    await llm.close();
  }
}

const drivers = (process.env['BENCH_DRIVERS'] ?? 'pglite,postgres').split(',');
console.log(`Runtime Agent bench, Node ${process.version}, load average ${loadavg().map((value) => value.toFixed(2)).join(' ')}`);
if (drivers.includes('pglite')) {
  const database = await usePglite(await PGlite.create(), 'memory');
  try {
    await benchOn('PGlite (in memory)', database);
  } finally {
    await database.close();
  }
}
if (drivers.includes('postgres')) {
  const scratch = await createPostgresDatabase();
  const database = await openPostgres(scratch.url);
  try {
    await benchOn('PostgreSQL', database);
  } finally {
    await database.close();
    await scratch.drop();
  }
}
