import type { FastifyInstance, FastifyRequest } from 'fastify';
import { boardWriter } from '@wellness/platform';
import type { Caller, TeamDeps } from '../../domain/teams';

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
  promotion_id: request.user!.promotion_id,
  role: request.user!.role,
});
