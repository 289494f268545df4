import { CONTACT_THANKS, ContactAccepted, ContactBody } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../errors.js';

/** POST /api/contact: the site's contact form; the admin lists the messages. */
const contact: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: { body: ContactBody, response: { 201: ContactAccepted, ...errorResponses } },
    },
    async (request, reply) => {
      await fastify.inbox.addContactMessage(request.body);
      return reply.code(201).send({ message: CONTACT_THANKS });
    },
  );
};
export default contact;
