import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BadgeCategorySchema, ErrorsSchema, notFound, ok, responses } from '@wellness/platform';
import { badgesOfUser, lockedImageOf } from '../../domain/badges';
import { Nullable } from '../schemas';

/** The product's badge pictures (scripts/make-badges.ts writes them; README "Badges"). */
const BADGE_IMAGE_DIR = path.join(import.meta.dirname, '..', '..', '..', 'assets', 'badges');

const UserBadgeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category: BadgeCategorySchema,
  goal: Type.Integer(),
  goal2: Nullable(Type.Integer()),
  hide_until_earned: Type.Boolean(),
  image_url: Type.String(),
  earned_on: Nullable(Type.String()),
});

const BadgeListMeta = Type.Object({
  total_records: Type.Integer(),
  badge_locked_image: Type.String(),
});

/** go.u.badges: the caller's badge list, and the product's badge pictures. */
export const badgeRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/users/me/badges',
    {
      config: { access: { allow: 'signed-in', scope: 'own' } },
      schema: { tags: ['badges'], response: responses(Type.Array(UserBadgeSchema), BadgeListMeta) },
    },
    async (request) => {
      const badges = await badgesOfUser(fastify.db, request.user!);
      return ok(badges, {
        total_records: badges.length,
        badge_locked_image: await lockedImageOf(fastify.db, request.user!.promotion_id),
      });
    },
  );

  fastify.get(
    '/badges/images/:name',
    {
      config: { access: { allow: 'anonymous', scope: 'none' } },
      schema: {
        tags: ['badges'],
        params: Type.Object({
          name: Type.String({ pattern: '^[a-z_]{1,32}\\.svg$', maxLength: 40 }),
        }),
        response: { 200: Type.Unknown({ description: 'the SVG image' }), 404: ErrorsSchema },
      },
    },
    async (request, reply) => {
      const file = await readFile(path.join(BADGE_IMAGE_DIR, request.params.name)).catch(
        () => null,
      );
      if (!file) throw notFound('Badge image');
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
};
