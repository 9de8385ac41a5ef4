import type { FastifyInstance } from 'fastify';

const CHANNEL_CACHE_MS = 60_000;

/**
 * Answers which rooms a user belongs to, from MySQL (the truth). A promotion's channel
 * almost never changes, so it is cached; team membership changes and is read each time.
 */
export class MembershipDirectory {
  private readonly channels = new Map<number, { channel: string | null; expires: number }>();

  constructor(private readonly db: Pick<FastifyInstance['db'], 'query'>) {}

  async promotionChannel(promotionId: number): Promise<string | null> {
    const hit = this.channels.get(promotionId);
    if (hit && hit.expires > Date.now()) return hit.channel;
    const rows: Array<{ websocket_channel: string }> = await this.db.query(
      'SELECT websocket_channel FROM promotions WHERE id = ?',
      [promotionId],
    );
    const channel = rows[0]?.websocket_channel ?? null;
    this.channels.set(promotionId, { channel, expires: Date.now() + CHANNEL_CACHE_MS });
    return channel;
  }

  async teamOf(userId: number): Promise<number | null> {
    const rows: Array<{ team_id: number | null }> = await this.db.query(
      'SELECT team_id FROM users WHERE id = ?',
      [userId],
    );
    const teamId = rows[0]?.team_id;
    return teamId === null || teamId === undefined ? null : Number(teamId);
  }
}
