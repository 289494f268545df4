import type { CalculationResult } from '@calchub/calc-engine';
import { badgeTone, numbersInFormat, type BadgeTone, type NumberFormatChoice } from '@calchub/catalogue';

/**
 * The badge of a result's category label, coloured by its leading word (Underweight/Low/Poor red-pink,
 * Normal/Average/Good green, Obese/Very high red-orange, anything else blue), its numbers in the visitor's format.
 */
export function badgeFor(result: CalculationResult, format: NumberFormatChoice): { label: string; tone: BadgeTone } | undefined {
  return result.category ? { label: numbersInFormat(result.category, format), tone: badgeTone(result.category) } : undefined;
}
