import { sql } from 'drizzle-orm';
import type { AppDatabase } from '../db/database.js';
import { calculatorRequests, seoProposals } from '../db/schema.js';

/**
 * Inserts SEO proposals for a test; `status` per item (default pending), created one minute apart, oldest first.
 * @returns their ids in the same order
 */
export async function addSeoProposals(db: AppDatabase, statuses: ReadonlyArray<'pending' | 'approved' | 'rejected'>): Promise<number[]> {
  if (statuses.length === 0) return [];
  const rows = await db
    .insert(seoProposals)
    .values(
      statuses.map((status, index) => ({
        keyword: `keyword ${index}`,
        priority: (['high', 'medium', 'low'] as const)[index % 3] as string,
        status,
        title: `Proposal ${index}`,
        metaDescription: `Meta description ${index}`,
        confidenceScore: 0.5 + (index % 5) / 10,
        estimatedTraffic: 100 * index,
        createdAt: sql`now() - make_interval(mins => ${statuses.length - index})`,
        decidedAt: status === 'pending' ? null : sql`now()`,
      })),
    )
    .returning({ id: seoProposals.id });
  return rows.map((row) => row.id);
}

/**
 * Inserts calculator requests for a test, like {@link addSeoProposals}.
 * @returns their ids in the same order
 */
export async function addCalculatorRequests(db: AppDatabase, statuses: ReadonlyArray<'pending' | 'approved' | 'rejected'>): Promise<number[]> {
  if (statuses.length === 0) return [];
  const rows = await db
    .insert(calculatorRequests)
    .values(
      statuses.map((status, index) => ({
        name: `Calculator ${index}`,
        category: 'finance',
        status,
        formula: 'a * b',
        disclaimer: 'Estimates only.',
        confidenceScore: 0.75,
        createdAt: sql`now() - make_interval(mins => ${statuses.length - index})`,
        decidedAt: status === 'pending' ? null : sql`now()`,
      })),
    )
    .returning({ id: calculatorRequests.id });
  return rows.map((row) => row.id);
}
