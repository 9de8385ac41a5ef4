import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, createdResponses, enqueueContactEmail, ok } from '@wellness/platform';
import { MESSAGE_SENT, storeContactRequest, storeFeedback } from '../../domain/support';

const text = (maxLength: number) => Type.String({ maxLength });

const ContactBody = Type.Object(
  {
    first_name: text(100),
    last_name: text(100),
    organization: Type.Optional(text(191)),
    email: text(191),
    extra_tags: Type.Optional(text(255)),
    message: text(5000),
    info: Type.Object(
      {
        browser_name: Type.Optional(text(100)),
        browser_version: Type.Optional(text(100)),
        operating_system: Type.Optional(text(100)),
        session_data: Type.Optional(text(2000)),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** Spec 2 "Support": the contact form (guests too: the sitemap offers them Contact) and feedback. */
export const supportRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/contact_requests',
    {
      config: { access: { allow: 'anonymous', scope: 'none' }, limit: 'email' },
      schema: {
        tags: ['support'],
        body: ContactBody,
        response: createdResponses(Type.Object({ id: Type.Integer(), message: Type.String() })),
      },
    },
    async (request, reply) => {
      const promotionId = request.user?.promotion_id ?? request.promotion?.id;
      if (!promotionId) throw new HttpError(404, 'Promotion could not be found');
      const id = await storeContactRequest(
        fastify.db,
        promotionId,
        request.user?.id ?? null,
        request.body,
      );
      // Stored first; the worker e-mails the promotion's coordinators (worker README).
      await enqueueContactEmail(fastify.emailQueue, id);
      return reply.status(201).send(ok({ id, message: MESSAGE_SENT }));
    },
  );

  fastify.post(
    '/feedbacks',
    {
      config: { access: { allow: 'signed-in', scope: 'promotion' }, limit: 'write' },
      schema: {
        tags: ['support'],
        // Spec 3 "Feedback: browser, email, feedback, name, request_url".
        body: Type.Object(
          {
            name: text(200),
            email: text(191),
            feedback: text(5000),
            browser: Type.Optional(text(255)),
            request_url: Type.Optional(text(255)),
          },
          { additionalProperties: false },
        ),
        response: createdResponses(
          Type.Object({
            id: Type.Integer(),
            name: Type.String(),
            email: Type.String(),
            feedback: Type.String(),
            request_url: Type.Union([Type.String(), Type.Null()]),
            browser: Type.Union([Type.String(), Type.Null()]),
          }),
        ),
      },
    },
    async (request, reply) => {
      const { id: userId, promotion_id: promotionId } = request.user!;
      const feedback = await storeFeedback(fastify.db, { ...request.body, promotionId, userId });
      return reply.status(201).send(ok(feedback));
    },
  );
};
