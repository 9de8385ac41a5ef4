import {
  CUSTOM_EMAIL_JOB,
  EMAIL_QUEUE,
  bullConnection,
  bullPrefix,
  createEmailQueue,
} from '@wellness/platform';
import type { CustomEmailJobData, FriendEmailJobData } from '@wellness/platform';
import { Worker } from 'bullmq';
import type { Job, Queue } from 'bullmq';
import fp from 'fastify-plugin';
import type { WorkerConfig } from '../config';
import { sendCustomEmail } from '../jobs/custom-email';
import type { JobDeps } from '../jobs/custom-email';
import { requeueUnsent } from '../jobs/requeue';
import { CONTENT_EMAIL_JOB, sendContentEmail } from '../jobs/content-email';
import { CONTACT_EMAIL_JOB, sendContactEmail } from '../jobs/contact-email';
import { DAILY_EMAIL_JOB, scheduleDailyEmail, sendDailyEmail } from '../jobs/daily-email';
import { PASSWORD_RESET_JOB, sendPasswordResetEmail } from '../jobs/password-reset';
import { FRIEND_INVITE_JOB, sendFriendInviteEmail } from '../jobs/friend-invite';
import { FRIEND_EMAIL_JOB, sendFriendEmail } from '../jobs/friend-email';
import { TEST_EMAIL_JOB, sendTestEmail } from '../jobs/test-email';
import { WELCOME_EMAIL_JOB, sendWelcomeEmail } from '../jobs/welcome-email';
import { TEAM_INVITE_EMAIL_JOB, sendTeamInviteEmail } from '../jobs/team-invite-email';
import { ELIGIBILITY_FILE_JOB, processEligibilityFile } from '../jobs/eligibility-file';
import { BADGE_CHECK_JOB, checkBadges } from '../jobs/badge-check';
import { LOCATION_FILE_JOB, processLocationFile } from '../jobs/location-file';

declare module 'fastify' {
  interface FastifyInstance {
    emailQueue: Queue;
    emailWorker: Worker;
  }
}

/** How many times a job whose worker stopped holding it is resumed before it fails. */
const STALLS_RESUMED = 5;

/**
 * The e-mail queue's worker. It starts once MySQL, Redis and SMTP are set up and the unsent
 * custom e-mails are re-queued; on close it lets the running job finish (worker.close()).
 */
export const jobsPlugin = fp<{ config: WorkerConfig }>(
  async (fastify, { config }) => {
    const queue = createEmailQueue(config.redisUrl, config.redisPrefix);
    const deps: JobDeps = { db: fastify.db, mailer: fastify.mailer, config };
    /** One processor per job name; each lives in its own file under src/jobs. */
    // The token lets a job move itself back to delayed (a custom e-mail edited to a later time).
    const processors: Record<string, (job: Job, token?: string) => Promise<unknown>> = {
      [CUSTOM_EMAIL_JOB]: (job, token) =>
        sendCustomEmail(deps, job as Job<CustomEmailJobData>, token),
      [CONTENT_EMAIL_JOB]: (job) => sendContentEmail(deps, job),
      [CONTACT_EMAIL_JOB]: (job) => sendContactEmail(deps, job),
      [DAILY_EMAIL_JOB]: (job) => sendDailyEmail(deps, job),
      [PASSWORD_RESET_JOB]: (job) => sendPasswordResetEmail(deps, job),
      [FRIEND_INVITE_JOB]: (job) => sendFriendInviteEmail(deps, job),
      [FRIEND_EMAIL_JOB]: (job) => sendFriendEmail(deps, job as Job<FriendEmailJobData>),
      [TEST_EMAIL_JOB]: (job) => sendTestEmail(deps, job),
      [WELCOME_EMAIL_JOB]: (job) => sendWelcomeEmail(deps, job),
      [TEAM_INVITE_EMAIL_JOB]: (job) => sendTeamInviteEmail(deps, job),
      [ELIGIBILITY_FILE_JOB]: (job) => processEligibilityFile(deps, job),
      [BADGE_CHECK_JOB]: (job) =>
        checkBadges({ db: fastify.db, events: fastify.events, log: fastify.log }, job),
      [LOCATION_FILE_JOB]: (job) => processLocationFile(deps, job),
    };
    const worker = new Worker(
      EMAIL_QUEUE,
      async (job: Job, token?: string) => {
        const processor = processors[job.name];
        if (!processor) throw new Error(`Unknown job ${job.name}`);
        return processor(job, token);
      },
      {
        connection: bullConnection(config.redisUrl),
        prefix: bullPrefix(config.redisPrefix),
        autorun: false,
        concurrency: 2,
        lockDuration: config.jobLockMs,
        stalledInterval: Math.max(1000, Math.floor(config.jobLockMs / 2)),
        // A stall is a worker killed mid-job or a lock renewal late on a busy machine; every
        // job is idempotent (sends are claimed in MySQL), so resuming it again is safe, where
        // BullMQ's default (1) would fail a job that stalled twice and strand its e-mail.
        maxStalledCount: STALLS_RESUMED,
      },
    );
    worker.on('failed', (job, error) => {
      fastify.log.warn({ job: job?.id, name: job?.name, err: error }, 'job failed');
    });
    worker.on('error', (error) => fastify.log.error({ err: error }, 'worker error'));
    queue.on('error', (error) => fastify.log.error({ err: error }, 'e-mail queue error'));
    fastify.decorate('emailQueue', queue);
    fastify.decorate('emailWorker', worker);

    fastify.addHook('onReady', async () => {
      const requeued = await requeueUnsent(fastify.db, queue);
      if (requeued.length) fastify.log.info({ requeued }, 'unsent custom e-mails re-queued');
      await scheduleDailyEmail(queue, config.dailyEmailCron);
      void worker.run().catch((error: unknown) => {
        fastify.log.error({ err: error }, 'worker stopped');
      });
    });
    fastify.addHook('onClose', async () => {
      await worker.close();
      await queue.close();
    });
  },
  { name: 'wellness-jobs', dependencies: ['wellness-backends', 'wellness-mailer'] },
);
