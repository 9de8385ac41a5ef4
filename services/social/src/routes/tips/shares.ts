import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, createdResponses, ok, responses } from '@wellness/platform';
import { SHARE_MEDIA } from '@wellness/schema';
import { recordTipShare, showTip } from '../../domain/tips';

const signedIn = { access: { allow: 'signed-in', scope: 'promotion' } } as const;
const Params = Type.Object({ id: IdParam }, { additionalProperties: false });
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** Spec 2 s7 "Tips": GET /custom_content/{id} and POST /tips/{id}/shares?via={media}. */
export const tipShareRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/custom_content/:id',
    {
      config: signedIn,
      schema: {
        tags: ['tips'],
        params: Params,
        response: responses(
          Type.Object({
            id: Type.Integer(),
            key: Type.String(),
            category: Type.String(),
            title: Type.String(),
            content: Nullable(Type.String()),
            summary: Nullable(Type.String()),
            image1: Nullable(Type.String()),
            days_from_start: Type.Union([Type.Integer(), Type.Null()]),
            favorited: Type.Boolean(),
          }),
        ),
      },
    },
    async (request) => {
      const { id: userId, promotion_id: promotionId } = request.user!;
      return ok(await showTip(fastify.db, { userId, promotionId }, request.params.id));
    },
  );

  fastify.post(
    '/tips/:id/shares',
    {
      config: { ...signedIn, limit: 'write' },
      schema: {
        tags: ['tips'],
        params: Params,
        querystring: Type.Object(
          { via: Type.Union(SHARE_MEDIA.map((medium) => Type.Literal(medium))) },
          { additionalProperties: false },
        ),
        body: Type.Optional(Type.Object({}, { additionalProperties: false })),
        response: createdResponses(
          Type.Object({
            id: Type.Integer(),
            tip_id: Type.Integer(),
            via: Type.String(),
            shares_count: Type.Integer(),
          }),
        ),
      },
    },
    async (request, reply) => {
      const { id: userId, promotion_id: promotionId } = request.user!;
      const share = await recordTipShare(
        fastify.db,
        { userId, promotionId },
        request.params.id,
        request.query.via,
      );
      return reply.status(201).send(ok(share));
    },
  );
};
