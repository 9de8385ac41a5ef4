import fp from 'fastify-plugin';
import type { Queue } from 'bullmq';
import { createEmailQueue } from '../mail/queue';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The e-mail queue that services/worker processes: a service adds jobs (custom and test
     * e-mails, shares, reset links) and reads their progress; it never sends mail itself.
     */
    emailQueue: Queue;
  }
}

/** Registered by each service that queues e-mail: one queue, closed with the service. */
export const emailQueuePlugin = fp(
  async (fastify) => {
    const queue = createEmailQueue(fastify.config.redisUrl, fastify.config.redisPrefix);
    // Redis errors are reported as events; unheard, an 'error' event would end the process.
    queue.on('error', (error) => fastify.log.error({ err: error }, 'e-mail queue error'));
    fastify.decorate('emailQueue', queue);
    fastify.addHook('onClose', () => queue.close());
  },
  { name: 'wellness-email-queue', dependencies: ['wellness-backends'] },
);
