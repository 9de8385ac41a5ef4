import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParam,
  canManagePromotion,
  createdResponses,
  notFound,
  ok,
  responses,
} from '@wellness/platform';
import {
  deleteProfileImage,
  profileImageById,
  profileImagesOf,
  saveProfileImage,
  serializeProfileImage,
} from '../../domain/profile-images';
import { ProfileImageSchema } from './schemas';

/**
 * The promotion admin area (spec 3 s2 /profile_photo_library): masters any promotion, a
 * Reseller its organizations' promotions (the promotion routes' rule, README "Profile images").
 */
const ADMINS = ['Master', 'Reseller'] as const;
const managed = { access: { allow: ADMINS, scope: 'managed' } } as const;
const writing = { ...managed, limit: 'write' } as const;
const tags = ['profile_images'];

const ProfileImageBody = Type.Object(
  { url: Type.String({ minLength: 1, maxLength: 512 }) },
  { additionalProperties: false },
);
const PromotionParams = Type.Object({ promotion_id: IdParam }, { additionalProperties: false });
const RecordParams = Type.Object(
  { promotion_id: IdParam, id: IdParam },
  { additionalProperties: false },
);

/**
 * Spec 3 s7 "Profile images: GET /profile_images (optionally under a promotion), create,
 * update, destroy, show". The anonymous list for registration is services/participant's
 * `GET /promotions/{id}/profile_images`; these are the library's.
 */
export const profileImageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/profile_images',
    {
      config: managed,
      schema: {
        tags,
        querystring: Type.Object({ promotion_id: IdParam }, { additionalProperties: false }),
        response: responses(Type.Array(ProfileImageSchema)),
      },
    },
    async (request) => {
      const promotionId = request.query.promotion_id;
      // The query names the promotion, so the managed rule is applied here.
      if (!(await canManagePromotion(fastify.db, request.user!, promotionId))) {
        throw notFound('Promotion');
      }
      return ok((await profileImagesOf(fastify.db, promotionId)).map(serializeProfileImage));
    },
  );

  fastify.get(
    '/promotions/:promotion_id/profile_images/:id',
    {
      config: managed,
      schema: { tags, params: RecordParams, response: responses(ProfileImageSchema) },
    },
    async (request) =>
      ok(
        serializeProfileImage(
          await profileImageById(fastify.db, request.params.id, request.params.promotion_id),
        ),
      ),
  );

  fastify.post(
    '/promotions/:promotion_id/profile_images',
    {
      config: writing,
      schema: {
        tags,
        params: PromotionParams,
        body: ProfileImageBody,
        response: createdResponses(ProfileImageSchema),
      },
    },
    async (request, reply) => {
      const image = await saveProfileImage(
        fastify.db,
        request.params.promotion_id,
        request.body.url,
      );
      return reply.code(201).send(ok(serializeProfileImage(image)));
    },
  );

  fastify.put(
    '/promotions/:promotion_id/profile_images/:id',
    {
      config: writing,
      schema: {
        tags,
        params: RecordParams,
        body: ProfileImageBody,
        response: responses(ProfileImageSchema),
      },
    },
    async (request) => {
      const { promotion_id: promotionId, id } = request.params;
      return ok(
        serializeProfileImage(
          await saveProfileImage(fastify.db, promotionId, request.body.url, id),
        ),
      );
    },
  );

  fastify.delete(
    '/promotions/:promotion_id/profile_images/:id',
    {
      config: writing,
      schema: {
        tags,
        params: RecordParams,
        response: responses(Type.Object({ id: Type.Integer() })),
      },
    },
    async (request) =>
      ok(await deleteProfileImage(fastify.db, request.params.promotion_id, request.params.id)),
  );
};
