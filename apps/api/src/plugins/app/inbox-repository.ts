import type { ContactBody, ContactMessage, SearchFindBody, SearchMissBody } from '@calchub/api-contract';
import { calculatorDefinitions, calculatorPath } from '@calchub/catalogue';
import { desc, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { contactMessages, searchFinds, searchMisses } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';

const CALCULATOR_PAGES = new Set(calculatorDefinitions.map((definition) => calculatorPath(definition.slug)));

/** What visitors send: searches that found nothing, and contact messages. */
export interface InboxRepository {
  /** Stores a search miss (query and page, trimmed; no user agent, no address). */
  addSearchMiss(miss: SearchMissBody): Promise<void>;
  /**
   * Counts a search that found a calculator: one more for its query (lower case, single spaces), page and month
   * (UTC). 400 naming `path` when the page is no calculator of the site.
   */
  addSearchFind(find: SearchFindBody): Promise<void>;
  /** Stores a contact message (trimmed). */
  addContactMessage(message: ContactBody): Promise<void>;
  /** Newest first. */
  listContactMessages(limit: number): Promise<ContactMessage[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    inbox: InboxRepository;
  }
}

/** `fastify.inbox`: search misses and contact messages. */
export default fp(
  async (fastify) => {
    const { db } = fastify;
    const repository: InboxRepository = {
      async addSearchMiss(miss) {
        await db.insert(searchMisses).values({ query: miss.query.trim(), page: miss.page.trim() });
      },
      async addSearchFind(find) {
        if (!CALCULATOR_PAGES.has(find.path)) throw new HttpError(400, `path must be a calculator page on this site; ${find.path} is none.`, 'path');
        const query = find.query.trim().toLowerCase().replace(/\s+/g, ' ');
        // One row per query, page and month whatever the traffic: two searches at once both count.
        await db
          .insert(searchFinds)
          .values({ query, path: find.path, month: sql`date_trunc('month', now() AT TIME ZONE 'UTC')::date` })
          .onConflictDoUpdate({ target: [searchFinds.query, searchFinds.path, searchFinds.month], set: { count: sql`${searchFinds.count} + 1` } });
      },
      async addContactMessage(message) {
        await db.insert(contactMessages).values({ name: message.name.trim(), email: message.email.trim(), message: message.message.trim() });
      },
      async listContactMessages(limit) {
        const rows = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(limit);
        return rows.map((row) => ({ id: row.id, name: row.name, email: row.email, message: row.message, created_at: row.createdAt.toISOString() }));
      },
    };
    fastify.decorate('inbox', repository);
  },
  { name: 'inbox-repository', dependencies: ['db'] },
);
