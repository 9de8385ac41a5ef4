import { platform } from '@wellness/platform';
import type { FastifyPluginAsync } from 'fastify';
import type { WorkerConfig } from './config';
import { jobsPlugin } from './plugins/jobs';
import { mailerPlugin } from './plugins/mailer';

/** The worker process: the platform's clients and health routes, the mailer and the jobs. */
export const workerApp: FastifyPluginAsync<{ config: WorkerConfig }> = async (app, { config }) => {
  await app.register(platform, { config, service: 'worker' });
  await app.register(mailerPlugin, {
    smtpUrl: config.smtpUrl,
    maxConnections: config.sendConcurrency,
  });
  await app.register(jobsPlugin, { config });
};
