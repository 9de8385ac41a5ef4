import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AllPageQuery,
  HttpError,
  IdParam,
  createdResponses,
  ok,
  pageOf,
  responses,
} from '@wellness/platform';
import {
  createTipLike,
  deleteTipLike,
  favoriteTips,
  getTipLike,
  TIP_CATEGORY,
} from '../../domain/tips';
import { NOT_ALLOWED } from '../../domain/posts';

/** The caller's own favourites, of tips their promotion shows. */
const own = { access: { allow: 'signed-in', scope: 'own' } } as const;

const TipLikeSchema = Type.Object({
  id: Type.Integer(),
  likeable_id: Type.Integer(),
  likeable_type: Type.String(),
  user_id: Type.Integer(),
});

const FavoriteTipSchema = Type.Object({
  id: Type.Integer(),
  key: Type.String(),
  title: Type.String(),
  summary: Type.Union([Type.String(), Type.Null()]),
  content: Type.Union([Type.String(), Type.Null()]),
  image1: Type.Union([Type.String(), Type.Null()]),
  thumbnail_image: Type.Union([Type.String(), Type.Null()]),
  days_from_start: Type.Union([Type.Integer(), Type.Null()]),
  sequence: Type.Number(),
  favorited: Type.Literal(true),
  like_id: Type.Integer(),
});

const TipParams = Type.Object({ id: IdParam }, { additionalProperties: false });

/** Spec 2 s7 "Tips": favourites (likes of custom content items of category tips). */
export const tipRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const caller = (request: { user?: { id: number; promotion_id: number } | null }) => ({
    userId: request.user!.id,
    promotionId: request.user!.promotion_id,
  });

  fastify.get(
    '/custom_content/:id/user_like',
    {
      config: own,
      schema: {
        tags: ['tips'],
        params: TipParams,
        response: responses(Type.Union([TipLikeSchema, Type.Null()])),
      },
    },
    async (request) => ok(await getTipLike(fastify.db, caller(request), request.params.id)),
  );

  fastify.post(
    '/custom_content/:id/user_like',
    {
      config: { ...own, limit: 'write' },
      schema: {
        tags: ['tips'],
        params: TipParams,
        body: Type.Object({}, { additionalProperties: false }),
        response: createdResponses(TipLikeSchema),
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createTipLike(fastify.db, caller(request), request.params.id))),
  );

  fastify.delete(
    '/custom_content/:id/user_like',
    {
      config: { ...own, limit: 'write' },
      schema: {
        tags: ['tips'],
        params: TipParams,
        response: responses(TipLikeSchema),
      },
    },
    async (request) => ok(await deleteTipLike(fastify.db, caller(request), request.params.id)),
  );

  fastify.get(
    '/custom_content_likes',
    {
      config: own,
      schema: {
        tags: ['tips'],
        querystring: Type.Object(
          {
            ...AllPageQuery,
            category: Type.Optional(Type.Literal(TIP_CATEGORY)),
            user_id: Type.Optional(IdParam),
          },
          { additionalProperties: false },
        ),
        response: responses(
          Type.Array(FavoriteTipSchema),
          Type.Object({ total_records: Type.Integer() }),
        ),
      },
    },
    async (request) => {
      const { page_size = 0, page = 1, user_id } = request.query;
      if (user_id !== undefined && user_id !== request.user!.id) {
        throw new HttpError(403, NOT_ALLOWED);
      }
      const favorites = await favoriteTips(fastify.db, caller(request));
      return ok(pageOf(favorites, { page_size, page }), { total_records: favorites.length });
    },
  );
};
