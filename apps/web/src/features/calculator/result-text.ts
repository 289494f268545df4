import type { CalculationResult } from '@calchub/calc-engine';
import { badgeTone, type BadgeTone } from '@calchub/catalogue';

/** The badge of a result's category label, coloured by its leading word (Underweight/Low/Poor red-pink, Normal/Average/Good green, Obese/Very high red-orange, anything else blue). */
export function badgeFor(result: CalculationResult): { label: string; tone: BadgeTone } | undefined {
  return result.category ? { label: result.category, tone: badgeTone(result.category) } : undefined;
}
