import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COORDINATOR_OR_ABOVE, IdParam, createdResponses, ok } from '@wellness/platform';
import { sendCoordinatorNotification } from '../../domain/notifications';

/**
 * Spec 2 s7 "create in the same nested route" / spec 3 "Notification (admin-sent)": a
 * coordinator (or above, for a promotion they manage) notifies the promotion's participants,
 * who see it live as newCoordinatorNotification (social README "Coordinator notifications").
 */
export const coordinatorNotificationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/promotions/:promotion_id/notifications',
    {
      config: { access: { allow: COORDINATOR_OR_ABOVE, scope: 'managed' }, limit: 'write' },
      schema: {
        tags: ['notifications'],
        params: Type.Object({ promotion_id: IdParam }, { additionalProperties: false }),
        body: Type.Object(
          {
            message: Type.String({ maxLength: 1000 }),
            title: Type.Optional(Type.String({ maxLength: 120 })),
            link: Type.Optional(Type.String({ maxLength: 255, pattern: '^(/[^/\\\\].*|/)?$' })),
          },
          { additionalProperties: false },
        ),
        response: createdResponses(
          Type.Object({
            key: Type.String(),
            title: Type.String(),
            message: Type.String(),
            link: Type.String(),
            sender_id: Type.Integer(),
            recipients: Type.Integer(),
            created_at: Type.String(),
          }),
        ),
      },
    },
    async (request, reply) => {
      const notification = await sendCoordinatorNotification(fastify.db, fastify.events, {
        promotionId: request.params.promotion_id,
        senderId: request.user!.id,
        ...request.body,
      });
      return reply.status(201).send(ok(notification));
    },
  );
};
