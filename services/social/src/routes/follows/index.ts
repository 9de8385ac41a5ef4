import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { IdParam, createdResponses, notFound, ok, responses } from '@wellness/platform';
import { createFollow, deleteFollow, findFollow, listFollows } from '../../domain/follows';
import { notifyFollow } from '../../domain/notifications';

const own = { access: { allow: 'signed-in', scope: 'own' } } as const;

const FollowSchema = Type.Object({
  id: Type.Integer(),
  profile: Type.Object({
    full_name: Type.String(),
    image: Type.Union([Type.Object({ url: Type.String() }), Type.Null()]),
  }),
  user_id: Type.Integer(),
});
const UserParams = Type.Object({ user_id: IdParam });
const FollowParams = Type.Object({ user_id: IdParam, id: IdParam });

/** Only the caller's own follows exist for them: anyone else's user id is not found. */
const callerOwns = (request: FastifyRequest, userId: number) => {
  if (request.user!.id !== userId) throw notFound('User');
  return userId;
};

export const followRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/users/:user_id/follows',
    {
      config: own,
      schema: {
        tags: ['follows'],
        params: UserParams,
        response: responses(Type.Array(FollowSchema)),
      },
    },
    async (request) =>
      ok(await listFollows(fastify.db, callerOwns(request, request.params.user_id))),
  );

  fastify.post(
    '/users/:user_id/follows',
    {
      config: { ...own, limit: 'write' },
      schema: {
        tags: ['follows'],
        params: UserParams,
        body: Type.Object({ followee_id: IdParam }, { additionalProperties: false }),
        response: createdResponses(FollowSchema),
      },
    },
    async (request, reply) => {
      const userId = callerOwns(request, request.params.user_id);
      const promotionId = request.user!.promotion_id;
      const follow = await createFollow(fastify.db, {
        promotionId,
        userId,
        followeeId: request.body.followee_id,
      });
      await notifyFollow(
        { db: fastify.db, events: fastify.events, log: request.log, promotionId, actorId: userId },
        follow.id,
      );
      return reply.status(201).send(ok(follow));
    },
  );

  fastify.get(
    '/users/:user_id/follows/:id',
    {
      config: own,
      schema: { tags: ['follows'], params: FollowParams, response: responses(FollowSchema) },
    },
    async (request) =>
      ok(
        await findFollow(
          fastify.db,
          callerOwns(request, request.params.user_id),
          request.params.id,
        ),
      ),
  );

  fastify.delete(
    '/users/:user_id/follows/:id',
    {
      config: { ...own, limit: 'write' },
      schema: { tags: ['follows'], params: FollowParams, response: responses(FollowSchema) },
    },
    async (request) =>
      ok(
        await deleteFollow(
          fastify.db,
          callerOwns(request, request.params.user_id),
          request.params.id,
        ),
      ),
  );
};
