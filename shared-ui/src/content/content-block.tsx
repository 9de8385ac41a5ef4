import { Skeleton, Text } from '@mantine/core';
import type { TitleOrder } from '@mantine/core';
import { ContentView } from './content-view';
import { useContent } from './use-content';

/** What a page shows where an item is missing (spec 3: the editor's placeholders). */
export const CONTENT_PLACEHOLDER = 'Need content';

export interface ContentBlockProps {
  category: string;
  contentKey: string;
  /** Shown when the item does not exist (or cannot be loaded). */
  placeholder?: string;
  titleOrder?: TitleOrder | false;
  withImage?: boolean;
}

/** One item of a category, as the promotion sees it (its override, else the default). */
export function ContentBlock({
  category,
  contentKey,
  placeholder = CONTENT_PLACEHOLDER,
  titleOrder,
  withImage,
}: ContentBlockProps) {
  const { item, isLoading } = useContent(category, contentKey);
  if (isLoading) return <Skeleton height={48} role="status" aria-label="Loading content" />;
  if (!item) return <Text c="dimmed">{placeholder}</Text>;
  return <ContentView item={item} titleOrder={titleOrder} withImage={withImage} />;
}
