import type { DataSource } from 'typeorm';
import { inList, managedPromotionIds } from '@wellness/platform';
import type { Caller } from './admin';

export interface PromotionListQuery {
  organizationId?: number;
  resellerId?: number;
  isParent?: boolean;
  parentPromotionId?: number;
  active?: boolean;
  limit?: number;
  offset?: number;
}

/**
 * The promotions list (spec 3 s7 "index with is_parent, parent_promotion_id, organization_id,
 * reseller_id, active, page_size"): every promotion for a master, a reseller's organizations'
 * for a Reseller; newest start first.
 */
export async function listAdminPromotions(
  db: DataSource,
  caller: Caller,
  query: PromotionListQuery,
) {
  const where: string[] = [];
  const values: unknown[] = [];
  if (caller.role !== 'Master') {
    // A reseller's own promotion may belong to no organization of its reseller: only these.
    const ids = await managedPromotionIds(db, caller);
    where.push('p.id IN (?)', 'o.reseller_id = (SELECT reseller_id FROM users WHERE id = ?)');
    values.push(inList(ids ?? []), caller.id);
  }
  if (query.organizationId) {
    where.push('p.organization_id = ?');
    values.push(query.organizationId);
  }
  if (query.resellerId) {
    where.push('o.reseller_id = ?');
    values.push(query.resellerId);
  }
  if (query.isParent !== undefined) {
    where.push('p.is_parent = ?');
    values.push(query.isParent ? 1 : 0);
  }
  if (query.parentPromotionId) {
    where.push('p.parent_promotion_id = ?');
    values.push(query.parentPromotionId);
  }
  if (query.active !== undefined) {
    where.push('p.is_active = ?');
    values.push(query.active ? 1 : 0);
  }
  const from = `FROM promotions p LEFT JOIN organizations o ON o.id = p.organization_id
    ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
  const rows: Array<Record<string, unknown>> = await db.query(
    `SELECT p.id, p.name, p.subdomain, p.organization_id, o.name AS organization_name, o.reseller_id,
            p.program_length, DATE_FORMAT(p.starts_on, '%Y-%m-%d') AS starts_on,
            DATE_FORMAT(p.ends_on, '%Y-%m-%d') AS ends_on,
            DATE_FORMAT(p.registration_starts_on, '%Y-%m-%d') AS registration_starts_on,
            DATE_FORMAT(p.registration_ends_on, '%Y-%m-%d') AS registration_ends_on,
            DATE_FORMAT(p.launch_on, '%Y-%m-%d') AS launch_on,
            p.is_parent, p.parent_promotion_id, p.is_launchpad, p.is_active
       ${from} ORDER BY p.starts_on DESC, p.id DESC ${query.limit ? 'LIMIT ? OFFSET ?' : ''}`,
    query.limit ? [...values, query.limit, query.offset ?? 0] : values,
  );
  const [{ total }] = await db.query(`SELECT COUNT(*) AS total ${from}`, values);
  const id = (value: unknown) => (value == null ? null : Number(value));
  return {
    total: Number(total),
    promotions: rows.map((row) => ({
      id: Number(row.id),
      name: String(row.name),
      subdomain: String(row.subdomain),
      organization_id: id(row.organization_id),
      organization_name: (row.organization_name as string | null) ?? null,
      reseller_id: id(row.reseller_id),
      weeks: Math.ceil(Number(row.program_length) / 7),
      starts_on: String(row.starts_on),
      ends_on: String(row.ends_on),
      registration_starts_on: (row.registration_starts_on as string | null) ?? null,
      registration_ends_on: (row.registration_ends_on as string | null) ?? null,
      launch_on: (row.launch_on as string | null) ?? null,
      is_parent: Boolean(Number(row.is_parent)),
      parent_promotion_id: id(row.parent_promotion_id),
      is_launchpad: Boolean(Number(row.is_launchpad)),
      is_active: Boolean(Number(row.is_active)),
    })),
  };
}
