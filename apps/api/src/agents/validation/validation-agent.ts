import type { AgentDefinition } from '../agent.js';
import { runValidation } from './validation-run.js';

/**
 * The Validation Agent: every calculator's published reference values through the engine, every catalogue example
 * against the result its page shows as served, and property checks over random valid inputs, inside the running
 * server. Each failure is an audit entry naming the calculator; a run with a failure ends failed (red on the
 * dashboard), its error the summary that names each failure.
 */
export const validationAgent: AgentDefinition = {
  name: 'Validation Agent',
  async run(context) {
    const report = await runValidation({ pageHtml: context.pageHtml });
    for (const failure of report.failures) {
      await context.audit('validation.failure', `calculator:${failure.calculator}`, `${failure.check}: ${failure.message}`);
    }
    if (report.failed > 0) throw new Error(report.summary);
    return { summary: report.summary, counts: { checks_passed: report.passed, checks_failed: report.failed } };
  },
  schedule: { every: 'day', hour: 3, minute: 30 },
  runAtStart: true,
  timeLimitMs: 5 * 60_000,
};
