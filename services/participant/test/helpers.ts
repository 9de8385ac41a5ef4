import type { FastifyInstance } from 'fastify';
import { buildTestApp, resetData } from '@wellness/platform/testing';
import { app } from '../src/app';

export async function participantApp(): Promise<FastifyInstance> {
  const server = await buildTestApp(app);
  await resetData(server);
  return server;
}

export const today = () => new Date().toISOString().slice(0, 10);
