import { Redis } from 'ioredis';
import { rebuildBoards } from '@wellness/platform';
import { openDatabase } from '@wellness/schema';

// `tsx infra/scripts/rebuild-boards.ts <mysql url> <redis prefix> <promotion id>`: rebuilds a
// promotion's leaderboard sorted sets from MySQL (services/participant README "Leaderboards at
// scale"), for set-ups written straight to MySQL (the e2e arrangers). REDIS_URL as the stack.
async function main([mysqlUrl, prefix, promotionId]: string[]) {
  if (!mysqlUrl || prefix === undefined || !Number(promotionId)) {
    throw new Error('usage: rebuild-boards.ts <mysql url> <redis prefix> <promotion id>');
  }
  const db = await openDatabase(mysqlUrl, { poolSize: 2 });
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    await rebuildBoards(db, redis, prefix, Number(promotionId));
  } finally {
    redis.disconnect();
    await db.destroy();
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
