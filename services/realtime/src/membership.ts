import { LRUCache } from 'lru-cache';
import type { FastifyInstance } from 'fastify';
import { IS_CONVERSATION_MEMBER_SQL } from '@wellness/platform';

export interface MembershipCacheOptions {
  /** Promotions whose channel is remembered at once. */
  max?: number;
  ttlMs?: number;
}

/**
 * Answers which rooms a user belongs to, from MySQL (the truth). A promotion's channel
 * almost never changes, so it is cached — bounded, unknown promotions too, one query per
 * promotion however many sockets ask at once; team membership changes and is read each time.
 */
export class MembershipDirectory {
  // Wrapped: the cache keeps objects only, and an unknown promotion's null is worth keeping.
  private readonly channels: LRUCache<number, { channel: string | null }>;

  constructor(
    private readonly db: Pick<FastifyInstance['db'], 'query'>,
    { max = 1_000, ttlMs = 60_000 }: MembershipCacheOptions = {},
  ) {
    this.channels = new LRUCache<number, { channel: string | null }>({
      max,
      ttl: ttlMs,
      fetchMethod: async (promotionId) => {
        const rows: Array<{ websocket_channel: string }> = await this.db.query(
          'SELECT websocket_channel FROM promotions WHERE id = ?',
          [promotionId],
        );
        return { channel: rows[0]?.websocket_channel ?? null };
      },
    });
  }

  /** How many promotions the channel cache holds now. */
  get cachedPromotions(): number {
    return this.channels.size;
  }

  async promotionChannel(promotionId: number): Promise<string | null> {
    return (await this.channels.fetch(promotionId))?.channel ?? null;
  }

  async teamOf(userId: number): Promise<number | null> {
    const rows: Array<{ team_id: number | null }> = await this.db.query(
      'SELECT team_id FROM users WHERE id = ?',
      [userId],
    );
    const teamId = rows[0]?.team_id;
    return teamId === null || teamId === undefined ? null : Number(teamId);
  }

  /** Read each time, like a team: leaving a conversation or a team takes effect at once. */
  async inConversation(
    userId: number,
    promotionId: number,
    conversationId: number,
  ): Promise<boolean> {
    const rows: unknown[] = await this.db.query(IS_CONVERSATION_MEMBER_SQL, [
      userId,
      conversationId,
      promotionId,
      userId,
    ]);
    return rows.length > 0;
  }
}
