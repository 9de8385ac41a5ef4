import { DEFAULT_PROMOTION_ID } from '@wellness/platform';

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
