import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { EmptyState, LoadingBlock, RetryPanel } from '@wellness/shared-ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TipCard } from '../components/tip-card';
import { TipsFrame } from '../components/tips-frame';
import {
  TIPS_PAGE_SIZE,
  TIP_MESSAGES,
  TIP_SEARCH_DEBOUNCE_MS,
  allTipsPath,
  filterTips,
  tipCategory,
} from '../lib/tips';
import type { TipCategory } from '../lib/tips';
import { useTips } from '../lib/use-tips';

const CATEGORY_LABELS: Record<TipCategory, string> = { all: 'All', favorites: 'Favorites' };

/** /tips/all?category=all|favorites&search=: every tip, filtered and searched. */
export function AllTipsPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const category = tipCategory(params.get('category'));
  const search = params.get('search') ?? '';
  const { promotion, tips, favoriteIds, signedIn, isLoading, isError, retry, retrying } = useTips();

  // The box answers at once; the URL (and so the list) follows 300 ms after typing stops.
  const [typed, setTyped] = useState(search);
  const pushSearch = useDebouncedCallback((value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value.trim()) next.set('search', value.trim());
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, TIP_SEARCH_DEBOUNCE_MS);
  // The URL changing by navigation (back, a link) resets the box.
  useEffect(() => {
    setTyped((current) => (current.trim() === search.trim() ? current : search));
  }, [search]);

  // Spec 2 s9: 20 at first, 20 more each time; a new filter or search starts again at 20.
  const listKey = `${category}|${search}`;
  const [limit, setLimit] = useState({ key: listKey, count: TIPS_PAGE_SIZE });
  const count = limit.key === listKey ? limit.count : TIPS_PAGE_SIZE;

  let body;
  if (isError) {
    body = <RetryPanel message={TIP_MESSAGES.listFailed} onRetry={retry} retrying={retrying} />;
  } else if (isLoading || !promotion) {
    body = <LoadingBlock label="Loading tips" />;
  } else {
    const matching = filterTips(tips, category, search, favoriteIds);
    const shown = matching.slice(0, count);
    if (matching.length === 0) {
      body = <NoTips category={category} search={search} onSearchAll={(to) => void navigate(to)} />;
    } else {
      body = (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            Showing {shown.length} of {matching.length} {matching.length === 1 ? 'tip' : 'tips'}
          </Text>
          <ul aria-label="Tips" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {shown.map((tip) => (
              <li key={tip.id} style={{ marginBottom: 'var(--mantine-spacing-md)' }}>
                <TipCard
                  tip={tip}
                  favorited={favoriteIds.has(tip.id)}
                  canShare={promotion.is_wall_enabled}
                  signedIn={signedIn}
                />
              </li>
            ))}
          </ul>
          {matching.length > shown.length && (
            <Group justify="center">
              <Button
                variant="default"
                onClick={() => setLimit({ key: listKey, count: count + TIPS_PAGE_SIZE })}
              >
                Show more
              </Button>
            </Group>
          )}
        </Stack>
      );
    }
  }

  return (
    <TipsFrame active="all">
      <Stack gap="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          {signedIn && (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="tip-category-label">
                Category
              </Text>
              <SegmentedControl
                aria-labelledby="tip-category-label"
                value={category}
                onChange={(value) => void navigate(allTipsPath(tipCategory(value), search))}
                data={(['all', 'favorites'] as const).map((value) => ({
                  value,
                  label: CATEGORY_LABELS[value],
                }))}
              />
            </Stack>
          )}
          <TextInput
            type="search"
            label="Search tips"
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              pushSearch(event.currentTarget.value);
            }}
            style={{ flex: 1, minWidth: 220 }}
          />
        </Group>
        {body}
      </Stack>
    </TipsFrame>
  );
}

function NoTips({
  category,
  search,
  onSearchAll,
}: {
  category: TipCategory;
  search: string;
  onSearchAll: (to: string) => void;
}) {
  if (category === 'favorites' && !search.trim()) {
    return (
      <EmptyState title="You don't have favorites yet." description={TIP_MESSAGES.noFavorites} />
    );
  }
  if (category === 'favorites') {
    return (
      <EmptyState
        title={TIP_MESSAGES.noneInCategory(CATEGORY_LABELS.favorites.toLowerCase())}
        action={
          <Button variant="default" onClick={() => onSearchAll(allTipsPath('all', search))}>
            Search all tips
          </Button>
        }
      />
    );
  }
  return <EmptyState title={search.trim() ? TIP_MESSAGES.noMatches : 'There are no tips yet.'} />;
}
