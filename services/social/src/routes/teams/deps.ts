import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';
import { DASHBOARD_ONLY, boardWriter, canManagePromotion } from '@wellness/platform';
import type { Caller, TeamDeps } from '../../domain/teams';

declare module 'fastify' {
  interface FastifyRequest {
    /** The promotion a dashboard-only staff member works in on this request (see below). */
    teamPromotionId?: number;
  }
}

/** The teams' dependencies for one request. */
export const teamDeps = (fastify: FastifyInstance, request: FastifyRequest): TeamDeps => ({
  db: fastify.db,
  boards: boardWriter(fastify),
  events: fastify.events,
  emailQueue: fastify.emailQueue,
  log: request.log,
});

export const callerOf = (request: FastifyRequest): Caller => ({
  id: request.user!.id,
  promotion_id: request.teamPromotionId ?? request.user!.promotion_id,
  role: request.user!.role,
});

/**
 * A promotion other than their own that a dashboard-only staff member (Master, Reseller,
 * Super Coordinator) manages (platform `canManagePromotion`), or null: the promotion picked
 * on the dashboard, whose teams they administer (services/social README "Teams").
 */
export async function managedOtherPromotion(
  db: DataSource,
  request: FastifyRequest,
  promotionId: number | undefined,
): Promise<number | null> {
  const user = request.user;
  if (!user || !DASHBOARD_ONLY.includes(user.role) || promotionId === undefined) return null;
  if (promotionId === user.promotion_id) return null;
  return (await canManagePromotion(db, user, promotionId)) ? promotionId : null;
}

/**
 * For a route on one team (`/teams/:id...`): a dashboard-only staff member works in the
 * team's promotion when they manage it, so the dashboard's team editor follows the picked
 * promotion. Everyone else stays in their own promotion (another's team is 404 as before).
 */
export async function teamPromotionOf(db: DataSource, request: FastifyRequest) {
  const id = Number((request.params as { id?: string } | undefined)?.id);
  if (!request.user || !DASHBOARD_ONLY.includes(request.user.role) || !Number.isInteger(id)) {
    return;
  }
  const [team]: Array<{ promotion_id: number }> = await db.query(
    'SELECT promotion_id FROM teams WHERE id = ?',
    [id],
  );
  const other = await managedOtherPromotion(db, request, team && Number(team.promotion_id));
  if (other !== null) request.teamPromotionId = other;
}
