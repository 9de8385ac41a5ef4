import type { FastifyInstance } from 'fastify';
import { buildTestApp, resetData } from '@wellness/platform/testing';
import { app } from '../src/app';
import { api, wallActors } from './wall-helpers';
import type { Actor } from './wall-helpers';

/** The social service on a freshly seeded database, with its actors and a friends client. */
export async function friendsServer() {
  const server = await buildTestApp(app);
  await resetData(server);
  const actors = await wallActors(server);
  const { call } = api(server);
  const friends = {
    call,
    ask: async (who: Actor, to: Actor, message?: string) => {
      const response = await call(who, 'POST', '/api/friendships', {
        friendee_id: to.id,
        ...(message ? { message } : {}),
      });
      if (response.statusCode !== 201) throw new Error(`request failed: ${response.body}`);
      return response.json().data[0] as { id: number; status: string };
    },
    list: async (who: Actor, status: string) => {
      const response = await call(who, 'GET', `/api/friendships?status=${status}&page_size=0`);
      if (response.statusCode !== 200) throw new Error(`list failed: ${response.body}`);
      return response.json().data as Array<{ id: number; status: string; friend_email: string }>;
    },
    answer: (who: Actor, id: number, status: 'A' | 'D' | 'P') =>
      call(who, 'PUT', `/api/friendships/${id}`, { status }),
    status: (who: Actor, of: Actor) => call(who, 'GET', `/api/friendship_status/${of.id}`),
  };
  return { server, actors, friends };
}

/** Empties what these tests write, so each test arranges its own friendships. */
export async function emptyFriends(server: FastifyInstance) {
  await server.db.query('DELETE FROM friendships');
  await server.db.query('DELETE FROM notifications');
}

/** The friend-invite jobs waiting on the e-mail queue. */
export async function inviteJobs(server: FastifyInstance) {
  const jobs = await server.emailQueue.getJobs(['waiting', 'delayed', 'prioritized']);
  return jobs
    .filter((job) => job.name === 'friend-invite')
    .map((job) => job.data as { friendship_id: number; email: string });
}
