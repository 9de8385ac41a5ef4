import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { EntityManager } from 'typeorm';
import { seed } from '@wellness/schema';

/**
 * Putting a test database back to the demo seed. Seeding again through the entities (argon2
 * hashes, some 400 rows one INSERT at a time) and truncating 60 tables took about 0.5 s, and a
 * Jest run resets a thousand times. So the seeded rows are kept once, in a template database
 * beside the worker's (`<database>_tpl`), and a reset copies back only the tables that differ
 * from it (CHECKSUM TABLE over all of them, plus the AUTO_INCREMENT counters): TRUNCATE, then
 * `INSERT … SELECT` from the template, so ids and counters are exactly a fresh seed's.
 *
 * The template is rebuilt when the seed or the migrations change, or the day does (the seed
 * dates the demo promotion from today): its fingerprint hashes those sources and the date.
 */
const TABLES_KEPT = new Set(['schema_migrations']);
const MARKER_TABLE = 'template_fingerprint';

const schemaSources = path.resolve(__dirname, '../../../schema/src');

function sourceFingerprint(): string {
  const hash = createHash('sha1');
  for (const dir of ['seed', 'seed/recipes', 'migrations', 'entities']) {
    let files: string[];
    try {
      files = readdirSync(path.join(schemaSources, dir)).sort();
    } catch {
      continue;
    }
    for (const file of files.filter((name) => name.endsWith('.ts'))) {
      hash.update(file).update(readFileSync(path.join(schemaSources, dir, file)));
    }
  }
  return hash.digest('hex');
}

let sources: string | undefined;
/** The local date, as the seed's `dayjs()` sees it. */
const localDay = (now = new Date()) =>
  `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
const fingerprint = () => `${(sources ??= sourceFingerprint())}:${localDay()}`;

interface TableState {
  checksum: string | null;
  autoIncrement: string | null;
}

async function tableStates(
  manager: EntityManager,
  database: string,
  tables: string[],
): Promise<Map<string, TableState>> {
  const q = (name: string) => `\`${database}\`.\`${name}\``;
  const sums: Array<{ Table: string; Checksum: string | null }> = await manager.query(
    `CHECKSUM TABLE ${tables.map(q).join(', ')}`,
  );
  const counters: Array<{ name: string; ai: string | null }> = await manager.query(
    'SELECT table_name AS name, auto_increment AS ai FROM information_schema.tables WHERE table_schema = ?',
    [database],
  );
  const ai = new Map(counters.map((row) => [row.name, row.ai === null ? null : String(row.ai)]));
  return new Map(
    sums.map((row) => {
      const name = row.Table.slice(row.Table.indexOf('.') + 1);
      return [name, { checksum: row.Checksum, autoIncrement: ai.get(name) ?? null }];
    }),
  );
}

/** Each template's table states, read at its first use in this module's life. */
const seededStates = new Map<string, Map<string, TableState>>();

async function truncateAll(manager: EntityManager, tables: string[]): Promise<void> {
  for (const name of tables) await manager.query(`TRUNCATE TABLE \`${name}\``);
}

/** Seeds the worker's database from scratch and copies every table into the template. */
async function rebuildTemplate(
  manager: EntityManager,
  database: string,
  template: string,
  tables: string[],
): Promise<void> {
  await truncateAll(manager, tables);
  await seed(manager.connection);
  await manager.query(`DROP DATABASE IF EXISTS \`${template}\``);
  await manager.query(`CREATE DATABASE \`${template}\``);
  for (const name of tables) {
    await manager.query(
      `CREATE TABLE \`${template}\`.\`${name}\` LIKE \`${database}\`.\`${name}\``,
    );
    await manager.query(
      `INSERT INTO \`${template}\`.\`${name}\` SELECT * FROM \`${database}\`.\`${name}\``,
    );
  }
  await manager.query(`CREATE TABLE \`${template}\`.${MARKER_TABLE} (value VARCHAR(200))`);
  await manager.query(`INSERT INTO \`${template}\`.${MARKER_TABLE} VALUES (?)`, [fingerprint()]);
}

async function templateIsCurrent(manager: EntityManager, template: string): Promise<boolean> {
  const [found] = await manager.query(
    'SELECT COUNT(*) AS n FROM information_schema.tables WHERE table_schema = ? AND table_name = ?',
    [template, MARKER_TABLE],
  );
  if (Number(found.n) === 0) return false;
  const [row] = await manager.query(`SELECT value FROM \`${template}\`.${MARKER_TABLE}`);
  return row?.value === fingerprint();
}

/** Empties every table and the worker's Redis keys, then puts the demo seed back. */
export async function resetData(server: FastifyInstance): Promise<void> {
  const database = new URL(server.config.mysqlUrl).pathname.slice(1);
  const template = `${database}_tpl`;
  const rows: Array<{ name: string }> = await server.db.query(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE'",
  );
  const tables = rows.map((row) => row.name).filter((name) => !TABLES_KEPT.has(name));
  // One connection throughout: FOREIGN_KEY_CHECKS is a session variable.
  await server.db.transaction(async (manager) => {
    await manager.query('SET FOREIGN_KEY_CHECKS = 0');
    if (!(await templateIsCurrent(manager, template))) {
      await rebuildTemplate(manager, database, template, tables);
      seededStates.delete(template);
    } else {
      const current = await tableStates(manager, database, tables);
      // The template never changes between rebuilds: its checksums are read once per file.
      let wanted = seededStates.get(template);
      if (!wanted) {
        wanted = await tableStates(manager, template, tables);
        seededStates.set(template, wanted);
      }
      for (const name of tables) {
        const now = current.get(name);
        const seeded = wanted.get(name);
        if (
          now &&
          seeded &&
          now.checksum === seeded.checksum &&
          now.autoIncrement === seeded.autoIncrement
        ) {
          continue;
        }
        await manager.query(`TRUNCATE TABLE \`${name}\``);
        await manager.query(`INSERT INTO \`${name}\` SELECT * FROM \`${template}\`.\`${name}\``);
      }
    }
    await manager.query('SET FOREIGN_KEY_CHECKS = 1');
  });
  const keys = await server.redis.keys(`${server.config.redisPrefix}*`);
  if (keys.length) await server.redis.del(...keys);
}
