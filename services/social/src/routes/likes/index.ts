import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, IdParam, createdResponses, ok, responses } from '@wellness/platform';
import { createLike, deleteLike } from '../../domain/likes';
import { notifyLike } from '../../domain/notifications';
import { NOT_ALLOWED, promotionChannel } from '../../domain/posts';

const signedIn = { access: { allow: 'signed-in', scope: 'promotion' } } as const;

const LikeSchema = Type.Object({
  id: Type.Integer(),
  likeable_id: Type.Integer(),
  likeable_type: Type.String(),
  user_id: Type.Integer(),
});

export const likeRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  /** Likes a post or comment as the caller; liking twice answers 409 (spec 2 s4 like toggle). */
  fastify.post(
    '/likes',
    {
      config: { ...signedIn, limit: 'write' },
      schema: {
        tags: ['likes'],
        body: Type.Object(
          {
            likeable_id: IdParam,
            likeable_type: Type.Literal('Post'),
            user_id: Type.Optional(IdParam),
          },
          { additionalProperties: false },
        ),
        response: createdResponses(LikeSchema),
      },
    },
    async (request, reply) => {
      const { id: userId, promotion_id: promotionId } = request.user!;
      if (request.body.user_id !== undefined && request.body.user_id !== userId)
        throw new HttpError(403, NOT_ALLOWED);
      const { like, authorId, parentId } = await createLike(fastify.db, {
        promotionId,
        userId,
        postId: request.body.likeable_id,
      });
      // Live like counts (spec 2 s4 socket events: newLikeCreated), after the commit.
      const channel = await promotionChannel(fastify.db, promotionId);
      if (channel !== null)
        await fastify.events.publish({
          type: 'newLikeCreated',
          promotion_id: promotionId,
          audience: { kind: 'promotion', id: channel },
          payload: { ...like, parent_post_id: parentId },
        });
      await notifyLike(
        { db: fastify.db, events: fastify.events, log: request.log, promotionId, actorId: userId },
        authorId,
        like.likeable_id,
        parentId,
      );
      return reply.status(201).send(ok(like));
    },
  );

  fastify.delete(
    '/likes/:id',
    {
      config: { ...signedIn, limit: 'write' },
      schema: {
        tags: ['likes'],
        params: Type.Object({ id: IdParam }),
        response: responses(Type.Object({ id: Type.Integer() })),
      },
    },
    async (request) => {
      const { id: userId, promotion_id: promotionId } = request.user!;
      return ok(await deleteLike(fastify.db, { promotionId, userId, id: request.params.id }));
    },
  );
};
