import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import type { WallFilter, WallQuery } from '../api/wall-api';
import { CreatePostForm } from '../components/create-post-form';
import { WallFrame } from '../components/wall-frame';
import type { WallTab } from '../components/wall-frame';
import { WallView } from '../components/wall-view';

const FILTERS: readonly WallFilter[] = ['all', 'following', 'location', 'friends', 'my', 'tagged'];

/**
 * go.u.wall.filter.view: /wall/filter/view/{filter}. filter is a wall filter, or a followed
 * user's id (the following list's per-user view, with crumbName for its breadcrumb).
 */
export function WallFilterPage() {
  const { filter = 'all' } = useParams();
  const [searchParams] = useSearchParams();
  const followId = /^\d+$/.test(filter) ? Number(filter) : null;
  const known = FILTERS.includes(filter as WallFilter) ? (filter as WallFilter) : 'all';
  const query = useMemo<WallQuery>(
    () => (followId !== null ? { filter: 'following', follow: followId } : { filter: known }),
    [followId, known],
  );
  const fromFollowing = followId !== null || filter === 'following';
  const active: WallTab = fromFollowing ? 'following' : known;
  const crumbName =
    searchParams.get('crumbName') ?? (followId === null ? 'All Following' : 'Posts');

  return (
    <WallFrame active={active}>
      {fromFollowing && (
        <Breadcrumbs>
          <Anchor component={Link} to={paths['go.u.wall.filter.following']}>
            Return to List
          </Anchor>
          <Text>{crumbName}</Text>
        </Breadcrumbs>
      )}
      {/* The form is allowed only when no filter is set (spec 2 s2). */}
      {query.filter === 'all' && <CreatePostForm />}
      <WallView key={filter} query={query} />
    </WallFrame>
  );
}
