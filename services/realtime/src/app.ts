import { platform } from '@wellness/platform';
import type { Config } from '@wellness/platform';
import type { FastifyPluginAsync } from 'fastify';
import { eventFanOutPlugin } from './plugins/event-fan-out';
import { socketServerPlugin } from './plugins/socket-server';

/**
 * The realtime gateway: platform (sessions, MySQL, Redis, /healthz and /readyz), the
 * Socket.IO server on the same HTTP server, and the Redis subscription that feeds it.
 */
export const realtimeApp: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  await fastify.register(platform, { config, service: 'realtime' });
  await fastify.register(socketServerPlugin);
  await fastify.register(eventFanOutPlugin);
};
