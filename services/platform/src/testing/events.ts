import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { eventsChannel } from '../events';
import type { DomainEvent } from '../events';
import { waitFor } from './wait';

const MARKER_TYPE = 'TestMarker';

/** Listens to the events channel the realtime gateway reads, as the gateway would. */
export async function listenToEvents(server: FastifyInstance) {
  const channel = eventsChannel(server.config.redisPrefix);
  const subscriber = new Redis(server.config.redisUrl);
  const received: DomainEvent[] = [];
  await subscriber.subscribe(channel);
  subscriber.on('message', (_channel, message) => received.push(JSON.parse(message)));
  return {
    /**
     * Publishes a marker, waits for it and stops listening; answers what arrived before it.
     * Redis delivers a channel's messages in publish order, so every event published before
     * stop() (a route publishes before it answers) has arrived by then, and none is missed.
     */
    async stop(): Promise<DomainEvent[]> {
      const marker: DomainEvent = {
        type: MARKER_TYPE,
        promotion_id: 0,
        audience: { kind: 'conversation', id: randomUUID() },
        payload: {},
      };
      const isMarker = (event: DomainEvent) =>
        event.type === MARKER_TYPE && event.audience.id === marker.audience.id;
      try {
        await server.redis.publish(channel, JSON.stringify(marker));
        await waitFor('the marker published after the events', () => received.some(isMarker));
      } finally {
        await subscriber.quit();
      }
      return received.slice(0, received.findIndex(isMarker));
    },
  };
}
