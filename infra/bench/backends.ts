import { createConnection } from 'mysql2/promise';
import { Redis } from 'ioredis';
import { rebuildBoards } from '@wellness/platform';
import { openDatabase, parseMysqlUrl, seedScale } from '@wellness/schema';
import type { Scale } from '@wellness/schema';

/** Drops the benchmark database and its Redis keys: every run starts from the same seed. */
export async function resetBackends(mysqlUrl: string, redisUrl: string, redisPrefix: string) {
  const { serverUrl, database } = parseMysqlUrl(mysqlUrl);
  const connection = await createConnection({ uri: serverUrl });
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
  } finally {
    await connection.end();
  }
  const redis = new Redis(redisUrl, { lazyConnect: true });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * How many benchmark participants the database at `mysqlUrl` holds (0 when it does not exist):
 * an interleaved run with `--reuse` keeps a database already seeded at its scale.
 */
export async function seededCount(mysqlUrl: string): Promise<number> {
  const { serverUrl, database } = parseMysqlUrl(mysqlUrl);
  const connection = await createConnection({ uri: serverUrl });
  try {
    const [tables] = await connection.query(
      "SELECT 1 FROM information_schema.tables WHERE table_schema = ? AND table_name = 'users'",
      [database],
    );
    if (!(tables as unknown[]).length) return 0;
    const [rows] = await connection.query(
      `SELECT COUNT(*) AS n FROM \`${database}\`.users WHERE email LIKE 'bench-%@demo.test'`,
    );
    return Number((rows as Array<{ n: number }>)[0].n);
  } finally {
    await connection.end();
  }
}

export interface SeededParticipants {
  seedSeconds: number;
  /** Seconds to rebuild the demo promotion's leaderboard sorted sets from MySQL after the seed. */
  rebuildSeconds: number;
  entries: number;
  entryActivities: number;
  /** Benchmark participants who have logged nothing: every (day, activity) is free for them. */
  unlogged: (count: number) => Promise<Array<{ id: number; email: string }>>;
  close: () => Promise<void>;
}

/**
 * Adds `scale` participants to the demo promotion of the database the stack has just seeded,
 * rebuilds its leaderboards' sorted sets (the running participant service built them at start,
 * before the seed wrote straight to MySQL), and keeps a connection for picking accounts by
 * what they have logged.
 */
export async function seedParticipants(
  mysqlUrl: string,
  scale: Scale,
  boards: { redisUrl: string; prefix: string },
  reuse = false,
): Promise<SeededParticipants> {
  const dataSource = await openDatabase(mysqlUrl, { poolSize: 2 });
  const started = performance.now();
  // `reuse`: the participants are there from an earlier run; only the boards are rebuilt.
  const added = reuse
    ? { participants: scale, entries: 0, entryActivities: 0 }
    : await seedScale(dataSource, scale);
  const seedSeconds = (performance.now() - started) / 1000;
  const redis = new Redis(boards.redisUrl, { lazyConnect: true });
  await redis.connect();
  const rebuildStarted = performance.now();
  try {
    const [{ id }] = await dataSource.query("SELECT id FROM promotions WHERE subdomain = 'demo'");
    await rebuildBoards(dataSource, redis, boards.prefix, Number(id));
  } finally {
    redis.disconnect();
  }
  const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
  const unlogged = async (count: number) => {
    const rows: Array<{ id: number | string; email: string }> = await dataSource.query(
      `SELECT u.id, u.email FROM users u JOIN promotions p ON p.id = u.promotion_id
       WHERE p.subdomain = 'demo' AND u.email LIKE 'bench-%'
         AND NOT EXISTS (SELECT 1 FROM entries e WHERE e.user_id = u.id)
       ORDER BY u.id LIMIT ?`,
      [count],
    );
    return rows.map((row) => ({ id: Number(row.id), email: row.email }));
  };
  return { seedSeconds, rebuildSeconds, ...added, unlogged, close: () => dataSource.destroy() };
}
