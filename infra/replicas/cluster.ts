import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { app as participant } from '@wellness/participant';
import { app as social } from '@wellness/social';
import { realtimeApp } from '@wellness/realtime';
import { edgeApp, loadEdgeConfig } from '@wellness/edge';
import { createServer } from '@wellness/platform';
import type { ConfigOverrides } from '@wellness/platform';
import { buildTestApp, resetData, testConfig } from '@wellness/platform/testing';
import { openDatabase } from '@wellness/schema';

export const urlOf = (server: FastifyInstance) =>
  `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

/**
 * What `npm start -- --replicas 2` runs, in this process: two participant, two social and
 * two realtime instances on the worker's one database and Redis prefix, and the edge in
 * front of them with every replica's URL.
 */
export interface Cluster {
  participant: [FastifyInstance, FastifyInstance];
  social: [FastifyInstance, FastifyInstance];
  realtime: [FastifyInstance, FastifyInstance];
  edge: FastifyInstance;
  close(): Promise<void>;
}

/** Creates and migrates the worker's database once, before the apps start (see guardrails). */
async function migrate(): Promise<void> {
  const { mysqlUrl, poolSize } = testConfig();
  const db = await openDatabase(mysqlUrl, { poolSize });
  await db.destroy();
}

async function listening(server: FastifyInstance) {
  await server.listen({ port: 0, host: '127.0.0.1' });
  return server;
}

const pair = async (build: () => Promise<FastifyInstance>) =>
  [await listening(await build()), await listening(await build())] as [
    FastifyInstance,
    FastifyInstance,
  ];

export async function startCluster(overrides: ConfigOverrides = {}): Promise<Cluster> {
  await migrate();
  const cluster = {
    participant: await pair(() => buildTestApp(participant, overrides)),
    social: await pair(() => buildTestApp(social, overrides)),
    realtime: await pair(() => buildTestApp(realtimeApp, overrides)),
  };
  await resetData(cluster.participant[0]);
  const distRoot = await mkdtemp(path.join(tmpdir(), 'wellness-replicas-'));
  const config = loadEdgeConfig(
    {},
    {
      logLevel: 'silent',
      distRoot,
      routeTableRefreshMs: 0,
      services: [
        { name: 'participant', urls: cluster.participant.map(urlOf) },
        { name: 'social', urls: cluster.social.map(urlOf) },
      ],
      realtimeUrls: cluster.realtime.map(urlOf),
    },
  );
  const edge = createServer(config) as unknown as FastifyInstance;
  await edge.register(edgeApp, { config });
  await listening(edge);
  await edge.apiRoutes.built;
  const all = [edge, ...cluster.participant, ...cluster.social, ...cluster.realtime];
  return {
    ...cluster,
    edge,
    async close() {
      // A test may have stopped one already (a gateway going down).
      await Promise.allSettled(all.map((server) => server.close()));
      await rm(distRoot, { recursive: true, force: true });
    },
  };
}

/** How many requests each server has received from now on. */
export function countRequests(servers: FastifyInstance[]) {
  const counts = servers.map(() => 0);
  const listeners = servers.map((server, i) => {
    const count = () => (counts[i] += 1);
    server.server.on('request', count);
    return () => server.server.off('request', count);
  });
  return { counts, stop: () => listeners.forEach((off) => off()) };
}

const sockets: Socket[] = [];

/**
 * A socket as the front end opens it (websocket, the session cookie, the page's Host and
 * Origin), to one gateway or through the edge; `transports` as the client chooses, and
 * `asPage: false` for a program's socket (the session cookie only).
 */
export function connectSocket(
  url: string,
  cookie: string,
  transports: Array<'websocket' | 'polling'> = ['websocket'],
  asPage = true,
): Promise<Socket> {
  const page = { host: 'demo.localhost:8080', origin: 'http://demo.localhost:8080' };
  const socket = io(url, {
    transports,
    reconnection: false,
    forceNew: true,
    extraHeaders: { cookie, ...(asPage ? page : {}) },
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

export const closeSockets = () => sockets.splice(0).forEach((socket) => socket.close());

/** The next `event` on `socket` matching `matches`, or a rejection after `timeoutMs`. */
export function nextEvent<T>(
  socket: Socket,
  event: string,
  matches: (payload: T) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, handler);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const handler = (payload: T) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, handler);
      resolve(payload);
    };
    socket.on(event, handler);
  });
}
