/** Spec 3 s2 "Promotion list of recent promotions (kept locally, max 6, oldest dropped)". */
export const RECENT_PROMOTIONS_KEY = 'recentPromotions';
export const RECENT_PROMOTIONS_MAX = 6;

export interface RecentPromotion {
  id: number;
  name: string;
  subdomain: string;
}

export function readRecentPromotions(storage: Storage = localStorage): RecentPromotion[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(RECENT_PROMOTIONS_KEY) ?? '[]');
    return Array.isArray(value) ? (value as RecentPromotion[]).slice(0, RECENT_PROMOTIONS_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts a promotion first (once), keeping the 6 most recent: the oldest is dropped. */
export function rememberPromotion(promotion: RecentPromotion, storage: Storage = localStorage) {
  const recent = [
    { id: promotion.id, name: promotion.name, subdomain: promotion.subdomain },
    ...readRecentPromotions(storage).filter(({ id }) => id !== promotion.id),
  ].slice(0, RECENT_PROMOTIONS_MAX);
  storage.setItem(RECENT_PROMOTIONS_KEY, JSON.stringify(recent));
  return recent;
}
