import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, LOG_IN_REQUIRED, assertGuestMayEnter } from '@wellness/platform';

/**
 * Guests read recipes (spec 2 s8: the access guard lets signed-out users into recipes) on a
 * promotion's own host once it has launched, or with the pilot cookie (spec 3 s2 "Other");
 * else 403 'Incorrect Pilot Password.'. An unknown host is 404.
 */
export async function assertMayReadRecipes(fastify: FastifyInstance, request: FastifyRequest) {
  if (request.user) return;
  if (!request.promotion) throw new HttpError(404, 'Promotion could not be found');
  const [promotion]: Array<{ launch_on: string | null; starts_on: string }> =
    await fastify.db.query(
      `SELECT DATE_FORMAT(launch_on, '%Y-%m-%d') AS launch_on,
            DATE_FORMAT(starts_on, '%Y-%m-%d') AS starts_on
       FROM promotions WHERE id = ?`,
      [request.promotion.id],
    );
  await assertGuestMayEnter(fastify, request, promotion);
}

/** A guest's own favourites and ratings do not exist: 401 'Log In Required'. */
export function assertSignedIn(request: FastifyRequest) {
  if (!request.user) throw new HttpError(401, LOG_IN_REQUIRED);
}
