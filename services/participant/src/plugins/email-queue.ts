import fp from 'fastify-plugin';
import { createEmailQueue } from '@wellness/platform';
import type { Queue } from 'bullmq';

declare module 'fastify' {
  interface FastifyInstance {
    /** The e-mail queue (services/worker processes it): password reset links are queued. */
    emailQueue: Queue;
  }
}

export const emailQueuePlugin = fp(
  async (fastify) => {
    const queue = createEmailQueue(fastify.config.redisUrl, fastify.config.redisPrefix);
    // Redis errors are reported as events; unheard, an 'error' event would end the process.
    queue.on('error', (error) => fastify.log.error({ err: error }, 'e-mail queue error'));
    fastify.decorate('emailQueue', queue);
    fastify.addHook('onClose', () => queue.close());
  },
  { name: 'participant-email-queue', dependencies: ['wellness-backends'] },
);
