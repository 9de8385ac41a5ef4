import type { Content } from '@wellness/schema';
import { parseCustomFields } from '../../domain/content';
import type { MergedContent } from '../../domain/content';
import type { ContentItem } from './schemas';

export function serializeContent(
  row: Content,
  { is_default, is_override }: Omit<MergedContent, 'row'>,
): ContentItem {
  return {
    id: row.id,
    category: row.category,
    promotion_id: row.promotion_id,
    key: row.key,
    group: row.group,
    sequence: Number(row.sequence),
    title: row.title,
    summary: row.summary,
    content: row.content,
    hidden: Boolean(row.hidden),
    image1: row.image1,
    image2: row.image2,
    mobile_image1: row.mobile_image1,
    thumbnail_image: row.thumbnail_image,
    email_image: row.email_image,
    email_subject: row.email_subject,
    email_image_caption: row.email_image_caption,
    days_from_start: row.days_from_start,
    custom_fields: parseCustomFields(row.custom_fields),
    is_default,
    is_override,
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

export const serializeMerged = (item: MergedContent) => serializeContent(item.row, item);

/** Groups in the order their first item comes (structured=true). */
export function groupItems(items: ContentItem[]) {
  const groups = new Map<string, ContentItem[]>();
  for (const item of items) groups.set(item.group, [...(groups.get(item.group) ?? []), item]);
  return [...groups].map(([group, members]) => ({ group, items: members }));
}
