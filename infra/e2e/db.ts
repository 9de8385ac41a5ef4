import { createConnection } from 'mysql2/promise';
import { E2E_MYSQL_URL } from './stack-config';

/** Runs statements against the e2e database: for set-ups no screen offers yet (dates, limits). */
export async function sql(statement: string, params: unknown[] = []): Promise<unknown> {
  const connection = await createConnection({ uri: E2E_MYSQL_URL });
  try {
    const [rows] = await connection.query(statement, params);
    return rows;
  } finally {
    await connection.end();
  }
}
