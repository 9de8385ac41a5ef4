import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { behaviorRoutes } from './behaviors';
import { competitionRoutes } from './competitions';
import { levelRoutes } from './levels';
import { pointThresholdRoutes } from './point-thresholds';

/** Competitions, behaviours, levels and point thresholds of a promotion (issue 15, spec 3). */
export const competitionAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(competitionRoutes);
  await fastify.register(behaviorRoutes);
  await fastify.register(levelRoutes);
  await fastify.register(pointThresholdRoutes);
};
