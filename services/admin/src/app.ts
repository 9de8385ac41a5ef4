import type { FastifyPluginAsync } from 'fastify';
import { emailQueuePlugin, platform } from '@wellness/platform';
import type { Config } from '@wellness/platform';
import { badgeAdminRoutes } from './routes/badges';
import { competitionAdminRoutes } from './routes/competitions';
import { contentRoutes } from './routes/content';
import { appRedirectRoutes } from './routes/content/app-redirect';
import { eopRoutes } from './routes/content/eop';
import { dashboardRoutes } from './routes/dashboard';
import { eligibilityRoutes } from './routes/eligibility';
import { emailRoutes } from './routes/emails';
import { evaluationAdminRoutes } from './routes/evaluations';
import { exportsRoutes } from './routes/exports';
import { jobRoutes } from './routes/jobs';
import { locationRoutes } from './routes/locations';
import { organizationRoutes } from './routes/organizations';
import { profileImageRoutes } from './routes/profile-images';
import { promotionUserRoutes } from './routes/promotion-users';
import { promotionRoutes } from './routes/promotions';
import { questionnaireRoutes } from './routes/questionnaire';
import { reportsRoutes } from './routes/reports';
import { settingsRoutes } from './routes/settings';
import { devicesGoalRoutes } from './routes/settings/devices-goal';
import { profilePhotoRoutes } from './routes/profile-images/user-photo';
import { subscriptionRoutes } from './routes/settings/subscription';
import { profilePromptRoutes } from './routes/settings/profile-prompts';
import { styleRoutes } from './routes/styles';
import { styleImageRoutes } from './routes/styles/images';
import { ssoExtraRoutes } from './routes/sso-extras';
import { userRoutes } from './routes/users';

/** The admin service: spec 3 (dashboard, content, reports, organizations, promotions). */
export const app: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  await fastify.register(platform, { config, service: 'admin' });
  await fastify.register(emailQueuePlugin);
  await fastify.register(
    async (api) => {
      await api.register(promotionRoutes);
      await api.register(organizationRoutes);
      await api.register(userRoutes);
      await api.register(promotionUserRoutes);
      await api.register(dashboardRoutes);
      await api.register(contentRoutes);
      await api.register(appRedirectRoutes);
      await api.register(eopRoutes);
      await api.register(reportsRoutes);
      await api.register(exportsRoutes);
      await api.register(settingsRoutes);
      await api.register(subscriptionRoutes);
      await api.register(profilePromptRoutes);
      await api.register(devicesGoalRoutes);
      await api.register(jobRoutes);
      await api.register(emailRoutes);
      await api.register(eligibilityRoutes);
      await api.register(badgeAdminRoutes);
      await api.register(competitionAdminRoutes);
      await api.register(locationRoutes);
      await api.register(styleRoutes);
      await api.register(styleImageRoutes);
      await api.register(ssoExtraRoutes);
      await api.register(evaluationAdminRoutes);
      await api.register(profileImageRoutes);
      await api.register(profilePhotoRoutes);
      await api.register(questionnaireRoutes);
    },
    { prefix: '/api' },
  );
};
