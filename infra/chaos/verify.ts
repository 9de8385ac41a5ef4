import { createConnection } from 'mysql2/promise';
import type { RowDataPacket } from 'mysql2/promise';
import { TAG_PATTERN } from './writes';
import type { Write, WriteKind } from './writes';

export interface KindCount {
  kind: WriteKind;
  attempted: number;
  acknowledged: number;
  found: number;
  lost: number;
  duplicated: number;
  /** Written although never acknowledged (the client gave up or was refused): allowed. */
  unacknowledgedFound: number;
  refused: number;
  gaveUp: number;
}

const pairKey = (userId: number, day: string, activityId: number) =>
  `${userId}:${day}:${activityId}`;

/**
 * Reads MySQL after the run: every acknowledged write must be there, none twice. Posts and
 * messages are found by the id in their text; activities by their (user, day, activity) pair.
 */
export async function verifyWrites(
  mysqlUrl: string,
  promotionId: number,
  writes: Write[],
): Promise<KindCount[]> {
  const db = await createConnection({ uri: mysqlUrl, dateStrings: true });
  try {
    const tagged = async (sql: string) => {
      const [rows] = await db.query<RowDataPacket[]>(sql, [promotionId]);
      const counts = new Map<string, number>();
      for (const row of rows) {
        const id = TAG_PATTERN.exec(String(row.text))?.[1];
        if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      return counts;
    };
    const posts = await tagged(
      "SELECT content AS text FROM posts WHERE promotion_id = ? AND content LIKE '[chaos:%'",
    );
    const messages = await tagged(
      "SELECT body AS text FROM messages WHERE promotion_id = ? AND body LIKE '[chaos:%'",
    );
    const [pairs] = await db.query<RowDataPacket[]>(
      `SELECT e.user_id, DATE_FORMAT(e.recorded_on, '%Y-%m-%d') AS day, ea.activity_id, COUNT(*) AS n
         FROM entry_activities ea JOIN entries e ON e.id = ea.entry_id
        WHERE e.promotion_id = ? GROUP BY e.user_id, day, ea.activity_id`,
      [promotionId],
    );
    const activities = new Map(
      pairs.map((row) => [
        pairKey(Number(row.user_id), String(row.day), Number(row.activity_id)),
        Number(row.n),
      ]),
    );
    const stored = (write: Write) =>
      write.kind === 'activity'
        ? (activities.get(pairKey(write.userId, write.recordedOn!, write.activityId!)) ?? 0)
        : ((write.kind === 'post' ? posts : messages).get(write.id) ?? 0);

    return (['activity', 'post', 'message'] as const).map((kind) => {
      const ofKind = writes.filter((write) => write.kind === kind);
      const acknowledged = ofKind.filter((write) => write.outcome === 'acknowledged');
      return {
        kind,
        attempted: ofKind.length,
        acknowledged: acknowledged.length,
        found: acknowledged.filter((write) => stored(write) >= 1).length,
        lost: acknowledged.filter((write) => stored(write) === 0).length,
        duplicated: ofKind.filter((write) => stored(write) > 1).length,
        unacknowledgedFound: ofKind.filter(
          (write) => write.outcome !== 'acknowledged' && stored(write) >= 1,
        ).length,
        refused: ofKind.filter((write) => write.outcome === 'refused').length,
        gaveUp: ofKind.filter((write) => write.outcome === 'gave-up').length,
      };
    });
  } finally {
    await db.end();
  }
}

/**
 * Queued jobs finished once: the queue drained (nothing waiting, active, delayed or failed)
 * and each badge the crowd earned announced by exactly one notification (a job run twice would
 * notify twice; INSERT IGNORE keeps the award itself single).
 */
export async function verifyBadgeJobs(mysqlUrl: string, userIds: number[]) {
  const db = await createConnection({ uri: mysqlUrl });
  try {
    const [[awards]] = await db.query<RowDataPacket[]>(
      'SELECT COUNT(*) AS n FROM user_badges WHERE user_id IN (?)',
      [userIds],
    );
    const [[notifications]] = await db.query<RowDataPacket[]>(
      "SELECT COUNT(*) AS n FROM notifications WHERE user_id IN (?) AND title = 'Badge earned'",
      [userIds],
    );
    return { awards: Number(awards.n), notifications: Number(notifications.n) };
  } finally {
    await db.end();
  }
}
