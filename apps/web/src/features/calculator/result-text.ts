import type { CalculationResult } from '@calchub/calc-engine';
import type { BadgeTone } from '@calchub/ui';

const TONES: readonly [RegExp, BadgeTone][] = [
  [/^(underweight|low|poor)\b/i, 'red-pink'],
  [/^(normal|average|good)\b/i, 'green'],
  [/^(overweight|high|excellent)\b/i, 'blue'],
  [/^(obese|very high)\b/i, 'red-orange'],
];

/** The badge of a result's category label, coloured as the spec lists (anything else blue). */
export function badgeFor(result: CalculationResult): { label: string; tone: BadgeTone } | undefined {
  if (!result.category) return undefined;
  const tone = TONES.find(([pattern]) => pattern.test(result.category ?? ''))?.[1] ?? 'blue';
  return { label: result.category, tone };
}
