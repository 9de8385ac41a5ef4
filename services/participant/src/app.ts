import type { FastifyPluginAsync } from 'fastify';
import { emailQueuePlugin, platform, rebuildAllBoards } from '@wellness/platform';
import type { Config } from '@wellness/platform';
import { activityRoutes } from './routes/activities';
import { activityAdminRoutes } from './routes/activities/admin';
import { authenticateRoutes } from './routes/authenticate';
import { ssoRoutes } from './routes/sso';
import { badgeRoutes } from './routes/badges';
import { calendarRoutes } from './routes/calendar';
import { entryRoutes } from './routes/entries';
import { leaderboardRoutes } from './routes/leaderboard';
import { passwordResetRoutes } from './routes/password-reset';
import { pilotRoutes } from './routes/pilot';
import { promotionRoutes } from './routes/promotions';
import { registrationRoutes } from './routes/registration';
import { createUserRoutes } from './routes/registration/create-user';
import { registrationPickerRoutes } from './routes/registration/pickers';
import { evaluationRoutes } from './routes/evaluations';
import { surveyRoutes } from './routes/surveys';
import { triviaRoutes } from './routes/trivia';
import { userActivityRoutes } from './routes/user-activities';
import { userRoutes } from './routes/users';
import { giftRoutes, workRoutes } from './routes/works';
import { workImageRoutes } from './routes/works/images';
import { teamWorkRoutes } from './routes/team-works';

/** The participant service: spec 1 (sessions, activities, logging, trivia, leaderboards). */
export const app: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  await fastify.register(platform, { config, service: 'participant' });
  await fastify.register(emailQueuePlugin);
  // The leaderboards' sorted sets start from MySQL's truth (README, "Leaderboards at scale").
  fastify.addHook('onReady', async () => {
    const started = performance.now();
    await rebuildAllBoards(fastify.db, fastify.redis, fastify.config.redisPrefix);
    fastify.log.info({ ms: Math.round(performance.now() - started) }, 'leaderboards rebuilt');
  });
  await fastify.register(
    async (api) => {
      await api.register(authenticateRoutes);
      await api.register(ssoRoutes);
      await api.register(passwordResetRoutes);
      await api.register(registrationRoutes);
      await api.register(registrationPickerRoutes);
      await api.register(createUserRoutes);
      await api.register(userRoutes);
      await api.register(promotionRoutes);
      await api.register(pilotRoutes);
      await api.register(surveyRoutes);
      await api.register(evaluationRoutes);
      await api.register(calendarRoutes);
      await api.register(activityRoutes);
      await api.register(userActivityRoutes);
      await api.register(entryRoutes);
      await api.register(triviaRoutes);
      await api.register(leaderboardRoutes);
      await api.register(activityAdminRoutes);
      await api.register(workRoutes);
      await api.register(giftRoutes);
      await api.register(workImageRoutes);
      await api.register(badgeRoutes);
      await api.register(teamWorkRoutes);
    },
    { prefix: '/api' },
  );
};
