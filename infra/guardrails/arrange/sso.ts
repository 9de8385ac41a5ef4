import type { FastifyInstance } from 'fastify';

type Db = FastifyInstance['db'];

/** Two SSO extras of the demo: one masters read and edit, one they delete. */
export interface SsoExtraRecords {
  ssoExtraId: number;
  deletableSsoExtraId: number;
}

export async function arrangeSsoExtras(db: Db, promotionId: number): Promise<SsoExtraRecords> {
  const insert = async (name: string) =>
    Number(
      (
        await db.query(
          "INSERT INTO sso_extras (promotion_id, name, data_type, path) VALUES (?, ?, 'string', 'User:udfs')",
          [promotionId, name],
        )
      ).insertId,
    );
  return {
    ssoExtraId: await insert('department'),
    deletableSsoExtraId: await insert('employee_id'),
  };
}
