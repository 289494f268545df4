// Runs the fake OpenAI-compatible server on its own, for browser journeys and benchmarks:
//   npx tsx apps/api/src/testing/fake-llm-cli.ts --port 4010 [--host 127.0.0.1] [--behaviour explain] [--delay-ms 0]
// It prints one line with its address once it listens (point AI_BASE_URL at `<address>/v1`) and stops on SIGINT or
// SIGTERM. `GET /v1/models` answers 200, for a readiness check; a test on this machine switches how it answers with
// `POST /__behave {"behaviour": "fail", "delayMs": 0}`.
import { parseArgs } from 'node:util';
import { FAKE_LLM_BEHAVIOURS, startFakeLlm, type FakeLlmBehaviour } from './fake-llm.js';

function fail(message: string): never {
  process.stderr.write(`The fake LLM could not start: ${message}\n`);
  process.exit(1);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      behaviour: { type: 'string', default: 'explain' },
      'delay-ms': { type: 'string', default: '0' },
    },
  }));
} catch (error) {
  fail((error as Error).message);
}

const port = Number(values.port);
if (!/^\d+$/.test(values.port) || port > 65_535) fail(`--port must be a whole number from 0 to 65535; got "${values.port}".`);
const behaviour = values.behaviour as FakeLlmBehaviour;
if (!FAKE_LLM_BEHAVIOURS.includes(behaviour)) fail(`--behaviour must be one of ${FAKE_LLM_BEHAVIOURS.join(', ')}; got "${values.behaviour}".`);
const delayMs = Number(values['delay-ms']);
if (!/^\d+$/.test(values['delay-ms'])) fail(`--delay-ms must be a whole number of milliseconds; got "${values['delay-ms']}".`);

let llm;
try {
  llm = await startFakeLlm({ port, host: values.host, behaviour, delayMs });
} catch (error) {
  fail((error as Error).message);
}
process.stdout.write(`Fake LLM listening at ${llm.url} (AI_BASE_URL=${llm.url}/v1, behaviour ${behaviour}${delayMs > 0 ? `, ${delayMs} ms delay` : ''})\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void llm.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
