import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createdResponses, notFound, ok, responses, unprocessable } from '@wellness/platform';
import { BLANK_POST, MAX_POST_LENGTH, createWallPost, wallPage } from '../../domain/posts';
import { PostSchema } from '../../schemas';

export const postRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/posts',
    {
      config: { access: { allow: 'signed-in', scope: 'promotion' } },
      schema: {
        tags: ['posts'],
        querystring: Type.Object(
          {
            page_size: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
            page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
          },
          { additionalProperties: false },
        ),
        response: responses(
          Type.Array(PostSchema),
          Type.Object({ total_records: Type.Integer(), page_size: Type.Integer() }),
        ),
      },
    },
    async (request) => {
      const { page_size = 20, page = 1 } = request.query;
      const { posts, total } = await wallPage(
        fastify.db,
        request.user!.promotion_id,
        page_size,
        page,
      );
      return ok(posts, { total_records: total, page_size });
    },
  );

  fastify.post(
    '/posts',
    {
      config: { access: { allow: 'signed-in', scope: 'promotion' } },
      schema: {
        tags: ['posts'],
        body: Type.Object(
          { content: Type.String({ maxLength: MAX_POST_LENGTH }) },
          { additionalProperties: false },
        ),
        response: createdResponses(PostSchema),
      },
    },
    async (request, reply) => {
      const content = request.body.content.trim();
      if (!content) throw unprocessable(BLANK_POST);
      const promotionId = request.user!.promotion_id;
      const [promotion] = await fastify.db.query(
        'SELECT websocket_channel FROM promotions WHERE id = ?',
        [promotionId],
      );
      if (!promotion) throw notFound('Promotion');
      const post = await createWallPost(fastify.db, {
        promotionId,
        userId: request.user!.id,
        content,
      });
      await fastify.events.publish({
        type: 'newPostCreated',
        promotion_id: promotionId,
        audience: { kind: 'promotion', id: promotion.websocket_channel },
        payload: post,
      });
      return reply.status(201).send(ok(post));
    },
  );
};
