import { DEFAULT_PROMOTION_ID, brandColour } from '@wellness/platform';
import type { Branding } from '@wellness/platform';
import type { DataSource } from 'typeorm';
import type { WorkerConfig } from '../config';

/** A promotion as every message shows it: its site, its programme's name, its colour. */
export interface BrandedPromotion {
  id: number;
  subdomain: string;
  program_name: string;
  theme_color: string | null;
}

/** The columns of a BrandedPromotion, for queries that read more of the promotion. */
export const BRANDED_COLUMNS = 'id, subdomain, program_name, theme_color';

export async function loadPromotion(
  db: DataSource,
  promotionId: number,
): Promise<BrandedPromotion | undefined> {
  const [promotion]: BrandedPromotion[] = await db.query(
    `SELECT ${BRANDED_COLUMNS} FROM promotions WHERE id = ?`,
    [promotionId],
  );
  return promotion;
}

/** A promotion's own origin: its subdomain of the public host; the default one the bare host. */
export function promotionOrigin(
  promotion: { id: number; subdomain: string },
  publicHost: string,
  scheme: 'http' | 'https',
): string {
  const host =
    Number(promotion.id) === DEFAULT_PROMOTION_ID
      ? publicHost
      : `${promotion.subdomain}.${publicHost}`;
  return `${scheme}://${host}`;
}

/** The header of the promotion's messages: its programme's name on its colour, its site. */
export function brandingOf(
  promotion: BrandedPromotion,
  config: Pick<WorkerConfig, 'publicHost' | 'publicScheme'>,
): Branding {
  return {
    program_name: promotion.program_name,
    colour: brandColour(promotion.theme_color),
    origin: promotionOrigin(promotion, config.publicHost, config.publicScheme),
  };
}
