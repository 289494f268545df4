import { categoryName, type CalculatorSummary } from '@calchub/catalogue';
import type { SearchEntry } from './search-index.js';

/** A catalogue calculator as a search entry: its aliases count as keywords ("house-payment" → "house payment"). */
export function toSearchEntry(summary: CalculatorSummary): SearchEntry {
  return {
    slug: summary.slug,
    name: summary.title,
    path: `/calculator/${summary.slug}`,
    description: summary.description,
    category: categoryName(summary.category),
    keywords: [...summary.keywords, ...summary.aliases.map((alias) => alias.replace(/-/g, ' '))],
  };
}
