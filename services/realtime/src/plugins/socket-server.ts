import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { authenticateHandshake } from '../handshake';
import { MembershipDirectory } from '../membership';
import { checkHandshakeOrigin } from '../origin';
import { roomHandlers } from '../rooms';
import type { RealtimeServer } from '../sockets';

declare module 'fastify' {
  interface FastifyInstance {
    io: RealtimeServer;
  }
}

/**
 * The Socket.IO server on the Fastify instance's own HTTP server: engine.io answers
 * /socket.io/ and hands every other request to Fastify (health checks).
 */
export const socketServerPlugin = fp(
  async (fastify) => {
    const io: RealtimeServer = new Server(fastify.server, { serveClient: false });
    const memberships = new MembershipDirectory(fastify.db);
    io.use(checkHandshakeOrigin());
    io.use(
      authenticateHandshake({
        sessions: fastify.sessions,
        parseCookie: (header) => fastify.parseCookie(header),
        log: fastify.log,
      }),
    );
    io.on(
      'connection',
      roomHandlers({ sessions: fastify.sessions, memberships, log: fastify.log }),
    );
    fastify.decorate('io', io);
    // Open sockets keep the HTTP server from closing: end them first. Not io.close(), which
    // would also close the HTTP server that Fastify closes itself.
    fastify.addHook('preClose', async () => {
      io.local.disconnectSockets(true);
      io.engine.close();
    });
  },
  { name: 'wellness-realtime-sockets', dependencies: ['wellness-backends'] },
);
