import { createConnection } from 'mysql2/promise';
import { DEMO_USERS, ROLES, openDatabase, parseMysqlUrl, seed } from '../src';

const worker = `${process.env.TEST_NAMESPACE ?? ''}${process.env.JEST_WORKER_ID ?? '1'}`;
const url = `mysql://root@127.0.0.1:3306/wellness_schema_test_${worker}`;

async function dropDatabase() {
  const { serverUrl, database } = parseMysqlUrl(url);
  const connection = await createConnection({ uri: serverUrl });
  await connection.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await connection.end();
}

describe('the one schema', () => {
  // Each test starts without the database.
  beforeEach(dropDatabase);
  afterAll(dropDatabase);

  it('creates a missing database and migrates it to exactly the entities', async () => {
    const dataSource = await openDatabase(url, { poolSize: 2 });
    try {
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((query) => query.query)).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });

  it('seeds the default promotion and the demo promotion with every role, once', async () => {
    const dataSource = await openDatabase(url, { poolSize: 2 });
    try {
      expect(await seed(dataSource)).toBe(true);
      expect(await seed(dataSource)).toBe(false);
      const promotions = await dataSource.query(
        `SELECT id, subdomain, program_length, DATE_FORMAT(starts_on, '%Y-%m-%d') AS starts_on FROM promotions ORDER BY id`,
      );
      expect(promotions.map((p: { subdomain: string }) => p.subdomain)).toEqual([
        'www',
        'demo',
        'launchpad',
      ]);
      const demo = promotions[1];
      expect(Number(demo.id)).toBe(2);
      expect(demo.program_length / 7).toBe(8);
      expect(demo.starts_on < new Date().toISOString().slice(0, 10)).toBe(true);
      const [{ activities, trivia, oneTime }] = await dataSource.query(
        'SELECT COUNT(*) AS activities, SUM(question IS NOT NULL) AS trivia, SUM(is_one_time) AS oneTime FROM activities WHERE promotion_id = 2',
      );
      expect(Number(activities)).toBeGreaterThanOrEqual(30);
      expect(Number(trivia)).toBeGreaterThan(0);
      expect(Number(oneTime)).toBeGreaterThan(0);
      const roles = await dataSource.query(
        'SELECT DISTINCT role FROM users WHERE promotion_id = 2',
      );
      expect(roles.map((r: { role: string }) => r.role).sort()).toEqual([...ROLES].sort());
      expect(DEMO_USERS).toHaveLength(10);
      const [{ recipes, meals }] = await dataSource.query(
        'SELECT COUNT(*) AS recipes, COUNT(DISTINCT meal) AS meals FROM recipes',
      );
      expect(Number(recipes)).toBeGreaterThanOrEqual(40);
      expect(Number(meals)).toBe(5);
    } finally {
      await dataSource.destroy();
    }
  });
});
