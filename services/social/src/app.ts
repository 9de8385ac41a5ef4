import type { FastifyPluginAsync } from 'fastify';
import { emailQueuePlugin, platform } from '@wellness/platform';
import type { Config } from '@wellness/platform';
import { emailRoutes } from './routes/emails';
import { fileRoutes } from './routes/files';
import { blurRoutes } from './routes/files/blur';
import { notificationRoutes } from './routes/notifications';
import { coordinatorNotificationRoutes } from './routes/notifications/coordinator';
import { followRoutes } from './routes/follows';
import { friendshipRoutes } from './routes/friendships';
import { galleryRoutes } from './routes/gallery';
import { supportRoutes } from './routes/support';
import { likeRoutes } from './routes/likes';
import { postRoutes } from './routes/posts';
import { tipRoutes } from './routes/tips';
import { tipShareRoutes } from './routes/tips/shares';
import { recipeRoutes } from './routes/recipes';
import { teamRoutes } from './routes/teams';
import { conversationRoutes } from './routes/conversations';

/** The social service: spec 2 (wall, friends, messages, teams, notifications, uploads). */
export const app: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  await fastify.register(platform, { config, service: 'social' });
  await fastify.register(emailQueuePlugin);
  await fastify.register(
    async (api) => {
      await api.register(postRoutes);
      await api.register(likeRoutes);
      await api.register(followRoutes);
      await api.register(friendshipRoutes);
      await api.register(notificationRoutes);
      await api.register(coordinatorNotificationRoutes);
      await api.register(fileRoutes);
      await api.register(blurRoutes);
      await api.register(tipRoutes);
      await api.register(tipShareRoutes);
      await api.register(recipeRoutes);
      await api.register(emailRoutes);
      // Before the teams: the authorization matrix reads a caller's team chat while the
      // arranged team lives, then runs the team's life to its deletion (infra/guardrails).
      await api.register(conversationRoutes);
      await api.register(teamRoutes);
      await api.register(galleryRoutes);
      await api.register(supportRoutes);
    },
    { prefix: '/api' },
  );
};
