import { Group, Select, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { EXPERT_PAGE_SIZE } from '../api/wall-api';
import type { WallFilter, WallQuery } from '../api/wall-api';
import { WallPosts } from './wall-posts';

const FILTER_OPTIONS: { value: WallFilter; label: string }[] = [
  { value: 'my', label: 'My posts' },
  { value: 'all', label: 'All posts' },
  { value: 'tagged', label: 'Tagged' },
];

/**
 * The wall-expert wall: 30 posts a page, one latest comment each (reply_count 1), a filter
 * (default "my"), popular and comments toggles and a search submitted on Enter or Space.
 * "Popular" asks the server for the most liked posts first (`sort=popular`); "Comments" shows or
 * hides the comments.
 */
export function ExpertWall({ wallable }: { wallable?: { type: string; id: number } }) {
  const [filter, setFilter] = useState<WallFilter>(wallable ? 'all' : 'my');
  const [popular, setPopular] = useState(false);
  const [comments, setComments] = useState(true);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      if (event.key === 'Enter') event.preventDefault();
      setSearch(event.currentTarget.value.trim());
    }
  };

  const query: WallQuery = {
    filter,
    pageSize: EXPERT_PAGE_SIZE,
    replyCount: 1,
    ...(popular ? { sort: 'popular' as const } : {}),
    ...(search ? { search } : {}),
    ...(wallable ? { wallableType: wallable.type, wallableId: wallable.id } : {}),
  };

  return (
    <>
      <Group align="flex-end" gap="md">
        <Select
          label="Show"
          data={FILTER_OPTIONS}
          value={filter}
          allowDeselect={false}
          onChange={(value) => value && setFilter(value as WallFilter)}
        />
        <TextInput
          type="search"
          label="Search posts"
          description="Press Enter or Space to search"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <Switch
          label="Popular"
          checked={popular}
          onChange={(event) => setPopular(event.currentTarget.checked)}
        />
        <Switch
          label="Comments"
          checked={comments}
          onChange={(event) => setComments(event.currentTarget.checked)}
        />
      </Group>
      <WallPosts query={query} showComments={comments} showReported />
    </>
  );
}
