import { ContactMessageList, ContactMessageQuery, LIST_LIMIT_DEFAULT } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../errors.js';

/** GET /api/admin/contact-messages?limit=: messages from the contact form, newest first. */
const contactMessages: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', { schema: { querystring: ContactMessageQuery, response: { 200: ContactMessageList, ...errorResponses } } }, async (request) =>
    fastify.inbox.listContactMessages(request.query.limit ?? LIST_LIMIT_DEFAULT),
  );
};
export default contactMessages;
