import type { BadgeTone } from '@calchub/ui';
import type { AgentRun } from '../../api/admin-types.js';

export const runLabels: Record<AgentRun['status'], string> = { queued: 'Queued', running: 'Running', succeeded: 'Succeeded', failed: 'Failed' };
export const runTones: Record<AgentRun['status'], BadgeTone> = { queued: 'neutral', running: 'blue', succeeded: 'green', failed: 'red-pink' };
export const triggerLabels: Record<AgentRun['trigger'], string> = { manual: 'Run Now', schedule: 'Schedule' };

/**
 * A run's duration in words.
 * @param ms - milliseconds
 * @returns e.g. `0.4 s`, `12 s`, `3 min 5 s`
 * @example
 * formatDuration(185_000); // '3 min 5 s'
 */
export function formatDuration(ms: number): string {
  if (ms < 10_000) return `${(Math.round(ms / 100) / 10).toString()} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** Whether the run has not ended yet. */
export const isOpen = (run: AgentRun) => run.status === 'queued' || run.status === 'running';
