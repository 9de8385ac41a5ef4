import { Skeleton, Stack, Text } from '@mantine/core';
import type { TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';
import { RetryPanel } from '../components/retry-panel';
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
  /** Only the items this accepts (e.g. all keys but one); the placeholder when none is left. */
  include?: (item: ContentItem) => boolean;
}

/** Every item of a category in sequence order (welcome slides, FAQs, tips ...). */
export function ContentList({
  category,
  placeholder = CONTENT_PLACEHOLDER,
  titleOrder = 3,
  renderItem,
  include,
}: ContentListProps) {
  const { items: all, isLoading, isError, isFetching, refetch } = useContent(category);
  if (isLoading) return <Skeleton height={96} role="status" aria-label="Loading content" />;
  if (isError) {
    return (
      <RetryPanel
        title="Could not load the content"
        message="Check your connection and try again."
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  }
  const items = include ? all.filter(include) : all;
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
