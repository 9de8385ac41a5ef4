import type { ContentItem } from '@wellness/shared-ui';
import type { FavoriteTip } from '../api/tips-api';

/** A tip as the content loader answers it (a default item of the default promotion). */
export function buildTip(overrides: Partial<ContentItem> & Pick<ContentItem, 'id'>): ContentItem {
  return {
    category: 'tips',
    promotion_id: 1,
    key: `tip_${overrides.id}`,
    group: 'Week 1',
    sequence: overrides.days_from_start ?? overrides.id,
    title: `Tip number ${overrides.id}`,
    summary: null,
    content: `Advice number ${overrides.id}.`,
    hidden: false,
    image1: null,
    image2: null,
    mobile_image1: null,
    thumbnail_image: null,
    email_image: null,
    email_subject: null,
    email_image_caption: null,
    days_from_start: overrides.id,
    custom_fields: {},
    is_default: true,
    is_override: false,
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const favorite = (tip: ContentItem): FavoriteTip => ({
  id: tip.id,
  key: tip.key,
  title: tip.title,
  favorited: true,
  like_id: 1000 + tip.id,
});
