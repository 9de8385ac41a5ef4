import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dashboardPromotionRoutes } from './promotions';
import { dashboardUserRoutes } from './users';

/** Spec 3 section 2, the coordinator dashboard: its reads and the users table's actions. */
export const dashboardRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(dashboardPromotionRoutes);
  await fastify.register(dashboardUserRoutes);
};
