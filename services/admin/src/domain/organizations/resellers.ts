import type { DataSource } from 'typeorm';
import { notFound } from '@wellness/platform';
import { Reseller } from '@wellness/schema';

/** Spec 3 s3 "Reseller: id, name, organizations_count, promotions_count". */
export interface ResellerView {
  id: number;
  name: string;
  organizations_count: number;
  promotions_count: number;
}

interface ResellerRow {
  id: number;
  name: string;
  organizations_count: number | string;
  promotions_count: number | string;
}

const COUNTED = `SELECT r.id, r.name,
        (SELECT COUNT(*) FROM organizations o WHERE o.reseller_id = r.id) AS organizations_count,
        (SELECT COUNT(*) FROM promotions p JOIN organizations o ON o.id = p.organization_id
          WHERE o.reseller_id = r.id) AS promotions_count
   FROM resellers r`;

const view = (row: ResellerRow): ResellerView => ({
  id: Number(row.id),
  name: row.name,
  organizations_count: Number(row.organizations_count),
  promotions_count: Number(row.promotions_count),
});

/** Every reseller by name, with how many organizations and promotions it has. */
export async function listResellers(db: DataSource, page: { limit?: number; offset?: number }) {
  const rows: ResellerRow[] = await db.query(
    `${COUNTED} ORDER BY r.name, r.id ${page.limit ? 'LIMIT ? OFFSET ?' : ''}`,
    page.limit ? [page.limit, page.offset ?? 0] : [],
  );
  const [{ total }] = await db.query('SELECT COUNT(*) AS total FROM resellers');
  return { resellers: rows.map(view), total: Number(total) };
}

/** One reseller, else 404 'Reseller could not be found'. */
export async function showReseller(db: DataSource, id: number): Promise<ResellerView> {
  const [row]: ResellerRow[] = await db.query(`${COUNTED} WHERE r.id = ?`, [id]);
  if (!row) throw notFound('Reseller');
  return view(row);
}

export async function createReseller(db: DataSource, input: { name: string }) {
  const saved = await db.getRepository(Reseller).save({ name: input.name.trim() });
  return showReseller(db, saved.id);
}

export async function updateReseller(db: DataSource, id: number, input: { name: string }) {
  const result = await db.getRepository(Reseller).update({ id }, { name: input.name.trim() });
  if (!result.affected) throw notFound('Reseller');
  return showReseller(db, id);
}
