import { decimal } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

const KARVONEN = 1;

/**
 * Worked steps of the target-heart-rate calculator: the maximum (220 − age), the reserve for Karvonen, the
 * AHA zones, then the target at the intensity chosen, each rounded half up to whole bpm.
 * @param context - `age`, `method` (1 Karvonen, 2 % of max), `restingHeartRate` (Karvonen), `intensity` and the result
 * @returns the steps, ending with the target heart rate
 * @example
 * targetHeartRateSteps(context).at(-1);
 * // { label: 'Target heart rate at 70%', expression: 'round(120 × 70 / 100 + 60)', value: '144 bpm' }
 */
export function targetHeartRateSteps(context: StepContext): WorkedStep[] {
  const age = context.number('age');
  const karvonen = context.number('method') === KARVONEN;
  const intensity = context.number('intensity', 70);
  const max = context.detail('maxHeartRate');
  const steps: WorkedStep[] = [
    { label: 'Maximum heart rate', expression: `220 − ${decimal(age)}`, value: context.output('maxHeartRate') },
  ];
  let bpm: (percent: number) => string;
  if (karvonen) {
    const resting = context.number('restingHeartRate');
    const reserve = decimal(context.detail('heartRateReserve'));
    steps.push({
      label: 'Heart-rate reserve',
      expression: `${decimal(max)} − ${decimal(resting)}`,
      value: context.output('heartRateReserve'),
    });
    bpm = (percent) => `round(${reserve} × ${decimal(percent)} / 100 + ${decimal(resting)})`;
  } else {
    bpm = (percent) => `round(${decimal(max)} × ${decimal(percent)} / 100)`;
  }
  const zone = (label: string, low: number, high: number, lowOutput: string, highOutput: string): WorkedStep => ({
    label,
    expression: `${bpm(low)} to ${bpm(high)}`,
    value: `${decimal(context.detail(lowOutput))} to ${context.output(highOutput)}`,
  });
  return [
    ...steps,
    // American Heart Association zones: moderate 50–70%, vigorous 70–85%.
    zone('Moderate zone (50–70%)', 50, 70, 'moderateZoneLow', 'moderateZoneHigh'),
    zone('Vigorous zone (70–85%)', 70, 85, 'vigorousZoneLow', 'vigorousZoneHigh'),
    { label: `Target heart rate at ${decimal(intensity)}%`, expression: bpm(intensity), value: context.primary() },
  ];
}
