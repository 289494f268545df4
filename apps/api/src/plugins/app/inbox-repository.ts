import type { ContactBody, ContactMessage, SearchMissBody } from '@calchub/api-contract';
import { desc } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { contactMessages, searchMisses } from '../../db/schema.js';

/** What visitors send: searches that found nothing, and contact messages. */
export interface InboxRepository {
  /** Stores a search miss (query and page, trimmed; no user agent, no address). */
  addSearchMiss(miss: SearchMissBody): Promise<void>;
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
