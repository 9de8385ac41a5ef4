import type { DataSource } from 'typeorm';
import { inList, managedPromotionIds, notFound } from '@wellness/platform';
import type { SessionUser } from '@wellness/platform';
import { Promotion } from '@wellness/schema';

interface GroupedPromotions {
  organization: { id: number | null; name: string };
  promotions: Array<{
    id: number;
    name: string;
    subdomain: string;
    is_launchpad: boolean;
    is_teams_enabled: boolean;
    is_eligibility_displayed: boolean;
  }>;
}

interface PromotionRow {
  id: number;
  name: string;
  subdomain: string;
  is_launchpad: number | boolean;
  is_teams_enabled: number | boolean;
  is_eligibility_displayed: number | boolean;
  organization_id: number | null;
  organization_name: string | null;
}

const NO_ORGANIZATION = 'No Organization';

/** The promotions the user manages (the super users' picker), by organization name. */
export async function groupedPromotions(
  db: DataSource,
  user: Pick<SessionUser, 'id' | 'role' | 'promotion_id'>,
): Promise<GroupedPromotions[]> {
  const ids = await managedPromotionIds(db, user);
  if (ids !== null && ids.length === 0) return [];
  const rows: PromotionRow[] = await db.query(
    `SELECT p.id, p.name, p.subdomain, p.is_launchpad, p.is_teams_enabled, p.is_eligibility_displayed,
            o.id AS organization_id, o.name AS organization_name
       FROM promotions p LEFT JOIN organizations o ON o.id = p.organization_id
      ${ids === null ? '' : 'WHERE p.id IN (?)'}
      ORDER BY o.name IS NULL, o.name, o.id, p.name, p.id`,
    ids === null ? [] : [inList(ids)],
  );
  const groups = new Map<string, GroupedPromotions>();
  for (const row of rows) {
    const key = String(row.organization_id ?? 'none');
    const group = groups.get(key) ?? {
      organization: {
        id: row.organization_id === null ? null : Number(row.organization_id),
        name: row.organization_name ?? NO_ORGANIZATION,
      },
      promotions: [],
    };
    group.promotions.push({
      id: Number(row.id),
      name: row.name,
      subdomain: row.subdomain,
      is_launchpad: Boolean(row.is_launchpad),
      is_teams_enabled: Boolean(row.is_teams_enabled),
      is_eligibility_displayed: Boolean(row.is_eligibility_displayed),
    });
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** What the dashboard needs of a promotion: tab visibility flags and the promotional tools. */
export async function promotionSummary(
  db: DataSource,
  id: number,
  origin: (subdomain: string) => string,
) {
  const promotion = await db.getRepository(Promotion).findOneBy({ id });
  if (!promotion) throw notFound('Promotion');
  return {
    id: promotion.id,
    name: promotion.name,
    subdomain: promotion.subdomain,
    program_name: promotion.program_name,
    organization_id: promotion.organization_id,
    is_launchpad: promotion.is_launchpad,
    is_teams_enabled: promotion.is_teams_enabled,
    is_eligibility_displayed: promotion.is_eligibility_displayed,
    is_wall_enabled: promotion.is_wall_enabled,
    starts_on: promotion.starts_on,
    ends_on: promotion.ends_on,
    launch_on: promotion.launch_on,
    registration_starts_on: promotion.registration_starts_on,
    registration_ends_on: promotion.registration_ends_on,
    welcome_url: `${origin(promotion.subdomain)}/welcome`,
  };
}

/** The master's list of every promotion (of one organization), newest start first. */
export const listPromotions = (
  db: DataSource,
  query: { organizationId?: number; take?: number; skip?: number },
) =>
  db.getRepository(Promotion).findAndCount({
    where: query.organizationId ? { organization_id: query.organizationId } : {},
    order: { starts_on: 'DESC', id: 'DESC' },
    take: query.take,
    skip: query.skip,
  });
