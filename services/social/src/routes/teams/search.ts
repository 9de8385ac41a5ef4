import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { containing, limitClause, ok, responses, unprocessable } from '@wellness/platform';
import { SEARCH_TOO_SHORT } from '../../domain/teams';
import { managedOtherPromotion } from './deps';

const UserHit = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  email: Type.String(),
  team_id: Type.Union([Type.Integer(), Type.Null()]),
  profile: Type.Object({ image_url: Type.Union([Type.String(), Type.Null()]) }),
});

/**
 * GET /users/search?query&for=team (spec 2 s7): participants of the caller's promotion (or of
 * `promotion_id`, for dashboard-only staff who manage it) without a team whose name or e-mail
 * contains the query (at least 3 characters, case-insensitive).
 */
export const userSearchRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/users/search',
    {
      config: { access: { allow: 'signed-in', scope: 'promotion' } },
      schema: {
        tags: ['teams'],
        querystring: Type.Object({
          query: Type.String({ maxLength: 100 }),
          for: Type.Optional(Type.Literal('team')),
          promotion_id: Type.Optional(Type.Integer({ minimum: 1 })),
          page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        }),
        response: responses(Type.Array(UserHit)),
      },
    },
    async (request) => {
      const query = request.query.query.trim();
      if (query.length < 3) throw unprocessable(SEARCH_TOO_SHORT);
      const like = containing(query.toLowerCase());
      // Spec 3 s7 "User search (term, promotion_id)": the dashboard's picked promotion for
      // dashboard-only staff who manage it; everyone else searches their own.
      const promotionId =
        (await managedOtherPromotion(fastify.db, request, request.query.promotion_id)) ??
        request.user!.promotion_id;
      const rows: Array<{
        id: number;
        first_name: string;
        last_name: string;
        email: string;
        image_url: string | null;
      }> = await fastify.db.query(
        `SELECT id, first_name, last_name, email, image_url FROM users
          WHERE promotion_id = ? AND team_id IS NULL AND id <> ?
            AND role IN ('User', 'Coordinator', 'Location Coordinator', 'Regional Coordinator')
            AND (LOWER(CONCAT(first_name, ' ', last_name)) LIKE ? OR LOWER(email) LIKE ?)
          ORDER BY first_name, last_name, id${limitClause({ page_size: request.query.page_size ?? 20, page: 1 })}`,
        [promotionId, request.user!.id, like, like],
      );
      return ok(
        rows.map((row) => ({
          id: Number(row.id),
          full_name: `${row.first_name} ${row.last_name}`.trim(),
          email: row.email,
          team_id: null,
          profile: { image_url: row.image_url },
        })),
      );
    },
  );
};
