import fp from 'fastify-plugin';
import { eventsChannel, sessionsEndedChannel } from '@wellness/platform';
import { RESYNC_EVENT, parseDomainEvent, parseEndedSessions, roomOf, sessionRoom } from '../events';

/**
 * Every realtime node subscribes to the one events channel and emits each event to its
 * room on this node, so clients need no sticky sessions. Pub/sub is at most once: clients
 * refetch what they show when their socket reconnects. It also hears ended sessions (logout,
 * lock, delete) and closes their sockets on this node.
 */
export const eventFanOutPlugin = fp(
  async (fastify) => {
    const channel = eventsChannel(fastify.config.redisPrefix);
    const endedChannel = sessionsEndedChannel(fastify.config.redisPrefix);
    // A connection in subscriber mode can issue no other command: it gets its own.
    const subscriber = fastify.redis.duplicate();
    subscriber.on('error', (error) => fastify.log.warn({ err: error }, 'events subscriber error'));
    // Events published while the subscriber was away (Redis restarting) never reach this node:
    // once it is subscribed again, every socket here is told to refetch (RESYNC_EVENT).
    let subscribedBefore = false;
    subscriber.on('ready', () => {
      if (subscribedBefore) {
        fastify.log.warn('events subscriber reconnected: clients told to resync');
        fastify.io.emit(RESYNC_EVENT, {});
      }
      subscribedBefore = true;
    });
    subscriber.on('message', (from: string, message: string) => {
      if (from === endedChannel) {
        for (const id of parseEndedSessions(message)) {
          fastify.io.in(sessionRoom(id)).disconnectSockets(true);
        }
        return;
      }
      if (from !== channel) return;
      const event = parseDomainEvent(message);
      if (!event) {
        fastify.log.warn({ message: message.slice(0, 200) }, 'ignored a malformed event');
        return;
      }
      fastify.io.to(roomOf(event.audience.kind, event.audience.id)).emit(event.type, event.payload);
    });
    await subscriber.subscribe(channel, endedChannel);
    fastify.addHook('onClose', async () => {
      await subscriber.quit();
    });
  },
  {
    name: 'wellness-realtime-fan-out',
    dependencies: ['wellness-backends', 'wellness-realtime-sockets'],
  },
);
