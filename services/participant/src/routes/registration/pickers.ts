import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorsSchema, notFound, ok, responses } from '@wellness/platform';
import { registrationEvaluation } from '../../domain/evaluations';
import { locationOptions, profileImages } from '../../domain/registration';
import { hostPromotion } from './host-promotion';
import {
  AvatarParams,
  LocationOptionSchema,
  ProfileImageSchema,
  PromotionParams,
  RegistrationEvaluationSchema,
} from './schemas';

/** The product's avatars (scripts/make-avatars.ts writes them; README "Registration"). */
const AVATAR_DIR = path.join(import.meta.dirname, '..', '..', '..', 'assets', 'avatars');

/** What the registration screen offers before signing in: images, locations, the evaluation. */
export const registrationPickerRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  /** Spec 3 "Profile image: id, url, promotion_id" and s7 "GET /profile_images (under a promotion)". */
  fastify.get(
    '/promotions/:promotion_id/profile_images',
    {
      config: { access: { allow: 'anonymous', scope: 'none' } },
      schema: {
        tags: ['registration'],
        params: PromotionParams,
        response: responses(Type.Array(ProfileImageSchema)),
      },
    },
    async (request) =>
      ok(await profileImages(fastify.db, hostPromotion(request, request.params.promotion_id))),
  );

  /** The product's avatars: static SVG files shipped with the service. */
  fastify.get(
    '/profile_images/avatars/:name',
    {
      config: { access: { allow: 'anonymous', scope: 'none' } },
      schema: {
        tags: ['registration'],
        params: AvatarParams,
        response: { 200: Type.Unknown({ description: 'the SVG image' }), 404: ErrorsSchema },
      },
    },
    async (request, reply) => {
      const file = await readFile(path.join(AVATAR_DIR, request.params.name)).catch(() => null);
      if (!file) throw notFound('Profile image');
      return reply
        .headers({
          'content-type': 'image/svg+xml',
          'cache-control': 'public, max-age=86400',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        })
        .send(file);
    },
  );

  /** The registration screen's parent and child location pickers, before signing in. */
  fastify.get(
    '/promotions/:promotion_id/registration_locations',
    {
      config: { access: { allow: 'anonymous', scope: 'none' } },
      schema: {
        tags: ['registration'],
        params: PromotionParams,
        response: responses(Type.Array(LocationOptionSchema)),
      },
    },
    async (request) =>
      ok(await locationOptions(fastify.db, hostPromotion(request, request.params.promotion_id))),
  );

  /**
   * Spec 3 "New user (registration)" carries `evaluation`: the promotion's Initial Assessment
   * (shown as Registration) with the questions the form asks, or null when it has none.
   */
  fastify.get(
    '/promotions/:promotion_id/registration_evaluation',
    {
      config: { access: { allow: 'anonymous', scope: 'none' } },
      schema: {
        tags: ['registration'],
        params: PromotionParams,
        response: responses(RegistrationEvaluationSchema),
      },
    },
    async (request) =>
      ok(
        await registrationEvaluation(
          fastify.db,
          hostPromotion(request, request.params.promotion_id),
        ),
      ),
  );
};
