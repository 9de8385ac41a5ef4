import type { DataSource } from 'typeorm';
import { parseCustomFields } from './editing';
import { mergedCategory } from './queries';

export type AppLinkKey = 'android_app_link' | 'ios_app_link';

/** The store whose app the device runs: Android, iOS (iPhone, iPad, iPod), or none. */
export function appLinkKeyFor(userAgent: string | undefined): AppLinkKey | null {
  if (!userAgent) return null;
  if (/android/i.test(userAgent)) return 'android_app_link';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios_app_link';
  return null;
}

/**
 * The store link of the promotion's `mobile` content item of that key (its custom field
 * `url`), when it is an https address: anything else is never followed.
 */
export async function appStoreLink(db: DataSource, promotionId: number, key: AppLinkKey) {
  const item = (await mergedCategory(db, promotionId, 'mobile')).find(
    (candidate) => candidate.row.key === key && !candidate.row.hidden,
  );
  const url = item ? parseCustomFields(item.row.custom_fields).url : undefined;
  return typeof url === 'string' && /^https:\/\/[^\s]+$/.test(url) ? url : null;
}
