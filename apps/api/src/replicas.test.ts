import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '../../..');

interface ReplicasReport {
  requests: number;
  failed: number;
  phases: Array<{ phase: string; requests: number; failed: number; failedGets: number }>;
  failures: Array<{ phase: string; kind: string; status: number }>;
  metrics: { requests: string[] };
}

/** Runs the replicas bench (tools/bench/replicas.mjs) on this run's api bundle and reads its figures. */
function runReplicasBench(options: string[]): Promise<ReplicasReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repoRoot, 'tools/bench/replicas.mjs'), `--server=${inject('bundlePath')}`, '--json', ...options], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (errors += String(chunk)));
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`the replicas bench exited with ${code}:\n${errors}`));
      else resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '') as ReplicasReport);
    });
  });
}

it('two replicas on Postgres behind nginx: a rolling restart under load fails no request, and a killed replica loses only POSTs in flight', async () => {
  const report = await runReplicasBench(['--replicas=2', '--clients=6', '--settle=2']);
  expect(report.phases.map((phase) => phase.phase)).toEqual(['before', 'SIGTERM replica 1', 'SIGTERM replica 2', 'SIGKILL replica 1', 'after']);
  for (const phase of report.phases) expect(phase.requests, phase.phase).toBeGreaterThan(0);
  // nginx tries a GET again on the other replica; a POST that reached the killed one cannot be sent again.
  for (const failure of report.failures) expect(failure).toMatchObject({ phase: 'SIGKILL replica 1', kind: 'explain' });
  expect(report.failed).toBeLessThanOrEqual(6);
  // The replicas answered through nginx: the metrics of one show the mix.
  expect(report.metrics.requests.join('\n')).toMatch(/route="\/api\/v1\/calculate\/:slug",status="200"\} \d+/);
}, 240_000);
