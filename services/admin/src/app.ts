import type { FastifyPluginAsync } from 'fastify';
import { platform } from '@wellness/platform';
import type { Config } from '@wellness/platform';
import { promotionRoutes } from './routes/promotions';
import { userRoutes } from './routes/users';

/** The admin service: spec 3 (dashboard, content, reports, organizations, promotions). */
export const app: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  await fastify.register(platform, { config, service: 'admin' });
  await fastify.register(
    async (api) => {
      await api.register(promotionRoutes);
      await api.register(userRoutes);
    },
    { prefix: '/api' },
  );
};
