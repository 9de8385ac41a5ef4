import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

export type AudienceKind = 'promotion' | 'user' | 'team' | 'conversation';

/**
 * A domain event for the realtime gateway. For a promotion audience the id is the
 * promotion's websocket_channel; otherwise the user, team or conversation id.
 */
export interface DomainEvent<P = unknown> {
  type: string;
  promotion_id: number;
  audience: { kind: AudienceKind; id: string | number };
  payload: P;
}

export const eventsChannel = (prefix: string) => `${prefix}events`;

/** Publishes after the transaction commits: MySQL is the truth, pub/sub is at most once. */
export class EventPublisher {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  async publish(event: DomainEvent): Promise<void> {
    try {
      await this.redis.publish(eventsChannel(this.prefix), JSON.stringify(event));
    } catch (error) {
      // The write already committed; a lost event only delays what clients see until refetch.
      this.log.warn({ err: error, type: event.type }, 'event not published');
    }
  }
}
