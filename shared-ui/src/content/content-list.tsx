import { Skeleton, Stack, Text } from '@mantine/core';
import type { TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ContentItem } from './content-api';
import { CONTENT_PLACEHOLDER } from './content-block';
import { ContentView } from './content-view';
import { useContent } from './use-content';

export interface ContentListProps {
  category: string;
  placeholder?: string;
  titleOrder?: TitleOrder | false;
  /** Draws one item; by default its title, image and text. */
  renderItem?: (item: ContentItem) => ReactNode;
}

/** Every item of a category in sequence order (welcome slides, FAQs, tips ...). */
export function ContentList({
  category,
  placeholder = CONTENT_PLACEHOLDER,
  titleOrder = 3,
  renderItem,
}: ContentListProps) {
  const { items, isLoading } = useContent(category);
  if (isLoading) return <Skeleton height={96} aria-label="Loading content" />;
  if (items.length === 0) return <Text c="dimmed">{placeholder}</Text>;
  return (
    <Stack gap="lg">
      {items.map((item) => (
        <div key={item.id}>
          {renderItem ? renderItem(item) : <ContentView item={item} titleOrder={titleOrder} />}
        </div>
      ))}
    </Stack>
  );
}
