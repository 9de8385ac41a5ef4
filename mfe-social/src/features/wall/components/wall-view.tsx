import { Group, Switch, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { WallQuery } from '../api/wall-api';
import { WallPosts } from './wall-posts';

/** Spec 2 s9: search input debounce. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Search box, the "show reported content" switch and the posts of one wall query. */
export function WallView({ query }: { query: WallQuery }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [showReported, setShowReported] = useState(false);
  return (
    <>
      <Group justify="space-between" align="flex-end">
        <TextInput
          type="search"
          label="Search posts"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: 1, maxWidth: 360 }}
        />
        <Switch
          label="Show reported content"
          checked={showReported}
          onChange={(event) => setShowReported(event.currentTarget.checked)}
        />
      </Group>
      <WallPosts
        query={debounced ? { ...query, search: debounced } : query}
        showReported={showReported}
      />
    </>
  );
}
